/**
 * doc 1 Services: a `provisioning` of `type` `infraless` "(no environment is provisioned; reads back
 * as no provisioning at all)"; doc 2 Services, PATCH /services/{serviceId}: "`{type: infraless}`
 * takes the pin back". On a service of the suite's own, a pin is first stored (provisioning.ts: the
 * configured `facts.provisioningPin`, which must read back, else a guess kept only if it does); then
 * PATCH `{provisioning: {type: "infraless"}}` must answer, and GET /services list, the service with
 * no `provisioning` key at all — neither null nor the infraless object.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownService } from "../../generators/calls/resources.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { storePin } from "./provisioning.ts";

type Service = Record<string, unknown>;

async function listed(c: CheckContext, serviceId: string): Promise<Service | null> {
  const r = await c.call<{ services?: Service[] }>("GET", "/services");
  c.require(
    r.status === 200 && Array.isArray(r.json?.services),
    `${r.status} listing services`,
    "200 PublicServiceList (doc 2 Services)",
  );
  return r.json!.services!.find((s) => s?.serviceId === serviceId) ?? null;
}

export const serviceInfralessAbsent: Rule = {
  id: "NULL-SERVICE-INFRALESS-ABSENT",
  title: "A service patched to infraless provisioning reads back with no provisioning key at all",
  level: "MUST",
  family: "NULL",
  clause:
    "doc 1 Services (`provisioning` `infraless`: reads back as no provisioning at all); doc 2 Services (PATCH /services/{serviceId}: `{type: infraless}` takes the pin back)",
  clauses: ["D2-SERVICES-PATCH-INFRALESS", "D1-SHAPE-PROVISIONING-INFRALESS"],
  profile: "standard",
  scope: "global",
  // It takes the pin back: not while NULL-OMIT-KEEPS compares the same service's pin across writes.
  shares: () => ({ writes: ["the suite's own service"] }),
  check: async (c) => {
    const serviceId = await ownService(c);
    const patch = (body: unknown) => c.call<Service>("PATCH", `/services/${encodeURIComponent(serviceId)}`, { body });
    const pinned = await storePin(c, patch, () => listed(c, serviceId));
    const w = await patch({ provisioning: { type: "infraless" } });
    c.require(
      w.status === 200,
      `${w.status} for PATCH {provisioning: {type: "infraless"}}`,
      "200 PublicService (doc 2 Services)",
      w.exchange,
    );
    c.require(
      w.json !== undefined && !("provisioning" in w.json!),
      `the PATCH answer holds provisioning ${jsonText(w.json?.provisioning)}`,
      "no provisioning key at all: infraless reads back as no provisioning (doc 1 Services)",
      w.exchange,
    );
    const s = await listed(c, serviceId);
    c.require(
      s !== null,
      `service ${serviceId} not listed after the patch`,
      "the suite's own service listed (doc 2 Services)",
    );
    c.require(
      !("provisioning" in s!),
      `GET /services shows service ${serviceId} with provisioning ${jsonText(s!.provisioning)}`,
      "no provisioning key at all: infraless reads back as no provisioning (doc 1 Services)",
    );
    c.pass(
      pinned !== undefined
        ? `the pin ${jsonText(pinned)} was taken back: the PATCH answer and GET /services show no provisioning key`
        : "no pin could be stored first (its fields are not shown); after PATCH infraless the answer and GET /services show no provisioning key",
    );
  },
};
