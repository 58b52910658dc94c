/**
 * One stream of traffic under judgement: exchanges are fed in order (a whole HAR file at once, or
 * one by one as the proxy sees them), read against the contract, taught to the shared memory and
 * to the redactor, and judged by every judge. The verdicts are tallied per (rule, operation) into
 * the live suite's RuleResult, with the rule's metadata from the registry.
 */
import { ContractValidators } from "../../lib/contract/validators.ts";
import { contractIndex, type OperationIndex } from "../../lib/contract/operations.ts";
import type { Exchange } from "../../lib/http/client.ts";
import { toCurl } from "../../lib/http/curl.ts";
import { Redactor } from "../../lib/http/redact.ts";
import { clausesOf, type Rule, type RuleResult } from "../../lib/rules/types.ts";
import { ALL_RULES } from "../registry.ts";
import { readExchange, type CapturedExchange, type TrafficExchange } from "./exchange.ts";
import { JUDGES } from "./index.ts";
import type { Feeder, Judge, TrafficContext, Verdict } from "./judge.ts";
import { KeyBook } from "./memory/keys.ts";
import { PageChains } from "./memory/pages.ts";
import { learnSecrets } from "./secrets.ts";

/** The longest body kept in a result's evidence, as the live client keeps it. */
const BODY_LIMIT = 4_000;
/** Unmatched exchanges listed one by one; the rest are counted. */
export const UNMATCHED_LISTED = 200;

interface Tally {
  rule: Rule;
  operationId: string | null;
  judged: number;
  failed: number;
  warned: number;
  firstFail: Verdict | null;
  firstWarn: Verdict | null;
  firstPass: Verdict | null;
  drift: Set<string>;
  covered: Set<string>;
}

export class TrafficSession {
  readonly redactor: Redactor;
  readonly index: OperationIndex;
  private readonly context: TrafficContext;
  private readonly feeders: { rule: Rule; feed: Feeder }[];
  private finished = false;
  private readonly tallies = new Map<string, Tally>();
  /** Statuses seen per operation. */
  readonly statuses = new Map<string, Set<number>>();
  readonly unmatched: TrafficExchange[] = [];
  unmatchedCount = 0;
  exchanges = 0;
  firstAt: string | null = null;

  constructor(opts: { judges?: readonly Judge[]; index?: OperationIndex; redactor?: Redactor } = {}) {
    this.index = opts.index ?? contractIndex();
    this.redactor = opts.redactor ?? new Redactor();
    this.context = {
      index: this.index,
      validators: validatorsOf(this.index),
      keys: new KeyBook(),
      pages: new PageChains(),
    };
    this.feeders = (opts.judges ?? JUDGES).map((j) => ({ rule: ruleOf(j.rule), feed: j.start(this.context) }));
  }

  /** Judges one exchange; answers it as read and the verdicts it decided. */
  feed(captured: CapturedExchange): { exchange: TrafficExchange; verdicts: Verdict[] } {
    learnSecrets(this.redactor, captured);
    const x = readExchange(captured, ++this.exchanges, this.index);
    this.firstAt ??= x.startedAt;
    if (!x.operation) {
      this.unmatchedCount += 1;
      if (this.unmatched.length < UNMATCHED_LISTED) this.unmatched.push(x);
      return { exchange: x, verdicts: [] };
    }
    let s = this.statuses.get(x.operation.operationId);
    if (!s) this.statuses.set(x.operation.operationId, (s = new Set()));
    s.add(x.status);
    this.context.keys.learn(x);
    this.context.pages.add(x);
    const verdicts = this.feeders.flatMap((f) => this.taken(f.rule, f.feed(x)));
    return { exchange: x, verdicts };
  }

  /** The verdicts of judges of a whole history (Feeder `finish`), once: the traffic has ended. */
  finish(): Verdict[] {
    if (this.finished) return [];
    this.finished = true;
    return this.feeders.flatMap((f) => this.taken(f.rule, f.feed.finish?.() ?? []));
  }

  /** Tallies a judge's verdicts (those of an operation-scoped rule only on operations it applies to). */
  private taken(rule: Rule, verdicts: Verdict[]): Verdict[] {
    return verdicts.filter((v) => {
      const op = v.at.operation;
      if (rule.scope === "operation" && (!op || (rule.appliesTo && !rule.appliesTo(op, this.index)))) return false;
      this.tally(rule, rule.scope === "global" ? null : op!.operationId, v);
      return true;
    });
  }

  private tally(rule: Rule, operationId: string | null, v: Verdict): void {
    const key = `${rule.id} ${operationId}`;
    let t = this.tallies.get(key);
    if (!t) {
      t = {
        rule,
        operationId,
        judged: 0,
        failed: 0,
        warned: 0,
        firstFail: null,
        firstWarn: null,
        firstPass: null,
        drift: new Set(),
        covered: new Set(),
      };
      this.tallies.set(key, t);
    }
    t.judged += 1;
    if (v.outcome === "fail") {
      t.failed += 1;
      t.firstFail ??= v;
    } else if (v.outcome === "warn") {
      t.warned += 1;
      t.firstWarn ??= v;
    } else t.firstPass ??= v;
    for (const d of v.drift ?? []) if (t.drift.size < 50) t.drift.add(d);
    for (const c of v.covered ?? []) t.covered.add(c);
  }

