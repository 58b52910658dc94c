/**
 * A passive judge is data: the id of the live rule whose statement it checks (its title, level and
 * clauses come from the registry, so traffic results carry the same ids as a live run) and one
 * function over the exchanges, fed in order. Each lives with its rule (suites/<family>/judges/) and
 * calls the same judge function as the live check; this folder only turns traffic into their
 * inputs. Judges read what earlier exchanges taught (the keys' rungs, the pages of a list, the last
 * state of a resource) from the shared memory in `t`; none of them sends anything.
 */
import type { ContractValidators } from "../../lib/contract/validators.ts";
import type { OperationIndex } from "../../lib/contract/operations.ts";
import type { KeyBook } from "./memory/keys.ts";
import type { Page, PageChains } from "./memory/pages.ts";
import type { TrafficExchange } from "./exchange.ts";
import type { Finding } from "../common/finding.ts";

export interface Verdict {
  outcome: "pass" | "fail" | "warn";
  /** The exchange the verdict is about: its operation is the result's, for a rule of operation scope. */
  at: TrafficExchange;
  /** "Received: … / Documented: …" for a failure, as the live rules word it; what passed otherwise. */
  message: string;
  /** The exchanges that decided it (earlier reads first); `at` when omitted. */
  evidence?: TrafficExchange[];
  drift?: string[];
  /** Rows of the transition table the verdict judged (`TASK-CREATE`…), for the coverage table. */
  covered?: string[];
  /** A failure's two halves, as a live check states them (`message` joins them). */
  finding?: Finding;
}

export interface TrafficContext {
  index: OperationIndex;
  validators: ContractValidators;
  keys: KeyBook;
  pages: PageChains;
}

export type Feeder = ((x: TrafficExchange) => Verdict[]) & { finish?: () => Verdict[] };

export interface Judge {
  /** The live rule (suites/registry.ts) whose statement this judgement checks. */
  rule: string;
  /** What it judges, in a phrase (the command's --help lists them). */
  judges: string;
  /**
   * A fresh judgement of one stream of traffic (judges that remember, such as the state machines,
   * keep their memory in the closure); the returned function is fed every exchange in order, and its
   * `finish`, where it has one, is called once when the traffic ends (a judge of a whole history:
   * an exchange recorded later may have overlapped an earlier one).
   */
  start(t: TrafficContext): Feeder;
}

/** A judge that remembers nothing of its own: one function per exchange. */
export function eachExchange(
  rule: string,
  judges: string,
  fn: (x: TrafficExchange, t: TrafficContext) => Verdict[],
): Judge {
  return { rule, judges, start: (t) => (x) => fn(x, t) };
}

/** A judge of the pages of paged lists: one function per exchange that is a readable page (memory/pages.ts). */
export function eachPage(rule: string, judges: string, fn: (page: Page, x: TrafficExchange) => Verdict[]): Judge {
  return eachExchange(rule, judges, (x, t) => {
    const page = t.pages.pageOf(x);
    return page ? fn(page, x) : [];
  });
}

export const pass = (at: TrafficExchange, message: string, extra: Partial<Verdict> = {}): Verdict => ({
  outcome: "pass",
  at,
  message,
  ...extra,
});

/** A failure in the live rules' words: what was received, what the documents state. */
export const fail = (
  at: TrafficExchange,
  received: string,
  documented: string,
  extra: Partial<Verdict> = {},
): Verdict => ({
  outcome: "fail",
  at,
  message: `Received: ${received} / Documented: ${documented}`,
  finding: { received, documented },
  ...extra,
});

/** A judge's finding on an exchange, as a failure: what was received, then which exchange showed it. */
export const found = (at: TrafficExchange, f: Finding, extra: Partial<Verdict> = {}): Verdict =>
  fail(at, `${f.received} (${describe(at)})`, f.documented, extra);

/** How an exchange is named in messages: `GET /tasks/t_1 → 200`. */
export function describe(x: TrafficExchange): string {
  const path = x.apiPath ?? x.url;
  // Cursors are long and say nothing to a reader: shown as `…`.
  const q = Object.entries(x.query)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${k}=${k === "cursor" ? "…" : one}`))
    .join("&");
  return `#${x.seq} ${x.method} ${path}${q ? `?${q}` : ""} → ${x.status}`;
}
