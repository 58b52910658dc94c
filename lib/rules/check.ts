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
import { withOwner } from "../run/fixtures.ts";
import { collecting, dependencies, noteReading, type Dependencies } from "../run/readings.ts";
import { Withheld, withheldBehind, witnessing } from "../run/withheld.ts";
import type { TargetInfo } from "../run/config.ts";
import type { Target } from "../run/target.ts";
import { seedFor } from "./seed.ts";
import {
  bareResult,
  clausesOf,
  profileIncludes,
  provokedBy,
  type HistoryNote,
  type Observation,
  type Outcome,
  type Rule,
  type RuleResult,
} from "./types.ts";

/** Drift notes a check keeps (the report lists them under its result). */
export const DRIFT_KEPT = 100;

class VerdictSignal {
  constructor(
    readonly outcome: Outcome,
    readonly message: string,
    readonly exchange?: Exchange,
  ) {}
}

/**
 * The verdict a `pass/fail/warn/notExercised` call threw, for code that must catch and carry it. A
 * request the `--operation` selection kept from being sent is one too: not exercised.
 */
export function asVerdict(e: unknown): { outcome: Outcome; message: string } | null {
  if (e instanceof Withheld) return { outcome: "not-exercised", message: e.message };
  return e instanceof VerdictSignal ? { outcome: e.outcome, message: e.message } : null;
}

export interface OpCall {
  params?: Record<string, string>;
  query?: CallOptions["query"];
  body?: unknown;
  rawBody?: string;
  /** Sends the body without a Content-Type header. */
  undeclared?: boolean;
  /** Defaults to the admin key. */
  key?: string | null;
  headers?: Record<string, string>;
  deadlineMs?: number;
}

/**
 * What a rule judging the whole run reads (a family the engine runs after every other one,
 * lib/engine/plan.ts `afterRun`): every result the run has emitted before it.
 */
export interface RunSoFar {
  readonly results: readonly RuleResult[];
}

export class CheckContext {
  readonly evidence: Exchange[] = [];
  readonly driftNotes: string[] = [];
  /** Transition rows and decision verbs this check drove (`verb:<operationId>` for a verb). */
  readonly coveredIds = new Set<string>();
  /** The history a CONC check recorded and checked (lib/history/), carried into its result. */
  history: HistoryNote | null = null;
  /**
   * What the check depended on (lib/run/readings.ts): the run's configuration of points the
   * documents leave unshown that it read (its message names them, `assumedNote`), and the operations
   * its requests and the shared discoveries it used addressed (for the command that re-runs it).
   */
  readonly deps: Dependencies = dependencies();
  /** The target, whose `info` records the configured readings the check takes (see `watchReadings`). */
  readonly t: Target;
  /** Who reads every reply of the check as it comes (a judge of recorded traffic run live: `watchReplies`). */
  private readonly replyWatchers: ((reply: Reply) => void)[] = [];

  constructor(
    readonly rule: Rule,
    readonly op: Operation | null,
    t: Target,
    private readonly soFar: RunSoFar | null = null,
  ) {
    this.t = { ...t, info: watchReadings(t.info) };
  }

