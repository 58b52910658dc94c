/** One exchange of a result's evidence as a collapsible request/response pair. */
import type { Exchange } from "../../http/client.ts";
import { esc } from "./escape.ts";
import { method } from "./format.ts";

/** Roughly how many characters an exchange adds to the page (the evidence budget counts these). */
export function exchangeSize(e: Exchange): number {
  const h = (x?: Record<string, string>) =>
    x ? Object.entries(x).reduce((t, [k, v]) => t + k.length + String(v).length + 4, 0) : 0;
  return (
    e.url.length +
    h(e.requestHeaders) +
    h(e.responseHeaders) +
    (e.requestBody?.length ?? 0) +
    (e.responseBody?.length ?? 0) +
    (e.error?.length ?? 0) +
    200
  );
}

function pretty(body: string): string {
  const t = body.trim();
  if (!(t.startsWith("{") || t.startsWith("["))) return body;
  try {
    return JSON.stringify(JSON.parse(t), null, 2);
  } catch {
    return body;
  }
}

function headersText(h: Record<string, string> | undefined): string {
  if (!h || !Object.keys(h).length) return "";
  return Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
}

function statusClass(status: number | undefined): string {
  if (status === undefined) return "s-err";
  if (status < 300) return "s-2";
  if (status < 400) return "s-3";
  if (status < 500) return "s-4";
  return "s-5";
}

export function exchangeHtml(e: Exchange, open: boolean, label: string): string {
  const reqHeaders = headersText(e.requestHeaders);
  const resHeaders = headersText(e.responseHeaders);
  const status = e.status !== undefined ? String(e.status) : "no response";
  return [
    `<details class="ex"${open ? " open" : ""}>`,
    `<summary><span class="lbl">${esc(label)}</span> ${method(e.method)}<code class="url">${esc(e.url)}</code> → <span class="st ${statusClass(e.status)}">${esc(status)}</span>` +
      `${e.attempts > 1 ? ` <span class="muted small">${esc(e.attempts)} attempts</span>` : ""} <span class="muted small">${esc(Math.round(e.durationMs))} ms</span></summary>`,
    '<div class="ex-body">',
    '<div class="half"><div class="lbl">Request</div>',
    `<pre class="hdr">${esc(`${e.method} ${e.url}`)}${reqHeaders ? `\n${esc(reqHeaders)}` : ""}</pre>`,
    e.requestBody !== undefined && e.requestBody !== "" ? `<pre class="body">${esc(pretty(e.requestBody))}</pre>` : "",
    "</div>",
    '<div class="half"><div class="lbl">Response</div>',
    e.error ? `<pre class="hdr err">${esc(e.error)}</pre>` : "",
    e.status !== undefined
      ? `<pre class="hdr">${esc(`HTTP ${e.status}`)}${resHeaders ? `\n${esc(resHeaders)}` : ""}</pre>`
      : "",
    e.responseBody !== undefined && e.responseBody !== ""
      ? `<pre class="body">${esc(pretty(e.responseBody))}</pre>`
      : "",
    "</div>",
    "</div>",
    "</details>",
  ].join("");
}
