/**
 * The tracker writeback settings as the documents state them (doc 2 Identity, PATCH
 * /tracker/writeback: "any of three actions on/off; merged (omitted action keeps its value)"; GET
 * answers the settings). The state is each action's value; a PATCH naming one action sets it and
 * keeps the others; a read answers the settings as stored. The PATCH answer is `object*`, not stated
 * to be the settings, so only its status is judged: reads show what it left.
 */
import type { Model } from "../../../lib/history/model.ts";
import { type Answer, refused, said, succeeded } from "./answer.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** Action → on (true) or off. */
export type Actions = Record<string, boolean>;

export type WritebackInput = { patch: Actions } | { read: true };

/** The actions named in `names` as a GET body shows them; null when one of them is not a boolean. */
export function actionsOf(names: readonly string[]) {
  return (j: Record<string, unknown>): Actions | null =>
    names.every((n) => typeof j[n] === "boolean") ? Object.fromEntries(names.map((n) => [n, j[n] as boolean])) : null;
}

const same = (a: Actions, b: Actions) => Object.keys(a).every((k) => a[k] === b[k]);
const text = (a: Actions) =>
  Object.keys(a)
    .map((k) => `${k} ${a[k] ? "on" : "off"}`)
    .join(", ");

export function writebackModel(initial: Actions): Model<Actions, WritebackInput, Answer<Actions | null>> {
  return {
    init: () => initial,
    step: (s, input, out) => {
      if (refused(out)) return { ok: true, next: s };
      if ("patch" in input) return { ok: out.status >= 200 && out.status < 300, next: { ...s, ...input.patch } };
      // A read that succeeds shows every action as a boolean, as stored.
      return { ok: succeeded(out) && out.body !== null && same(s, out.body), next: s };
    },
    shows: (input, out) => ("read" in input && succeeded(out) && out.body ? out.body : undefined),
    reads: (input) => "read" in input,
    describe: text,
    describeOperation: (input, out) =>
      "patch" in input
        ? `PATCH ${jsonText(input.patch)} → ${out.status}`
        : `GET → ${said(out, out.body ? text(out.body) : "no readable actions")}`,
    key: (s) => text(s),
  };
}
