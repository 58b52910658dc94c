/**
 * verify-traffic runs the linearizability checker on recorded traffic whose entries overlap in time
 * (issue 28): a task's reads and PATCHes recorded by racing clients are judged as CONC-LOST-UPDATE-TASK
 * once the traffic ends; the same exchanges one after another are left to the sequential judges.
 */
import { describe, expect, it } from "vitest";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { TrafficSession } from "../../suites/traffic/session.ts";

const T0 = Date.UTC(2025, 0, 1);
const task = (title: string, description: string) => ({
  taskId: "tsk_1",
  title,
  description,
  status: "planned",
});

/** A recorded exchange on task tsk_1 that began `at` ms after T0 and took `ms`. */
function exchange(
  method: "GET" | "PATCH",
  body: Record<string, unknown> | null,
  answer: unknown,
  at: number,
  ms: number,
): CapturedExchange {
  const text = JSON.stringify(answer);
  return {
    startedAt: new Date(T0 + at).toISOString(),
    durationMs: ms,
    method,
    url: "http://127.0.0.1:9/api/v1/tasks/tsk_1",
    requestHeaders: { authorization: "Bearer apk_unstated.some-secret", "content-type": "application/json" },
    requestBody: body ? JSON.stringify(body) : null,
    status: 200,
    responseHeaders: { "content-type": "application/json" },
    responseBody: text,
    responseBytes: text.length,
  };
}

function judged(entries: CapturedExchange[]) {
  const session = new TrafficSession();
  for (const e of entries) session.feed(e);
  return session.results().filter((r) => r.rule === "CONC-LOST-UPDATE-TASK");
}

describe("verify-traffic on racing exchanges", () => {
  it("fails two overlapping PATCHes of different fields when one lost the other, with the timeline", () => {
    const results = judged([
      exchange("GET", null, task("t0", "d0"), 0, 5),
      // Both began before either answered; the title's PATCH wrote back the description it read.
      exchange("PATCH", { title: "t1" }, task("t1", "d0"), 10, 30),
      exchange("PATCH", { description: "d1" }, task("t0", "d1"), 12, 20),
      exchange("GET", null, task("t1", "d0"), 50, 5),
    ]);
    expect(results).toHaveLength(1);
    expect(results[0].outcome).toBe("fail");
    expect(results[0].message).toContain("no order of the 4 exchanges on task tsk_1");
    expect(results[0].message).toMatch(/client \d+ │ #\d+ \[/);
    expect(results[0].evidence.length).toBeGreaterThanOrEqual(2);
  });

  it("passes overlapping PATCHes whose answers one order gives", () => {
    const results = judged([
      exchange("GET", null, task("t0", "d0"), 0, 5),
      exchange("PATCH", { title: "t1" }, task("t1", "d1"), 10, 30),
      exchange("PATCH", { description: "d1" }, task("t0", "d1"), 12, 20),
      exchange("GET", null, task("t1", "d1"), 50, 5),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(["pass"]);
  });

  it("leaves exchanges that never overlap to the sequential judges", () => {
    const results = judged([
      exchange("PATCH", { title: "t1" }, task("t1", "d0"), 0, 5),
      exchange("PATCH", { description: "d1" }, task("t0", "d1"), 10, 5),
    ]);
    expect(results).toEqual([]);
  });
});
