/**
 * The client duties of `serve --check-clients` (server/conduct/duties/), each on exchanges built by
 * hand: the breach it names, and the near misses it must leave alone (another body, a late retry,
 * an idempotent method, a stream the client closed, polling, a walk that ends on null).
 */
import { describe, expect, it } from "vitest";
import {
  ACCEPT_UNKNOWN,
  DUTIES,
  PAGING_ENDS_ON_NULL,
  RETRY_NON_IDEMPOTENT,
  STOP_ON_ECHOED_CURSOR,
  STREAM_NO_RECONNECT,
} from "../conduct/duties/index.ts";
import { isIdempotent } from "../conduct/idempotent.ts";
import { buildConductReport, judgeClient } from "../conduct/report.ts";
import { conductMarkdown } from "../conduct/markdown.ts";
import type { Duty, RecordedExchange } from "../conduct/types.ts";
import { contractIndex } from "../../lib/contract/index.ts";
import { isClauseId } from "../../contract/clauses/index.ts";

/** A recorded exchange: a successful GET of /me by client `c1` at t=0 unless told otherwise. */
function ex(seq: number, over: Partial<RecordedExchange> = {}): RecordedExchange {
  const startedAt = over.startedAt ?? seq * 100;
  return {
    seq,
    client: "c1",
    method: "GET",
    path: "/api/v1/me",
    query: "",
    operationId: "getMe",
    idempotent: true,
    stream: false,
    paged: false,
    bodyDigest: null,
    startedAt,
    endedAt: startedAt + 10,
    status: 200,
    completed: true,
    cursorSent: null,
    doctored: null,
    events: [],
    terminal: null,
    closedBy: null,
    clientError: null,
    ...over,
  };
}

const post = (seq: number, over: Partial<RecordedExchange> = {}) =>
  ex(seq, {
    method: "POST",
    path: "/api/v1/use-cases/diagnostics-drill/invocations",
    operationId: "invokeUseCase",
    idempotent: false,
    bodyDigest: "b1",
    status: 503,
    ...over,
  });
const stream = (seq: number, over: Partial<RecordedExchange> = {}) =>
  ex(seq, {
    path: "/api/v1/jobs/job_1/events",
    operationId: "streamJobEvents",
    stream: true,
    terminal: "done",
    closedBy: "server",
    events: ["progress", "done"],
    ...over,
  });
const page = (seq: number, sent: string | null, answered: string | null, over: Partial<RecordedExchange> = {}) =>
  ex(seq, {
    path: "/api/v1/kaizen/entries",
    query: sent ? `limit=2&cursor=${sent}` : "limit=2",
    operationId: "listKaizenEntries",
    paged: true,
    cursorSent: sent,
    cursorAnswered: answered,
    ...over,
  });
const unknowns = { unknownFields: 3, unknownValues: ["/status"], echoedCursor: false };

function run(duty: Duty, xs: RecordedExchange[], client = "c1") {
  return duty.detect(
    xs.filter((x) => x.client === client),
    xs,
  );
}

describe("the duties as data", () => {
  it("have unique CLIENT- ids, a level, and cite clause register ids", () => {
    expect(new Set(DUTIES.map((d) => d.id)).size).toBe(DUTIES.length);
    for (const d of DUTIES) {
      expect(d.id).toMatch(/^CLIENT-[A-Z-]+$/);
      expect(d.clauses.length).toBeGreaterThan(0);
      for (const c of d.clauses) expect(isClauseId(c), `${d.id} cites ${c}`).toBe(true);
    }
  });

  it("take idempotency from the method and from the contract's rows", () => {
    const op = (id: string) => contractIndex().byId(id);
    expect(isIdempotent("GET", op("getMe"))).toBe(true);
    expect(isIdempotent("DELETE", op("deleteKey"))).toBe(true);
    expect(isIdempotent("POST", op("cancelJob"))).toBe(true);
    expect(isIdempotent("POST", op("linkRepo"))).toBe(true);
    expect(isIdempotent("POST", op("createJob"))).toBe(false);
    expect(isIdempotent("POST", op("invokeUseCase"))).toBe(false);
    // "retry after partial failure files a second issue … not idempotent"
    expect(isIdempotent("POST", op("fileFollowUpItem"))).toBe(false);
    expect(isIdempotent("PATCH", null)).toBe(false);
  });
});

