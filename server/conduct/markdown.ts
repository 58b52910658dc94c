/** conduct.md: the conduct report for a reader — the verdict, a table of clients, then each breach with its exchanges. */
import type { ConductReport, ExchangeView } from "./report.ts";
import { cursorWords } from "./duties/exchanges.ts";

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

function exchangeLine(x: ExchangeView): string {
  const when = `+${(x.atMs / 1000).toFixed(2)} s`;
  const answer = x.status === null ? "no answer" : String(x.status);
  const extra = [
    x.cursorSent !== undefined ? `cursor sent ${cursorWords(x.cursorSent)}` : "",
    x.cursorAnswered !== undefined
      ? `cursor answered ${x.cursorAnswered === null ? "null" : cursorWords(x.cursorAnswered)}`
      : "",
    x.doctored?.echoedCursor ? "cursor echoed" : "",
    x.doctored && (x.doctored.unknownFields || x.doctored.unknownValues.length) ? "unknown content added" : "",
    x.terminal ? `terminal \`${x.terminal}\`` : "",
    x.closedBy ? `closed by the ${x.closedBy}` : "",
    x.clientError !== undefined ? `client reported ${JSON.stringify(x.clientError)}` : "",
  ].filter(Boolean);
  return `  - #${x.seq} ${when} \`${x.method} ${x.path}${x.query ? `?${x.query}` : ""}\` → ${answer}${extra.length ? ` (${extra.join("; ")})` : ""}`;
}

export function conductMarkdown(r: ConductReport): string {
  const lines: string[] = [];
  const s = r.summary;
  lines.push(
    `# Client conduct: ${r.verdict === "clean" ? "no client broke a duty" : `${s.brokenClients} of ${s.clients} client(s) broke ${s.failures} duty(ies)`}`,
  );
  lines.push("");
  const provoked = [
    r.settings.echoCursorOnce ? "--echo-cursor-once" : "",
    r.settings.addUnknown ? "--add-unknown" : "",
  ].filter(Boolean);
  lines.push(
    `${s.requests} request(s) from ${s.clients} client key(s) over ${(r.durationMs / 1000).toFixed(1)} s; provocations: ${provoked.length ? provoked.join(", ") : "none"}.`,
  );
  if (s.unrecorded)
    lines.push(`The recording was full: ${s.unrecorded} later request(s) were not recorded and are judged by nothing.`);
  lines.push("");
  if (r.clients.length) {
    lines.push("| client key | requests | broke | kept | not exercised |");
    lines.push("|---|---|---|---|---|");
    for (const c of r.clients) {
      const by = (o: string) => c.results.filter((x) => x.outcome === o).map((x) => x.rule);
      lines.push(
        `| \`${cell(c.client)}\` | ${c.requests} | ${by("fail").join(", ") || "—"} | ${by("pass").join(", ") || "—"} | ${by("not-exercised").join(", ") || "—"} |`,
      );
    }
    lines.push("");
  }
  for (const c of r.clients) {
    const failed = c.results.filter((x) => x.outcome === "fail");
    if (!failed.length) continue;
    lines.push(`## \`${c.client}\`: ${failed.length} duty(ies) broken`);
    lines.push("");
    for (const f of failed) {
      lines.push(`### ${f.rule} (${f.level}): ${f.title}`);
      lines.push("");
      lines.push(`${f.clause}; clauses ${f.clauses.join(", ")}.`);
      lines.push("");
      for (const v of f.violations) {
        lines.push(`- ${v.message}`);
        for (const x of v.evidence) lines.push(exchangeLine(x));
      }
      lines.push("");
    }
  }
  lines.push("## Duties");
  lines.push("");
  lines.push("| duty | level | clauses | seen as a breach when |");
  lines.push("|---|---|---|---|");
  for (const d of r.duties)
    lines.push(`| ${d.id}: ${cell(d.title)} | ${d.level} | ${d.clauses.join(", ")} | ${cell(d.detects)} |`);
  lines.push("");
  return lines.join("\n");
}
