/**
 * doc 2 Identity, PATCH /tracker/writeback: "any of three actions on/off; merged (omitted action
 * keeps its value)". The empty patch (NULL-EMPTY-WRITEBACK) names no action; this patches one at a
 * time. The actions' names are not shown: the on/off fields of GET /tracker/writeback (a boolean, or
 * `on`/`off`) are the candidates. Each is flipped alone, and left flipped, so an action reset to its
 * default (all on) by a later patch that omits it is seen; every other action must keep its
 * value. A field its own patch does not change is not an action the caller sets (other fields may
 * appear: doc 2 Versioning): it is noted and not judged, since it may be derived from the actions;
 * but the three actions are among the candidates, so no more than all but three may be such fields.
 * Only on a disposable target: the settings are the workspace's, and a patch naming an action
 * stamps `updatedAt` for good. What it flipped is put back in one patch when the check ends.
 */
import type { Exchange } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { disposableOnly } from "../common/disposable.ts";
import { onOff } from "./writeback-default.ts";
import { jsonText, sameJson } from "../../lib/json/safe.ts";

type Settings = Record<string, unknown>;
const PATH = "/tracker/writeback";

/** The other value of an on/off field, written as the field holds it. */
function flipped(v: unknown): unknown {
  return typeof v === "boolean" ? !v : v === "on" ? "off" : "on";
}

async function read(c: CheckContext, when: string): Promise<Settings> {
  const r = await c.call<Settings>("GET", PATH);
  const ok = r.status === 200 && !!r.json && typeof r.json === "object" && !Array.isArray(r.json);
  if (!ok)
    c.notExercised(
      `GET ${PATH} answered ${r.status} ${when}: nothing to compare (reading it is OP's business)`,
      r.exchange,
    );
  return r.json!;
}

const check = async (c: CheckContext): Promise<void> => {
  const original = await read(c, "before any patch");
  const candidates = Object.keys(original).filter((k) => k !== "updatedAt" && onOff(original[k]) !== null);
  if (candidates.length < 2)
    c.notExercised(
      `${candidates.length} on/off field(s) in ${jsonText(original)}: one action patched alone needs another to be kept`,
    );
  const changed = new Set<string>();
  c.t.fixtures.track("tracker writeback", "actions patched one at a time", async () => {
    if (!changed.size) return;
    const body = Object.fromEntries([...changed].map((k) => [k, original[k]]));
    const r = await c.t.client.call("PATCH", PATH, { key: c.t.keys.admin, body });
    if (r.status !== 200) throw new Error(`PATCH ${PATH} putting back ${jsonText(body)} answered ${r.status}`);
  });
  let stored = original;
  const notActions: string[] = [];
  const refused: string[] = [];
  const steps: { body: Settings; field: string; before: Settings; after: Settings; exchange: Exchange }[] = [];
  for (const k of candidates) {
    const body = { [k]: flipped(stored[k]) };
    const w = await c.call("PATCH", PATH, { body });
    // A patch the target refuses changes nothing to judge here (OP and VALID judge the refusal).
    if (w.status < 200 || w.status >= 300) {
      refused.push(`${w.status} for ${jsonText(body)}`);
      continue;
    }
    const after = await read(c, `after PATCH ${jsonText(body)}`);
    if (sameJson(after[k], stored[k])) notActions.push(k);
    else changed.add(k);
    steps.push({ body, field: k, before: stored, after, exchange: w.exchange });
    stored = after;
  }
  // Judged once every candidate is known for an action or not: an on/off field no patch of its own
  // changes may be derived from the actions (the documents do not say it keeps its value).
  for (const s of steps) {
    const moved = [...changed].filter((o) => o !== s.field && !sameJson(s.after[o], s.before[o]));
    c.require(
      moved.length === 0,
      `PATCH ${jsonText(s.body)} changed ${moved.map((o) => `${o} ${jsonText(s.before[o])} → ${jsonText(s.after[o])}`).join(", ")}`,
      "merged: an omitted action keeps its value (doc 2 PATCH /tracker/writeback)",
      s.exchange,
    );
  }
  // The three actions are among the candidates (their names are not shown), so at most
  // candidates - 3 of them are not actions: more admitted patches than that changing nothing is an
  // action patched alone and not set.
  if (candidates.length >= 3)
    c.require(
      notActions.length <= candidates.length - 3,
      `${notActions.length} of the ${candidates.length} on/off fields were not changed by an admitted patch of their own (${notActions.join(", ")}): at most ${candidates.length - 3} of them can be other than the three actions`,
      "any of three actions on/off (doc 2 PATCH /tracker/writeback): an admitted patch of an action sets it",
    );
  const also = `${notActions.length ? `; not changed by its own patch (not an action): ${notActions.join(", ")}` : ""}${refused.length ? `; refused (not judged here): ${refused.join(", ")}` : ""}`;
  if (!changed.size)
    c.notExercised(`no patch naming one on/off field changed it, so no action was patched alone${also}`);
  c.pass(
    `patched ${[...changed].join(", ")} one at a time, each left changed: every omitted on/off field kept its value${also}; the original values are put back`,
  );
};

export const writebackOneAction: Rule = disposableOnly(
  {
    id: "NULL-WRITEBACK-ONE-ACTION",
    title: "A tracker-writeback patch naming one action changes only that action; every omitted action keeps its value",
    level: "MUST",
    family: "NULL",
    clause:
      "doc 2 Identity, pipelines, models, catalogs (PATCH /tracker/writeback: merged, an omitted action keeps its value); doc 2 Versioning (an omitted request field keeps the stored value)",
    clauses: ["D2-ID-WRITEBACK-MERGED", "D2-VERSION-ABSENT-NULL"],
    profile: "standard",
    scope: "global",
    shares: () => ({ writes: [PATH] }),
    check,
  },
  "it changes the workspace's tracker writeback settings and stamps their `updatedAt` for good",
);