describe(RETRY_NON_IDEMPOTENT.id, () => {
  it("finds a failed POST sent again, and follows the chain of attempts as one breach", () => {
    const f = run(RETRY_NON_IDEMPOTENT, [post(1), post(2), post(3, { status: 200 })]);
    expect(f.occasions).toBe(1);
    expect(f.violations).toHaveLength(1);
    expect(f.violations[0].exchanges.map((x) => x.seq)).toEqual([1, 2, 3]);
    expect(f.violations[0].message).toMatch(/answered 503; the same request was sent again 2 time\(s\)/);
  });

  it("counts a request left unanswered (timeout, dropped connection) as failed", () => {
    const f = run(RETRY_NON_IDEMPOTENT, [post(1, { status: null, completed: false }), post(2, { status: 200 })]);
    expect(f.violations).toHaveLength(1);
    expect(f.violations[0].message).toMatch(/closed before any answer/);
  });

  it("leaves alone another body, a late resend, a concurrent duplicate, an idempotent request, a success, another client", () => {
    expect(run(RETRY_NON_IDEMPOTENT, [post(1), post(2, { bodyDigest: "b2" })]).violations).toEqual([]);
    expect(run(RETRY_NON_IDEMPOTENT, [post(1), post(2, { startedAt: 100 + 10 + 30_001 })]).violations).toEqual([]);
    expect(run(RETRY_NON_IDEMPOTENT, [post(1, { endedAt: 500 }), post(2, { startedAt: 200 })]).violations).toEqual([]);
    expect(
      run(RETRY_NON_IDEMPOTENT, [
        post(1, { method: "PUT", idempotent: true }),
        post(2, { method: "PUT", idempotent: true }),
      ]),
    ).toEqual({ occasions: 0, violations: [] });
    expect(run(RETRY_NON_IDEMPOTENT, [post(1, { status: 201 }), post(2, { status: 201 })])).toEqual({
      occasions: 0,
      violations: [],
    });
    expect(run(RETRY_NON_IDEMPOTENT, [post(1), post(2, { client: "c2" })]).violations).toEqual([]);
  });
});

describe(STREAM_NO_RECONNECT.id, () => {
  it("finds a stream the server ended opened again within seconds", () => {
    const f = run(STREAM_NO_RECONNECT, [stream(1), stream(2), stream(3)]);
    expect(f.occasions).toBe(1);
    expect(f.violations).toHaveLength(1);
    expect(f.violations[0].exchanges).toHaveLength(3);
    expect(f.violations[0].message).toMatch(/with the terminal event `done`; the client opened it again 2 time\(s\)/);
  });

  it("counts a stream the server closed without a terminal event too", () => {
    expect(run(STREAM_NO_RECONNECT, [stream(1, { terminal: null }), stream(2)]).violations[0].message).toMatch(
      /by closing it/,
    );
  });

  it("leaves alone a stream the client closed, a refused stream, another stream, a reopening after the window", () => {
    expect(
      run(STREAM_NO_RECONNECT, [stream(1, { closedBy: "client", completed: false, terminal: null }), stream(2)])
        .violations,
    ).toEqual([]);
    expect(run(STREAM_NO_RECONNECT, [stream(1, { status: 401, closedBy: "server" }), stream(2)]).violations).toEqual(
      [],
    );
    expect(run(STREAM_NO_RECONNECT, [stream(1), stream(2, { path: "/api/v1/jobs/job_2/events" })]).violations).toEqual(
      [],
    );
    expect(run(STREAM_NO_RECONNECT, [stream(1), stream(2, { startedAt: 100 + 10 + 10_001 })]).violations).toEqual([]);
  });
});

describe(PAGING_ENDS_ON_NULL.id, () => {
  it("keeps a walk that ends on the null cursor", () => {
    expect(run(PAGING_ENDS_ON_NULL, [page(1, null, "A"), page(2, "A", "B"), page(3, "B", null)])).toEqual({
      occasions: 1,
      violations: [],
    });
  });

  it("finds a cursor the server never issued (a `null` sent after the last page)", () => {
    const f = run(PAGING_ENDS_ON_NULL, [
      page(1, null, "A"),
      page(2, "A", null),
      page(3, "null", null, { status: 400, cursorAnswered: undefined }),
    ]);
    expect(f.violations.map((v) => v.message)).toEqual([
      expect.stringMatching(/sent the cursor "null", which no answer of the server had carried/),
    ]);
  });

  it("finds the last page asked for again", () => {
    const f = run(PAGING_ENDS_ON_NULL, [page(1, null, "A"), page(2, "A", null), page(3, "A", null)]);
    expect(f.violations.map((v) => v.exchanges.map((x) => x.seq))).toEqual([[2, 3]]);
  });

  it("takes a cursor issued to another client as issued", () => {
    expect(run(PAGING_ENDS_ON_NULL, [page(1, null, "A", { client: "c2" }), page(2, "A", null)]).violations).toEqual([]);
  });
});

describe(STOP_ON_ECHOED_CURSOR.id, () => {
  const echoed = { unknownFields: 0, unknownValues: [], echoedCursor: true };
  it("finds the echoed cursor sent again", () => {
    const f = run(STOP_ON_ECHOED_CURSOR, [
      page(1, null, "A"),
      page(2, "A", "A", { doctored: echoed }),
      page(3, "A", "B"),
    ]);
    expect(f.occasions).toBe(1);
    expect(f.violations.map((v) => v.exchanges.map((x) => x.seq))).toEqual([[2, 3]]);
  });

  it("keeps a client that stops, or starts the list over", () => {
    expect(run(STOP_ON_ECHOED_CURSOR, [page(1, null, "A"), page(2, "A", "A")])).toEqual({
      occasions: 1,
      violations: [],
    });
    expect(
      run(STOP_ON_ECHOED_CURSOR, [page(1, null, "A"), page(2, "A", "A"), page(3, null, "A"), page(4, "A", "B")])
        .violations,
    ).toEqual([]);
  });
});

