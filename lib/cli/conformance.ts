/** `npm run conformance`: parse, run, print the verdict, exit 0 / 1 / 2. */
import { join } from "node:path";
import { ALL_RULES } from "../../suites/registry.ts";
import { TargetError } from "../run/preflight.ts";
import { exitCode } from "../report/report.ts";
import { HELP, parseCli, UsageError } from "./args.ts";
import { ROOT, runConformance } from "./run.ts";

function fail(message: string): never {
  console.error(`conformance: ${message}`);
  process.exit(2);
}

let args;
try {
  args = parseCli(process.argv.slice(2), process.env);
} catch (e) {
  if (e instanceof UsageError) fail(`${e.message}\n(run with --help for usage)`);
  throw e;
}
if (args.help) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (args.listRules) {
  for (const r of ALL_RULES) console.log([r.id, r.level, r.family, r.profile, r.scope, r.clause, r.title].join("\t"));
  console.log(`${ALL_RULES.length} rules`);
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const reportDir = args.reportDir ?? join(ROOT, "reports", stamp);
try {
  const { report, reportDir: dir } = await runConformance(args.config, reportDir);
  const s = report.summary;
  const code = exitCode(report);
  console.log("");
  console.log(`target   ${report.target.embedded ? "embedded reference server" : report.target.baseUrl}  (profile ${report.profile}, seed ${report.seed}${report.strict ? ", strict" : ""})`);
  console.log(`results  ${s.results} for ${s.rules} rules: ${s.passed} passed, ${s.failed} failed (${s.mustFailed} MUST), ${s.warned} warned, ${s.notExercised} not exercised`);
  console.log(`requests ${s.requests} in ${(report.durationMs / 1000).toFixed(1)} s; operations exercised ${report.operations.filter((o) => o.exercised).length}/${report.operations.length}`);
  if (report.leftovers.length) console.log(`leftovers ${report.leftovers.length}: ${report.leftovers.map((l) => `${l.kind} ${l.id}`).join(", ")}`);
  for (const e of report.errors) console.log(`error    ${e}`);
  console.log(`verdict  ${code === 0 ? "PASS" : "FAIL"}  — report: ${join(dir, "conformance.json")}`);
  process.exit(code);
} catch (e) {
  if (e instanceof TargetError || e instanceof UsageError) fail(e.message);
  fail(`unexpected error: ${(e as Error).message}`);
}
