/**
 * doc 1 Resources described only by prose, Tracker writeback: "three on/off actions … and
 * `updatedAt` (null while nobody has chosen, in which case all three are on)". Read only. The
 * actions' field names are not shown: every on/off field of GET /tracker/writeback is read as an
 * action (a boolean, or the string `on`/`off`), and while `updatedAt` is null each must be on.
 * When `updatedAt` is set somebody has chosen, and nothing is stated: not exercised.
 */
import type { Rule } from "../../lib/rules/types.ts";

function onOff(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (v === "on" || v === "off") return v === "on";
  return null;
}

export const writebackDefaultOn: Rule = {
  id: "NULL-WRITEBACK-DEFAULT-ON",
  title: "While tracker writeback updatedAt is null, every writeback action is on",
  level: "MUST",
  family: "NULL",
  clause: "doc 1 Resources described only by prose (Tracker writeback: `updatedAt` null while nobody has chosen, in which case all three actions are on); doc 2 Identity, pipelines, models, catalogs (GET /tracker/writeback)",
  clauses: ["D1-PROSE-WRITEBACK-DEFAULT"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const r = await c.call<Record<string, unknown>>("GET", "/tracker/writeback");
    c.require(r.status === 200 && !!r.json && typeof r.json === "object", `${r.status} for GET /tracker/writeback`, "200 object* (doc 2 Identity, pipelines, models, catalogs)", r.exchange);
    const w = r.json!;
    if (!("updatedAt" in w)) c.notExercised("GET /tracker/writeback shows no `updatedAt`: whether anybody has chosen cannot be told");
    if (w.updatedAt !== null) c.notExercised(`\`updatedAt\` is ${JSON.stringify(w.updatedAt)}: somebody has chosen, and the documents state the actions' values only while it is null`);
    const actions = Object.entries(w).filter(([k, v]) => k !== "updatedAt" && onOff(v) !== null);
    if (!actions.length) c.notExercised(`no on/off field in ${JSON.stringify(w)}: the actions' names and values are not shown`);
    const off = actions.filter(([, v]) => onOff(v) === false).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
    c.require(off.length === 0, `with \`updatedAt\` null: ${off.join(", ")}`, "while nobody has chosen (`updatedAt` null) all three actions are on (doc 1 Tracker writeback)", r.exchange);
    c.pass(`\`updatedAt\` null and all ${actions.length} on/off fields on (reading: every boolean or on/off field is an action): ${actions.map(([k]) => k).join(", ")}`);
  },
};
