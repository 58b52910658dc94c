import { describe, expect, it } from "vitest";
import { toHtml } from "../html/page.ts";
import { makeReport, makeResult } from "./make-report.ts";

describe("the HTML's histories section", () => {
  it("is absent when no result checked a history", () => {
    expect(toHtml(makeReport([["OP-SUCCESS", "getMe", "pass"]]))).not.toContain('id="histories"');
  });

  it("lists each checked history's size, checker time and verdict, and shows a failing one's timeline escaped", () => {
    const report = makeReport([["OP-SUCCESS", "getMe", "pass"]]);
    report.results.push(
      { ...makeResult(["CONC-A", null, "pass"]), history: { size: 96, checkerMs: 2.4, verdict: "linearizable" } },
      {
        ...makeResult(["CONC-B", null, "fail"]),
        history: { size: 120, checkerMs: 7.5, verdict: "not-linearizable", timeline: "client 1 │ #1 add <a> → 200" },
      },
    );
    const html = toHtml(report);
    const section = html.slice(
      html.indexOf('id="histories"'),
      html.indexOf("</section>", html.indexOf('id="histories"')),
    );
    expect(section).toContain("<td>96</td><td>2.4</td><td>linearizable</td>");
    expect(section).toContain("<td>120</td><td>7.5</td><td>not-linearizable</td>");
    expect(section).toContain("client 1 │ #1 add &lt;a&gt; → 200");
    expect(section.match(/<pre class="timeline">/g)).toHaveLength(1);
  });
});
