/**
 * doc 2 Services, POST /services: optional `repoId`; "A whole-repo repository already backing a
 * service in the account is mounted, not duplicated"; doc 2 Repos, GET /repos: "linked repositories
 * with the backing service (null when none)"; doc 1 PublicService.
 *
 * STATE-SERVICE-CREATE-MOUNT needs a repository the target already shows backing a service; a target
 * that shows none (or mounts nothing) leaves it not exercised. Here the suite makes the repository
 * itself, the one way it can: a bootstrap (the configured body), which scaffolds a repository and
 * materialises a board service frame (disposable target only: no route removes a repository). Once
 * GET /repos lists a new repository and GET /services a new service, that service is a PublicService
 * whose id the job's 201 reply names (doc 2 Repos: "names the board service frame it materialises";
 * the field is not shown, so the id is looked for among the reply's values at any depth), and the
 * suite deletes it, so the repository backs nothing of its own. Then POST /services naming it
 * must create a new service (201); since no subdirectory was named, the repository is a whole one
 * ("a monorepo service must name its subdirectory"), so GET /repos must show that service on its row
 * (the backing service's field is not shown: its id among the row's values, as
 * STATE-SERVICE-CREATE-MOUNT reads it), and POST /services naming it again must answer that service
 * and list no other.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { idCandidates } from "../../../generators/calls/discover.ts";
import { configuredBody } from "../../../generators/calls/recipe.ts";
import { createService, trackService } from "../../../generators/calls/resources.ts";
import { refusal } from "../../../generators/calls/refusals.ts";
import { enc } from "../kit/api.ts";
import { poll } from "../kit/poll.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { disposableOnly } from "../../common/disposable.ts";
import { backingOf } from "./create-mount.ts";
import { jsonText } from "../../../lib/json/safe.ts";

type Row = Record<string, unknown>;

async function services(c: CheckContext): Promise<Row[]> {
  const r = await c.call("GET", "/services", { key: c.t.keys.read ?? c.t.keys.admin });
  must(r.status === 200, `${r.status} listing services`, "200 PublicServiceList (doc 2 Services)");
  return (itemsOf(null, r.json) ?? []) as Row[];
}

async function repos(c: CheckContext): Promise<Row[]> {
  const r = await c.call("GET", "/repos", { key: c.t.keys.read ?? c.t.keys.admin });
  must(r.status === 200, `${r.status} listing linked repositories`, "200 (doc 2 Repos: GET /repos)");
  return (itemsOf(null, r.json) ?? []) as Row[];
}

const idsOf = (rows: Row[], key: string) => rows.map((r) => r[key]).filter((x): x is string => typeof x === "string");

/** The one new value of `key` in `after`, or null while there is none (more than one: not exercised). */
function added(before: string[], after: Row[], key: string, what: string): string | null {
  const fresh = idsOf(after, key).filter((id) => !before.includes(id));
  if (fresh.length > 1) inconclusive(`${fresh.length} new ${what} appeared during the bootstrap: ${fresh.join(", ")}`);
  return fresh[0] ?? null;
}

/** The backing service GET /repos shows on `repoId`'s row (a listed service's id among its values). */
async function backing(c: CheckContext, repoId: string): Promise<string | null> {
  const listed = new Set(idsOf(await services(c), "serviceId"));
  const row = (await repos(c)).find((r) => r.repoId === repoId);
  must(row, `GET /repos no longer lists repository ${repoId}`, "linked repositories (doc 2 Repos)");
  return backingOf(row, listed);
}

/** Whether `value` holds the string `id` at any depth (a field the documents do not name). */
function names(value: unknown, id: string): boolean {
  if (value === id) return true;
  if (!value || typeof value !== "object") return false;
  return Object.values(value).some((v) => names(v, id));
}

/**
 * Bootstraps a repository with `body` (`what` names it): the new repository and the new service once
 * both are listed, and the job's 201 reply. A refusal is the suite's set-up failing (not exercised),
 * unless `mustTake`: then the documents say the body is taken, and a refusal fails. A poll of the job
 * answered with a 5XX fails either way.
 */
