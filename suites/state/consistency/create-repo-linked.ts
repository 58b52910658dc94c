/**
 * doc 1 What the service does: a workspace holds services "optionally backed by a linked source
 * repository"; doc 2 Errors: 404 `repo_not_linked`, "repository not adopted by the workspace". POST
 * /services naming a `repoId` no repository of the workspace has (a seeded string no server holds)
 * must be refused — its status for this operation is not stated: a 4XX with the envelope — and no
 * service may appear in GET /services. A service the target makes anyway is deleted again.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { createService, listedServiceIds, trackService } from "../../../generators/calls/resources.ts";
import { mustRefuse } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { absentName } from "../../errors/stated.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";

async function serviceIds(c: CheckContext): Promise<string[]> {
  const r = await c.call("GET", "/services", { key: c.t.keys.read ?? c.t.keys.admin });
  must(r.status === 200, `${r.status} listing services`, "200 PublicServiceList (doc 2 Services)");
  return listedServiceIds(r);
}

export const serviceCreateRepoLinked: Rule = {
  id: "STATE-SERVICE-CREATE-REPO-UNLINKED",
  title: "Creating a service backed by a repository the workspace has not linked is refused and creates nothing",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 What the service does (services optionally backed by a linked source repository); doc 2 Errors (404 `repo_not_linked`: repository not adopted by the workspace)",
  clauses: ["D2-SERVICES-CREATE-REPO-LINKED"],
  profile: "standard",
  scope: "global",
  // It compares GET /services whole before and after: not while another check adds services.
  shares: () => ({ writes: ["/services"] }),
  check: (c) =>
    guarded(c, async () => {
      const before = await serviceIds(c);
      const repoId = absentName(c, "repo");
      const r = await createService(c, { repoId });
      const made = (r.json as { serviceId?: unknown } | undefined)?.serviceId;
      if (r.status >= 200 && r.status < 300 && typeof made === "string" && !before.includes(made))
        trackService(c, made);
      mustRefuse(
        r,
        `POST /services with repoId ${repoId}, which no repository of the workspace has`,
        "doc 1: a service is backed by a linked repository; doc 2 Errors: 404 repo_not_linked",
      );
      const fresh = (await serviceIds(c)).filter((id) => !before.includes(id));
      must(
        fresh.length === 0,
        `GET /services lists new service(s) ${fresh.join(", ")} after the refused POST /services with repoId ${repoId}`,
        "a refusal creates nothing",
      );
      c.pass(`POST /services with repoId ${repoId} refused ${r.status}; no service added`);
    }),
};
