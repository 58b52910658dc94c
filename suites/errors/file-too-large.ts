/**
 * A file beyond the readable size (doc 2 Errors: 422 `file_too_large` "file beyond the readable size;
 * response carries its size and the limit; never truncated"; doc 2 Limits: "a readable-file size
 * limit", figure not shown; doc 2 Repos GET /repos/{owner}/{name}/contents: one UTF-8 file).
 *
 * The limit's figure is not shown, so which file lies beyond it cannot be found from outside: the
 * file is configuration (`facts.largeFile`; the embedded reference server's seeded large file by
 * default; vouched for, with `--vouch` or on the embedded server, a 404 for it fails: the file is
 * there, so `repo_not_linked` or `file_not_found` would misread a linked repository or a present path).
 * Where the response carries the two figures is not shown either: any number of the
 * envelope (in `details`, at any depth) or written in its message counts, and the rule asks for two
 * different ones (the file is beyond the limit, so its size and the limit differ).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { requireStated } from "./stated.ts";
import { provokesOwn } from "../common/provokes.ts";
import { valuesIn } from "../common/json-values.ts";
import { jsonText } from "../../lib/json/safe.ts";

function numbersIn(v: unknown, out: number[]): void {
  for (const { value } of valuesIn(v)) if (typeof value === "number" && Number.isFinite(value)) out.push(value);
}

/** The figures a refusal carries: numbers of `error` (details at any depth) and numbers written in its message. */
export function figuresOf(r: Reply, path: string): number[] {
  const err = (r.json as { error?: { message?: unknown; details?: unknown } } | undefined)?.error ?? {};
  const out: number[] = [];
  numbersIn(err.details, out);
  if (typeof err.message === "string") {
    // The path may hold digits of its own: they are not figures.
    const text = err.message.split(path).join(" ");
    for (const m of text.matchAll(/\d(?:[\d,_]*\d)?(?:\.\d+)?/g)) out.push(Number(m[0].replace(/[,_]/g, "")));
  }
  return [...new Set(out.filter((n) => Number.isFinite(n)))];
}

export const fileTooLarge: Rule = {
  id: "ERRORS-FILE-TOO-LARGE",
  title:
    "Reading a file beyond the readable size is refused 422 `file_too_large` with its size and the limit, never truncated",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (422 `file_too_large`: file beyond the readable size; response carries its size and the limit; never truncated); doc 2 Limits (a readable-file size limit)",
  clauses: ["D2-ERR-422-FILE-TOO-LARGE", "D2-LIMITS-FILE-SIZE"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "getRepoContents",
  provokes: provokesOwn(422),
  check: async (c) => {
    const op = c.operation;
    const file = c.t.info.facts?.largeFile;
    if (!file) {
      c.notExercised(
        "which file lies beyond the readable-file size limit is not knowable (its figure is not shown): set facts.largeFile ({owner, name, path, ref?}) in the config file to a file of a linked repository larger than the limit",
      );
    }
    const { owner, name, path, ref } = file!;
    const where = `${owner}/${name}: ${path}${ref ? ` at ${ref}` : ""} (facts.largeFile)`;
    const r = await c.callOp(op, { params: { owner, name }, query: ref ? { path, ref } : { path } });
    if (r.status === 404) {
      const code = jsonText((r.json as { error?: { code?: unknown } } | undefined)?.error?.code ?? null);
      // The fact may be wrong about the target; a vouched one may not (--vouch, the embedded server's own).
      if (!c.t.info.vouch)
        c.notExercised(
          `the configured large file is not readable on this target (404 ${code} for ${where}; --vouch makes this a failure)`,
          r.exchange,
        );
      c.fail(
        `Received: 404 ${code} for ${where}, a file of a linked repository the configuration vouches for / Documented: 422 \`file_too_large\` for a present file beyond the readable size; 404 \`repo_not_linked\` or \`file_not_found\` only for a repository not adopted or a path absent at the ref (doc 2 Errors)`,
        r.exchange,
      );
    }
    c.require(
      r.status !== 200,
      `200 for ${where}: the file was served (${r.bytes.length} bytes of response)`,
      "422 `file_too_large`, never truncated (doc 2 Errors)",
      r.exchange,
    );
    requireStated(c, r, 422, "file_too_large", `reading ${where}, a file beyond the readable size`);
    const figures = figuresOf(r, path);
    c.require(
      figures.length >= 2,
      `422 file_too_large carrying ${figures.length ? `only the figure ${figures[0]}` : "no figure"} (details or message)`,
      "the response carries the file's size and the limit (doc 2 Errors)",
      r.exchange,
    );
    const size = figures.reduce((a, b) => Math.max(a, b));
    c.pass(
      `${where}: 422 file_too_large carrying the figures ${figures.join(", ")} (read as size ${size} and a smaller limit; their field names are not shown)`,
    );
  },
};
