/**
 * Every option of `npm run conformance`, as data: its flag, its environment variable, its key in
 * the config file and its help line. The argument parser, the help text and the tests that keep
 * the three sources and the config file's JSON Schema in step all read this one table.
 */
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { PROFILE_DEFINITIONS } from "../../config/profiles.ts";

export interface OptionSpec {
  flag: string;
  /** Placeholder of the value in the help (absent: a boolean switch). */
  value?: string;
  multiple?: boolean;
  short?: string;
  /** The environment variable that sets it (lists: comma-separated; switches: 1/true/0/false). */
  env?: string;
  /** Its key in conformance.config.json (absent: not settable from the file, e.g. secrets). */
  file?: string;
  help: string;
  /** The default, as the help shows it. */
  default: string;
}

export const OPTIONS: readonly OptionSpec[] = [
  { flag: "base-url", value: "URL", env: "CONFORMANCE_BASE_URL", file: "baseUrl", help: "the server under test; the API is under URL/api/v1", default: "the embedded reference server" },
  { flag: "admin-key", value: "KEY", env: "CONFORMANCE_ADMIN_KEY", help: "an admin key of the target (prefer the environment variable)", default: "none; required with --base-url" },
  { flag: "peer-admin-key", value: "KEY", env: "CONFORMANCE_PEER_ADMIN_KEY", help: "an admin key of a second workspace, for the isolation rules", default: "none: isolation rules not exercised" },
  { flag: "config", value: "PATH", env: "CONFORMANCE_CONFIG", help: "the config file (JSON, schema in config/conformance.schema.json)", default: "conformance.config.json if present" },
  {
    flag: "profile", value: "NAME", env: "CONFORMANCE_PROFILE", file: "profile",
    help: `${PROFILE_DEFINITIONS.map((p) => `${p.name}: ${p.allows}`).join("; ")}`,
    default: "full on the embedded server, standard on a --base-url",
  },
  { flag: "seed", value: "N", env: "CONFORMANCE_SEED", file: "seed", help: "seed of every generated input; the same seed replays the same requests", default: String(DEFAULT_RUN_CONFIG.seed) },
  { flag: "report-dir", value: "DIR", env: "CONFORMANCE_REPORT_DIR", file: "reportDir", help: "where the reports go", default: "reports/<timestamp>" },
  { flag: "strict", env: "CONFORMANCE_STRICT", file: "strict", help: "SHOULD failures and drift fail the run too", default: "off" },
  { flag: "only", value: "RULE|FAMILY", multiple: true, env: "CONFORMANCE_ONLY", file: "only", help: "run only these rules: an id, a family such as PAGE, or an id prefix (repeatable)", default: "all rules" },
  { flag: "exclude", value: "RULE|FAMILY", multiple: true, env: "CONFORMANCE_EXCLUDE", file: "exclude", help: "skip these rules (repeatable)", default: "none" },
  { flag: "operation", value: "ID", multiple: true, env: "CONFORMANCE_OPERATION", file: "operations", help: "run only for these operation ids (repeatable)", default: "all 125" },
  { flag: "timeout", value: "MS", env: "CONFORMANCE_TIMEOUT", file: "timeoutMs", help: "deadline of one request in milliseconds", default: String(DEFAULT_RUN_CONFIG.timeoutMs) },
  { flag: "max-duration", value: "S", env: "CONFORMANCE_MAX_DURATION", file: "maxDurationSeconds", help: "the whole run's time limit in seconds: reached, the run stops as on Ctrl-C (partial report, exit 2)", default: "none" },
  { flag: "rate", value: "N", env: "CONFORMANCE_RATE", file: "rate", help: "at most N requests per second to the target", default: "no limit" },
  { flag: "max-requests", value: "N", env: "CONFORMANCE_MAX_REQUESTS", file: "maxRequests", help: "a budget of requests for the checks; once spent, the remaining checks are not exercised (the cleanup is never held back)", default: "no limit" },
  { flag: "max-response-bytes", value: "N", env: "CONFORMANCE_MAX_RESPONSE_BYTES", file: "maxResponseBytes", help: "the largest response body read; a larger one fails its check, read no further", default: String(DEFAULT_RUN_CONFIG.maxResponseBytes) },
  { flag: "examples", value: "N", env: "CONFORMANCE_EXAMPLES", file: "examples", help: "generated valid query and body inputs per operation (each) in the property rule OP-GENERATED-ANSWERED", default: String(DEFAULT_RUN_CONFIG.examples) },
  { flag: "concurrency", value: "N", env: "CONFORMANCE_CONCURRENCY", file: "concurrency", help: "checks of a family run at once (those sharing workspace state take turns)", default: String(DEFAULT_RUN_CONFIG.concurrency) },
  {
    flag: "pipelines", value: "ROLE=ID,…", env: "CONFORMANCE_PIPELINES", file: "pipelines",
    help: "pipelines of the target for the full profile; roles straight, failing, slow, individual, budget, park.<decision-kind>; ID none = no such pipeline",
    default: "the reference server's (see config/README.md)",
  },
  {
    flag: "disposable", env: "CONFORMANCE_DISPOSABLE", file: "disposable",
    help: "the target is a throwaway instance: under the full profile the suite may also start, stop and retry runs, act on and dismiss notifications, invoke use cases, tag merge records, bootstrap repositories and re-connect the cluster there (the --compare-url target too)",
    default: "on for the embedded server, off for a --base-url",
  },
  { flag: "baseline", value: "FILE", env: "CONFORMANCE_BASELINE", file: "baseline", help: "a previous conformance.json: failures it lists do not fail the gate; new ones do; fixed ones are reported", default: "none" },
  {
    flag: "min-coverage", value: "PCT", env: "CONFORMANCE_MIN_COVERAGE", file: "minCoverage",
    help: "the gate fails when less than PCT percent of the documented (operation, status, content type) cells the run's rules try to bring about were observed (see --list-coverage)",
    default: "no coverage gate",
  },
  { flag: "shard", value: "I/N", env: "CONFORMANCE_SHARD", help: "run only the I-th of N slices of the (rule, operation) pairs; merge the slices with `merge`", default: "1/1" },
  { flag: "compare-url", value: "URL", env: "CONFORMANCE_COMPARE_URL", help: "also run against this second server and print where it differs from the first", default: "none" },
  { flag: "compare-admin-key", value: "KEY", env: "CONFORMANCE_COMPARE_ADMIN_KEY", help: "the admin key of --compare-url", default: "none" },
  { flag: "compare-peer-admin-key", value: "KEY", env: "CONFORMANCE_COMPARE_PEER_ADMIN_KEY", help: "an admin key of a second workspace of --compare-url, for the isolation rules", default: "none" },
  { flag: "server-fault", value: "NAME", multiple: true, help: "switch a named fault on in the embedded server (the suite's self-test; server/faults/)", default: "none" },
  { flag: "server-variant", value: "NAME", multiple: true, help: "switch on in the embedded server a reading the documents allow that differs from its own (the suite's self-test; server/variants/)", default: "none" },
  { flag: "list-rules", help: "print every rule (id, level, family, profile, scope, clause, title) and exit", default: "off" },
  { flag: "list-clauses", help: "print the clause register (id, doc, section, the rules citing it or why it is uncheckable, statement) and exit", default: "off" },
  { flag: "list-coverage", help: "print every documented (operation, status, content type) cell with the rules that try to bring it about, or why none can, and exit", default: "off" },
  { flag: "json", help: "with --list-clauses or --list-coverage: print the listing as JSON", default: "off" },
  { flag: "help", short: "h", help: "this help", default: "off" },
];

