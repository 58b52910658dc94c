/** The operation index and the path matcher that the server routes with and the suite names operations by. */
import { describe, expect, it } from "vitest";
import { contractIndex, fillPath, PathMatcher } from "../index.ts";

const index = contractIndex();

describe("operation index", () => {
  it("finds every operation from a concrete path built from its own template", () => {
    for (const op of index.all) {
      const params = Object.fromEntries(
        op.pathParams.map((p) => [p.name, p.name === "stage" ? "architecture" : `v-${p.name}`]),
      );
      const found = index.match(op.method, fillPath(op.path, params));
      expect(found?.operation.operationId, `${op.method} ${op.path}`).toBe(op.operationId);
      expect(found?.params).toEqual(params);
    }
  });

  it("prefers literal segments over parameters", () => {
    expect(index.match("GET", "/repos/available")?.operation.path).toBe("/repos/available");
    expect(index.match("GET", "/debug/runs")?.operation.path).toBe("/debug/runs");
    expect(index.match("GET", "/debug/runs/r1")?.operation.path).toBe("/debug/runs/{runId}");
  });

  it("answers method-not-allowed with the methods the path has, and not-found otherwise", () => {
    expect(index.lookup("DELETE", "/me")).toEqual({ kind: "method-not-allowed", allow: ["GET"] });
    const webhook = index.lookup("POST", "/notification-webhook");
    expect(webhook.kind).toBe("method-not-allowed");
    expect(webhook.kind === "method-not-allowed" && [...webhook.allow].sort()).toEqual(["DELETE", "GET", "PUT"]);
    expect(index.lookup("GET", "/nope")).toEqual({ kind: "not-found" });
    expect(index.lookup("GET", "/tasks/")).toEqual({ kind: "not-found" });
    expect(index.lookup("GET", "/tasks/%E0%A4%A")).toEqual({ kind: "not-found" });
  });

  it("decodes percent-encoded parameters and round-trips fillPath", () => {
    const m = index.match("GET", fillPath("/tasks/{taskId}", { taskId: "a/b c" }));
    expect(m?.params.taskId).toBe("a/b c");
  });

  it("indexes by tag and by scope", () => {
    expect(index.byTag("Decisions")).toHaveLength(41);
    expect(index.tags).toHaveLength(16);
    const total = (["read", "write", "decide", "admin"] as const).reduce((n, s) => n + index.byScope(s).length, 0);
    expect(total).toBe(125);
    expect(index.byScope("decide").every((o) => o.tag === "Decisions")).toBe(true);
  });

  it("refuses a matcher with two parameter names at one depth", () => {
    const m = new PathMatcher<string>();
    m.add("/a/{x}", "GET", "1");
    expect(() => m.add("/a/{y}/b", "GET", "2")).toThrow(/clashes/);
  });
});
