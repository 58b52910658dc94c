/** The verdict banner: the word and verdictOf's reasons, then what was run against what. */
import { EMBEDDED_NOTICE } from "../embedded-notice.ts";
import type { Page } from "./context.ts";
import { esc } from "./escape.ts";
import { when } from "./format.ts";

export function banner(page: Page): string[] {
  const { report, target, b, code, word, why } = page;
  const out: string[] = [];
  out.push(
    `<header class="banner ${code === 0 ? "is-pass" : "is-fail"}" id="verdict">`,
    report.target.embedded ? `<p class="embedded-notice">${esc(EMBEDDED_NOTICE)}</p>` : "",
    `<div class="verdict"><span class="verdict-word" data-verdict="${word}">${word}</span><span class="why">${esc(why)}</span></div>`,
    '<dl class="meta">',
    `<div><dt>Target</dt><dd>${esc(target)}</dd></div>`,
    `<div><dt>Contract</dt><dd>${esc(report.contract.version)} · ${esc(report.contract.operations)} operations</dd></div>`,
    `<div><dt>Profile</dt><dd>${esc(report.profile)}${report.strict ? " · strict" : ""}</dd></div>`,
    `<div><dt>Seed</dt><dd>${esc(report.seed)}</dd></div>`,
    `<div><dt>Started</dt><dd><time datetime="${esc(report.startedAt)}">${esc(when(report.startedAt))}</time></dd></div>`,
    `<div><dt>Workspace</dt><dd>${esc(report.target.workspaceId)}${report.target.peerWorkspace ? " · with peer" : ""}</dd></div>`,
    report.shard ? `<div><dt>Shard</dt><dd>${esc(report.shard.index)} of ${esc(report.shard.total)}</dd></div>` : "",
    b
      ? `<div><dt>Baseline</dt><dd data-baseline>${esc(b.file)} · ${esc(b.known.length)} known · ${esc(b.new.length)} new · ${esc(b.fixed.length)} fixed</dd></div>`
      : "",
    "</dl>",
    "</header>",
  );
  return out;
}
