/**
 * Discovery of the workspace's evidence, shared by the rules of several families: the runs of the
 * workspace (GET /debug/runs, "workspace runs, newest first"; its item array and item fields are
 * not shown, so items are read by their `runId`) and the artifacts they list (GET
 * /runs/{runId}/artifacts: PublicRunArtifactList `artifacts`, doc 1 Artifacts). Bounded, and
 * memoised per run of the suite.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { firstPageWithItems } from "../../generators/calls/pages.ts";

const enc = encodeURIComponent;

/** How many runs' artifact lists are read at most. */
const RUNS_READ = 12;

/**
 * Run ids of the key's workspace (default the admin key's): finished runs first (artifacts are
 * captured along a run), then the newest of any status; at most `max`.
 */
export function runsOf(c: CheckContext, key: string = c.t.keys.admin, max = 20): Promise<string[]> {
  return memo(
    c.t,
    `common-evidence-runs:${key === c.t.keys.admin ? "admin" : key === c.t.keys.peer ? "peer" : "other"}:${max}`,
    async () => {
      const ids: string[] = [];
      for (const query of [{ status: "done", limit: 50 }, { limit: 50 }]) {
        const r = await firstPageWithItems(c, "/debug/runs", { key, query });
        if (r.status !== 200) continue;
        for (const it of itemsOf(null, r.json) ?? []) {
          const id = (it as { runId?: unknown }).runId;
          if (typeof id === "string" && id && !ids.includes(id)) ids.push(id);
        }
      }
      return ids.slice(0, max);
    },
  );
}

export interface ListedArtifact {
  runId: string;
  artifactId: string;
  /** As listed (doc 1: `byteSize` number, exact). */
  byteSize: unknown;
  contentType: unknown;
}

/** The artifacts the workspace's runs list (the admin key's workspace), as listed. */
export function listedArtifacts(c: CheckContext): Promise<ListedArtifact[]> {
  return memo(c.t, "common-evidence-artifacts", async () => {
    const out: ListedArtifact[] = [];
    for (const runId of (await runsOf(c)).slice(0, RUNS_READ)) {
      const r = await c.call<{ artifacts?: unknown }>("GET", `/runs/${enc(runId)}/artifacts`);
      if (r.status !== 200 || !Array.isArray(r.json?.artifacts)) continue;
      for (const a of r.json!.artifacts as Record<string, unknown>[]) {
        if (a && typeof a.artifactId === "string" && a.artifactId && !out.some((o) => o.artifactId === a.artifactId)) {
          out.push({ runId, artifactId: a.artifactId, byteSize: a.byteSize, contentType: a.contentType });
        }
      }
    }
    return out;
  });
}
