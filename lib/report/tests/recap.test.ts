/**
 * The recap's groupings (lib/report/recap.ts): failures by rule, MUST first and most results first;
 * not-exercised results by the setting that would exercise them, the commonest three; and the
 * re-run command of the failures. Messages are the suite's own wordings.
 */
import { describe, expect, it } from "vitest";
import type { ConformanceReport, ReportResult } from "../report.ts";
import { failuresByRule, fixOf, notExercisedReasons, recapLines } from "../recap.ts";

const r = (rule: string, outcome: ReportResult["outcome"], message: string, operationId: string | null = "listTasks") =>
  ({ rule, outcome, message, operationId, level: rule.startsWith("S-") ? "SHOULD" : "MUST" }) as ReportResult;

const PROFILE = "a succeeding request starts a pipeline: the standard profile excludes it (it needs full)";
const PEER = "no second workspace key (no second workspace key was given (--peer-admin-key))";
const FACT =
  "the documents leave it to the deployment and no request can read it: set facts.pageLimitHeld in the config file (true when …)";
const DISPOSABLE =
  "a succeeding request dismisses a notification card: the standard profile excludes it (it needs full); it also needs a disposable target — pass --disposable (CONFORMANCE_DISPOSABLE)";

const report = {
  target: { baseUrl: "http://127.0.0.1:8080", embedded: false, workspaceId: "w", peerWorkspace: false },
  profile: "standard",
  seed: 7,
  rerunFlags: ["--profile standard", "--seed 7"],
  summary: { notExercised: 11 },
  results: [
    r("S-ORDER", "fail", "not newest first"),
    r("AUTH-403-BELOW", "fail", "a read key approved a decision\nsecond line", "approveRunDecision"),
    r("AUTH-403-BELOW", "fail", "another", "createKey"),
    r("OP-STATUS", "fail", "500 on a valid body", null),
    ...Array.from({ length: 4 }, () => r("STATE-X", "not-exercised", PROFILE)),
    ...Array.from({ length: 3 }, () => r("ISO-X", "not-exercised", PEER)),
    ...Array.from({ length: 2 }, () => r("PAGE-X", "not-exercised", FACT)),
    r("NOTIF-X", "not-exercised", DISPOSABLE),
    r("ODD", "not-exercised", "the list was empty"),
    r("OK", "pass", "fine"),
  ],
} as unknown as ConformanceReport;

describe("the recap", () => {
  it("groups failures by rule: MUST before SHOULD, most results first, with the first message", () => {
    expect(failuresByRule(report)).toEqual([
      {
        rule: "AUTH-403-BELOW",
        level: "MUST",
        count: 2,
        operations: ["approveRunDecision", "createKey"],
        first: "a read key approved a decision",
      },
      { rule: "OP-STATUS", level: "MUST", count: 1, operations: ["(api)"], first: "500 on a valid body" },
      { rule: "S-ORDER", level: "SHOULD", count: 1, operations: ["listTasks"], first: "not newest first" },
    ]);
  });

  it("names the setting that would exercise each reason, and the three commonest", () => {
    expect(fixOf(PROFILE)).toBe("--profile full");
    expect(fixOf(DISPOSABLE)).toBe("--profile full --disposable");
    expect(fixOf(PEER)).toBe("--peer-admin-key KEY (CONFORMANCE_PEER_ADMIN_KEY)");
    expect(fixOf(FACT)).toBe('config "facts.pageLimitHeld"');
    expect(fixOf("the list was empty")).toBeNull();
    expect(notExercisedReasons(report)).toEqual([
      { reason: PROFILE, count: 4, fix: "--profile full" },
      { reason: PEER, count: 3, fix: "--peer-admin-key KEY (CONFORMANCE_PEER_ADMIN_KEY)" },
      { reason: FACT, count: 2, fix: 'config "facts.pageLimitHeld"' },
    ]);
  });

  it("ends with the page and one command re-running the failing rules against the same target", () => {
    const lines = recapLines(report, { dir: "/tmp/r", files: ["conformance.json", "index.html"] }, false);
    expect(lines).toContain("page     /tmp/r/index.html");
    expect(lines.at(-1)).toBe(
      "re-run   npm run conformance -- --base-url http://127.0.0.1:8080 --profile standard --seed 7 --only S-ORDER,AUTH-403-BELOW,OP-STATUS",
    );
    expect(lines).toContain("         → --profile full");
  });
});