const HELP_WIDTH = 110;

/** Words into lines of at most `width` characters (a longer word stays whole). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

/** The usage; `program` is how the command is invoked (the installed command: `app-conformance`). */
export function usage(program = "npm run conformance --", moreCommands = ""): string {
  const left = (o: OptionSpec) => `${o.short ? `-${o.short}, ` : ""}--${o.flag}${o.value ? ` ${o.value}` : ""}`;
  const width = Math.max(...OPTIONS.map((o) => left(o).length)) + 2;
  const pad = " ".repeat(width + 2);
  const lines = OPTIONS.flatMap((o) => {
    const where = [o.env, o.file && `config "${o.file}"`].filter(Boolean).join(", ");
    const [first, ...more] = wrap(o.help, HELP_WIDTH - pad.length);
    return [`  ${left(o).padEnd(width)}${first}`, ...more.map((l) => `${pad}${l}`), `${pad}default: ${o.default}${where ? `  [${where}]` : ""}`];
  });
  const extra = moreCommands ? `\n${moreCommands.replace(/\n$/, "")}` : "";
  return `Usage: ${program} [options]
       ${program} merge DIR... [--report-dir DIR] [--strict]
       ${program} compare REFERENCE.json CANDIDATE.json [--report-dir DIR]
       ${program} allure DIR [--report-dir OUT]
       ${program} diff-contract OLD NEW [--out DIR]

Checks a server against the Agent Pipeline Platform API v1.61.0 documents and writes conformance.json,
junit.xml, summary.md, index.html and allure-results/ to the report directory. With no --base-url it
starts the embedded reference server in process.

Options (precedence: flag, then environment variable, then config file, then default):
${lines.join("\n")}

Commands:
  merge DIR...             merge the conformance.json of shards (--shard I/N) into one report
  compare A B              compare two reports (A the reference, B the candidate): differences per
                           family and operation and a fidelity score
  allure DIR               render DIR's allure-results/ into one self-contained page,
                           DIR/allure-report/index.html (Allure Report 3; no Java)
  diff-contract OLD NEW    judge every change between two OpenAPI documents against doc 2
                           Versioning (diff-contract --help); exit 1 on a breaking change${extra}

Exit codes: 0 no MUST rule failed (or none beyond the baseline); 1 a MUST rule failed (under --strict:
any failure); 2 usage or target error.
`;
}
