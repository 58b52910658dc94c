/** Small formatting helpers the HTML report's sections share. */
import type { Outcome } from "../../rules/types.ts";
import type { ReportResult } from "../report.ts";
import { esc } from "./escape.ts";

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function duration(ms: number): string {
  const s = ms / 1000;
  if (s < 100) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return `${m}m ${String(Math.round(s - m * 60)).padStart(2, "0")}s`;
}

export function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

export function countBy(rs: ReportResult[]): Record<Outcome, number> {
  const n: Record<Outcome, number> = { pass: 0, fail: 0, warn: 0, "not-exercised": 0 };
  for (const r of rs) n[r.outcome] += 1;
  return n;
}

/** An HTTP method as a coloured tag. */
export function method(m: string): string {
  return `<span class="m m-${esc(m.toLowerCase())}">${esc(m.toUpperCase())}</span>`;
}
