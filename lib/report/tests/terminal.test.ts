/**
 * The terminal reporter and the closing block. The events of a two-family run show what each mode
 * prints (plain lines in a pipe, a redrawn live area on a TTY, colour only when asked, nothing the
 * target sent reaching the screen as control codes or secrets); events one at a time under fake
 * timers show the throttled redraw and that no timer outlives the run.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Family, Level, Outcome, RuleResult } from "../../rules/types.ts";
import type { RunEvent } from "../../engine/events.ts";
import type { ConformanceReport, ReportResult } from "../report.ts";
import { duration, HEARTBEAT_MS, REDRAW_INTERVAL_MS, TerminalReporter, terminalOptions } from "../terminal.ts";
import type { BaselineOutcome } from "../baseline.ts";
import { BASELINE_LISTED, verdictLines } from "../verdict-lines.ts";
import { FIXTURE_SECRET } from "./fixtures/secret.ts";

const SGR = /\x1b\[[0-9;]*m/;
const ANY_SGR = /\x1b\[[0-9;]*m/g;

/** What a TTY shows line by line, once cursor moves, erases and colours are taken out. */
function screenLines(text: string): string[] {
  return text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "").split(/\r|\n/);
}

/** Collects what a reporter writes. */
function sink(columns?: number) {
  const chunks: string[] = [];
  return { chunks, columns, write: (s: string) => chunks.push(s), text: () => chunks.join("") };
}

function result(family: Family, name: string, outcome: Outcome, message: string, level: Level = "MUST"): RuleResult {
  const [rule, operationId] = name.split(" ");
  return {
    rule,
    title: `title of ${rule}`,
    family,
    level,
    clause: "doc 2 Paging 1",
    clauses: [],
    operationId: operationId === "(api)" ? null : operationId,
    outcome,
    message,
    reproduction: null,
    evidence: [],
    drift: [],
    observed: [],
    provoked: [],
    digest: "",
    covered: [],
    durationMs: 1,
  };
}

/** Two families as the engine emits them: every outcome, a SHOULD failure, a hostile message, a teardown error. */
function fixtureEvents(): RunEvent[] {
  const family = (name: Family, results: RuleResult[], errors: string[] = []): RunEvent[] => [
    { type: "family-started", family: name, planned: results.length },
    ...results.flatMap((r): RunEvent[] => [
      { type: "check-started", family: name, rule: r.rule, operationId: r.operationId },
      { type: "result", family: name, result: r },
    ]),
    { type: "family-finished", family: name, errors },
  ];
  return [
    {
      type: "run-started",
      families: [
        { family: "PAGE", planned: 5 },
        { family: "AUTH", planned: 2 },
      ],
    },
    ...family("PAGE", [
      result("PAGE", "PAGE-FIRST listTasks", "pass", "ok"),
      result("PAGE", "PAGE-NO-REPEAT listServiceTasks", "fail", "item t_2 came back on page 2\nReproduce with: curl"),
      result("PAGE", "PAGE-LIMIT listTasks", "warn", "limit above the maximum was clamped"),
      result("PAGE", "PAGE-EMPTY listRuns", "not-exercised", "no runs to page through"),
      result("PAGE", "PAGE-ORDER listRuns", "fail", "runs were not newest first", "SHOULD"),
    ]),
    ...family(
      "AUTH",
      [
        result("AUTH", "AUTH-401-NONE (api)", "pass", "ok"),
        result(
          "AUTH",
          "AUTH-403-BELOW createKey",
          "fail",
          `echoed \x1b[2J\x1b[31m${FIXTURE_SECRET}\x1b[0m\rback\nsecond line`,
        ),
      ],
      ["AUTH: could not clean up: key k_9 (revocation failed)"],
    ),
    { type: "run-finished", report: {} as ConformanceReport, interrupted: null },
  ];
}