  /** The run's results so far: only a rule of a family run after the others has them. */
  get run(): RunSoFar {
    if (!this.soFar)
      throw new Error(
        `${this.rule.id} is not run after the others (its family is not afterRun): it has no run to judge`,
      );
    return this.soFar;
  }

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
    return this.through(`${method} ${path}`, () =>
      this.t.client.call<T>(method, path, { key: this.t.keys.admin, ...opts } as CallOptions),
    );
  }

  /** `watch` reads every reply the check receives from now on, whole (its exchange as recorded, its body unbounded by the record). */
  watchReplies(watch: (reply: Reply) => void): void {
    this.replyWatchers.push(watch);
  }

  /**
   * One request of the check's, sent by `send` through the client (a call, a raw request, a stream
   * read): its exchange kept as evidence, a throttled answer not exercised, a transport error a
   * failure (`transport` names it), a request the run withholds not exercised.
   */
  async through<R extends { exchange: Exchange; throttled: string | null }>(
    what: string,
    send: () => Promise<R>,
    transport = "transport error",
  ): Promise<R> {
    try {
      const reply = await send();
      this.evidence.push(reply.exchange);
      if ("jsonOk" in reply) for (const w of this.replyWatchers) w(reply as unknown as Reply);
      // Throttling is the target's to do (doc 2 Errors: rate limit is a 4XX); it decides nothing here.
      if (reply.throttled) throw new VerdictSignal("not-exercised", `${what} was ${reply.throttled}`, reply.exchange);
      return reply;
    } catch (err) {
      if (err instanceof TransportError) {
        this.evidence.push(err.exchange);
        throw new VerdictSignal("fail", err.oversize ? err.message : `${transport}: ${err.message}`, err.exchange);
      }
      // The run's --operation selection does not admit this request, or the run is stopping: nothing was sent.
      if (err instanceof Withheld) throw new VerdictSignal("not-exercised", err.message);
      throw err;
    }
  }

  /** Whether the run's `--operation` selection admits `operationId` (all do when none is selected). */
  selects(operationId: string): boolean {
    return !this.t.info.operations.length || this.t.info.operations.includes(operationId);
  }

  /**
   * For discovery, which is optional by nature: the call, or null (nothing sent) when its operation
   * is outside the `--operation` selection, so a shared discovery skips that source instead of
   * ending every check that reads it.
   */
  async callIfSelected<T = unknown>(
    method: string,
    path: string,
    opts: Partial<CallOptions> = {},
  ): Promise<Reply<T> | null> {
    const matched = this.t.index.match(method, path.split("?")[0]);
    if (matched && !this.selects(matched.operation.operationId)) return null;
    return this.call<T>(method, path, opts);
  }

  /** Calls an operation by its contract entry: the path is filled from `params`. */
  callOp<T = unknown>(op: Operation, req: OpCall = {}): Promise<Reply<T>> {
    const path = fillPath(op.path, req.params ?? {});
    return this.call<T>(op.method, path, {
      key: req.key === undefined ? this.t.keys.admin : req.key,
      query: req.query,
      body: req.body,
      rawBody: req.rawBody,
      undeclared: req.undeclared,
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

  /** Not exercised, with the reason; `exchange`: the refused request that decided it (kept as evidence). */
  notExercised(reason: string, exchange?: Exchange): never {
    throw new VerdictSignal("not-exercised", reason, exchange);
  }

  /** Fails unless `cond`; the message says what was received and what the documents state. */
  require(cond: unknown, received: string, documented: string, exchange?: Exchange): void {
    if (!cond) this.fail(`Received: ${received} / Documented: ${documented}`, exchange);
  }

  /**
   * Notes drift: the first of `notes` (at most DRIFT_KEPT per check), then how many more there were
   * of `total` (default: the notes given). A body with a million unknown fields is told by its count.
   */
  drift(notes: readonly string[], total = notes.length): void {
    const room = Math.max(0, DRIFT_KEPT - this.driftNotes.length);
    for (const note of notes.slice(0, room)) this.driftNotes.push(note);
    if (total > room) this.driftNotes.push(`… and ${total - Math.min(room, notes.length)} more`);
  }

  /** Marks a row of the transition table (or `verb:<operationId>`) as driven by this check. */
  cover(...ids: string[]): void {
    for (const id of ids) this.coveredIds.add(id);
  }
}

/**
 * The configuration keys of points the documents leave unshown (lib/run/config.ts): request bodies,
 * facts about the target, request field names and the pipelines of the full profile. A check reads
 * them through `c.t.info` like any setting; this records each value read (at `bodies.<operation>`,
 * `facts.<fact>`, `decisionFields.<field>`, `pipelines.<role>`, `pipelines.park.<kind>`), so the
 * message of every rule that depends on one says which reading it took, without each rule saying it.
 * An implicit context, with the others: lib/run/context.ts.
 */
const UNSHOWN = new Set(["bodies", "facts", "decisionFields", "pipelines"]);

export function watchReadings(info: TargetInfo): TargetInfo {
  // Over a copy: the run's settings are frozen (lib/run/settings/frozen.ts), and a proxy may return
  // nothing but a frozen property's own value, whereas `park` is handed out watched.
  const watch = (obj: object, path: string): object =>
    new Proxy(
      { ...obj },
      {
        get(target, prop, receiver) {
          const v = Reflect.get(target, prop, receiver);
          if (typeof prop !== "string") return v;
          if (path === "pipelines" && prop === "park" && v && typeof v === "object") return watch(v, "pipelines.park");
          if (v !== null && v !== undefined) noteReading(`${path}.${prop}`, v);
          return v;
        },
      },
    );
  return new Proxy(info, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      return typeof prop === "string" && UNSHOWN.has(prop) && v && typeof v === "object" ? watch(v, prop) : v;
    },
  });
}

