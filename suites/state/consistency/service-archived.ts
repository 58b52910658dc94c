/**
 * doc 2 Services: GET /services "archived services absent"; DELETE "archived service not
 * addressable". No operation archives a service, so the configuration names one the target holds
 * (`facts.archivedService`; the reference server's seeded one by default): GET /services must not
 * list it, and every request addressing it must be refused (status unspecified: a 4XX with the
 * envelope) — a read of its tasks, an empty PATCH (a documented no-op were it addressable), and on a
 * disposable target a DELETE (which would remove it were it addressable). Without the fact the rule
 * is not exercised.
 */
import type { Reply } from "../../../lib/http/client.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { enc, mustRefuse } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { factGated } from "../../common/fact-gated.ts";

const NOT_ADDRESSABLE = "doc 2 Services: archived service not addressable";

const serviceArchivedHidden: Rule = {
  id: "STATE-SERVICE-ARCHIVED-HIDDEN",
  title: "An archived service is absent from GET /services, and every request addressing it is refused",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Services (GET /services: archived services absent; DELETE /services/{serviceId}: archived service not addressable)",
  clauses: ["D2-SERVICES-LIST-NO-ARCHIVED", "D2-SERVICES-ARCHIVED-NOT-ADDRESSABLE"],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const id = c.t.info.facts.archivedService as string;
      const path = `/services/${enc(id)}`;
      const list = await c.call("GET", "/services", { key: c.t.keys.read ?? c.t.keys.admin });
      must(list.status === 200, `${list.status} listing services`, "200 PublicServiceList (doc 2 Services)");
      const listed = (itemsOf(null, list.json) ?? []).map((s) => (s as { serviceId?: unknown }).serviceId);
      must(
        !listed.includes(id),
        `GET /services lists service ${id}, which facts.archivedService names as archived`,
        "archived services absent (doc 2 Services)",
      );
      const asked: [string, Reply][] = [
        [`GET ${path}/tasks`, await c.call("GET", `${path}/tasks`, { key: c.t.keys.read ?? c.t.keys.admin })],
        [`PATCH ${path} {}`, await c.call("PATCH", path, { body: {} })],
      ];
      if (c.t.disposable) asked.push([`DELETE ${path}`, await c.call("DELETE", path)]);
      for (const [what, r] of asked) mustRefuse(r, `${what}, the archived service`, NOT_ADDRESSABLE);
      c.pass(
        `${id} is not among the ${listed.length} services listed; ${asked.map(([w, r]) => `${w}: ${r.status}`).join("; ")}${c.t.disposable ? "" : " (DELETE only on a disposable target)"}`,
      );
    }),
};

export const serviceArchived = factGated(
  serviceArchivedHidden,
  "archivedService",
  "the id of an archived service: no operation archives one",
);
