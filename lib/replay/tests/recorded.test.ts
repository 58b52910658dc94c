/** A recorded request rebuilt with fresh keys, or refused with the reason a reader is told. */
import { describe, expect, it } from "vitest";
import type { Exchange } from "../../http/exchange.ts";
import { rebuild } from "../recorded.ts";

const KEYS = { admin: "apk_a.fresh-admin", read: "apk_r.fresh-read", write: null, decide: null, peer: null };

function recorded(over: Partial<Exchange>): Exchange {
  return {
    seq: 1,
    method: "POST",
    url: "http://127.0.0.1:4010/base/api/v1/runs/r1/approve?x=1",
    requestHeaders: {
      accept: "application/json",
      authorization: "Bearer $READ_KEY",
      "content-type": "application/json",
    },
    requestBody: "{}",
    startedAt: 0,
    durationMs: 0,
    attempts: 1,
    reproduction: "",
    ...over,
  };
}

describe("rebuild", () => {
  it("puts the fresh key of the named rung in, and the path under the new API prefix, query kept", () => {
    const r = rebuild(recorded({}), "/base/api/v1", KEYS);
    expect(r).toMatchObject({
      ok: true,
      request: { method: "POST", path: "/runs/r1/approve?x=1", body: "{}" },
      shown: { credential: "Bearer $READ_KEY" },
    });
    expect(r.ok && r.request.headers.authorization).toBe("Bearer apk_r.fresh-read");
  });

  it("sends a literal credential (the unknown-key rule's made-up key) as it was", () => {
    const r = rebuild(recorded({ requestHeaders: { authorization: "Bearer apk_x.aaaaaaaa" } }), "/base/api/v1", KEYS);
    expect(r.ok && r.request.headers.authorization).toBe("Bearer apk_x.aaaaaaaa");
  });

  it.each([
    [{ requestBody: `${"x".repeat(4_000)}… (5123 chars)` }, "its body (5,123 characters) was cut to 4,000"],
    [{ requestBody: '{"secret":"[REDACTED]"}' }, "its body held a secret"],
    [{ requestHeaders: { authorization: "Bearer [REDACTED]" } }, "minted for itself"],
    [{ requestHeaders: { authorization: "Bearer $API_KEY" } }, "minted for itself"],
    [{ requestHeaders: { authorization: "Bearer $WRITE_KEY" } }, "needs $WRITE_KEY, which this replay has no key for"],
    [{ requestHeaders: { accept: "text/event-stream" } }, "an event stream"],
    [{ url: "http://127.0.0.1:4010/elsewhere" }, "outside the API"],
  ])("refuses %o: %s", (over, why) => {
    const r = rebuild(recorded(over), "/base/api/v1", KEYS);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.why).toContain(why);
  });

  it("sends a body of exactly 4,000 characters that merely ends like the mark", () => {
    const body = `${"x".repeat(3_980)}… (12 chars)`.slice(0, 4_000);
    expect(rebuild(recorded({ requestBody: body }), "/base/api/v1", KEYS).ok).toBe(true);
  });
});