/**
 * ` (assumed: pipelines.straight "pl_straight"; the documents leave it unshown: set it in the config
 * file for another reading)`, for the keys the message does not already name; "" when the check read
 * none. A check that went through many keys of one group (every `pipelines.park` kind) names the group.
 * A body is shown by its field names only: its values may be credentials (a connection's `secrets`).
 */
export function assumedNote(readings: ReadonlyMap<string, unknown>, message: string): string {
  const unnamed = [...readings].filter(([key]) => !message.includes(key));
  if (!unnamed.length) return "";
  const byGroup = new Map<string, [string, unknown][]>();
  for (const e of unnamed) {
    const group = e[0].slice(0, e[0].lastIndexOf("."));
    byGroup.set(group, [...(byGroup.get(group) ?? []), e]);
  }
  const parts: string[] = [];
  for (const [group, entries] of byGroup) {
    if (entries.length > 3) {
      parts.push(`${group}.* (${entries.length} of them)`);
      continue;
    }
    for (const [key, v] of entries) {
      const text =
        key.startsWith("bodies.") && v && typeof v === "object"
          ? `{${Object.keys(v).join(", ")}}`
          : (JSON.stringify(v) ?? String(v));
      parts.push(`${key} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`);
    }
  }
  const one = unnamed.length === 1;
  return ` (assumed: ${parts.join(", ")}; the documents leave ${one ? "it" : "them"} unshown: set ${one ? "it" : "them"} in the config file for another reading)`;
}

/** Runs a rule for one operation, or records that the run's profile excludes it; `soFar`: for a rule judging the run. */
export function runRule(
  rule: Rule,
  op: Operation | null,
  t: Target,
  soFar: RunSoFar | null = null,
): Promise<RuleResult> {
  if (profileIncludes(t.profile, rule.profile)) return runCheck(rule, op, t, soFar);
  return Promise.resolve(
    bareResult(
      rule,
      op?.operationId ?? null,
      "not-exercised",
      `the ${t.profile} profile excludes this rule (it needs ${rule.profile})`,
    ),
  );
}

