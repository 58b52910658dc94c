/**
 * docs/figures.md as the figures tool writes it: the counts between markers (held equal to the
 * registries by tests/figures.test.ts), then the measured figures with where and when they were
 * measured. `countsSection` is what the test compares, so the measured part may differ freely.
 */
import type { Figure } from "./counts.ts";
import type { Measured } from "./measure.ts";

export const COUNTS_START = "<!-- counts: written by `npm run figures` from the registries; do not edit -->";
export const COUNTS_END = "<!-- end of the counts -->";
export const MEASURED_START = "<!-- measured: written by `npm run figures`; do not edit -->";
export const MEASURED_END = "<!-- end of the measured figures -->";

function table(figures: Figure[]): string {
  const rows = figures.map((f) => `| ${f.figure} | ${f.value} | ${f.from} |`);
  return ["| figure | value | from |", "|---|---:|---|", ...rows].join("\n");
}

export function countsSection(figures: Figure[]): string {
  return `${COUNTS_START}\n${table(figures)}\n${COUNTS_END}`;
}

export function measuredSection(measured: Measured | null): string {
  const body = measured
    ? `${measured.conditions}\n\n${table(measured.figures)}`
    : "Not measured yet: run `npm run figures`.";
  return `${MEASURED_START}\n${body}\n${MEASURED_END}`;
}

/** The section between two markers of a file, markers included, or null. */
export function section(text: string, start: string, end: string): string | null {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  return from < 0 || to < 0 ? null : text.slice(from, to + end.length);
}

export function figuresFile(counts: Figure[], measured: string): string {
  return `# Figures

Every figure the README and the docs quote, in one file that \`npm run figures\` (tools/figures/) writes:
the other pages name the figure and point here instead of typing it. The counts are read from the
project's registries and are exact; \`tools/figures/tests/figures.test.ts\` fails while they differ
from what the registries say (\`npm run figures -- --counts\` rewrites them alone, in a second). The
measured figures come from running what a user runs on the machine the script ran on, and vary with
it. Longer benchmarks (mutation testing, Prism's fidelity, the peer proxies, the shards, the proxy's
latency) keep their recorded results in their own pages, each with the command that measures it and
the conditions it ran in.

## Counted

${countsSection(counts)}

## Measured

${measured}
`;
}