/** The fixture's events seen by three reporters at once: a pipe, a colour TTY and a NO_COLOR TTY. */
function runFixture() {
  const pipe = sink();
  const colourTty = sink(120);
  const plainTty = sink(120);
  const redact = (s: string) => s.split(FIXTURE_SECRET).join("[REDACTED]");
  const reporters = [
    new TerminalReporter({ out: pipe, tty: false, color: false, redact }),
    new TerminalReporter({ out: colourTty, tty: true, color: true, redact }),
    new TerminalReporter({ out: plainTty, tty: true, color: false, redact }),
  ];
  for (const e of fixtureEvents()) for (const r of reporters) r.handle(e);
  return { pipe: pipe.text(), colourTty: colourTty.text(), plainTty: plainTty.text() };
}

describe("TerminalReporter on the events of a run", () => {
  let out: ReturnType<typeof runFixture>;
  beforeAll(() => {
    out = runFixture();
  });

  it("prints plain lines in a pipe: no escape, no carriage return, no colour", () => {
    expect(out.pipe).not.toContain("\x1b");
    expect(out.pipe).not.toContain("\r");
    expect(out.pipe.endsWith("\n")).toBe(true);
  });

  it("prints one line per failure, first line of the message only, SHOULD failures marked", () => {
    const lines = out.pipe.split("\n");
    expect(lines).toContain("✗ PAGE-NO-REPEAT listServiceTasks — item t_2 came back on page 2");
    expect(lines).toContain("✗ PAGE-ORDER listRuns [SHOULD] — runs were not newest first");
    expect(out.pipe).not.toContain("Reproduce with");
    expect(lines.filter((l) => l.startsWith("✗ ")).length).toBe(4); // three failed tests and AUTH's teardown
    expect(lines).toContain("✗ AUTH — could not clean up: key k_9 (revocation failed)");
  });

  it("prints one line per family with its counts once it finishes, after its failures", () => {
    const lines = out.pipe.split("\n");
    const page = lines.findIndex((l) =>
      /^PAGE {4}5 results: 1 passed, 2 failed, 1 warned, 1 not exercised \(\d+\.\d s\)$/.test(l),
    );
    const auth = lines.findIndex((l) =>
      /^AUTH {4}2 results: 1 passed, 1 failed, 0 warned, 0 not exercised \(\d+\.\d s\)$/.test(l),
    );
    expect(page).toBeGreaterThan(lines.findIndex((l) => l.includes("PAGE-ORDER")));
    expect(auth).toBeGreaterThan(page);
    expect(auth).toBeGreaterThan(lines.findIndex((l) => l.includes("could not clean up")));
  });

  it("never prints the target's control codes or a secret", () => {
    for (const text of Object.values(out)) {
      expect(text).not.toContain(FIXTURE_SECRET);
      expect(text).not.toContain("\x1b[2J");
      expect(text).not.toContain("second line");
    }
    expect(out.pipe.split("\n")).toContain("✗ AUTH-403-BELOW createKey — echoed [REDACTED] back");
  });

  it("redraws a live area on a TTY: carriage returns and erase codes, bars, colour only when asked", () => {
    for (const tty of [out.colourTty, out.plainTty]) {
      expect(tty).toContain("\r");
      expect(tty).toContain("\x1b[J");
      expect(screenLines(tty)).toContainEqual(expect.stringMatching(/^PAGE {4}░{10} {2}0\/5 {2}passed 0/));
      expect(tty.replace(ANY_SGR, "")).toContain("✗ PAGE-NO-REPEAT listServiceTasks — item t_2 came back on page 2\n");
    }
    expect(out.colourTty).toMatch(SGR);
    expect(out.plainTty).not.toMatch(SGR);
    // The finished bars stay on screen, full, with the final counts.
    const screen = screenLines(out.plainTty);
    const finished = (re: RegExp) => expect(screen).toContainEqual(expect.stringMatching(re));
    finished(/^PAGE {4}█{10} {2}5\/5 {2}passed 1 · failed 2 · warned 1 · not exercised 1 {2}\(\d+\.\d s\)$/);
    finished(/^AUTH {4}█{10} {2}2\/2 {2}passed 1 · failed 1 · warned 0 · not exercised 0 {2}\(\d+\.\d s\)$/);
    // Nothing of the live area is left behind: the output ends on a finished line.
    expect(out.plainTty.endsWith("\n")).toBe(true);
  });
});

