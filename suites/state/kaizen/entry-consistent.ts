/**
 * doc 1 Kaizen entries: an entry is "keyed by the combination of agent kind, model and prompt
 * version", and doc 1 States: "only settled entries can be acknowledged" (settled: `complete` or
 * `failed`). Read from the list: entries of one combination share their `comboKey` and entries of
 * two combinations do not (the key's format is not shown, so only equality is judged), and no
 * `scheduled` or `running` entry reads `acknowledged` true. Reads only, on the entries the workspace holds.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { IN_FLIGHT_GRADING, listEntries } from "./entries.ts";
import { jsonText } from "../../../lib/json/safe.ts";

interface Keyed {
  entryId: string;
  agentKind?: unknown;
  model?: unknown;
  promptVersion?: unknown;
  comboKey?: unknown;
  status?: unknown;
  acknowledged?: unknown;
}

export const kaizenEntryConsistent: Rule = {
  id: "STATE-KAIZEN-ENTRY-CONSISTENT",
  title: "Kaizen entries of one combination share their comboKey, of two do not; no unsettled entry is acknowledged",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 Kaizen entries (keyed by the combination of agent kind, model and prompt version); doc 1 States (only settled entries can be acknowledged)",
  clauses: ["D1-SHAPE-KAIZEN", "D1-STATES-KAIZEN-SETTLED"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const { entries } = await listEntries(c, {});
      if (!entries.length) inconclusive("the workspace has no Kaizen entry");
      const keyOf = new Map<string, { combo: string; entryId: string }>();
      const comboOf = new Map<string, { key: string; entryId: string }>();
      for (const e of entries as unknown as Keyed[]) {
        if (IN_FLIGHT_GRADING.has(String(e.status)))
          must(
            e.acknowledged !== true,
            `entry ${e.entryId} is ${jsonText(e.status)} and reads acknowledged true`,
            "only settled entries can be acknowledged (doc 1 States)",
          );
        if (typeof e.comboKey !== "string") continue;
        const combo = jsonText([e.agentKind, e.model, e.promptVersion]);
        const sameCombo = comboOf.get(combo);
        must(
          !sameCombo || sameCombo.key === e.comboKey,
          `entries ${sameCombo?.entryId} and ${e.entryId}, both of combination ${combo}, carry comboKeys ${jsonText(sameCombo?.key)} and ${jsonText(e.comboKey)}`,
          "one combination of agent kind, model and prompt version, one key (doc 1 Kaizen entries)",
        );
        const sameKey = keyOf.get(e.comboKey);
        must(
          !sameKey || sameKey.combo === combo,
          `entries ${sameKey?.entryId} (combination ${sameKey?.combo}) and ${e.entryId} (combination ${combo}) share comboKey ${jsonText(e.comboKey)}`,
          "entries are keyed by the combination of agent kind, model and prompt version: two combinations, two keys (doc 1 Kaizen entries)",
        );
        comboOf.set(combo, { key: e.comboKey, entryId: e.entryId });
        keyOf.set(e.comboKey, { combo, entryId: e.entryId });
      }
      c.pass(
        `${entries.length} entries, ${comboOf.size} combinations, ${keyOf.size} comboKeys; no unsettled entry acknowledged`,
      );
    }),
};
