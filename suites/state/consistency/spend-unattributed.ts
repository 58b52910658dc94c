/**
 * doc 1 Usage and spend, PublicSpendRow: "`key` (empty string = unattributed bucket)". Which spend a
 * target could not attribute is not shown, so the configuration names a dimension and a window that
 * hold some (`facts.unattributedSpend`; the reference server's `model` over `30d` by default): that
 * report must carry the bucket as one row keyed "". Without the fact the rule is not exercised.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const CLAUSE = 'doc 1 Usage and spend (PublicSpendRow: `key` "" is the unattributed bucket)';

export const spendUnattributedBucket: Rule = {
  id: "STATE-SPEND-UNATTRIBUTED-BUCKET",
  title: 'A spend report that holds unattributed spend shows it as one row keyed ""',
  level: "MUST",
  family: "STATE",
  clause: CLAUSE,
  clauses: ["D1-SHAPE-SPEND"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const fact = c.t.info.facts?.unattributedSpend ?? null;
      if (!fact)
        inconclusive(
          "which spend is unattributed is not shown: set facts.unattributedSpend in the config file to a dimension and window that hold some",
        );
      const { dimension, window } = fact;
      const r = await c.call<{ rows?: { key?: unknown }[] }>(
        "GET",
        `/usage/spend?dimension=${encodeURIComponent(dimension)}&window=${encodeURIComponent(window)}&limit=500`,
        { key: c.t.keys.read ?? c.t.keys.admin },
      );
      const what = `GET /usage/spend?dimension=${dimension}&window=${window}&limit=500`;
      if (r.status !== 200 || !Array.isArray(r.json?.rows)) inconclusive(`${r.status} for ${what}`);
      const rows = r.json.rows;
      const buckets = rows.filter((row) => row?.key === "").length;
      must(
        buckets === 1,
        `${what}: ${buckets} rows keyed "" among ${rows.length} (keys ${jsonText(rows.slice(0, 8).map((row) => row?.key))}), though facts.unattributedSpend says this report holds unattributed spend`,
        `one row keyed "", the unattributed bucket (${CLAUSE})`,
      );
      c.pass(`${what}: the unattributed bucket is one row keyed "" among ${rows.length}`);
    }),
};
