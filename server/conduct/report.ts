/**
 * The conduct report: per client key, one result per duty, in the shape of the conformance
 * report's results (rule, title, level, clause, clauses, outcome, message, evidence) with the
 * client's key id where a rule result has its operation. Built once from the recorded exchanges;
 * the JSON and Markdown writers read this object and nothing else.
 */
import type { OperationIndex } from "../../lib/contract/operations.ts";
import { TOOL } from "../../lib/report/report.ts";
import type { Level } from "../../lib/rules/types.ts";
import { DUTIES } from "./duties/index.ts";
import type { ClientLabel, ConductSettings, Duty, RecordedExchange } from "./types.ts";

export type ConductOutcome = "pass" | "fail" | "not-exercised";

/** An exchange as the report shows it: times in ms from the start of the recording; no secret, no body. */
export interface ExchangeView {
  seq: number;
  atMs: number;
  method: string;
  path: string;
  query: string;
  operationId: string | null;
  status: number | null;
  completed: boolean;
  durationMs: number | null;
  cursorSent?: string;
  cursorAnswered?: string | null;
  doctored?: RecordedExchange["doctored"];
  terminal?: string;
  closedBy?: "server" | "client";
  clientError?: string;
}

export interface ConductResult {
  rule: string;
  title: string;
  level: Level;
  clause: string;
  clauses: string[];
  client: ClientLabel;
  outcome: ConductOutcome;
  message: string;
  /** Times the client was in the duty's situation. */
  occasions: number;
  violations: { message: string; evidence: ExchangeView[] }[];
}

export interface ClientConduct {
  client: ClientLabel;
  requests: number;
  /** The ids of the duties it broke. */
  broke: string[];
  results: ConductResult[];
}

export interface ConductReport {
  tool: { name: string; version: string };
  check: "clients";
  contract: { version: string; operations: number };
  startedAt: string;
  durationMs: number;
  settings: ConductSettings;
  /** `broken` when any client broke any duty. */
  verdict: "clean" | "broken";
  /** `unrecorded`: requests that came after the recording was full (recorder.ts MAX_EXCHANGES), judged by nothing. */
  summary: { clients: number; requests: number; unrecorded: number; brokenClients: number; failures: number };
  duties: {
    id: string;
    title: string;
    level: Level;
    clause: string;
    clauses: string[];
    detects: string;
    windowMs: number | null;
  }[];
  clients: ClientConduct[];
}

export function viewOf(x: RecordedExchange, origin: number): ExchangeView {
  const v: ExchangeView = {
    seq: x.seq,
    atMs: Math.round(x.startedAt - origin),
    method: x.method,
    path: x.path,
    query: x.query,
    operationId: x.operationId,
    status: x.status,
    completed: x.completed,
    durationMs: x.endedAt === null ? null : Math.round(x.endedAt - x.startedAt),
  };
  if (x.cursorSent !== null) v.cursorSent = x.cursorSent;
  if (x.cursorAnswered !== undefined) v.cursorAnswered = x.cursorAnswered;
  if (x.doctored) v.doctored = x.doctored;
  if (x.terminal) v.terminal = x.terminal;
  if (x.closedBy) v.closedBy = x.closedBy;
  if (x.clientError !== null) v.clientError = x.clientError;
  return v;
}

/** One client's verdict on each duty. */
export function judgeClient(
  client: ClientLabel,
  all: readonly RecordedExchange[],
  duties: readonly Duty[] = DUTIES,
  origin = all[0]?.startedAt ?? 0,
): ClientConduct {
  const mine = all.filter((x) => x.client === client);
  const results = duties.map((duty): ConductResult => {
    const { occasions, violations } = duty.detect(mine, all);
    const outcome: ConductOutcome = violations.length ? "fail" : occasions ? "pass" : "not-exercised";
    const message =
      outcome === "fail"
        ? violations[0].message + (violations.length > 1 ? ` (and ${violations.length - 1} more)` : "")
        : outcome === "pass"
          ? `kept on all ${occasions} occasion(s)`
          : "the client was never in this situation";
    return {
      rule: duty.id,
      title: duty.title,
      level: duty.level,
      clause: duty.clause,
      clauses: [...duty.clauses],
      client,
      outcome,
      message,
      occasions,
      violations: violations.map((v) => ({ message: v.message, evidence: v.exchanges.map((x) => viewOf(x, origin)) })),
    };
  });
  return {
    client,
    requests: mine.length,
    broke: results.filter((r) => r.outcome === "fail").map((r) => r.rule),
    results,
  };
}

export interface RecordingInput {
  exchanges: readonly RecordedExchange[];
  unrecorded?: number;
  settings: ConductSettings;
  startedAt: Date;
  /** Clock reading at the start of the recording (the exchanges' time base). */
  origin: number;
  durationMs: number;
}

export function buildConductReport(
  rec: RecordingInput,
  index: OperationIndex,
  duties: readonly Duty[] = DUTIES,
): ConductReport {
  const clients = [...new Set(rec.exchanges.map((x) => x.client))].map((c) =>
    judgeClient(c, rec.exchanges, duties, rec.origin),
  );
  const failures = clients.reduce((n, c) => n + c.broke.length, 0);
  return {
    tool: TOOL,
    check: "clients",
    contract: { version: index.document.info.version, operations: index.all.length },
    startedAt: rec.startedAt.toISOString(),
    durationMs: Math.round(rec.durationMs),
    settings: rec.settings,
    verdict: failures ? "broken" : "clean",
    summary: {
      clients: clients.length,
      requests: rec.exchanges.length,
      unrecorded: rec.unrecorded ?? 0,
      brokenClients: clients.filter((c) => c.broke.length).length,
      failures,
    },
    duties: duties.map((d) => ({
      id: d.id,
      title: d.title,
      level: d.level,
      clause: d.clause,
      clauses: [...d.clauses],
      detects: d.detects,
      windowMs: d.windowMs ?? null,
    })),
    clients,
  };
}
