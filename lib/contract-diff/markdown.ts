/**
 * diff.md: the verdict, the counts, then one table per class (breaking first), and the sentences of
 * the clauses cited. Long values are cut in the table (diff.json has them whole); a change reaching
 * many operations names the first few.
 */
import { VERSIONING_SENTENCES, type JudgingClause } from "./clause-sentences.ts";
import { CHANGE_CLASSES, type Change, type ChangeClass, type ContractDiff, type Location } from "./types.ts";

const HEADINGS: Record<ChangeClass, string> = {
  breaking: "Breaking",
  additive: "Additive",
  compatible: "Compatible: a response promises more",
  documentation: "Documentation only",
};
const MAX_VALUE = 80;
const MAX_OPERATIONS = 5;

/** A table cell: no pipe or line break may end it early. */
function cell(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

function code(value: unknown): string {
  if (value === null || value === undefined) return "—";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.length > MAX_VALUE) text = `${text.slice(0, MAX_VALUE - 1)}…`;
  // A backtick inside would close a one-tick span: fence it with two.
  return text.includes("`") ? `\`\` ${cell(text)} \`\`` : `\`${cell(text)}\``;
}

function operations(where: Location[]): string {
  const ids = [...new Set(where.map((w) => w.operationId).filter((id): id is string => id !== null))];
  if (!ids.length) return "(document)";
  const shown = ids
    .slice(0, MAX_OPERATIONS)
    .map((id) => `\`${id}\``)
    .join(", ");
  return ids.length > MAX_OPERATIONS ? `${shown} and ${ids.length - MAX_OPERATIONS} more` : shown;
}

function place(c: Change): string {
  const w = c.where[0]!;
  const field = w.field ? ` \`${cell(w.field)}\`` : "";
  const more = new Set(c.where.map((x) => `${x.part} ${x.field}`)).size - 1;
  return `${cell(w.part)}${field}${more > 0 ? ` (+${more} more)` : ""}`;
}

function row(c: Change): string {
  const what = c.detail ? `${c.title} (${cell(c.detail)})` : c.title;
  const pointer = c.newPointer ?? c.oldPointer;
  return `| ${what} | ${operations(c.where)} | ${place(c)} | ${code(c.old)} | ${code(c.new)} | ${pointer ? `\`${cell(pointer)}\`` : "—"} | ${c.clause} |`;
}

/** Whether the breaking changes come with the major version the clause implies they need. */
function majorNote(diff: ContractDiff): string {
  const major = (v: string | null) => (v ? /^v?(\d+)\./.exec(v)?.[1] : undefined);
  const [o, n] = [major(diff.old.version), major(diff.new.version)];
  if (o === undefined || n === undefined) return "";
  return o === n
    ? `, and the major version stays ${n} (${diff.old.version} → ${diff.new.version})`
    : ` (the major version goes from ${o} to ${n})`;
}

export function formatMarkdown(diff: ContractDiff): string {
  const side = (s: ContractDiff["old"]) =>
    `\`${s.file}\` (${[s.title, s.version].filter(Boolean).join(" ") || "untitled"}, ${s.operations} operations)`;
  const counts = CHANGE_CLASSES.map((c) => `${diff.summary[c]} ${c}`).join(", ");
  const lines = [
    "# Contract diff",
    "",
    `- old: ${side(diff.old)}`,
    `- new: ${side(diff.new)}`,
    "",
    `**Verdict: ${diff.verdict}** — ${counts}.`,
  ];
  if (diff.verdict === "breaking")
    lines.push(
      "",
      `The new document breaks clients of the old one: doc 2 Versioning admits only additions without a major version${majorNote(diff)}.`,
    );
  for (const cls of CHANGE_CLASSES) {
    const changes = diff.changes.filter((c) => c.class === cls);
    if (!changes.length) continue;
    lines.push(
      "",
      `## ${HEADINGS[cls]} (${changes.length})`,
      "",
      "| change | operations | where | old | new | JSON pointer | clause |",
      "|---|---|---|---|---|---|---|",
    );
    for (const c of changes) lines.push(row(c));
  }
  const kinds = new Map(diff.changes.map((c) => [c.kind, c]));
  if (kinds.size) {
    lines.push("", "## Why each kind is judged so", "");
    for (const [id, c] of kinds) lines.push(`- \`${id}\` (${c.title}): ${c.class}, ${c.because} (${c.clause}).`);
  }
  const cited = [...new Set(diff.changes.map((c) => c.clause))] as JudgingClause[];
  if (cited.length) {
    lines.push("", "## Clauses cited (doc 2 Versioning)", "");
    for (const id of cited) lines.push(`- **${id}**: ${VERSIONING_SENTENCES[id]}`);
  }
  return `${lines.join("\n")}\n`;
}
