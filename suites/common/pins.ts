/** A model preset and a risk policy of the target, for a task to pin (doc 1 Tasks: `modelPresetId`, `riskPolicyId`). */
import type { CheckContext } from "../../lib/rules/check.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";

/** The first value among `names` of a catalogue entry that can be an id: a string of 1 to 120 characters. */
export const idUnder = (entry: Record<string, unknown> | undefined, names: readonly string[]): string | undefined =>
  names.map((n) => entry?.[n]).find((v): v is string => typeof v === "string" && v.length > 0 && v.length <= 120);

/**
 * A model preset and a risk policy to pin, so that keeping them is seen on non-null values. The
 * catalogues are `object*` (field names not shown): the first id under a plausible name is tried,
 * and the task falls back to no pins when the target refuses them.
 */
export async function pins(c: CheckContext): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const lookups: [string, string, string[]][] = [
    ["modelPresetId", "/model-presets", ["modelPresetId", "presetId", "id"]],
    ["riskPolicyId", "/risk-policies", ["riskPolicyId", "policyId", "id"]],
  ];
  for (const [key, path, names] of lookups) {
    const r = await c.call("GET", path);
    const first = itemsOf(null, r.json)?.[0] as Record<string, unknown> | undefined;
    const id = idUnder(first, names);
    if (id) out[key] = id;
  }
  return out;
}