  /** Results that failed so far (distinct rule and operation), and of them those of a MUST rule. */
  get failures(): { failed: number; must: number } {
    let failed = 0;
    let must = 0;
    for (const t of this.tallies.values()) {
      if (!t.failed) continue;
      failed += 1;
      if (t.rule.level === "MUST") must += 1;
    }
    return { failed, must };
  }

  /** One result per (rule, operation) judged, in the registry's order of rules; the traffic has ended. */
  results(): RuleResult[] {
    this.finish();
    const order = new Map(ALL_RULES.map((r, i) => [r.id, i]));
    return [...this.tallies.values()]
      .sort(
        (a, b) =>
          order.get(a.rule.id)! - order.get(b.rule.id)! || String(a.operationId).localeCompare(String(b.operationId)),
      )
      .map((t) => this.result(t));
  }

  private result(t: Tally): RuleResult {
    const decisive = t.firstFail ?? t.firstWarn ?? t.firstPass!;
    const outcome = t.failed ? "fail" : t.warned ? "warn" : "pass";
    const others = outcome === "fail" ? t.failed - 1 : outcome === "warn" ? t.warned - 1 : 0;
    const message =
      outcome === "pass"
        ? `${t.judged} exchange(s) judged, none failed (first: ${decisive.message})`
        : `${decisive.message}${others ? ` (and ${others} more of ${t.judged} exchange(s) judged)` : ` (1 of ${t.judged} exchange(s) judged)`}`;
    const evidence = outcome === "pass" ? [] : (decisive.evidence ?? [decisive.at]).map((x) => this.evidenceOf(x));
    return {
      rule: t.rule.id,
      title: t.rule.title,
      family: t.rule.family,
      level: t.rule.level,
      clause: t.rule.clause,
      clauses: clausesOf(t.rule, t.operationId, this.index),
      operationId: t.operationId,
      outcome,
      message: this.redactor.redact(message),
      reproduction: evidence.at(-1)?.reproduction ?? null,
      evidence,
      ...(evidence.length ? { decisive: evidence.length - 1 } : {}),
      drift: [...t.drift],
      observed: [],
      // Recorded traffic: nothing was sent to bring a status about.
      provoked: [],
      digest: "",
      covered: [...t.covered],
      durationMs: 0,
    };
  }

  /** A recorded exchange as report evidence: truncated, secrets redacted, with its curl line. */
  evidenceOf(x: TrafficExchange): Exchange {
    const r = this.redactor;
    const clip = (s: string) => (s.length > BODY_LIMIT ? `${s.slice(0, BODY_LIMIT)}… (${s.length} chars)` : s);
    const headers = (h: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(h).map(([k, v]) => [
          k,
          k === "authorization" ? v.replace(/^(\S+\s+).*$/, "$1[REDACTED]") : r.redact(v),
        ]),
      );
    const textual =
      /^(application\/(json|.*\+json)|text\/)/i.test(x.responseHeaders["content-type"] ?? "") || x.responseBytes === 0;
    return {
      seq: x.seq,
      method: x.method,
      url: r.redact(x.url),
      requestHeaders: headers(x.requestHeaders),
      requestBody: x.requestBody === null ? undefined : clip(r.redact(x.requestBody)),
      status: x.status,
      responseHeaders: headers(x.responseHeaders),
      responseBody: textual
        ? clip(r.redact(x.responseBody))
        : `<${x.responseBytes} bytes of ${x.responseHeaders["content-type"] ?? "unknown type"}>`,
      startedAt: Date.parse(x.startedAt) || 0,
      durationMs: x.durationMs,
      attempts: 1,
      reproduction: toCurl(
        { method: x.method, url: x.url, headers: x.requestHeaders, body: x.requestBody ?? undefined },
        r,
      ),
    };
  }
}

/** Validators compile on first use and keep nothing of the traffic: one set per contract serves every session. */
const VALIDATORS = new WeakMap<OperationIndex, ContractValidators>();

function validatorsOf(index: OperationIndex): ContractValidators {
  let v = VALIDATORS.get(index);
  if (!v) VALIDATORS.set(index, (v = new ContractValidators(index)));
  return v;
}

const RULES = new Map(ALL_RULES.map((r) => [r.id, r]));

/** The registry's rule a judge speaks for: a judge naming no rule is a mistake of the project. */
export function ruleOf(id: string): Rule {
  const rule = RULES.get(id);
  if (!rule) throw new Error(`traffic judge for ${id}: no such rule in suites/registry.ts`);
  return rule;
}
