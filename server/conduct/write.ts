/** Writes conduct.json and conduct.md into a report folder (made and proven writable at start-up). */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { conductMarkdown } from "./markdown.ts";
import type { ConductReport } from "./report.ts";

export const CONDUCT_FILES = { json: "conduct.json", markdown: "conduct.md" } as const;

export function writeConductReport(
  dir: string,
  report: ConductReport,
): { json: string; markdown: string; text: string } {
  const text = conductMarkdown(report);
  const json = join(dir, CONDUCT_FILES.json);
  const markdown = join(dir, CONDUCT_FILES.markdown);
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(markdown, text);
  return { json, markdown, text };
}
