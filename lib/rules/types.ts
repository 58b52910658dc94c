/**
 * A rule is data — id, title, level, clause, family, the profile that runs it, and which
 * operations it applies to (computed from the contract) — plus one check function. A result is
 * one (rule, operation) verdict with its evidence. Nothing here knows vitest or the server.
 */
import { contractIndex, type Operation, type OperationIndex } from "../contract/operations.ts";
import type { Exchange } from "../http/client.ts";
import type { CheckContext } from "./check.ts";
import { PROFILES, type Profile } from "../../config/profiles.ts";
import type { ClauseId } from "../../contract/clauses/index.ts";

export const FAMILIES = [
  "OP",
  "AUTH",
  "KEYS",
  "VALID",
  "PAGE",
  "NULL",
  "STATE",
  "EVENTS",
  "ERRORS",
  "SEC",
  "CONC",
  "COVERAGE",
] as const;
export type Family = (typeof FAMILIES)[number];

export type Level = "MUST" | "SHOULD";
export type Outcome = "pass" | "fail" | "warn" | "not-exercised";

/** The profiles are defined in config/ (what each may do on the target). */
export { PROFILES, type Profile };

/** A documented status of an operation that a rule tries to bring about (lib/coverage/). */
export interface Provocation {
  operationId: string;
  status: number;
}

export interface Rule {
  /** Stable, upper-case, prefixed by the family: `AUTH-403-BELOW`. */
  id: string;
  title: string;
  level: Level;
  family: Family;
  /** The document clause it enforces, in words: "doc 2 Authentication 5". */
  clause: string;
  /**
   * The ids of the clause register (contract/clauses/) it checks. Every rule cites at least one;
   * `clausesFor` adds the ones that depend on the operation (its endpoint row, its shape).
   */
  clauses: readonly ClauseId[];
  clausesFor?: (op: Operation) => readonly ClauseId[];
  /** The lowest profile that runs it. */
  profile: Profile;
  /**
   * `operation`: one result per applicable operation; `global`: one result for the API as a whole
   * (operationId null).
   */
  scope: "operation" | "global";
  appliesTo?: (op: Operation, index: OperationIndex) => boolean;
  /**
   * STATE/EVENTS: the rows of the transition table (ids of suites/state/transitions.ts) and the
   * decision verbs (`verb:<operationId>`) this rule is meant to drive; the coverage table explains
   * a row nobody drove with these rules' outcomes.
   */
  transitions?: readonly string[];
  /**
   * Workspace state its check reads whole or changes, which other checks share (lib/engine/locks.ts):
   * checks writing a name run one at a time, readers alongside each other. A write on a singleton
   * resource of the contract (a PUT, PATCH or DELETE on a path without ids) is claimed without saying.
   */
  shares?: (op: Operation | null) => { reads?: readonly string[]; writes?: readonly string[] };
  /**
   * Its check changes the workspace for every check after it (it spends the budget for good): it
   * runs alone, once every check started before it is done.
   */
  exclusive?: boolean;
  /**
   * The documented statuses this rule tries to bring about when run for `op` (null: a global rule,
   * which names the operations itself). Explicit data, never inferred from what a run happened to
   * see: a status a rule that ran tried to provoke, but the run never observed, is "documented,
   * never observed" (COVERAGE); one no rule provokes is listed with the reason (suites/coverage/).
   */
  provokes?: (op: Operation | null, index: OperationIndex) => readonly Provocation[];
  check: (c: CheckContext) => Promise<void>;
}

/**
 * What a rule that checks a history of racing clients (CONC) carries: how many operations its
 * history held, how long the linearizability checker took, its verdict, and when none fits, the
 * counterexample as a timeline (lib/history/timeline.ts).
 */
export interface HistoryNote {
  size: number;
  checkerMs: number;
  verdict: "linearizable" | "not-linearizable" | "too-large";
  timeline?: string;
}