// ---- Events one at a time, for the timing of redraws ----

function fakeFamily(name: Family, tests: number) {
  const results = Array.from({ length: tests }, (_, i) => (outcome: Outcome) => ({
    ...result(name, `${name}-RULE${i} listTasks`, outcome, "bad page"),
  }));
  return {
    started: { type: "family-started", family: name, planned: tests } as RunEvent,
    finish: (i: number, outcome: Outcome): RunEvent => ({ type: "result", family: name, result: results[i](outcome) }),
    finished: { type: "family-finished", family: name, errors: [] } as RunEvent,
  };
}

const runFinished = (interrupted: string | null = null): RunEvent => ({
  type: "run-finished",
  report: {} as ConformanceReport,
  interrupted,
});

describe("TerminalReporter redraws", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`redraws on events at most every ${REDRAW_INTERVAL_MS} ms, catches up with one timer, and leaves no timer behind`, () => {
    vi.useFakeTimers();
    const out = sink(100);
    const r = new TerminalReporter({ out, tty: true, color: false, now: () => Date.now() });
    const f = fakeFamily("PAGE", 3);
    const finish = (i: number, outcome: Outcome) => r.handle(f.finish(i, outcome));

    r.handle(f.started);
    expect(out.chunks).toEqual(["PAGE    ░░░░░░░░░░  0/3  passed 0 · failed 0 · warned 0 · not exercised 0"]);

    vi.advanceTimersByTime(10);
    finish(0, "pass");
    vi.advanceTimersByTime(10);
    finish(1, "warn");
    expect(out.chunks.length).toBe(1); // throttled
    expect(vi.getTimerCount()).toBe(1); // one catch-up redraw pending, not one per event

    vi.advanceTimersByTime(REDRAW_INTERVAL_MS);
    expect(out.chunks.length).toBe(2);
    expect(out.chunks[1]).toBe("\r\x1b[JPAGE    ██████░░░░  2/3  passed 1 · failed 0 · warned 1 · not exercised 0");
    expect(vi.getTimerCount()).toBe(0);

    vi.advanceTimersByTime(500);
    finish(2, "fail");
    // The failure goes above the live area, which is then drawn again below it.
    expect(out.chunks.slice(2).join("")).toBe(
      "\r\x1b[J✗ PAGE-RULE2 listTasks — bad page\nPAGE    ██████████  3/3  passed 1 · failed 1 · warned 1 · not exercised 0",
    );

    vi.advanceTimersByTime(1);
    r.handle(f.finished);
    r.handle(runFinished());
    expect(vi.getTimerCount()).toBe(0);
    expect(out.chunks.at(-1)).toBe(
      "\r\x1b[JPAGE    ██████████  3/3  passed 1 · failed 1 · warned 1 · not exercised 0  (0.6 s)\n",
    );
  });

  it("keeps a live line inside the window so a redraw never has to unwrap", () => {
    const out = sink(40);
    const r = new TerminalReporter({ out, tty: true, color: true });
    const f = fakeFamily("ERRORS", 120);
    r.handle(f.started);
    const live = screenLines(out.text()).at(-1)!;
    expect(live.startsWith("ERRORS  ░░░░░░░░░░    0/120  passed 0")).toBe(true);
    expect([...live].length).toBe(39);
    expect(live.endsWith("…")).toBe(true);
    r.handle(runFinished("SIGINT"));
  });

  it("in a pipe writes nothing until something fails or a family ends", () => {
    const out = sink();
    const r = new TerminalReporter({ out, tty: false, color: false });
    const f = fakeFamily("NULL", 2);
    r.handle(f.started);
    r.handle(f.finish(0, "pass"));
    expect(out.chunks).toEqual([]);
    r.handle(f.finished);
    r.handle(runFinished());
    expect(out.text()).toMatch(/^NULL {4}1 results: 1 passed, 0 failed, 0 warned, 0 not exercised \(\d\.\d s\)\n$/);
  });
});

