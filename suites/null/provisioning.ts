/**
 * A provisioning pin on the suite's own service, for the NULL rules that need one stored first
 * (doc 1 Services: `provisioning` is one of three shapes, one of which "pins a custom manifest type
 * by id; other fields not shown"; doc 2 Services: PATCH takes "authored fields and `provisioning`").
 * Where the configuration names a pin the target stores (`facts.provisioningPin`), it is the one
 * written, and it must be admitted and read back holding its fields (a target may add fields, doc 2
 * Versioning). Without it the pin is guessed — one the target already shows on a service, else a
 * custom manifest type's under field names the documents do not show — and a guess not stored is
 * not judged.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { jsonText, sameJson } from "../../lib/json/safe.ts";

type Pin = Record<string, unknown>;

const isPin = (p: unknown): p is Pin => !!p && typeof p === "object" && !Array.isArray(p);

/** Whether `read` holds every field of `pin` with the same value. */
export function holdsPin(read: unknown, pin: Pin): boolean {
  return isPin(read) && Object.entries(pin).every(([k, v]) => sameJson(read[k], v));
}

/** Pins to guess (fields not shown): one the target already shows on a service, else a custom manifest type's. */
async function guessedPins(c: CheckContext): Promise<Pin[]> {
  const r = await c.call<{ services?: { provisioning?: unknown }[] }>("GET", "/services");
  const seen = (r.json?.services ?? []).map((s) => s?.provisioning).filter(isPin);
  const types = await c.call("GET", "/environments/manifest-types");
  const first = itemsOf(null, types.json)?.[0] as Record<string, unknown> | undefined;
  const manifestTypeId =
    typeof first?.manifestTypeId === "string"
      ? first.manifestTypeId
      : typeof first?.id === "string"
        ? first.id
        : "conformance-manifest";
  return [...seen.slice(0, 1), { type: "custom", manifestTypeId }];
}

/**
 * Writes a pin with `patch` and reads the service back with `read`: the pin as read back, or
 * undefined when no guessed pin was stored. The configured pin fails the check unless the PATCH is
 * a 2XX whose answer, and the service as read after it, hold it.
 */
export async function storePin(
  c: CheckContext,
  patch: (body: unknown) => Promise<Reply>,
  read: () => Promise<Record<string, unknown> | null>,
): Promise<Pin | undefined> {
  const configured = c.t.info.facts.provisioningPin;
  if (configured) {
    const w = await patch({ provisioning: configured });
    const what = `PATCH {provisioning: ${jsonText(configured)}}, the pin facts.provisioningPin says the target stores`;
    c.require(
      w.status >= 200 && w.status < 300,
      `${w.status} for ${what}`,
      "200 PublicService (doc 2 Services)",
      w.exchange,
    );
    const answered = (w.json as { provisioning?: unknown } | undefined)?.provisioning;
    const listed = (await read())?.provisioning;
    c.require(
      holdsPin(answered, configured) && holdsPin(listed, configured),
      `the service answered provisioning ${jsonText(answered)} and lists ${jsonText(listed)} after ${what}`,
      "the pin stored (doc 2 Services: PATCH takes `provisioning`)",
      w.exchange,
    );
    return listed as Pin;
  }
  for (const pin of await guessedPins(c)) {
    const w = await patch({ provisioning: pin });
    const now = w.status >= 200 && w.status < 300 ? (await read())?.provisioning : undefined;
    if (isPin(now)) return now;
  }
  return undefined;
}
