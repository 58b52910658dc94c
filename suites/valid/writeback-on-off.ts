/**
 * doc 2 Identity, PATCH /tracker/writeback: "any of three actions on/off"; doc 1 Tracker writeback:
 * "three on/off actions". The body is `object*`, so a patch setting an action to a value that is
 * neither on nor off (a number) may be refused, or ignored or coerced — the documents leave that
 * open — but the action never reads back with that value: it is on or off. The actions' names are
 * not shown: the on/off fields of GET /tracker/writeback (a boolean, or `on`/`off`) are the
 * candidates, each patched alone. Only on a disposable target, as NULL-WRITEBACK-ONE-ACTION: an
 * admitted patch stamps the workspace's `updatedAt` for good. What an admitted patch changed is put
 * back in one patch when the check ends.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { disposableOnly } from "../common/disposable.ts";
import { onOff } from "../null/writeback-default.ts";
import { jsonText } from "../../lib/json/safe.ts";

type Settings = Record<string, unknown>;
const PATH = "/tracker/writeback";
const WRONG = 7;

async function read(c: CheckContext, when: string): Promise<Settings> {
  const r = await c.call<Settings>("GET", PATH);
  if (r.status !== 200 || !r.json || typeof r.json !== "object" || Array.isArray(r.json))
    c.notExercised(`GET ${PATH} answered ${r.status} ${when}: nothing to read back (OP judges the read)`, r.exchange);
  return r.json!;
}

const check = async (c: CheckContext): Promise<void> => {
  const original = await read(c, "before any patch");
  const candidates = Object.keys(original).filter((k) => k !== "updatedAt" && onOff(original[k]) !== null);
  if (!candidates.length)
    c.notExercised(`no on/off field in ${jsonText(original)}: the actions' names and values are not shown`);
  const admitted: string[] = [];
  // An id of its own: the same id would replace NULL-WRITEBACK-ONE-ACTION's put-back.
  c.t.fixtures.track("tracker writeback", "actions patched with a value not on/off", async () => {
    if (!admitted.length) return;
    const body = Object.fromEntries(candidates.map((k) => [k, original[k]]));
    const r = await c.t.client.call("PATCH", PATH, { key: c.t.keys.admin, body });
    if (r.status !== 200) throw new Error(`PATCH ${PATH} putting back ${jsonText(body)} answered ${r.status}`);
  });
  const seen: string[] = [];
  for (const k of candidates) {
    const body = { [k]: WRONG };
    const w = await c.call("PATCH", PATH, { body });
    seen.push(`${k} ${WRONG}: ${w.status}`);
    if (w.status < 200 || w.status >= 300) continue;
    admitted.push(k);
    const after = await read(c, `after PATCH ${jsonText(body)}`);
    c.require(
      onOff(after[k]) !== null,
      `PATCH ${jsonText(body)} answered ${w.status}, and GET ${PATH} then reads ${k} ${jsonText(after[k])}`,
      "the actions are on/off (doc 2 PATCH /tracker/writeback; doc 1 Tracker writeback): a value of another type is refused, or not stored as it came",
      w.exchange,
    );
  }
  c.pass(
    `each on/off field patched alone with ${WRONG} (${seen.join("; ")}); every one admitted still reads on/off${admitted.length ? "; the original values are put back" : ""}`,
  );
};

export const writebackOnOff: Rule = disposableOnly(
  {
    id: "VALID-WRITEBACK-ON-OFF",
    title: "A tracker-writeback patch setting an action to a value that is not on/off never makes it read so",
    level: "MUST",
    family: "VALID",
    clause:
      "doc 2 Identity, pipelines, models, catalogs (PATCH /tracker/writeback: any of three actions on/off); doc 1 Resources described only by prose (Tracker writeback: three on/off actions)",
    clauses: ["D2-ID-WRITEBACK-MERGED", "D1-PROSE-WRITEBACK-DEFAULT"],
    profile: "standard",
    scope: "global",
    shares: () => ({ writes: [PATH] }),
    check,
  },
  "an admitted patch changes the workspace's tracker writeback settings and stamps their `updatedAt` for good",
);
