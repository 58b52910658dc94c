/**
 * The peer table: what each validating proxy made of the same exchanges — which faults of the
 * catalogue it caught, and what it reported on the clean control. Built from the case runs
 * (case-run.ts); written as JSON and Markdown (format.ts).
 *
 * The two peers are held to criteria of the same kind, each about the server's answers:
 * - ours caught a fault when its report has a failing result (a warning, such as OP-DRIFT, is not one);
 * - Prism caught a fault when at least one exchange it validated carried a violation of the answer
 *   (location `response…`). Violations of the request (location `request…`) are Prism's verdict on
 *   the client: the suite sends invalid requests on purpose (VALID, AUTH, ERRORS), under every fault
 *   and on the control alike, so they are counted and shown, never taken for a catch.
 * A catch is "beyond the control" when what was reported (ours: rule and operation; Prism: the
 * violation's location and message) was not reported on the control too.
 */
import type { RuleResult } from "../../lib/rules/types.ts";
import type { CaseRun } from "./case-run.ts";
import type { PrismVerdict, PrismViolation } from "./prism-tee.ts";
import { resultKey } from "../../lib/report/result-key.ts";

/** Examples kept per list. */
const EXAMPLES = 5;
const EXAMPLE_CHARS = 240;

export interface PrismCounts {
  /** Exchanges Prism validated (it forwarded the request and passed the recorded answer on). */
  judged: number;
  /** Exchanges Prism answered in the upstream's place (not a verdict on the exchange), with why. */
  unjudged: number;
  /** Exchanges carrying a violation of the answer, and how many such violations in all. */
  responseExchanges: number;
  responseViolations: number;
  /** Exchanges carrying a violation of the request only the client can cause. */
  requestExchanges: number;
  requestViolations: number;
}

export interface ControlRow {
  rules: number;
  exchanges: number;
  unmatched: number;
  durationMs: number;
  /** The suite's own failing or warning results on the control run (0 on a conformant server). */
  suiteFailed: number;
  /** 500s the reference server answered from an unexpected error (server-errors.ts). */
  serverErrors: number;
  errors: string[];
  ours: { falseAlarms: number; warnings: number; examples: string[] };
  prism: PrismCounts & { falseAlarms: number; examples: { response: string[]; request: string[]; unjudged: string[] } };
}

export interface FaultRow {
  fault: string;
  family: string;
  description: string;
  rules: string[];
  exchanges: number;
  durationMs: number;
  /**
   * The suite, which made the traffic, failed (or, for drift, warned on) this many results: its named
   * rules fail under the fault (drift rules warn unless --strict, as the fault harness runs them).
   */
  suiteFailed: number;
  /** 500s the reference server answered from an unexpected error (server-errors.ts): some faults cause them. */
  serverErrors: number;
  errors: string[];
  ours: {
    caught: boolean;
    beyondControl: boolean;
    failing: number;
    failingRules: string[];
    /** Rules that only warned (OP-DRIFT: an undocumented field is drift, not a failure): shown, not a catch. */
    warningRules: string[];
    examples: string[];
  };
  prism: PrismCounts & { caught: boolean; beyondControl: boolean; examples: string[] };
}

export interface Tally {
  faults: number;
  ours: number;
  prism: number;
  both: number;
  oursOnly: number;
  prismOnly: number;
  neither: number;
  /** Catches beyond the control. */
  oursBeyondControl: number;
  prismBeyondControl: number;
  /** Faults the suite itself (the traffic's source) failed. */
  suite: number;
}

export interface PeerTable {
  tool: "compare-peers";
  peers: { ours: string; prism: string };
  criteria: { ours: string; prism: string };
  seed: number;
  startedAt: string;
  durationMs: number;
  selection: {
    catalogue: number;
    selected: number;
    onlyFamily: string[];
    maxFaults: number | null;
    faults: string[] | null;
  };
  control: ControlRow | null;
  faults: FaultRow[];
  totals: Tally;
  families: (Tally & { family: string })[];
  /** What cut the comparison short (SIGINT…): the table holds the cases finished before. */
  interrupted: string | null;
}

export const CRITERIA = {
  ours: "the proxy's report has a failing result",
  prism: "at least one exchange Prism validated carried a violation of the answer (sl-violations, location response…)",
};

const isResponse = (v: PrismViolation) => v.location[0] === "response";
const isRequest = (v: PrismViolation) => v.location[0] === "request";