export interface RuleResult {
  rule: string;
  title: string;
  family: Family;
  level: Level;
  clause: string;
  /** The clause ids this result judges (the rule's, plus the operation's where the rule says so). */
  clauses: string[];
  operationId: string | null;
  outcome: Outcome;
  message: string;
  /** A curl line reproducing the exchange that decided the verdict, secrets redacted. */
  reproduction: string | null;
  /** The exchanges the check made (truncated, redacted). */
  evidence: Exchange[];
  /** Which of `evidence` decided the verdict (its index); absent when none did. */
  decisive?: number;
  /** Drift noticed along the way (unknown fields, unknown enum values). */
  drift: string[];
  /**
   * Every request the check made, as [operationId or null, status or 0 for a transport error, the
   * answer's media type (lower case, no parameters) or null when it named none].
   */
  observed: Observation[];
  /** The documented statuses the rule tried to bring about here (`Rule.provokes`), as [operationId, status]. */
  provoked: [string, number][];
  /**
   * The operations the check's requests addressed, with those of the shared discoveries it used (a
   * memoised success, a list read once for the family): what a re-run with `--operation` must select.
   */
  operations?: string[];
  /** A digest of the requests the check sent (method, URL, body): the same seed replays the same digest. */
  digest: string;
  /** Transition rows / decision verbs the check drove (STATE and EVENTS). */
  covered: string[];
  durationMs: number;
  /** A CONC result's checked history; absent for every other rule. */
  history?: HistoryNote;
}

export type Observation = [operationId: string | null, status: number, contentType: string | null];

/** What `rule` tries to bring about when run for `operationId` (null: a global rule), as result tuples. */
export function provokedBy(
  rule: Rule,
  operationId: string | null,
  index: OperationIndex = contractIndex(),
): [string, number][] {
  if (!rule.provokes) return [];
  const op = operationId && index.has(operationId) ? index.byId(operationId) : null;
  return rule.provokes(op, index).map((p) => [p.operationId, p.status]);
}

/**
 * The clause ids one result of `rule` judges: those it cites, those it adds for the operation, and
 * the transition rows and decision verbs it is meant to drive (`D1-STATE-<row>`, the verb's row).
 */
export function clausesOf(rule: Rule, operationId: string | null, index: OperationIndex = contractIndex()): string[] {
  const ids = new Set<string>(rule.clauses ?? []);
  if (operationId && rule.clausesFor && index.has(operationId)) {
    for (const id of rule.clausesFor(index.byId(operationId))) ids.add(id);
  }
  for (const t of rule.transitions ?? []) ids.add(t.startsWith("verb:") ? `D2-ROW-${t.slice(5)}` : `D1-STATE-${t}`);
  return [...ids];
}

const applicable = new WeakMap<OperationIndex, WeakMap<Rule, readonly (Operation | null)[]>>();

/**
 * The operations a rule applies to, in contract order ([null] for a global rule). `appliesTo` is a
 * function of the contract alone, so the answer is kept per contract: a run asks it of every rule
 * three times (plan, clause judging, report) and the variant catalogue runs the suite 41 times.
 */
export function applicableOperations(rule: Rule, index: OperationIndex): readonly (Operation | null)[] {
  let byRule = applicable.get(index);
  if (!byRule) applicable.set(index, (byRule = new WeakMap()));
  let ops = byRule.get(rule);
  if (!ops) {
    ops = Object.freeze(
      rule.scope === "global" ? [null] : index.all.filter((op) => (rule.appliesTo ? rule.appliesTo(op, index) : true)),
    );
    byRule.set(rule, ops);
  }
  return ops;
}

export function profileIncludes(run: Profile, needed: Profile): boolean {
  return PROFILES.indexOf(run) >= PROFILES.indexOf(needed);
}

/** A result that no check produced (a rule the profile excludes, a check that never ran). */
export function bareResult(rule: Rule, operationId: string | null, outcome: Outcome, message: string): RuleResult {
  return {
    rule: rule.id,
    title: rule.title,
    family: rule.family,
    level: rule.level,
    clause: rule.clause,
    clauses: clausesOf(rule, operationId),
    operationId,
    outcome,
    message,
    reproduction: null,
    evidence: [],
    drift: [],
    observed: [],
    provoked: provokedBy(rule, operationId),
    digest: "",
    covered: [],
    durationMs: 0,
  };
}
