/** Every boundary case passes the contract's validator exactly when it says it is valid. */
import { describe, expect, it } from "vitest";
import { applyCase, boundaryCases, withValueAt } from "../boundaries.ts";
import { minimalValue, validValue } from "../values.ts";
import { sample, seedFor } from "../seed.ts";
import { RUN_SEED, bodies, shapes, show } from "./fixtures.ts";

describe.each([
  ["request body", bodies],
  ["named shape", shapes],
] as const)("%s boundaries", (_kind, targets) => {
  it.each(targets.map((t) => [t.name, t] as const))("%s: labels are unique", (_name, t) => {
    const labels = boundaryCases(t.node).map((c) => c.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it.each(targets.map((t) => [t.name, t] as const))("%s: each case is valid iff it says so", (name, t) => {
    const bases = [minimalValue(t.node), ...sample(validValue(t.node), seedFor(RUN_SEED, "boundary-base", name), 3)];
    for (const c of boundaryCases(t.node)) {
      for (const base of bases) {
        const r = t.validate(applyCase(base, c));
        expect(r.ok, `${c.label} on ${JSON.stringify(base)} → ${show(r.issues)}`).toBe(c.valid);
        if (!c.valid)
          expect(
            r.issues.some((i) => i.path === c.path || i.keyword === "discriminator"),
            c.label,
          ).toBe(true);
      }
    }
  });
});

describe("boundaryCases", () => {
  const body = (name: string) => bodies.find((b) => b.name === name)!.node;

  it("gives min, max, min-1 and max+1 of every length bound", () => {
    const title = boundaryCases(body("createJob")).filter((c) => c.path === "/title" || c.path === "/input");
    expect(title.map((c) => [c.path, (c.value as string).length, c.valid])).toEqual([
      ["/input", 1, true],
      ["/input", 0, false],
      ["/input", 50000, true],
      ["/input", 50001, false],
      ["/title", 200, true],
      ["/title", 201, false],
    ]);
  });

  it("gives every enum value and one unknown value", () => {
    const choice = boundaryCases(body("resolveExceededClarity")).filter((c) => c.path === "/choice");
    expect(choice.filter((c) => c.valid).map((c) => c.value)).toEqual(["extra-round", "proceed", "stop-reset"]);
    expect(choice.filter((c) => !c.valid)).toHaveLength(1);
  });

  it("keeps patterns while probing lengths, and walks into nested objects, arrays and union branches", () => {
    const cases = boundaryCases(body("createServiceTask"));
    expect(cases.map((c) => c.path)).toEqual(
      expect.arrayContaining(["/ticket/ref", "/documents/0/ref", "/documents/0/content"]),
    );
    const secret = boundaryCases(body("putNotificationWebhook")).filter((c) => c.path === "/url");
    for (const c of secret) expect(c.value).toMatch(/^https:\/\//);
  });

  it("accepts unknown members of open sets", () => {
    const taskType = boundaryCases(body("createServiceTask")).filter((c) => c.path === "/taskType");
    expect(taskType.length).toBeGreaterThan(1);
    expect(taskType.every((c) => c.valid)).toBe(true);
  });

  it("withValueAt copies along the path only", () => {
    const base = { a: { b: 1 }, c: [1, 2] };
    const out = withValueAt(base, "/a/b", 2) as typeof base;
    expect(out).toEqual({ a: { b: 2 }, c: [1, 2] });
    expect(base.a.b).toBe(1);
    expect(out.c).toBe(base.c);
    expect(withValueAt({}, "/x/0", "v")).toEqual({ x: ["v"] });
  });
});
