/**
 * config/README.md's table of every setting, made from the settings table (table.ts) and written
 * between two markers by `npx tsx config/write-settings-table.ts`; app/tests/settings-readme.test.ts
 * fails while the README's table differs from the one this makes.
 */
import { SETTING_ENTRIES, type Setting } from "./table.ts";

export const TABLE_START =
  "<!-- settings table: written from lib/run/settings/table.ts by `npx tsx config/write-settings-table.ts`; edit the table, not these lines -->";
export const TABLE_END = "<!-- end of the settings table -->";

/** A cell's raw text: a pipe would end the cell, a line break the row. */
function bare(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

/** Prose in a cell: `<timestamp>` would be read as an HTML tag and vanish. */
const cell = (text: string) => bare(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Code in a cell: shown as written, so only the pipes are escaped. */
const code = (text: string) => `\`${bare(text)}\``;

function flagOf(s: Setting<unknown>): string {
  if (!s.flag) return "—";
  return code(`--${s.flag}${s.placeholder ? ` ${s.placeholder}` : ""}`) + (s.repeatable ? " (repeatable)" : "");
}

/** The table: one row per setting, in the table's (`--help`'s) order. */
export function settingsTable(): string {
  const rows = SETTING_ENTRIES.map(([key, s]) =>
    [
      code(key),
      flagOf(s),
      s.env ? code(s.env) : "—",
      s.file ? code(`"${s.file}"`) : "—",
      cell(s.shown),
      s.outcome ? "yes" : "no",
      cell(s.help),
    ].join(" | "),
  );
  return [
    "| setting | flag | environment | config file | default | a re-run repeats it | what it does |",
    "|---|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r} |`),
  ].join("\n");
}

/** `readme` with the text between the markers replaced by the table; an error when a marker is missing. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`the README has no settings table markers (${TABLE_START} … ${TABLE_END})`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}