describe("terminalOptions", () => {
  const tty = { isTTY: true };
  const pipe = { isTTY: false };

  it.each([
    ["a TTY", {}, tty, { tty: true, color: true }],
    ["a pipe", {}, pipe, { tty: false, color: false }],
    ["a stream without isTTY", {}, {}, { tty: false, color: false }],
    ["NO_COLOR on a TTY", { NO_COLOR: "1" }, tty, { tty: true, color: false }],
    ["NO_COLOR with any value", { NO_COLOR: "false" }, tty, { tty: true, color: false }],
    ["an empty NO_COLOR (ignored)", { NO_COLOR: "" }, tty, { tty: true, color: true }],
    ["TERM=dumb", { TERM: "dumb" }, tty, { tty: false, color: false }],
    ["FORCE_COLOR=1 in a pipe", { FORCE_COLOR: "1" }, pipe, { tty: false, color: true }],
    ["FORCE_COLOR=0 on a TTY", { FORCE_COLOR: "0" }, tty, { tty: true, color: false }],
    ["NO_COLOR over FORCE_COLOR", { NO_COLOR: "1", FORCE_COLOR: "1" }, tty, { tty: true, color: false }],
  ])("%s", (_name, env, stream, expected) => {
    expect(terminalOptions(env as Record<string, string>, stream)).toEqual(expected);
  });
});

// ---- The closing block ----

type ReportOverrides = Partial<Omit<ConformanceReport, "summary">> & {
  summary?: Partial<ConformanceReport["summary"]>;
};

function report(over: ReportOverrides = {}): ConformanceReport {
  const { summary, ...rest } = over;
  return {
    tool: { name: "app-conformance", version: "0.1.0" },
    contract: { version: "1.61.0", operations: 3 },
    target: { baseUrl: "http://127.0.0.1:4010", embedded: true, workspaceId: "ws_1", peerWorkspace: false },
    seed: 7,
    profile: "full",
    strict: false,
    startedAt: "2025-01-01T00:00:00.000Z",
    durationMs: 12_345,
    summary: {
      ...{
        passed: 10,
        failed: 0,
        warned: 1,
        notExercised: 2,
        requests: 321,
        rules: 5,
        results: 13,
        mustFailed: 0,
        shouldFailed: 0,
      },
      ...summary,
    },
    operations: [
      { operationId: "listKeys", method: "get", path: "/keys", exercised: true, statuses: [200], tag: "Keys" },
      { operationId: "createKey", method: "post", path: "/keys", exercised: true, statuses: [201], tag: "Keys" },
      { operationId: "deleteKey", method: "delete", path: "/keys/{id}", exercised: false, statuses: [], tag: "Keys" },
    ],
    results: [],
    leftovers: [],
    errors: [],
    transitions: [],
    ...rest,
  };
}

const PATHS = { dir: "/work/reports/2025-01-01", files: ["conformance.json", "junit.xml", "index.html", "summary.md"] };