/** Runs one check and turns its verdict into a result (what --strict makes of it is lib/report/strict.ts's). */
export async function runCheck(
  rule: Rule,
  op: Operation | null,
  t: Target,
  soFar: RunSoFar | null = null,
): Promise<RuleResult> {
  const c = new CheckContext(rule, op, t, soFar);
  const t0 = performance.now();
  let outcome: Outcome = "fail";
  let message = "the check ended without a verdict";
  let decisive: Exchange | undefined;
  let thrown: unknown;
  // Every request the run withheld from this check (lib/run/withheld.ts), wherever it was caught.
  const withheld: Withheld[] = [];
  try {
    // What the check makes for itself is its own (released below); what it makes through a shared
    // discovery is not (lib/run/fixtures.ts). The three contexts entered here: lib/run/context.ts.
    await witnessing(withheld, () => collecting(c.deps, () => withOwner(c, () => rule.check(c))));
  } catch (e) {
    thrown = e;
    if (e instanceof VerdictSignal) {
      outcome = e.outcome;
      message = e.message;
      decisive = e.exchange;
    } else if (e instanceof Withheld) {
      // Sent by a helper straight through the client: nothing was sent either.
      outcome = "not-exercised";
      message = e.message;
    } else {
      outcome = "fail";
      message = `the check crashed: ${t.redactor.redact(e instanceof Error ? e.message : String(e))}`;
      decisive = c.evidence.at(-1);
    }
  }
  // The run's own limit is never the target's failure (issue 24): a failure or warning resting on a
  // request the run withheld — reported by a helper as a mismatch, or carried through fast-check —
  // is not exercised, with the withheld request's reason. No rule needs to get this right itself.
  const behind = outcome === "fail" || outcome === "warn" ? withheldBehind(message, withheld, thrown) : null;
  if (behind) {
    outcome = "not-exercised";
    message = behind.message;
    decisive = undefined;
  }
  // Released as soon as the check is done, so the suite's own earlier rules do not exhaust a small cap.
  await t.fixtures.release(c);
  // The report says what it assumed (issue 17): the configured readings of unshown points the check took.
  message += assumedNote(c.deps.readings, message);
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
    ...keptEvidence(outcome === "pass" ? [] : c.evidence, outcome === "pass" ? undefined : decisive),
    drift: c.driftNotes,
    observed: c.evidence.map((e): Observation => [operationOf(t, e), e.status ?? 0, mediaTypeOf(e)]),
    provoked: provokedBy(rule, op?.operationId ?? null, t.index),
    operations: [...c.deps.operations],
    digest: digestOf(c.evidence),
    // Coverage counts only what a passing (or warned) check drove through.
    covered: outcome === "pass" || outcome === "warn" ? [...c.coveredIds] : [],
    durationMs: Math.round(performance.now() - t0),
    ...(c.history
      ? {
          history: {
            ...c.history,
            ...(c.history.timeline ? { timeline: t.redactor.redact(c.history.timeline) } : {}),
          },
        }
      : {}),
  };
}

/** Evidence kept: the last exchanges, and always the decisive one. */
const EVIDENCE_KEPT = 6;

/**
 * The exchanges a result keeps (the last six) and which of them decided it, by identity: two
 * exchanges may read the same once keys are masked (the read key's correct 403 and the write key's
 * failing 404 of AUTH-403-BELOW), so a reader of the report cannot find the decisive one by its text.
 */
export function keptEvidence(
  all: Exchange[],
  decisive: Exchange | undefined,
): { evidence: Exchange[]; decisive?: number } {
  const at = decisive ? all.lastIndexOf(decisive) : -1;
  if (at < 0) return { evidence: all.slice(-EVIDENCE_KEPT) };
  const last = all.slice(-EVIDENCE_KEPT);
  if (at >= all.length - last.length) return { evidence: last, decisive: at - (all.length - last.length) };
  // Decided early (then more was sent): the decisive exchange first, then the last ones.
  return { evidence: [all[at], ...all.slice(-(EVIDENCE_KEPT - 1))], decisive: 0 };
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

/** The answer's media type, lower case and without parameters; null when it named none (a 204, a transport error). */
function mediaTypeOf(e: Exchange): string | null {
  const header = Object.entries(e.responseHeaders ?? {}).find(([k]) => k.toLowerCase() === "content-type")?.[1];
  const type = header?.split(";")[0].trim().toLowerCase();
  return type ? type : null;
}

/** The operation an exchange addressed, by the contract's path matcher. */
function operationOf(t: Target, e: Exchange): string | null {
  const u = new URL(e.url);
  const path = u.pathname.startsWith(t.client.prefix) ? u.pathname.slice(t.client.prefix.length) : u.pathname;
  return t.index.match(e.method, path)?.operation.operationId ?? null;
}
