/**
 * CONC-WRITEBACK-LOST-UPDATE: clients race PATCHes of the tracker writeback settings, each naming one
 * action, and reads of them, against models/writeback.ts. doc 2 Identity, PATCH /tracker/writeback:
 * "merged (omitted action keeps its value)"; a server that reads the settings, lets another PATCH in,
 * and writes back all of them merged with its own loses the other PATCH's action. The actions' names
 * are not shown: the boolean fields GET /tracker/writeback answers are the candidates, and each is
 * confirmed an action by one patch of its own that changes it (a derived field would not), as
 * NULL-WRITEBACK-ONE-ACTION does. In a round every PATCH of one action sets the same value, the
 * opposite of the one it held before the race in odd rounds and that one in even rounds, so a lost
 * PATCH leaves a value no order gives. Only on a disposable target, as NULL-WRITEBACK-ONE-ACTION:
 * the settings are the workspace's, and a patch stamps their `updatedAt` for good. The original
 * values are put back when the check ends.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { disposableOnly } from "../common/disposable.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { type Answer, answerOf } from "./models/answer.ts";
import { type Actions, actionsOf, type WritebackInput, writebackModel } from "./models/writeback.ts";
import { runRace, type Step } from "./race.ts";

const PATH = "/tracker/writeback";

async function settings(c: CheckContext, when: string): Promise<Record<string, unknown>> {
  const r = await c.call<Record<string, unknown>>("GET", PATH);
  if (r.status !== 200 || !r.json || typeof r.json !== "object" || Array.isArray(r.json))
    c.notExercised(
      `GET ${PATH} answered ${r.status} ${when}: nothing to race (reading it is OP's business)`,
      r.exchange,
    );
  return r.json!;
}

/** The candidates each patched alone to the other value: those it changed are actions. Puts every one back at teardown. */
async function confirmActions(c: CheckContext, original: Record<string, unknown>, candidates: string[]) {
  c.t.fixtures.track("tracker writeback", "actions raced", async () => {
    const body = Object.fromEntries(candidates.map((k) => [k, original[k]]));
    const r = await c.t.client.call("PATCH", PATH, { key: c.t.keys.admin, body });
    if (r.status !== 200) throw new Error(`PATCH ${PATH} putting back ${jsonText(body)} answered ${r.status}`);
  });
  const actions: string[] = [];
  for (const k of candidates) {
    const w = await c.call("PATCH", PATH, { body: { [k]: !original[k] } });
    if (w.status < 200 || w.status >= 300) continue;
    if ((await settings(c, `after PATCH {"${k}": …}`))[k] !== original[k]) actions.push(k);
  }
  return actions;
}

export const writebackLostUpdate: Rule = disposableOnly(
  {
    id: "CONC-WRITEBACK-LOST-UPDATE",
    title: "Tracker-writeback PATCHes naming different actions, racing each other, lose none of them",
    level: "MUST",
    family: "CONC",
    clause:
      'doc 2 Identity, pipelines, models, catalogs (PATCH /tracker/writeback: "merged (omitted action keeps its value)"); doc 2 Versioning (an omitted request field keeps the stored value)',
    clauses: ["D2-ID-WRITEBACK-MERGED", "D2-VERSION-ABSENT-NULL"],
    profile: "standard",
    scope: "global",
    shares: () => ({ writes: [PATH] }),
    async check(c) {
      const original = await settings(c, "before the race");
      const candidates = Object.keys(original).filter((k) => typeof original[k] === "boolean");
      if (!candidates.length) c.notExercised(`no boolean field in ${jsonText(original)}: no action to race`);
      const names = await confirmActions(c, original, candidates);
      if (names.length < 2)
        c.notExercised(
          `${names.length} of the boolean fields ${candidates.join(", ")} changed by a patch of its own: racing actions needs two`,
        );
      const view = actionsOf(names);
      const start = view(await settings(c, "after confirming the actions"));
      if (!start) c.notExercised(`GET ${PATH} no longer shows ${names.join(", ")} as booleans`);
      const read: Step<WritebackInput, Answer<Actions | null>> = {
        input: { read: true },
        send: async () => answerOf(await c.call("GET", PATH), view),
      };
      await runRace<Actions, WritebackInput, Answer<Actions | null>>(c, {
        model: writebackModel(start!),
        what: `the tracker writeback actions ${names.join(", ")}`,
        documented:
          "merged: an omitted action keeps its value (doc 2 PATCH /tracker/writeback): each PATCH sets the action it names and keeps the others, whatever runs beside it",
        step: (_client, round, pick) => {
          const roll = pick();
          if (roll < 0.2) return read;
          const k = names[Math.min(names.length - 1, Math.floor(((roll - 0.2) / 0.8) * names.length))];
          const patch = { [k]: round % 2 === 1 ? !start![k] : start![k] };
          return { input: { patch }, send: async () => answerOf(await c.call("PATCH", PATH, { body: patch }), view) };
        },
        // A read after each round pins the settings between rounds (see CONC-LOST-UPDATE-TASK).
        between: () => [read],
        unexercised: (h) =>
          h.some((o) => "patch" in o.input && o.output.status >= 200 && o.output.status < 300)
            ? null
            : "every racing PATCH was refused",
      });
    },
  },
  "it changes the workspace's tracker writeback settings and stamps their `updatedAt` for good",
);
