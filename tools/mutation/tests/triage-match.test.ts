/**
 * Triage entries survive code moves: a survivor is matched by file, mutator, original and
 * replacement, the line only breaking ties; and the backfill gives old entries the code at their span.
 */
import { describe, expect, it } from "vitest";
import { matchTriage } from "../triage-match.ts";
import { backfill, looksMutatedBy } from "../backfill-originals.ts";

const FILE = "server/domain/tasks/state.ts";
const mutant = (at: string, original: string, replacement = '""', mutator = "StringLiteral") => ({
  at: `${FILE}:${at}`,
  mutator,
  original,
  replacement,
});

describe("matching survivors to the triage", () => {
  it("still names a mutant the formatter re-wrapped, with its trailing comma", () => {
    const entry = mutant("10:5-10:40", 'fail("permanent", "repository_exists", message)', "{}", "BlockStatement");
    const wrapped = mutant(
      "12:5-16:6",
      'fail(\n      "permanent",\n      "repository_exists",\n      message,\n    )',
      "{}",
      "BlockStatement",
    );
    expect(matchTriage([wrapped], [entry]).matched.get(wrapped)).toBe(entry);
  });

  it("still names a mutant whose code moved down (or up) the file", () => {
    const entry = mutant("10:5-10:11", '"open"');
    const moved = mutant("42:9-42:15", '"open"');
    const { matched, untriaged, stale } = matchTriage([moved], [entry]);
    expect(matched.get(moved)).toBe(entry);
    expect(untriaged).toEqual([]);
    expect(stale).toEqual([]);
  });

  it("does not name a mutant whose original changed, nor one of another mutator, replacement or file", () => {
    const entry = mutant("10:5-10:11", '"open"');
    const survivors = [
      mutant("10:5-10:13", '"closed"'),
      mutant("10:5-10:11", '"open"', "``"),
      mutant("10:5-10:11", '"open"', '""', "Regex"),
      { ...entry, at: "server/domain/tasks/handlers.ts:10:5-10:11" },
    ];
    const { matched, untriaged, stale } = matchTriage(survivors, [entry]);
    expect(matched.size).toBe(0);
    expect(untriaged).toEqual(survivors);
    expect(stale).toEqual([entry]);
  });

  it("folds whitespace: a re-wrapped or re-indented original is the same code", () => {
    const entry = mutant("3:1-5:2", "{ return a; }", "{}", "BlockStatement");
    const rewrapped = mutant("7:1-7:14", "{  return a;\n }", "{}", "BlockStatement");
    expect(matchTriage([rewrapped], [entry]).matched.get(rewrapped)).toBe(entry);
  });

  it("keeps identical candidates in their order when both moved, one entry each", () => {
    const first = { ...mutant("10:5-10:11", '"open"'), reason: "first" };
    const second = { ...mutant("30:5-30:11", '"open"'), reason: "second" };
    // Both moved 15 lines down: the survivor now at 25 is nearer to the entry of 30, yet it is the first.
    const a = mutant("25:5-25:11", '"open"');
    const b = mutant("45:5-45:11", '"open"');
    const { matched } = matchTriage([b, a], [first, second]);
    expect(matched.get(a)).toBe(first);
    expect(matched.get(b)).toBe(second);
  });

  it("leaves a third identical survivor untriaged, and an entry without its survivor stale", () => {
    const entry = mutant("10:5-10:11", '"open"');
    const near = mutant("11:5-11:11", '"open"');
    const far = mutant("90:5-90:11", '"open"');
    const { matched, untriaged } = matchTriage([far, near], [entry]);
    expect(matched.get(near)).toBe(entry);
    expect(untriaged).toEqual([far]);
    expect(matchTriage([], [entry]).stale).toEqual([entry]);
    // Two entries, one survivor: the nearest entry names it, the other is stale.
    const other = mutant("80:5-80:11", '"open"');
    const both = matchTriage([far], [entry, other]);
    expect(both.matched.get(far)).toBe(other);
    expect(both.stale).toEqual([entry]);
  });
});

describe("backfilling an entry's original", () => {
  const source = ['const a = "open";', "if (a === b) {", "  go();", "}"].join("\n");
  const read = () => source;

  it("writes the code at each entry's span, once", () => {
    const text = `[\n  { at: "${FILE}:1:11-1:17", mutator: "StringLiteral", replacement: "\\"\\"", class: "c", reason: "x" },\n  { at: "${FILE}:2:14-4:2", mutator: "BlockStatement", replacement: "{}", class: "c", reason: "y" },\n]`;
    const once = backfill(text, read);
    expect(once.filled).toBe(2);
    expect(once.text).toContain(`mutator: "StringLiteral", original: "\\"open\\"", replacement:`);
    expect(once.text).toContain(`mutator: "BlockStatement", original: "{ go(); }", replacement:`);
    expect(backfill(once.text, read)).toEqual({ text: once.text, filled: 0, refused: [] });
  });

  it("refuses a span that does not hold what its mutator mutates (code moved since)", () => {
    const text = `{ at: "${FILE}:3:3-3:8", mutator: "StringLiteral", replacement: "\\"\\"", class: "c", reason: "x" }`;
    const out = backfill(text, read);
    expect(out.filled).toBe(0);
    expect(out.text).toBe(text);
    expect(out.refused).toHaveLength(1);
    expect(looksMutatedBy("EqualityOperator", "a === b", "a !== b")).toBe(true);
    expect(looksMutatedBy("EqualityOperator", "a === c", "a !== b")).toBe(false);
    expect(looksMutatedBy("ConditionalExpression", "a === b) {", "false")).toBe(false);
  });
});