function clip(s: string): string {
  return s.length > EXAMPLE_CHARS ? `${s.slice(0, EXAMPLE_CHARS - 1)}…` : s;
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function prismExample(v: PrismVerdict, x: PrismViolation, redact: (s: string) => string): string {
  return clip(redact(`${v.method} ${pathOf(v.url)} → ${v.status}: ${x.location.join(".")} ${x.message}`));
}

function oursExample(r: RuleResult, redact: (s: string) => string): string {
  return clip(redact(`${r.rule} ${r.operationId ?? "(API-wide)"}: ${r.message}`));
}

/** Distinct examples of the violations `which` selects, most frequent first. */
function prismExamples(run: CaseRun, which: (v: PrismViolation) => boolean): string[] {
  const seen = new Map<string, { text: string; n: number }>();
  for (const v of run.prism) {
    if (!v.judged) continue;
    for (const x of v.violations.filter(which)) {
      const key = `${x.location.join(".")} ${x.message}`;
      const had = seen.get(key);
      if (had) had.n += 1;
      else seen.set(key, { text: prismExample(v, x, run.redact), n: 1 });
    }
  }
  return [...seen.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, EXAMPLES)
    .map((e) => (e.n > 1 ? `${e.text} (×${e.n})` : e.text));
}

function prismCounts(run: CaseRun): PrismCounts {
  const judged = run.prism.filter((v) => v.judged);
  const response = judged.filter((v) => v.violations.some(isResponse));
  const request = judged.filter((v) => v.violations.some(isRequest));
  return {
    judged: judged.length,
    unjudged: run.prism.length - judged.length,
    responseExchanges: response.length,
    responseViolations: judged.reduce((n, v) => n + v.violations.filter(isResponse).length, 0),
    requestExchanges: request.length,
    requestViolations: judged.reduce((n, v) => n + v.violations.filter(isRequest).length, 0),
  };
}

/** What a peer reported, as keys a fault run's reports are compared with the control's by. */
export function oursSignatures(run: CaseRun): Set<string> {
  return new Set(run.ours.filter((r) => r.outcome === "fail").map(resultKey));
}

export function prismSignatures(run: CaseRun): Set<string> {
  const out = new Set<string>();
  for (const v of run.prism)
    if (v.judged) for (const x of v.violations.filter(isResponse)) out.add(`${x.location.join(".")} ${x.message}`);
  return out;
}

export function controlRow(run: CaseRun, serverErrors = 0): ControlRow {
  const counts = prismCounts(run);
  const failing = run.ours.filter((r) => r.outcome === "fail");
  const unjudged = new Map<string, number>();
  for (const v of run.prism)
    if (!v.judged) unjudged.set(v.unjudgedBecause!, (unjudged.get(v.unjudgedBecause!) ?? 0) + 1);
  return {
    rules: run.spec.rules.length,
    exchanges: run.exchanges,
    unmatched: run.unmatched,
    durationMs: run.durationMs,
    suiteFailed: run.suiteFailed,
    serverErrors,
    errors: run.errors,
    ours: {
      falseAlarms: failing.length,
      warnings: run.ours.filter((r) => r.outcome === "warn").length,
      examples: failing.slice(0, EXAMPLES).map((r) => oursExample(r, run.redact)),
    },
    prism: {
      ...counts,
      falseAlarms: counts.responseExchanges,
      examples: {
        response: prismExamples(run, isResponse),
        request: prismExamples(run, isRequest),
        unjudged: [...unjudged].slice(0, EXAMPLES).map(([why, n]) => clip(run.redact(n > 1 ? `${why} (×${n})` : why))),
      },
    },
  };
}

export function faultRow(
  run: CaseRun,
  family: string,
  description: string,
  control: { ours: Set<string>; prism: Set<string> } | null,
  serverErrors = 0,
): FaultRow {
  const failing = run.ours.filter((r) => r.outcome === "fail");
  const oursSig = oursSignatures(run);
  const prismSig = prismSignatures(run);
  const counts = prismCounts(run);
  const beyond = (mine: Set<string>, theirs: Set<string> | undefined) => [...mine].some((s) => !theirs?.has(s));
  return {
    fault: run.spec.name,
    family,
    description,
    rules: run.spec.rules,
    exchanges: run.exchanges,
    durationMs: run.durationMs,
    suiteFailed: run.suiteFailed,
    serverErrors,
    errors: run.errors,
    ours: {
      caught: failing.length > 0,
      beyondControl: beyond(oursSig, control?.ours),
      failing: failing.length,
      failingRules: [...new Set(failing.map((r) => r.rule))],
      warningRules: [...new Set(run.ours.filter((r) => r.outcome === "warn").map((r) => r.rule))],
      examples: failing.slice(0, 3).map((r) => oursExample(r, run.redact)),
    },
    prism: {
      ...counts,
      caught: counts.responseExchanges > 0,
      beyondControl: beyond(prismSig, control?.prism),
      examples: prismExamples(run, isResponse).slice(0, 3),
    },
  };
}

export function tally(rows: readonly FaultRow[]): Tally {
  const t: Tally = {
    faults: rows.length,
    ours: 0,
    prism: 0,
    both: 0,
    oursOnly: 0,
    prismOnly: 0,
    neither: 0,
    oursBeyondControl: 0,
    prismBeyondControl: 0,
    suite: 0,
  };
  for (const r of rows) {
    const o = r.ours.caught;
    const p = r.prism.caught;
    if (o) t.ours += 1;
    if (p) t.prism += 1;
    if (o && p) t.both += 1;
    else if (o) t.oursOnly += 1;
    else if (p) t.prismOnly += 1;
    else t.neither += 1;
    if (r.ours.beyondControl) t.oursBeyondControl += 1;
    if (r.prism.beyondControl) t.prismBeyondControl += 1;
    if (r.suiteFailed > 0) t.suite += 1;
  }
  return t;
}

/** One tally per family, in the order the families first appear among the rows. */
export function byFamily(rows: readonly FaultRow[]): (Tally & { family: string })[] {
  const families = [...new Set(rows.map((r) => r.family))];
  return families.map((family) => ({ family, ...tally(rows.filter((r) => r.family === family)) }));
}
