/**
 * doc 2 Identity, PATCH /tracker/writeback: "empty patch is a no-op and does not stamp `updatedAt`"
 * (doc 1 Tracker writeback: `updatedAt` is null while nobody has chosen). The empty patch is the
 * only write the suite sends to these settings: they belong to the workspace, not to the suite.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { jsonText, sameJson } from "../../lib/json/safe.ts";

export const emptyWriteback: Rule = {
  id: "NULL-EMPTY-WRITEBACK",
  title: "An empty tracker-writeback patch changes nothing and does not stamp updatedAt",
  level: "MUST",
  family: "NULL",
  clause:
    "doc 2 Identity, pipelines, models, catalogs (PATCH /tracker/writeback); doc 1 Resources described only by prose (Tracker writeback)",
  clauses: ["D2-ID-WRITEBACK-EMPTY-NOOP"],
  profile: "standard",
  scope: "global",
  // Before and after its patch, nothing else may patch the settings (NULL-WRITEBACK-ONE-ACTION does).
  shares: () => ({ writes: ["/tracker/writeback"] }),
  check: async (c) => {
    const before = await c.call<Record<string, unknown>>("GET", "/tracker/writeback");
    if (before.status !== 200 || !before.json)
      c.notExercised(`GET /tracker/writeback answered ${before.status}`, before.exchange);
    const patch = await c.call<Record<string, unknown>>("PATCH", "/tracker/writeback", { body: {} });
    c.require(
      patch.status === 200,
      `${patch.status} for an empty patch`,
      "200: the empty patch is a no-op",
      patch.exchange,
    );
    const after = await c.call<Record<string, unknown>>("GET", "/tracker/writeback");
    c.require(after.status === 200, `GET /tracker/writeback answered ${after.status} after the patch`, "200");
    const b = before.json!;
    const a = after.json ?? {};
    c.require(
      sameJson(b.updatedAt, a.updatedAt),
      `updatedAt ${jsonText(b.updatedAt)} → ${jsonText(a.updatedAt)} (read after the patch)`,
      "the empty patch does not stamp `updatedAt`",
      after.exchange,
    );
    c.require(sameJson(b, a), `settings ${jsonText(b)} → ${jsonText(a)}`, "the empty patch is a no-op", after.exchange);
    // The PATCH answer is `object*` (not stated to be the settings): only the keys it shares with
    // the settings are compared, `updatedAt` among them when it carries one.
    const answer = patch.json && typeof patch.json === "object" ? patch.json : {};
    const differ = Object.keys(answer).filter((k) => k in b && !sameJson(b[k], answer[k]));
    c.require(
      differ.length === 0,
      `the patch answered ${differ.map((k) => `${k} ${jsonText(answer[k])}`).join(", ")} for settings holding ${differ.map((k) => `${k} ${jsonText(b[k])}`).join(", ")}`,
      differ.includes("updatedAt")
        ? "the empty patch does not stamp `updatedAt`"
        : "the empty patch is a no-op: what its answer shows of the settings is unchanged",
      patch.exchange,
    );
    c.pass(`settings and updatedAt (${jsonText(b.updatedAt)}) unchanged`);
  },
};
