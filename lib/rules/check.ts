/**
 * What a check function works with: the target, the operation, an HTTP helper that keeps every
 * exchange as evidence, and four verdicts. A verdict ends the check (it throws a signal the runner
 * catches); a check that ends without one is a defect and is recorded as a failure.
 */
import { createHash } from "node:crypto";
import type { Operation } from "../contract/operations.ts";
import { fillPath } from "../contract/path-matcher.ts";
import type { CallOptions, Exchange, Reply } from "../http/client.ts";
import { TransportError } from "../http/client.ts";
import type { Target } from "../run/target.ts";
import { seedFor } from "../../generators/seed.ts";
import { bareResult, clausesOf, profileIncludes, type Outcome, type Rule, type RuleResult } from "./types.ts";

class VerdictSignal {
  constructor(readonly outcome: Outcome, readonly message: string, readonly exchange?: Exchange) {}
}

/** The verdict a `pass/fail/warn/notExercised` call threw, for code that must catch and carry it. */
export function asVerdict(e: unknown): { outcome: Outcome; message: string } | null {
  return e instanceof VerdictSignal ? { outcome: e.outcome, message: e.message } : null;
}

export interface OpCall {
  params?: Record<string, string>;
  query?: CallOptions["query"];
  body?: unknown;
  rawBody?: string;
  /** Defaults to the admin key. */
  key?: string | null;
  headers?: Record<string, string>;
  deadlineMs?: number;
}

export class CheckContext {
  readonly evidence: Exchange[] = [];
  readonly driftNotes: string[] = [];
  /** Transition rows and decision verbs this check drove (`verb:<operationId>` for a verb). */
  readonly coveredIds = new Set<string>();

  constructor(
    readonly rule: Rule,
    readonly op: Operation | null,
    readonly t: Target,
  ) {}

  /** The operation of an operation-scoped rule (a global rule has none). */
  get operation(): Operation {
    if (!this.op) throw new Error(`${this.rule.id} is a global rule: it has no operation`);
    return this.op;
  }

  /** A seed stable for (run seed, rule, operation): the same run seed replays the same values. */
  seed(...extra: string[]): number {
    return seedFor(this.t.seed, this.rule.id, this.op?.operationId ?? "-", ...extra);
  }

  async call<T = unknown>(method: string, path: string, opts: Partial<CallOptions> = {}): Promise<Reply<T>> {
    try {
      const reply = await this.t.client.call<T>(method, path, { key: this.t.keys.admin, ...opts } as CallOptions);
      this.evidence.push(reply.exchange);
      return reply;
    } catch (err) {
      if (err instanceof TransportError) {
        this.evidence.push(err.exchange);
        throw new VerdictSignal("fail", `transport error: ${err.message}`, err.exchange);
      }
      throw err;
    }
  }

  /** Calls an operation by its contract entry: the path is filled from `params`. */
  callOp<T = unknown>(op: Operation, req: OpCall = {}): Promise<Reply<T>> {
    const path = fillPath(op.path, req.params ?? {});
    return this.call<T>(op.method, path, {
      key: req.key === undefined ? this.t.keys.admin : req.key,
      query: req.query,
      body: req.body,
      rawBody: req.rawBody,
      headers: req.headers,
      deadlineMs: req.deadlineMs,
    });
  }

  pass(message = "as documented"): never {
    throw new VerdictSignal("pass", message);
  }

  /** A failure: "Received … / Documented …" (Schemathesis's form), with the exchange that showed it. */
  fail(message: string, exchange?: Exchange): never {
    throw new VerdictSignal("fail", message, exchange ?? this.evidence.at(-1));
  }

  warn(message: string, exchange?: Exchange): never {
    throw new VerdictSignal("warn", message, exchange ?? this.evidence.at(-1));
  }

  notExercised(reason: string): never {
    throw new VerdictSignal("not-exercised", reason);
  }

  /** Fails unless `cond`; the message says what was received and what the documents state. */
  require(cond: unknown, received: string, documented: string, exchange?: Exchange): void {
    if (!cond) this.fail(`Received: ${received} / Documented: ${documented}`, exchange);
  }

  drift(notes: string[]): void {
    this.driftNotes.push(...notes);
  }

  /** Marks a row of the transition table (or `verb:<operationId>`) as driven by this check. */
  cover(...ids: string[]): void {
    for (const id of ids) this.coveredIds.add(id);
  }
}

/** Runs a rule for one operation, or records that the run's profile excludes it. */
export function runRule(rule: Rule, op: Operation | null, t: Target): Promise<RuleResult> {
  if (profileIncludes(t.profile, rule.profile)) return runCheck(rule, op, t);
  return Promise.resolve(bareResult(rule, op?.operationId ?? null, "not-exercised", `the ${t.profile} profile excludes this rule (it needs ${rule.profile})`));
}

/** Runs one check and turns its verdict into a result (strict mode turns warnings into failures). */
export async function runCheck(rule: Rule, op: Operation | null, t: Target): Promise<RuleResult> {
  const c = new CheckContext(rule, op, t);
  const t0 = performance.now();
  let outcome: Outcome = "fail";
  let message = "the check ended without a verdict";
  let decisive: Exchange | undefined;
  try {
    await rule.check(c);
  } catch (e) {
    if (e instanceof VerdictSignal) {
      outcome = e.outcome;
      message = e.message;
      decisive = e.exchange;
    } else {
      outcome = "fail";
      message = `the check crashed: ${t.redactor.redact(e instanceof Error ? e.message : String(e))}`;
      decisive = c.evidence.at(-1);
    }
  }
  if (outcome === "warn" && t.strict) {
    outcome = "fail";
    message = `(strict) ${message}`;
  }
  return {
    rule: rule.id,
    title: rule.title,
    family: rule.family,
    level: rule.level,
    clause: rule.clause,
    clauses: clausesOf(rule, op?.operationId ?? null, t.index),
    operationId: op?.operationId ?? null,
    outcome,
    message: t.redactor.redact(message),
    reproduction: outcome === "pass" || outcome === "not-exercised" ? null : (decisive?.reproduction ?? null),
    evidence: outcome === "pass" ? [] : c.evidence.slice(-6),
    drift: c.driftNotes,
    observed: c.evidence.map((e) => [operationOf(t, e), e.status ?? 0]),
    digest: digestOf(c.evidence),
    // Coverage counts only what a passing (or warned) check drove through.
    covered: outcome === "pass" || outcome === "warn" ? [...c.coveredIds] : [],
    durationMs: Math.round(performance.now() - t0),
  };
}

function digestOf(evidence: Exchange[]): string {
  const h = createHash("sha256");
  // Path and query only: the origin (an embedded server's free port) is not part of the request.
  for (const e of evidence) {
    const u = new URL(e.url);
    h.update(`${e.method} ${u.pathname}${u.search}\n${e.requestBody ?? ""}\n`);
  }
  return h.digest("base64url").slice(0, 16);
}

/** The operation an exchange addressed, by the contract's path matcher. */
function operationOf(t: Target, e: Exchange): string | null {
  const u = new URL(e.url);
  const path = u.pathname.startsWith(t.client.prefix) ? u.pathname.slice(t.client.prefix.length) : u.pathname;
  return t.index.match(e.method, path)?.operation.operationId ?? null;
}
