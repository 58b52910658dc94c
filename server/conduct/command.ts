/**
 * The `--check-clients` part of the serve command (server/serve-cli.ts): its flags' help, their
 * checks, the report folder, and what happens on SIGINT/SIGTERM — the report is written and
 * printed, and the exit code says whether a client broke a duty (0 none, 1 one did; 2 is bad input).
 */
import { join } from "node:path";
import { ensureReportDir } from "../../lib/report/report-dir.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { DUTIES } from "./duties/index.ts";
import type { ConductRecorder } from "./recorder.ts";
import { CLIENT_ERROR_HEADER, type ConductSettings } from "./types.ts";
import { writeConductReport } from "./write.ts";

export const CONDUCT_USAGE = `
Checking clients (a recording mock; server/README.md, "Checking a client's conduct"):
  --check-clients          record every exchange; on SIGINT/SIGTERM write conduct.json and conduct.md and
                           print, per client key id (never a secret), the duties of doc 2 it broke; exit 0
                           when no client broke one, 1 when one did
  --echo-cursor-once       with --check-clients: the first paged request of each key that sends a cursor is
                           answered that same cursor (a client must then stop)
  --add-unknown            with --check-clients: successful JSON answers carry an unknown field on every
                           object and, on each key's first answer of each operation, unknown enum values
  --report-dir DIR         with --check-clients: where the report goes (default reports/<timestamp>-clients)
  A client under test reports its own failure by sending the header ${CLIENT_ERROR_HEADER}: REASON on a
  request (e.g. GET /api/v1/me). Duties:
${DUTIES.map((d) => `    ${d.id.padEnd(30)} ${d.title}`).join("\n")}
`;

export interface ConductFlags {
  "check-clients"?: boolean;
  "echo-cursor-once"?: boolean;
  "add-unknown"?: boolean;
  "report-dir"?: string;
}

/** The settings the flags ask for; null without --check-clients. A provocation without it is a usage error. */
export function conductSettings(flags: ConductFlags): ConductSettings | null {
  if (!flags["check-clients"]) {
    const stray = (["echo-cursor-once", "add-unknown", "report-dir"] as const).find((f) => flags[f] !== undefined);
    if (stray) throw new UsageError(`--${stray} needs --check-clients`);
    return null;
  }
  return { echoCursorOnce: flags["echo-cursor-once"] ?? false, addUnknown: flags["add-unknown"] ?? false };
}

/** The report folder, made and proven writable before the server listens (a UsageError otherwise). */
export function conductReportDir(flags: ConductFlags, cwd = process.cwd(), now = new Date()): string {
  if (flags["report-dir"] === "") throw new UsageError("--report-dir needs a folder");
  const dir = flags["report-dir"] ?? join(cwd, "reports", `${now.toISOString().replace(/[:.]/g, "-")}-clients`);
  return ensureReportDir(dir);
}

/** Writes and prints the report; resolves to the exit code. */
export function finishConduct(recorder: ConductRecorder, dir: string, print: (text: string) => void): number {
  const report = recorder.report();
  const written = writeConductReport(dir, report);
  print(written.text);
  print(`conduct report: ${written.json} and ${written.markdown}`);
  return report.verdict === "clean" ? 0 : 1;
}