describe("verdictLines", () => {
  it("on a pass: target, figures, verdict and where the reports are, and nothing else", () => {
    expect(verdictLines(report(), PATHS, false)).toEqual([
      "target   embedded reference server  (profile full, seed 7)",
      "results  13 for 5 rules: 10 passed, 0 failed (0 MUST), 1 warned, 2 not exercised",
      "requests 321 in 12.3 s; operations exercised 2/3",
      "verdict  PASS",
      "reports  /work/reports/2025-01-01  (conformance.json, junit.xml, index.html, summary.md)",
    ]);
  });

  it("on a failure: the base URL, strict, leftovers and every error line, verdict FAIL", () => {
    const lines = verdictLines(
      report({
        target: { baseUrl: "https://api.example.com", embedded: false, workspaceId: "ws_1", peerWorkspace: false },
        strict: true,
        summary: { failed: 2, mustFailed: 1, passed: 8 },
        leftovers: [
          { kind: "key", id: "k_1", reason: "revocation failed" },
          { kind: "pipeline", id: "p_\x1b[31m2", reason: "delete answered 500" },
        ],
        errors: ["suites/page/page.test.ts: boom\n    at line 3"],
      }),
      PATHS,
      false,
    );
    expect(lines[0]).toBe("target   https://api.example.com  (profile full, seed 7, strict)");
    expect(lines[1]).toBe("results  13 for 5 rules: 8 passed, 2 failed (1 MUST), 1 warned, 2 not exercised");
    expect(lines).toContain("leftovers 2: key k_1, pipeline p_2");
    expect(lines).toContain("error    suites/page/page.test.ts: boom");
    expect(lines).toContain("         at line 3");
    expect(lines.at(-2)).toBe("verdict  FAIL");
    expect(lines.join("\n")).not.toContain("\x1b");
  });

  it("counts the clauses on a line of their own after the figures, when the report has them", () => {
    const clauseSummary = { total: 300, checkable: 260, uncheckable: 40, checked: 120, passing: 117, failing: 3 };
    const lines = verdictLines(report({ clauseSummary }), PATHS, false);
    expect(lines[3]).toBe("clauses  120 checked of 260 checkable (40 uncheckable)");
    expect(lines.filter((l) => l.startsWith("clauses")).length).toBe(1);
    expect(lines.at(-2)).toBe("verdict  PASS");
  });

  it("takes the verdict from exitCode: an error alone fails the run", () => {
    const verdict = (over: ReportOverrides) => verdictLines(report(over), PATHS, false).at(-2);
    expect(verdict({ errors: ["a hook crashed"] })).toBe("verdict  FAIL");
    expect(verdict({ summary: { failed: 1, shouldFailed: 1 } })).toBe("verdict  PASS");
    expect(verdict({ strict: true, summary: { failed: 1, shouldFailed: 1 } })).toBe("verdict  FAIL");
  });

  it("colours only when asked", () => {
    const failing = report({ summary: { failed: 1, mustFailed: 1 } });
    const coloured = verdictLines(failing, PATHS, true);
    expect(coloured.join("\n")).toMatch(SGR);
    expect(coloured.map((l) => l.replace(ANY_SGR, ""))).toEqual(verdictLines(failing, PATHS, false));
  });

  it("with a baseline: the counts, then the first new and fixed keys", () => {
    const baseline: BaselineOutcome = {
      file: "conformance-baseline.json",
      known: ["OP-STATUS listKeys", "PAGE-ORDER listRuns", "NULL-ABSENT getKey"],
      new: Array.from({ length: BASELINE_LISTED + 5 }, (_, i) => `AUTH-403-BELOW op${i}`),
      fixed: ["VALID-LIMIT listTasks"],
      warnings: ["The baseline conformance-baseline.json was run with seed 1, this run with seed 7."],
    };
    const lines = verdictLines(report({ baseline }), PATHS, false);
    const at = lines.indexOf("baseline conformance-baseline.json: 3 known failures, 25 new, 1 fixed");
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe(
      "  note   The baseline conformance-baseline.json was run with seed 1, this run with seed 7.",
    );
    expect(lines[at + 2]).toBe("  new    AUTH-403-BELOW op0");
    expect(lines[at + 1 + BASELINE_LISTED]).toBe(`  new    AUTH-403-BELOW op${BASELINE_LISTED - 1}`);
    expect(lines[at + 2 + BASELINE_LISTED]).toBe("         … and 5 more new");
    expect(lines[at + 3 + BASELINE_LISTED]).toBe("  fixed  VALID-LIMIT listTasks");
    expect(lines.filter((l) => l.startsWith("  new ")).length).toBe(BASELINE_LISTED);
    expect(lines.at(-2)).toMatch(/^verdict {2}(PASS|FAIL)$/);
    expect(lines.length - 2).toBe(at + 4 + BASELINE_LISTED);
  });

  it("with a baseline, a known MUST failure no longer fails the verdict", () => {
    const failing = {
      summary: { failed: 1, mustFailed: 1 },
      results: [{ rule: "OP-STATUS", operationId: "listKeys", outcome: "fail", level: "MUST" } as ReportResult],
    };
    const baseline: BaselineOutcome = {
      file: "b.json",
      known: ["OP-STATUS listKeys"],
      new: [],
      fixed: [],
      warnings: [],
    };
    expect(verdictLines(report(failing), PATHS, false).at(-2)).toBe("verdict  FAIL");
    expect(verdictLines(report({ ...failing, baseline }), PATHS, false).at(-2)).toBe("verdict  PASS");
  });
});

