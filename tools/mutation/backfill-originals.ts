/**
 * `npx tsx tools/mutation/backfill-originals.ts`: gives each entry of the mutation triage that has
 * no `original` yet the code its `at` span holds in today's source, written into
 * its area's file under contract/clauses/mutation-triage/. For entries written before the triage named mutants by their
 * code, or merged in without it. Run it only while the source still matches the spans (right after
 * the survivors were listed): a span read from moved code names the wrong original, so an original
 * that does not look like what its mutator mutates is refused, and the entry left as it was.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pathOf, textAt } from "./report-file.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const TRIAGE = join(ROOT, "contract/clauses/mutation-triage");

/** An entry's opening as the triage writes it, without an `original` yet. */
const ENTRY = /\{ at: ("[^"]+"), mutator: ("\w+"), (?=replacement: ("(?:[^"\\]|\\.)*"))/g;

/** Whether code could be what a mutator of this name mutates (a cheap guard against a span read from moved code). */
export function looksMutatedBy(mutator: string, original: string, replacement: string): boolean {
  const o = original.trim();
  if (!o) return false;
  switch (mutator) {
    case "EqualityOperator":
    case "LogicalOperator":
    case "ArithmeticOperator":
      // The same operands, another operator (Stryker may add parentheses).
      return operands(o) === operands(replacement);
    case "StringLiteral":
      return /^(["'`]).*\1$/s.test(o);
    case "BlockStatement":
    case "ObjectLiteral":
      return o.startsWith("{") && o.endsWith("}");
    case "ArrayDeclaration":
      return (o.startsWith("[") && o.endsWith("]")) || /^new Array\(/.test(o);
    case "Regex":
      return /^\/.+\/[a-z]*$/s.test(o);
    case "ArrowFunction":
      return o.includes("=>");
    case "OptionalChaining":
      return o.includes("?.");
    case "BooleanLiteral":
      return /^(true|false|!)/.test(o) || /^[\w.$]+$/.test(o);
    default:
      // An expression: it must at least not cut a token or a bracket pair in two.
      return balanced(o);
  }
}

function operands(code: string): string {
  return code.replace(/[=!<>]=?=?|&&|\|\||\?\?|[-+*/%()\s]/g, "");
}

function balanced(code: string): boolean {
  let depth = 0;
  for (const ch of code.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, "")) {
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch) && --depth < 0) return false;
  }
  return depth === 0;
}

/** The span's code: `path:line:column-line:column` read from a source file's lines. */
export function originalAt(at: string, readSource: (path: string) => string): string {
  const m = /:(\d+):(\d+)-(\d+):(\d+)$/.exec(at);
  if (!m) throw new Error(`${at} is not a span`);
  const lines = readSource(pathOf(at)).split("\n");
  return textAt(lines, { line: Number(m[1]), column: Number(m[2]) }, { line: Number(m[3]), column: Number(m[4]) });
}

/** The triage's text with an `original` put into each entry that lacks one, and the entries refused. */
export function backfill(
  text: string,
  readSource: (path: string) => string,
): { text: string; filled: number; refused: string[] } {
  let filled = 0;
  const refused: string[] = [];
  const out = text.replace(ENTRY, (whole, at: string, mutator: string, replacement: string) => {
    const original = originalAt(JSON.parse(at) as string, readSource);
    if (!looksMutatedBy(JSON.parse(mutator) as string, original, JSON.parse(replacement) as string)) {
      refused.push(`${JSON.parse(at)} ${JSON.parse(mutator)}: ${JSON.stringify(original)}`);
      return whole;
    }
    filled++;
    return `${whole}original: ${JSON.stringify(original)}, `;
  });
  return { text: out, filled, refused };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let total = 0;
  const refusedAll: string[] = [];
  for (const name of readdirSync(TRIAGE).filter((n) => n.endsWith(".ts"))) {
    const file = join(TRIAGE, name);
    const before = readFileSync(file, "utf8");
    const { text, filled, refused } = backfill(before, (path) => readFileSync(join(ROOT, path), "utf8"));
    if (text !== before) writeFileSync(file, text);
    total += filled;
    refusedAll.push(...refused);
  }
  process.stdout.write(`${total} entr${total === 1 ? "y" : "ies"} given the code at their span\n`);
  for (const r of refusedAll)
    process.stdout.write(`refused (the span does not hold what the mutator mutates: moved code?): ${r}\n`);
  process.exitCode = refusedAll.length ? 1 : 0;
}
