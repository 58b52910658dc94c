/**
 * Every option of `npm run conformance`, as `--help` shows it: its flag, its environment variable,
 * its key in the config file, its help line and default, each read from the settings table
 * (lib/run/settings/table.ts), in the table's order. The argument parser reads the same table.
 */
import { SETTING_ENTRIES } from "../../lib/run/settings/table.ts";

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

/** The settings that have a flag (the config file's sections have none). */
export const OPTIONS: readonly OptionSpec[] = SETTING_ENTRIES.flatMap(([, s]) =>
  s.flag
    ? [
        {
          flag: s.flag,
          value: s.placeholder,
          multiple: s.repeatable,
          short: s.short,
          env: s.env,
          file: s.file,
          help: s.help,
          default: s.shown,
        },
      ]
    : [],
);

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
    return [
      `  ${left(o).padEnd(width)}${first}`,
      ...more.map((l) => `${pad}${l}`),
      `${pad}default: ${o.default}${where ? `  [${where}]` : ""}`,
    ];
  });
  const extra = moreCommands ? `\n${moreCommands.replace(/\n$/, "")}` : "";
  return `Usage: ${program} [options]
       ${program} merge DIR... [--report-dir DIR] [--strict]
       ${program} compare REFERENCE.json CANDIDATE.json [--report-dir DIR]
       ${program} allure DIR [--report-dir OUT]
       ${program} diff-contract OLD NEW [--out DIR]
       ${program} replay REPORT_DIR [--base-url URL] [--clean]

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
                           Versioning (diff-contract --help); exit 1 on a breaking change
  replay REPORT_DIR        re-judge a report's failing checks, re-sending their requests with fresh
                           keys: still failing or fixed (replay --help)${extra}

Exit codes: 0 no MUST rule failed (or none beyond the baseline); 1 a MUST rule failed (under --strict:
any failure); 2 usage or target error.
`;
}
