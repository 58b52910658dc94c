/** The document's head: its title (the verdict and the target), its Content-Security-Policy (nothing loads at view time) and its inline CSS. */
import { EMBEDDED_NOTICE } from "../embedded-notice.ts";
import type { Page } from "./context.ts";
import { CSS } from "./css.ts";
import { esc } from "./escape.ts";
import { STATUS_CSS } from "./statuses.ts";
import { FINDER_HASH } from "./finder.ts";

export function documentHead(page: Page): string[] {
  const { report, target, word } = page;
  const out: string[] = [];
  const title = `API conformance: ${word} — ${report.target.embedded ? EMBEDDED_NOTICE : target}`;
  out.push(
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src '${FINDER_HASH}'; img-src data:; base-uri 'none'; form-action 'none'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${esc(title)}</title>`,
    `<style>${CSS}${STATUS_CSS}</style>`,
    "</head>",
    "<body>",
  );
  return out;
}
