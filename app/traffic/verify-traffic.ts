/**
 * `verify-traffic FILE.har`: judges recorded exchanges against every rule that can judge a single
 * exchange or a sequence of them (suites/traffic/), and writes the live suite's report. Exit 0: no
 * MUST failed; 1: a MUST failed; 2: bad input (a missing or invalid HAR, a bad flag), in one line.
 */
import { TrafficSession } from "../../suites/traffic/session.ts";
import { exitCode } from "../../lib/report/report.ts";
import { terminalOptions } from "../../lib/report/terminal.ts";
import { ensureReportDir } from "../../lib/report/report-dir.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { JUDGES } from "../../suites/traffic/index.ts";
import { readHar } from "./har.ts";
import { defaultReportDir, parse } from "./options.ts";
import { trafficLines, trafficReport, writeTrafficReports } from "./report.ts";

/** How the command was invoked: the source tree's script, or the installed bin's `… verify-traffic` (app/cli/bin.ts). */
export const VERIFY_PROGRAM = "npm run verify-traffic --";

/** The usage, naming the command as `program` (how it was invoked). */
export const verifyUsage = (program = VERIFY_PROGRAM): string => `Usage: ${program} FILE.har [--report-dir DIR]

Judges the exchanges of a HAR 1.2 file (a browser's, a gateway's, any client's) against
the rules of the conformance suite that can judge recorded traffic, and writes conformance.json,
junit.xml, index.html and summary.md. Results carry the live suite's rule and clause ids.

Options:
  --report-dir DIR   where the reports go (default reports/<timestamp>-traffic/)
  --help             this text

Exit codes: 0 no MUST rule failed; 1 a MUST rule failed; 2 bad input (missing or invalid HAR, bad flag).

Judges (rule: what it judges):
${JUDGES.map((j) => `  ${j.rule.padEnd(26)} ${j.judges}`).join("\n")}
`;

export async function main(
  argv: string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
  program = VERIFY_PROGRAM,
): Promise<number> {
  try {
    const { values, positionals } = parse(argv, { "report-dir": { type: "string" }, help: { type: "boolean" } }, true);
    if (values.help) {
      out.write(verifyUsage(program));
      return 0;
    }
    if (positionals.length !== 1)
      throw new UsageError(
        positionals.length
          ? `one HAR file at a time, not ${positionals.length}`
          : `name the HAR file to judge: ${program} FILE.har`,
      );
    const file = positionals[0];
    const captured = readHar(file);
    const dir = ensureReportDir(values["report-dir"] ?? defaultReportDir("traffic"));
    const started = new Date();
    const session = new TrafficSession();
    for (const c of captured) session.feed(c);
    const report = trafficReport(session, `traffic of ${file}`, started, Date.now() - started.getTime());
    const files = writeTrafficReports(report, dir, session.redactor);
    const color = terminalOptions(process.env, out as { isTTY?: boolean }).color;
    for (const line of trafficLines(report, { dir, files }, color, session.redactor)) out.write(`${line}\n`);
    return exitCode(report);
  } catch (e) {
    if (e instanceof UsageError) {
      err.write(`verify-traffic: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
