/**
 * The suite's own webhook endpoints under the per-workspace cap, as the documents state it (doc 2
 * Errors: 409 `webhook_limit_reached` "registering a NEW webhook id beyond the per-workspace cap
 * (editing existing is admitted)"; doc 2 Webhooks: PUT by id registers or edits, DELETE "204;
 * idempotent; other endpoints untouched", GET /notification-webhooks lists every endpoint). The cap's
 * figure is not shown: the rule finds it (the endpoints one sequential registration after another
 * admitted before the first refusal), and with the workspace's other endpoints unchanged that leaves
 * `room` endpoints of the suite's own. The state is the suite's registered ids: a new one is admitted
 * only while fewer than `room` are registered; a list shows them all.
 */
import type { Model } from "../../../lib/history/model.ts";

export type CapInput = { register: string } | { remove: string } | { list: true };

export interface CapOutput {
  status: number;
  /** A list's ids of the suite's own, sorted; and the workspace's other ids, sorted. */
  ours?: string[];
  others?: string[];
}

const refused = (o: CapOutput) => o.status >= 400 && o.status < 500;
const succeeded = (o: CapOutput) => o.status >= 200 && o.status < 300;

/** `registered`: the suite's ids registered when the history begins. */
export function webhookCapModel(room: number, registered: string[]): Model<string[], CapInput, CapOutput> {
  return {
    init: () => [...registered].sort(),
    step: (s, input, out) => {
      if (refused(out)) return { ok: true, next: s };
      if (!succeeded(out)) return { ok: false, next: s };
      if ("remove" in input) return { ok: true, next: s.filter((id) => id !== input.remove) };
      // A list the suite cannot read (its shape is the SCHEMA family's to judge) shows nothing.
      if ("list" in input) return { ok: out.ours === undefined || out.ours.join() === s.join(), next: s };
      // An edit of a registered id is admitted at the cap; a new id only below it.
      if (s.includes(input.register)) return { ok: true, next: s };
      return { ok: s.length < room, next: [...s, input.register].sort() };
    },
    shows: (input, out) => ("list" in input && succeeded(out) ? out.ours : undefined),
    reads: (input) => "list" in input,
    describe: (s) => `${s.length} of the suite's ${room} (${s.join(", ") || "none"})`,
    describeOperation: (input, out) => {
      if ("register" in input) return `PUT ${input.register} → ${out.status}`;
      if ("remove" in input) return `DELETE ${input.remove} → ${out.status}`;
      return `GET list → ${out.status}${out.ours ? ` [${out.ours.join(", ")}]` : ""}`;
    },
  };
}
