/**
 * A run's artifact list is that run's (doc 2 Evidence GET /runs/{runId}/artifacts: "unpaged;
 * screenshots plus reference images", the list of run {runId}; doc 1 Artifacts: PublicRunArtifact
 * `scope` `run`|`task`).
 *
 * Two halves, each read from the workspace's runs (GET /debug/runs, walked by its cursor) and their
 * lists. An artifact of scope `run` is one run's: listed under two runs, a list holds another run's
 * artifact. And a screenshot or reference image is in its run's list: which run holds one is not
 * visible from outside, so the target's own word names one, `facts.artifactBytesKept` (a screenshot
 * or reference image whose bytes are kept; its blob reads 200); it must be in some run's list. A
 * configured fact may be wrong, so a miss is a failure only when the configuration is vouched for
 * (--vouch, the embedded server's own), and only when every run of the workspace was read (else the
 * run holding it may be one not read).
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { walkPages } from "../../generators/calls/pages.ts";
import { enc } from "./kit/api.ts";

/** Pages of GET /debug/runs walked at most, and run lists read at most (each is one request). */
const RUN_PAGES = 5;
const LISTS_READ = 60;

/** The workspace's run ids, and whether the walk reached the end of the list. */
async function workspaceRunIds(c: CheckContext): Promise<{ ids: string[]; whole: boolean }> {
  const ids: string[] = [];
  const { end } = await walkPages(c, "/debug/runs", { query: { limit: 100 }, maxPages: RUN_PAGES }, ({ items }) => {
    for (const it of items ?? []) {
      const id = (it as { runId?: unknown } | null)?.runId;
      if (typeof id === "string" && id && !ids.includes(id)) ids.push(id);
    }
  });
  return { ids, whole: end === "last" && ids.length <= LISTS_READ };
}

export const runArtifactsOfRun: Rule = {
  id: "STATE-RUN-ARTIFACTS-OF-RUN",
  title:
    "A run's artifact list holds its own artifacts: a run-scoped artifact under no other run, the configured screenshot under its run",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Evidence (GET /runs/{runId}/artifacts: unpaged; screenshots plus reference images, of run {runId}); doc 1 Artifacts (PublicRunArtifact `scope` `run`|`task`)",
  clauses: ["D2-EVIDENCE-ARTIFACTS-OF-RUN"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const { ids, whole } = await workspaceRunIds(c);
    if (!ids.length) c.notExercised("the workspace lists no run (GET /debug/runs)");
    const listedBy = new Map<string, { runs: string[]; scope: unknown }>();
    let lists = 0;
    for (const runId of ids.slice(0, LISTS_READ)) {
      const r = await c.call<{ artifacts?: unknown }>("GET", `/runs/${enc(runId)}/artifacts`);
      // A refusal (a run gone meanwhile, a 429) says nothing of the list: not judged.
      if (r.status !== 200 || !Array.isArray(r.json?.artifacts)) continue;
      lists += 1;
      for (const a of r.json!.artifacts as Record<string, unknown>[]) {
        if (!a || typeof a.artifactId !== "string") continue;
        const seen = listedBy.get(a.artifactId) ?? { runs: [], scope: a.scope };
        seen.runs.push(runId);
        listedBy.set(a.artifactId, seen);
        if (a.scope === "run" && seen.runs.length > 1)
          c.fail(
            `Received: artifact ${a.artifactId} (scope "run") listed by run ${seen.runs[0]} and by run ${runId} / Documented: GET /runs/{runId}/artifacts lists the artifacts of run {runId}; a run-scoped artifact is one run's (doc 2 Evidence; doc 1 Artifacts)`,
            r.exchange,
          );
      }
    }
    if (!lists) c.notExercised(`none of ${Math.min(ids.length, LISTS_READ)} run artifact list(s) answered 200`);
    const shared = [...listedBy.values()].filter((s) => s.runs.length > 1).length;
    const summary = `${lists} run list(s) read, ${listedBy.size} artifact(s), no run-scoped one under two runs${shared ? ` (${shared} task-scoped under several)` : ""}`;
    const kept = c.t.info.facts?.artifactBytesKept;
    if (!kept) c.pass(`${summary}; no facts.artifactBytesKept names a screenshot whose run could be checked`);
    const holder = listedBy.get(kept!);
    if (holder) c.pass(`${summary}; the configured ${kept} (facts.artifactBytesKept) listed by run ${holder.runs[0]}`);
    const seen = `the configured screenshot ${kept} (facts.artifactBytesKept) is in none of the ${lists} run artifact list(s) read`;
    if (!whole)
      c.notExercised(
        `${seen}, and the workspace has runs beyond those read (${ids.length} found): its run may be one not read`,
      );
    const blob = await c.call("GET", `/artifacts/${enc(kept!)}/blob`);
    if (blob.status !== 200)
      c.notExercised(
        `${seen}, and its bytes answered ${blob.status} (ERRORS-ARTIFACT-KNOWN-BYTES judges that)`,
        blob.exchange,
      );
    if (!c.t.info.vouch)
      c.notExercised(`${seen}; the configured fact may be wrong (--vouch makes this a failure)`, blob.exchange);
    return c.fail(
      `Received: ${seen}, every run of the workspace read, its bytes 200 (vouched for) / Documented: GET /runs/{runId}/artifacts lists its run's screenshots plus reference images, unpaged (doc 2 Evidence)`,
      blob.exchange,
    );
  },
};
