/**
 * How a refusal is told apart from "not exercised": every probe of a rule is compared with a
 * CONTROL request, the same request with a valid value. On a resource of the suite's own the
 * control is a 2XX, and any 4XX with the envelope is the refusal the documents ask for. On a
 * placeholder id the control is typically a 404: a server may look the id up before it validates
 * (the documents do not fix the order), so a probe answered exactly like the control did not
 * exercise the rule at all, and only a different 4XX shows that the value was refused on its own.
 */
import fc from "fast-check";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { capacityRefusal } from "../../generators/calls/refusals.ts";
import { sample } from "../../generators/index.ts";
import { envelopeProblem } from "../common/envelope.ts";

export const is2xx = (r: Reply): boolean => r.status >= 200 && r.status < 300;

export type Judged =
  | { kind: "refused" }
  | { kind: "accepted" }
  | { kind: "like-control" }
  /** Turned away by a documented capacity (a full job slot, a spent budget): the value was not judged. */
  | { kind: "busy"; why: string }
  | { kind: "bad"; why: string };

/**
 * The verdict on one probe that ought to be refused, against the control's answer. Given the
 * operation, a documented capacity's 429 is told apart: it refuses whatever the value.
 */
export function judgeRefusal(control: Reply, r: Reply, operationId?: string): Judged {
  if (is2xx(r)) return { kind: "accepted" };
  const busy = operationId === undefined ? null : capacityRefusal(operationId, r);
  if (busy) return { kind: "busy", why: busy };
  if (r.status >= 400 && r.status < 500) {
    if (!is2xx(control) && r.status === control.status) return { kind: "like-control" };
    const problem = envelopeProblem(r);
    return problem ? { kind: "bad", why: `refused without the error envelope: ${problem}` } : { kind: "refused" };
  }
  return { kind: "bad", why: `a ${r.status}, not a 4XX refusal` };
}

/**
 * At most `n` of `items`, drawn with `seed` and spread over the groups `key` names (so that a cap
 * keeps one of each constraint kind before a second of any), in a stable order for one seed.
 */
export function pickSpread<T>(items: readonly T[], key: (x: T) => string, n: number, seed: number): T[] {
  if (items.length <= n) return [...items];
  const shuffled = sample(
    fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length }),
    seed,
    1,
  )[0];
  const groups = new Map<string, T[]>();
  for (const x of shuffled) {
    const k = key(x);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(x);
  }
  const out: T[] = [];
  while (out.length < n) {
    for (const g of groups.values()) {
      const x = g.shift();
      if (x !== undefined && out.length < n) out.push(x);
    }
  }
  return out;
}

/** A short list of labels for a message: the first few, then how many more. */
export function listed(labels: string[], max = 4): string {
  if (labels.length <= max) return labels.join("; ");
  return `${labels.slice(0, max).join("; ")}; and ${labels.length - max} more`;
}

/** The answers to probes the documents say must be accepted (values at a bound, members of a set). */
export interface Acceptance {
  sent: number;
  /** Refused: each one a break of what the documents state. */
  refused: { label: string; r: Reply }[];
  /** Turned away by a documented capacity (a full job slot, a spent budget): their values were not judged. */
  busy: { label: string; why: string; r: Reply }[];
}

export const acceptance = (): Acceptance => ({ sent: 0, refused: [], busy: [] });

/** Records one probe's answer to `operationId`; true when it was accepted. */
export function tallyAccepted(a: Acceptance, operationId: string, label: string, r: Reply): boolean {
  a.sent++;
  if (is2xx(r)) return true;
  const why = capacityRefusal(operationId, r);
  if (why) a.busy.push({ label, why, r });
  else a.refused.push({ label: `${label} answered ${r.status}`, r });
  return false;
}

/**
 * Ends the check when the tally calls for it: any refusal fails (whatever a capacity turned away
 * beside it); else a probe a documented capacity turned away leaves the check not exercised, since
 * its value was never judged — the capacity may be held by the run's own jobs (issue 24, point 4).
 * Returns when every probe was accepted: the caller passes.
 */
export function judgeAcceptance(c: CheckContext, a: Acceptance, where: string, documented: string): void {
  const busy = a.busy.length
    ? `; ${a.busy.length} more turned away by a documented capacity, not judged (${a.busy[0].why})`
    : "";
  if (a.refused.length)
    c.fail(
      `Received: ${listed(a.refused.map((p) => p.label))} (on ${where})${busy} / Documented: ${documented}`,
      a.refused[0].r.exchange,
    );
  if (a.busy.length)
    c.notExercised(
      `${a.busy.length} of ${a.sent} values turned away by a documented capacity, not judged: ${listed(a.busy.map((b) => b.label))} answered ${a.busy[0].why}; the other ${a.sent - a.busy.length} were accepted (on ${where})`,
      a.busy[0].r.exchange,
    );
}
