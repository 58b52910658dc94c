/**
 * `diff-contract OLD NEW [--out DIR]`: the command around diffContracts. Prints diff.md to stdout,
 * or with --out writes diff.json and diff.md there and prints the verdict. Exit 0 when nothing
 * breaks, 1 on any breaking change, 2 on bad input, always as one line on stderr.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { diffContracts } from "./diff.ts";
import { formatMarkdown } from "./markdown.ts";
import { ContractInputError, readDocument } from "./read-document.ts";
import { CHANGE_CLASSES, type ContractDiff } from "./types.ts";

export const DIFF_USAGE = `Usage: diff-contract OLD NEW [--out DIR]

Compares two OpenAPI 3 documents (JSON or YAML) and judges every change against doc 2 "Versioning"
(the API is additive: new enum values, fields and error codes may appear without a major version):
  breaking       a client of OLD may fail against NEW (an operation, field, status or value gone, a
                 bound narrowed in a request, a new required field or parameter, a type changed, a
                 scope raised, null added to or taken from a response field, ...)
  additive       NEW adds what the clause admits, or accepts requests OLD refused
  compatible     a response promises more (a field always present, a bound narrowed)
  documentation  only summaries, descriptions or examples changed
Each change names its kind, the operations it reaches, the field, the JSON pointer, the old and new
value and the Versioning clause it is judged by.

Options:
  --out DIR   write DIR/diff.json and DIR/diff.md (the folder is made if missing) and print only the
              verdict; without it, diff.md goes to stdout and nothing is written
  -h, --help  this text

Exit codes: 0 nothing breaking; 1 a breaking change; 2 bad input (a missing file, not JSON or YAML,
not OpenAPI 3, a bad option).
`;

export interface DiffIo {
  stdout: (text: string) => Promise<void> | void;
  stderr: (text: string) => void;
}

/**
 * Writes to a stream and waits until it is flushed, so that an exit right after loses nothing (a
 * diff is more than one pipe buffer). A reader that stops early (`| head`) ends the output quietly.
 */
function writer(stream: NodeJS.WriteStream): (text: string) => Promise<void> {
  return (text) =>
    new Promise<void>((done) => {
      if (!stream.listenerCount("error"))
        stream.on("error", (e: NodeJS.ErrnoException) => process.exit(e.code === "EPIPE" ? 0 : 2));
      stream.write(text, () => done());
    });
}

const PROCESS_IO: DiffIo = { stdout: writer(process.stdout), stderr: (t) => void process.stderr.write(t) };

class UsageProblem extends Error {}

function parse(argv: string[]): { help: boolean; out: string | null; files: string[] } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { out: { type: "string" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    return { help: values.help === true, out: values.out ?? null, files: positionals };
  } catch (e) {
    // node's parser goes on to explain `--`; the first sentence says what is wrong.
    throw new UsageProblem((e as Error).message.split("\n")[0]!.replace(/\. .*$/, ""));
  }
}

function verdictLine(diff: ContractDiff): string {
  return `${diff.verdict}: ${CHANGE_CLASSES.map((c) => `${diff.summary[c]} ${c}`).join(", ")}`;
}

/** Runs the command; resolves to its exit code (the caller ends the process). */
export async function diffContractMain(argv: string[], io: DiffIo = PROCESS_IO): Promise<number> {
  try {
    const args = parse(argv);
    if (args.help) {
      await io.stdout(DIFF_USAGE);
      return 0;
    }
    if (args.files.length !== 2)
      throw new UsageProblem(`needs two documents, OLD and NEW (got ${args.files.length}); see --help`);
    if (args.out === "") throw new UsageProblem("--out needs a folder");
    const [oldFile, newFile] = args.files as [string, string];
    const diff = diffContracts(
      { doc: readDocument(oldFile), file: oldFile },
      { doc: readDocument(newFile), file: newFile },
    );
    const markdown = formatMarkdown(diff);
    if (args.out === null) await io.stdout(markdown);
    else {
      const dir = resolve(args.out);
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, "diff.json"), `${JSON.stringify(diff, null, 2)}\n`);
        writeFileSync(join(dir, "diff.md"), markdown);
      } catch (e) {
        throw new UsageProblem(
          `cannot write to ${args.out} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message.split("\n")[0]})`,
        );
      }
      await io.stdout(`${verdictLine(diff)}\nwrote ${join(dir, "diff.json")} and ${join(dir, "diff.md")}\n`);
    }
    return diff.verdict === "breaking" ? 1 : 0;
  } catch (e) {
    const known = e instanceof UsageProblem || e instanceof ContractInputError;
    io.stderr(`diff-contract: ${known ? "" : "unexpected error: "}${(e as Error).message.split("\n")[0]}\n`);
    return 2;
  }
}
