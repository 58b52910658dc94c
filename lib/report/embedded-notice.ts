/**
 * A run against the embedded reference server checks the suite against its own server: its verdict
 * says nothing about any server of the reader's. Every report of such a run says so before anything
 * else (issue 24, "never a green gate against nothing"): conformance.json in its first field, the
 * other formats in their first line or heading.
 */
import type { ConformanceReport } from "./report.ts";

export const EMBEDDED_NOTICE =
  "EMBEDDED RUN: the suite checked its own reference server, started in process; no server of yours was tested";

/** What a first line or title adds after its verdict: ` — EMBEDDED RUN: …`, or nothing for a real target. */
export function embeddedSuffix(report: Pick<ConformanceReport, "target">): string {
  return report.target.embedded ? ` — ${EMBEDDED_NOTICE}` : "";
}
