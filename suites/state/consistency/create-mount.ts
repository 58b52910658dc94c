/**
 * doc 2 Services, POST /services: "A whole-repo repository already backing a service in the
 * account is mounted, not duplicated"; doc 2 Repos, GET /repos: "linked repositories with the
 * backing service (null when none)"; doc 1 Repository row ("`repoId` and the service already
 * backing it (null when none, always null for a monorepo)"; field names not shown).
 *
 * The backing service's field is not shown: a row's backing service is the listed service whose
 * `serviceId` appears among the row's values (a string, or an object holding it). A row with one is
 * a whole repository (a monorepo row never has one). POST /services with that `repoId` must answer
 * the service already backing it, and GET /services must list no new service. A target that does
 * not mount creates a second service: only on a disposable target (it is deleted again).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { createService, listedServiceIds } from "../../../generators/calls/resources.ts";
import { enc } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { brief } from "./hooks.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** The listed service ids found among a row's values (depth one), other than under `repoId`. */
export function backingOf(row: Record<string, unknown>, services: Set<string>): string | null {
  for (const [k, v] of Object.entries(row)) {
    if (k === "repoId") continue;
    if (typeof v === "string" && services.has(v)) return v;
    if (v && typeof v === "object" && !Array.isArray(v)) {
      for (const w of Object.values(v as Record<string, unknown>))
        if (typeof w === "string" && services.has(w)) return w;
    }
  }
  return null;
}

async function serviceIds(c: Parameters<Rule["check"]>[0]): Promise<Set<string>> {
  const r = await c.call("GET", "/services");
  if (r.status !== 200)
    inconclusive(`setup refused: GET /services answered ${r.status}: the services cannot be compared`);
  return new Set(listedServiceIds(r));
}

export const serviceCreateMount: Rule = {
  id: "STATE-SERVICE-CREATE-MOUNT",
  title: "Creating a service from a repository that already backs one answers that service instead of a duplicate",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Services (POST /services: a whole-repo repository already backing a service is mounted, not duplicated); doc 2 Repos (GET /repos: the backing service); doc 1 Repository row",
  clauses: ["D2-SERVICES-CREATE-MOUNT"],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      if (!c.t.disposable)
        inconclusive(
          "a target that does not mount would create a second service backed by a repository the suite does not own: only on a disposable target (--disposable)",
        );
      const before = await serviceIds(c);
      const repos = await c.call("GET", "/repos", { key: c.t.keys.read ?? c.t.keys.admin });
      if (repos.status !== 200)
        inconclusive(
          `setup refused: GET /repos answered ${repos.status}: no repository backing a service can be found`,
        );
      const rows = (itemsOf(null, repos.json) ?? []) as Record<string, unknown>[];
      const row = rows
        .map((r) => ({ repoId: r.repoId, backing: backingOf(r, before) }))
        .find((r) => typeof r.repoId === "string" && r.backing !== null);
      if (!row)
        inconclusive(
          `none of the ${rows.length} linked repositories GET /repos lists shows a backing service among the services listed`,
        );
      const repoId = row.repoId as string;

      // The body the documents show first, then with a title (resources.ts `serviceBodies` says why).
      const r = await createService(c, { repoId }, { title: "conformance mount" });
      const made = typeof r.json?.serviceId === "string" && !before.has(r.json.serviceId) ? r.json.serviceId : null;
      if (made) {
        c.t.fixtures.track("service", made, async () => {
          const d = await c.t.client.call("DELETE", `/services/${enc(made)}`, { key: c.t.keys.admin });
          if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /services/${made} answered ${d.status}`);
        });
      }
      must(
        r.status >= 200 && r.status < 300,
        `${r.status} ${brief(r.json)} for POST /services with repository ${repoId}, which backs service ${row.backing}`,
        "the existing service, mounted (doc 2 Services: 201 PublicService)",
      );
      must(
        r.json?.serviceId === row.backing,
        `POST /services with repository ${repoId} answered service ${jsonText(r.json?.serviceId)}`,
        `service ${row.backing}, which the repository already backs: mounted, not duplicated (doc 2 Services)`,
      );
      const after = await serviceIds(c);
      const fresh = [...after].filter((id) => !before.has(id));
      must(
        fresh.length === 0,
        `GET /services lists new service(s) ${fresh.join(", ")} after POST /services with repository ${repoId}`,
        "mounted, not duplicated (doc 2 Services)",
      );
      c.pass(
        `POST /services with repository ${repoId} answered ${r.status} with service ${row.backing}, which already backs it (reading: the backing service is the listed service whose id the repository row carries); no service was added`,
      );
    }),
};
