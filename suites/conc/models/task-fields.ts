/**
 * A task's authored text fields as the documents state them (doc 1 PublicTask, UpdatePublicTask;
 * doc 2 Versioning "an omitted request field keeps the stored value"): a PATCH naming one field
 * sets it and keeps the other, and answers the task as stored after it; a read answers the task as
 * stored. The model's state is the two fields.
 */
import type { Model } from "../../../lib/history/model.ts";
import { type Answer, refused, said, succeeded } from "./answer.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export interface TaskText {
  title: string;
  description: string;
}

/** The two fields of a PublicTask body. */
export const textOf = (j: Record<string, unknown>): TaskText => ({
  title: String(j.title),
  description: String(j.description),
});

export type TaskTextInput = { patch: Partial<TaskText> } | { read: true };

/**
 * `initial` null: the task's text before the history is unknown (recorded traffic), and the first
 * answer that shows it tells it, provided it shows the fields the operation named.
 */
export function taskTextModel(initial: TaskText | null): Model<TaskText | null, TaskTextInput, Answer<TaskText>> {
  const same = (a: TaskText, b: TaskText) => a.title === b.title && a.description === b.description;
  return {
    init: () => initial,
    step: (s, input, out) => {
      if (refused(out)) return { ok: true, next: s };
      if (!succeeded(out)) return { ok: false, next: s };
      const next = "patch" in input ? { ...(s ?? out.body!), ...input.patch } : (s ?? out.body!);
      return { ok: same(next, out.body!), next };
    },
    // Every answer that succeeds carries the task as stored after it (doc 2 Tasks: PATCH and GET answer PublicTask).
    shows: (_input, out) => (succeeded(out) ? out.body! : undefined),
    reads: (input) => "read" in input,
    describe: (s) => (s ? `title ${jsonText(s.title)}, description ${jsonText(s.description)}` : "not known yet"),
    describeOperation: (input, out) =>
      `${"patch" in input ? `PATCH ${jsonText(input.patch)}` : "GET"} → ${said(out, out.body ? `${jsonText(out.body.title)}/${jsonText(out.body.description)}` : "")}`,
    key: (s) => (s ? `${s.title}\u0000${s.description}` : "\u0001"),
  };
}
