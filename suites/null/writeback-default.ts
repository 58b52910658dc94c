/**
 * doc 1 Resources described only by prose, Tracker writeback: "three on/off actions … and
 * `updatedAt` (null while nobody has chosen, in which case all three are on)". Read only. The
 * actions' field names are not shown: the on/off fields of GET /tracker/writeback (a boolean, or the
 * string `on`/`off`) are the candidates, and while `updatedAt` is null the three actions among them
 * must be on. Other fields may appear (doc 2 Versioning), so with more than three candidates the
 * rule knows only that at least three are on; with exactly three, that all are. `updatedAt` is
 * named, so settings without it fail. When it is set somebody has chosen, and nothing is stated:
 * not exercised.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** An on/off value (a boolean, or the string `on`/`off`) as a boolean; null for any other value. */
export function onOff(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (v === "on" || v === "off") return v === "on";
  return null;
}

export const writebackDefaultOn: Rule = {
  id: "NULL-WRITEBACK-DEFAULT-ON",
  title: "While tracker writeback updatedAt is null, every writeback action is on",
  level: "MUST",
  family: "NULL",
  clause:
    "doc 1 Resources described only by prose (Tracker writeback: `updatedAt` null while nobody has chosen, in which case all three actions are on); doc 2 Identity, pipelines, models, catalogs (GET /tracker/writeback)",
  clauses: ["D1-PROSE-WRITEBACK-DEFAULT"],
  profile: "safe",
  scope: "global",
  // Read before NULL-WRITEBACK-ONE-ACTION (after it in the family's list) stamps `updatedAt`.
  shares: () => ({ reads: ["/tracker/writeback"] }),
  check: async (c) => {
    const r = await c.call<Record<string, unknown>>("GET", "/tracker/writeback");
    c.require(
      r.status === 200 && !!r.json && typeof r.json === "object",
      `${r.status} for GET /tracker/writeback`,
      "200 object* (doc 2 Identity, pipelines, models, catalogs)",
      r.exchange,
    );
    const w = r.json!;
    // `updatedAt` is named (doc 1), so settings without it are not the stated ones.
    c.require(
      "updatedAt" in w,
      `GET /tracker/writeback answered ${jsonText(w)}, without \`updatedAt\``,
      "three on/off actions and `updatedAt`, null while nobody has chosen (doc 1 Tracker writeback)",
      r.exchange,
    );
    if (w.updatedAt !== null)
      c.notExercised(
        `\`updatedAt\` is ${jsonText(w.updatedAt)}: somebody has chosen, and the documents state the actions' values only while it is null`,
      );
    const candidates = Object.entries(w).filter(([k, v]) => k !== "updatedAt" && onOff(v) !== null);
    if (candidates.length < 3)
      c.notExercised(
        `${candidates.length} on/off field(s) in ${jsonText(w)}, fewer than the three actions: the actions' names and values are not shown`,
      );
    const on = candidates.filter(([, v]) => onOff(v) === true).map(([k]) => k);
    const off = candidates.filter(([, v]) => onOff(v) === false).map(([k, v]) => `${k} ${jsonText(v)}`);
    // The three actions are among the candidates (their names are not shown): at least three are on.
    c.require(
      on.length >= 3,
      `with \`updatedAt\` null, ${on.length} of the ${candidates.length} on/off fields are on (off: ${off.join(", ")})`,
      "while nobody has chosen (`updatedAt` null) all three actions are on (doc 1 Tracker writeback)",
      r.exchange,
    );
    const reading =
      candidates.length === 3
        ? "the three on/off fields are the actions"
        : `the actions are three of the ${candidates.length} on/off fields (their names are not shown)`;
    c.pass(
      `\`updatedAt\` null and ${on.length} on/off field(s) on: ${on.join(", ")}${off.length ? `; off: ${off.join(", ")}` : ""} (reading: ${reading})`,
    );
  },
};