describe(ACCEPT_UNKNOWN.id, () => {
  it("finds a failure reported right after an answer with unknown content", () => {
    const f = run(ACCEPT_UNKNOWN, [
      ex(1, { doctored: unknowns }),
      ex(2, { clientError: "unexpected value of status" }),
    ]);
    expect(f.occasions).toBe(1);
    expect(f.violations[0].message).toMatch(
      /GET \/api\/v1\/me answered 200 with unknown fields and unknown enum values \(\/status\), the client reported a failure: "unexpected value of status"/,
    );
  });

  it("leaves alone a failure reported after an echoed cursor (its duty) or after a 503", () => {
    const echoAndUnknown = { ...unknowns, echoedCursor: true };
    expect(
      run(ACCEPT_UNKNOWN, [page(1, "A", "A", { doctored: echoAndUnknown }), ex(2, { clientError: "cursor echoed" })])
        .violations,
    ).toEqual([]);
    expect(
      run(ACCEPT_UNKNOWN, [ex(1, { doctored: unknowns }), post(2), ex(3, { clientError: "503" })]).violations,
    ).toEqual([]);
  });

  it("finds a non-idempotent request sent again after its success, but not a read polled again", () => {
    const f = run(ACCEPT_UNKNOWN, [
      post(1, { status: 202, doctored: unknowns }),
      post(2, { status: 202, doctored: unknowns }),
    ]);
    expect(f.violations.map((v) => v.exchanges.map((x) => x.seq))).toEqual([[1, 2]]);
    expect(run(ACCEPT_UNKNOWN, [ex(1, { doctored: unknowns }), ex(2, { doctored: unknowns })]).violations).toEqual([]);
  });

  it("finds a walk abandoned at a page with unknown content, not one that only read the first page", () => {
    const abandoned = run(ACCEPT_UNKNOWN, [
      page(1, null, "A", { doctored: unknowns }),
      page(2, "A", "B", { doctored: unknowns }),
    ]);
    expect(abandoned.violations.map((v) => v.exchanges.map((x) => x.seq))).toEqual([[2]]);
    expect(run(ACCEPT_UNKNOWN, [page(1, null, "A", { doctored: unknowns })]).violations).toEqual([]);
    expect(
      run(ACCEPT_UNKNOWN, [
        page(1, null, "A", { doctored: unknowns }),
        page(2, "A", "B", { doctored: unknowns }),
        page(3, "B", null, { doctored: unknowns }),
      ]).violations,
    ).toEqual([]);
  });

  it("is not exercised when nothing was added", () => {
    expect(run(ACCEPT_UNKNOWN, [ex(1), ex(2, { clientError: "x" })])).toEqual({ occasions: 0, violations: [] });
  });
});

describe("the conduct report", () => {
  const recording = [post(1), post(2), page(3, null, null, { client: "c2" }), ex(4, { client: "c2" })];

  it("judges each client on every duty: fail, pass or not exercised", () => {
    const c1 = judgeClient("c1", recording);
    expect(c1.broke).toEqual([RETRY_NON_IDEMPOTENT.id]);
    expect(c1.results.find((r) => r.rule === STREAM_NO_RECONNECT.id)!.outcome).toBe("not-exercised");
    const c2 = judgeClient("c2", recording);
    expect(c2.broke).toEqual([]);
    expect(c2.results.find((r) => r.rule === PAGING_ENDS_ON_NULL.id)).toMatchObject({ outcome: "pass", occasions: 1 });
  });

  it("is broken when a client broke a duty, with JSON and Markdown naming the client and the evidence", () => {
    const report = buildConductReport(
      {
        exchanges: recording,
        settings: { echoCursorOnce: false, addUnknown: false },
        startedAt: new Date(0),
        origin: 0,
        durationMs: 1000,
      },
      contractIndex(),
    );
    expect(report.verdict).toBe("broken");
    expect(report.summary).toEqual({ clients: 2, requests: 4, unrecorded: 0, brokenClients: 1, failures: 1 });
    expect(report.clients.map((c) => c.client)).toEqual(["c1", "c2"]);
    const md = conductMarkdown(report);
    expect(md).toContain("# Client conduct: 1 of 2 client(s) broke 1 duty(ies)");
    expect(md).toContain("## `c1`: 1 duty(ies) broken");
    expect(md).toContain("- #1 +0.10 s `POST /api/v1/use-cases/diagnostics-drill/invocations` → 503");
    const clean = buildConductReport(
      {
        exchanges: recording.filter((x) => x.client === "c2"),
        settings: { echoCursorOnce: true, addUnknown: true },
        startedAt: new Date(0),
        origin: 0,
        durationMs: 1,
      },
      contractIndex(),
    );
    expect(clean.verdict).toBe("clean");
    expect(conductMarkdown(clean)).toMatch(/^# Client conduct: no client broke a duty/);
  });
});