export async function bootstrap(
  c: CheckContext,
  body: unknown = configuredBody(c, "bootstrapRepo"),
  what = "bodies.bootstrapRepo",
  mustTake = false,
): Promise<{ repoId: string; serviceId: string; job: Row }> {
  const [reposBefore, servicesBefore] = [idsOf(await repos(c), "repoId"), idsOf(await services(c), "serviceId")];
  const r = await c.call<Row>("POST", "/repos/bootstrap", { body });
  const taken = r.status === 201 && !!r.json && typeof r.json === "object";
  if (mustTake)
    must(
      taken,
      `${r.status} ${jsonText(r.json)} for POST /repos/bootstrap with ${what}`,
      "201 with a job to poll (doc 2 Repos: the body names a brief or a reference architecture)",
    );
  if (!taken) inconclusive(`setup refused: POST /repos/bootstrap with ${what} (${refusal(r)})`);
  // The job's field names are not shown: read it by each id-like field of the reply (a read may be what moves it).
  const jobIds = idCandidates(r.json as Row, ["jobId", "id"]).slice(0, 4);
  const { value } = await poll(
    c,
    "list the repository and the service frame the bootstrap makes",
    async () => {
      for (const id of jobIds) {
        const read = await c.call("GET", `/repos/bootstrap/${enc(id)}`);
        must(
          read.status < 500,
          `${read.status} ${jsonText(read.json)} polling GET /repos/bootstrap/${id} (a job started with ${what})`,
          "200 object* incl. `failureKind` (doc 2 Repos), or a 4XX for an id that is not the job's; never a 5XX",
        );
      }
      return {
        repoId: added(reposBefore, await repos(c), "repoId", "linked repositories"),
        serviceId: added(servicesBefore, await services(c), "serviceId", "services"),
      };
    },
    (v) => v.repoId !== null && v.serviceId !== null,
    { inconclusiveOnTimeout: true },
  );
  return { ...(value as { repoId: string; serviceId: string }), job: r.json as Row };
}

const serviceRepoBacked: Rule = {
  id: "STATE-SERVICE-REPO-BACKED",
  title:
    "A service created from a whole repository backing nothing is shown on the repository's row, and creating from it again mounts that service",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Services (POST /services: optional repoId; a whole-repo repository already backing a service is mounted, not duplicated; a monorepo service must name its subdirectory); doc 2 Repos (GET /repos: the backing service, null when none; POST /repos/bootstrap: a job naming the board service frame it materialises); doc 1 PublicService",
  clauses: ["D2-SERVICES-CREATE-MOUNT", "D2-REPOS-LIST-BACKING", "D2-REPOS-BOOTSTRAP-JOB", "D1-SHAPE-SERVICE"],
  profile: "full",
  scope: "global",
  // It compares GET /services whole: not while another check adds services.
  shares: () => ({ writes: ["/services"] }),
  check: (c) =>
    guarded(c, async () => {
      const made = await bootstrap(c);
      trackService(c, made.serviceId);
      must(
        names(made.job, made.serviceId),
        `the 201 reply of POST /repos/bootstrap, ${jsonText(made.job)}, names nowhere ${made.serviceId}, the service frame the job materialised`,
        "a job to poll that names the board service frame it materialises (doc 2 Repos)",
      );
      const frame = (await services(c)).find((s) => s.serviceId === made.serviceId);
      const shape = c.t.validators.response("listServices", 200)!({ services: [frame] });
      must(
        shape.ok,
        `GET /services lists the bootstrapped service as ${jsonText(frame)} (${shape.issues.map((i) => `${i.path} ${i.message}`).join("; ")})`,
        "a PublicService (doc 1 Services)",
      );
      // The frame is the suite's own: deleted, so that the repository backs nothing the suite did not make.
      const d = await c.call("DELETE", `/services/${enc(made.serviceId)}`);
      if (d.status !== 204)
        inconclusive(`setup refused: deleting the bootstrapped service ${made.serviceId} (${refusal(d)})`);
      c.t.fixtures.forget("service", made.serviceId);

      const before = idsOf(await services(c), "serviceId");
      const first = await createService(c, { repoId: made.repoId });
      const own = first.json?.serviceId;
      if (first.status >= 200 && first.status < 300 && typeof own === "string" && !before.includes(own))
        trackService(c, own);
      must(
        first.status === 201 && typeof own === "string" && !before.includes(own),
        `${first.status} ${jsonText(first.json)} for POST /services with repository ${made.repoId}, which backs no service`,
        "201 with a new service backed by it (doc 2 Services: optional repoId)",
      );
      const shown = await backing(c, made.repoId);
      must(
        shown === own,
        `GET /repos shows repository ${made.repoId} backing ${jsonText(shown)} after service ${own} was created from it`,
        `service ${own}: linked repositories with the backing service (doc 2 Repos); a whole repository, since no subdirectory was named (doc 2 Services)`,
      );
      const again = await createService(c, { repoId: made.repoId });
      const second = again.json?.serviceId;
      if (again.status >= 200 && again.status < 300 && typeof second === "string" && second !== own)
        trackService(c, second);
      must(
        again.status >= 200 && again.status < 300 && second === own,
        `${again.status} ${jsonText(again.json)} for POST /services with repository ${made.repoId} again`,
        `service ${own}, which it backs: mounted, not duplicated (doc 2 Services)`,
      );
      const fresh = idsOf(await services(c), "serviceId").filter((id) => !before.includes(id) && id !== own);
      must(
        fresh.length === 0,
        `GET /services lists new service(s) ${fresh.join(", ")} besides ${own}`,
        "mounted, not duplicated (doc 2 Services)",
      );
      c.pass(
        `bootstrapped repository ${made.repoId} (frame ${made.serviceId}, named by the job, a PublicService, deleted); POST /services with it made ${own}, which GET /repos shows on its row, and again answered ${own}`,
      );
    }),
};

export const serviceRepoBackedRule = disposableOnly(
  serviceRepoBacked,
  "it bootstraps a repository, which no route removes",
);
