/**
 * The peer table for people: the terminal's summary (totals, families, the control) and the
 * Markdown file (the same, plus one row per fault). The JSON file is the table itself.
 */
import type { ControlRow, FaultRow, PeerTable, Tally } from "./table.ts";

const n = (x: number) => x.toLocaleString("en-US");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function share(part: number, whole: number): string {
  return whole ? `${part} of ${whole} (${((100 * part) / whole).toFixed(1)}%)` : "0 of 0";
}

/** Rows of cells as an aligned plain-text table. */
function aligned(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) =>
    r
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join("  ")
      .trimEnd(),
  );
}

/** `numeric`: the columns aligned right (default: all but the first). */
function markdownTable(rows: string[][], numeric = (i: number) => i > 0): string[] {
  return [
    `| ${rows[0].join(" | ")} |`,
    `|${rows[0].map((_, i) => (numeric(i) ? "---:" : "---")).join("|")}|`,
    ...rows.slice(1).map((r) => `| ${r.join(" | ")} |`),
  ];
}

const FAMILY_HEAD = ["family", "faults", "ours", "prism", "both", "ours only", "prism only", "neither"];

function familyCells(name: string, t: Tally): string[] {
  return [name, n(t.faults), n(t.ours), n(t.prism), n(t.both), n(t.oursOnly), n(t.prismOnly), n(t.neither)];
}

function familyRows(table: PeerTable): string[][] {
  return [FAMILY_HEAD, ...table.families.map((f) => familyCells(f.family, f)), familyCells("total", table.totals)];
}

function totalsLines(table: PeerTable): string[] {
  const t = table.totals;
  return [
    `faults caught by ours:  ${share(t.ours, t.faults)}  (${t.oursBeyondControl} beyond the control)`,
    `faults caught by Prism: ${share(t.prism, t.faults)}  (${t.prismBeyondControl} beyond the control)`,
    `both ${t.both}, ours only ${t.oursOnly}, Prism only ${t.prismOnly}, neither ${t.neither}; the suite itself (the traffic's source) caught ${t.suite}`,
  ];
}

function controlLines(c: ControlRow): string[] {
  const lines = [
    `control (the reference server, no fault): ${n(c.rules)} rules driven, ${n(c.exchanges)} exchanges, ${seconds(c.durationMs)}; the suite failed or warned on ${c.suiteFailed} result(s)`,
    `  ours:  ${n(c.ours.falseAlarms)} false alarm(s) (failing results)${c.ours.warnings ? `, ${n(c.ours.warnings)} warning(s)` : ""}`,
    ...c.ours.examples.map((e) => `    ${e}`),
    `  Prism: ${n(c.prism.falseAlarms)} false alarm(s) (exchanges with a violation of the answer, ${n(c.prism.responseViolations)} violations)`,
    ...c.prism.examples.response.map((e) => `    ${e}`),
    `         ${n(c.prism.requestExchanges)} exchange(s) with a violation of the request (${n(c.prism.requestViolations)} violations): the suite's deliberately invalid requests, true of the client`,
    ...c.prism.examples.request.map((e) => `    ${e}`),
  ];
  if (c.prism.unjudged)
    lines.push(
      `         ${n(c.prism.unjudged)} exchange(s) Prism answered itself instead of validating`,
      ...c.prism.examples.unjudged.map((e) => `    ${e}`),
    );
  if (c.serverErrors) lines.push(`  the reference server answered ${n(c.serverErrors)} unexpected error(s) with 500`);
  if (c.errors.length) lines.push(`  errors of the control run: ${c.errors.join("; ")}`);
  return lines;
}

function oneSided(rows: readonly FaultRow[]): string[] {
  const lines: string[] = [];
  const prismOnly = rows.filter((r) => r.prism.caught && !r.ours.caught);
  const oursOnly = rows.filter((r) => r.ours.caught && !r.prism.caught);
  if (prismOnly.length) lines.push(`caught by Prism only: ${prismOnly.map((r) => r.fault).join(", ")}`);
  if (oursOnly.length && oursOnly.length <= 20)
    lines.push(`caught by ours only: ${oursOnly.map((r) => r.fault).join(", ")}`);
  const errored = rows.filter((r) => r.errors.length);
  if (errored.length)
    lines.push(`runs with errors (their traffic is suspect): ${errored.map((r) => r.fault).join(", ")}`);
  return lines;
}

function heading(table: PeerTable): string {
  const s = table.selection;
  return `${table.peers.ours} vs ${table.peers.prism} on identical traffic (seed ${table.seed}): ${s.selected} of ${s.catalogue} faults${table.interrupted ? `, interrupted by ${table.interrupted}: ${table.faults.length} finished` : ""}`;
}

export function terminalLines(table: PeerTable): string[] {
  return [
    heading(table),
    "",
    ...aligned(familyRows(table)),
    "",
    ...totalsLines(table),
    ...oneSided(table.faults),
    "",
    ...(table.control ? controlLines(table.control) : ["no control run"]),
    "",
    `took ${seconds(table.durationMs)}`,
  ];
}

export function markdown(table: PeerTable): string {
  const faultRows = [
    [
      "fault",
      "family",
      "exchanges",
      "ours",
      "Prism",
      "suite",
      "ours: failing rules (warning only)",
      "Prism: violations of the answer",
    ],
    ...table.faults.map((r) => [
      `\`${r.fault}\``,
      r.family,
      n(r.exchanges),
      r.ours.caught ? "caught" : "—",
      r.prism.caught ? "caught" : "—",
      r.suiteFailed ? "caught" : "—",
      [
        r.ours.failingRules.join(", "),
        r.ours.warningRules
          .filter((w) => !r.ours.failingRules.includes(w))
          .map((w) => `(${w})`)
          .join(", "),
      ]
        .filter(Boolean)
        .join(" ") || "—",
      r.prism.examples.map((e) => e.replace(/\|/g, "\\|")).join("<br>") || "—",
    ]),
  ];
  return [
    `# Peer comparison: ${heading(table)}`,
    "",
    `- ours caught a fault when ${table.criteria.ours}`,
    `- Prism caught a fault when ${table.criteria.prism}`,
    "",
    "## Faults caught, per family",
    "",
    ...markdownTable(familyRows(table)),
    "",
    ...totalsLines(table).map((l) => `- ${l}`),
    ...oneSided(table.faults).map((l) => `- ${l}`),
    "",
    "## The clean control",
    "",
    "```",
    ...(table.control ? controlLines(table.control) : ["no control run"]),
    "```",
    "",
    "## Every fault",
    "",
    ...markdownTable(faultRows, (i) => i === 2),
    "",
    `Took ${seconds(table.durationMs)}.`,
    "",
  ].join("\n");
}
