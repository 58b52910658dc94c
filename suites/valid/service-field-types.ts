/**
 * doc 1 PublicService: `title` and `description` are strings, `type` one of the frame types; doc 2
 * Services: POST /services and PATCH /services/{serviceId} take `object*` bodies ("authored fields"),
 * whose fields are not shown. So a body naming one of those fields with a value of another JSON type
 * (a number) may be refused, or its value ignored or coerced — the documents leave that open — but a
 * service the target answers or lists is a PublicService still: the value is never echoed back as it
 * came. Each field is sent alone, on a create (the service made is deleted again) and on a PATCH of
 * the suite's own service; an admitted one is judged in the answer and in GET /services.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { createService, ownService, trackService } from "../../generators/calls/resources.ts";
import { jsonText } from "../../lib/json/safe.ts";

const FIELDS = ["title", "description", "type"] as const;
const WRONG = 7;

/** Why `service` is not a PublicService (the listed item's schema), or null when it is. */
function notAService(c: CheckContext, service: unknown): string | null {
  const v = c.t.validators.response("listServices", 200)!({ services: [service] });
  return v.ok ? null : v.issues.map((i) => `${i.path} ${i.message}`).join("; ");
}

async function listedService(c: CheckContext, serviceId: string): Promise<unknown> {
  const r = await c.call<{ services?: { serviceId?: unknown }[] }>("GET", "/services");
  return r.json?.services?.find((s) => s?.serviceId === serviceId);
}

/** An admitted write of `{field: 7}`: the answer and the listing must show a PublicService. */
async function judgeAdmitted(c: CheckContext, what: string, r: Reply, serviceId: string): Promise<void> {
  const answered = notAService(c, r.json);
  c.require(
    answered === null,
    `${what} answered ${r.status} with ${jsonText(r.json)} (${answered})`,
    "a PublicService (doc 1 Services): the value, of another type, refused or not stored as it came",
    r.exchange,
  );
  const listed = await listedService(c, serviceId);
  const problem = listed === undefined ? null : notAService(c, listed);
  c.require(
    problem === null,
    `after ${what}, GET /services lists ${jsonText(listed)} (${problem})`,
    "a PublicService (doc 1 Services)",
  );
}

export const serviceFieldTypes: Rule = {
  id: "VALID-SERVICE-FIELD-TYPES",
  title:
    "A service create or edit naming title, description or type with a value of another type never makes the service read with it",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 1 Services (PublicService: `title`, `description` strings, `type` one of the frame types); doc 2 Services (POST and PATCH: object* bodies of authored fields)",
  clauses: ["D1-SHAPE-SERVICE"],
  profile: "standard",
  scope: "global",
  // It creates services and edits the suite's own one: not while other checks compare either whole.
  shares: () => ({ writes: ["/services", "the suite's own service"] }),
  check: async (c) => {
    const seen: string[] = [];
    for (const field of FIELDS) {
      const r = await createService(c, { [field]: WRONG });
      const id = (r.json as { serviceId?: unknown } | undefined)?.serviceId;
      if (r.status >= 200 && r.status < 300 && typeof id === "string") {
        trackService(c, id);
        await judgeAdmitted(c, `POST /services naming ${field} ${WRONG}`, r, id);
      }
      seen.push(`create with ${field} ${WRONG}: ${r.status}`);
    }
    const serviceId = await ownService(c);
    for (const field of FIELDS) {
      const r = await c.call("PATCH", `/services/${encodeURIComponent(serviceId)}`, { body: { [field]: WRONG } });
      if (r.status >= 200 && r.status < 300) await judgeAdmitted(c, `PATCH naming ${field} ${WRONG}`, r, serviceId);
      seen.push(`PATCH with ${field} ${WRONG}: ${r.status}`);
    }
    c.pass(`${seen.join("; ")}; every service answered or listed after them is a PublicService`);
  },
};