describe("TerminalReporter's pace: checks done of planned, an ETA, a heartbeat in a pipe", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const started = (planned: number): RunEvent => ({ type: "run-started", families: [{ family: "PAGE", planned }] });

  it("shows N/M checks and an ETA from the pace so far, above the families, on a TTY", () => {
    vi.useFakeTimers();
    const out = sink(100);
    const r = new TerminalReporter({ out, tty: true, color: false, now: () => Date.now() });
    const f = fakeFamily("PAGE", 4);
    r.handle(started(4));
    r.handle(f.started);
    expect(screenLines(out.text())).toContain("0/4 checks");
    vi.advanceTimersByTime(30_000);
    r.handle(f.finish(0, "pass"));
    vi.advanceTimersByTime(REDRAW_INTERVAL_MS);
    // One check in 30 s, three left: 1 min 30 s.
    const screen = screenLines(out.text());
    expect(screen.at(-2)).toBe("1/4 checks · ETA 1 min 30 s");
    expect(screen.at(-1)).toMatch(/^PAGE {4}██░{8} {2}1\/4/);
    r.handle(f.finished);
    r.handle(runFinished());
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`in a pipe, prints a heartbeat after ${HEARTBEAT_MS / 1000} s without a line, and none once the run ends`, () => {
    vi.useFakeTimers();
    const out = sink();
    const r = new TerminalReporter({ out, tty: false, color: false, now: () => Date.now() });
    const f = fakeFamily("PAGE", 3);
    r.handle(started(3));
    r.handle(f.started);
    r.handle({ type: "check-started", family: "PAGE", rule: "PAGE-RULE0", operationId: "listTasks" });
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(out.text()).toBe("");
    vi.advanceTimersByTime(1);
    expect(out.text()).toBe("… 0/3 checks (running PAGE-RULE0 listTasks)\n");
    r.handle(f.finish(0, "fail"));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(out.text().split("\n").at(-2)).toBe("… 1/3 checks · ETA 40 s");
    // Never more than 15 s of silence, whatever the checks do.
    expect(HEARTBEAT_MS).toBeLessThanOrEqual(15_000);
    r.handle(f.finished);
    r.handle(runFinished());
    expect(vi.getTimerCount()).toBe(0);
    const before = out.text();
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(out.text()).toBe(before);
  });

  it("says an ETA the way a person reads it", () => {
    expect(duration(400)).toBe("1 s");
    expect(duration(45_000)).toBe("45 s");
    expect(duration(200_000)).toBe("3 min 20 s");
    expect(duration(3_900_000)).toBe("1 h 5 min");
  });
});
