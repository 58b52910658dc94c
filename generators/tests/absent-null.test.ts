/** Every absent/null variant passes the contract's validator exactly when it says it is valid. */
import { describe, expect, it } from "vitest";
import { absentNullVariants } from "../absent-null.ts";
import { minimalValue, validValue } from "../values.ts";
import { sample, seedFor } from "../seed.ts";
import { RUN_SEED, bodies, shapes, show } from "./fixtures.ts";

describe.each([
  ["request body", bodies],
  ["named shape", shapes],
] as const)("%s absent/null variants", (_kind, targets) => {
  it.each(targets.map((t) => [t.name, t] as const))("%s: each variant is valid iff it says so", (name, t) => {
    const bases = [minimalValue(t.node), ...sample(validValue(t.node), seedFor(RUN_SEED, "absent-null-base", name), 3)];
    for (const base of bases) {
      for (const v of absentNullVariants(t.node, base)) {
        const r = t.validate(v.value);
        expect(r.ok, `${v.label} on ${JSON.stringify(base)} → ${show(r.issues)}`).toBe(v.valid);
      }
    }
  });
});

describe("absentNullVariants", () => {
  const body = (name: string) => bodies.find((b) => b.name === name)!.node;

  it("gives absent and null for every key, nested ones included", () => {
    const node = body("createServiceTask");
    const variants = absentNullVariants(node, minimalValue(node));
    const summary = (path: string) => variants.filter((v) => v.path === path).map((v) => [v.kind, v.valid]);
    expect(summary("/title")).toEqual([
      ["absent", false],
      ["null", false],
    ]);
    expect(summary("/description")).toEqual([
      ["absent", true],
      ["null", false],
    ]);
    expect(summary("/ticket/ref")).toEqual([
      ["absent", false],
      ["null", false],
    ]);
    const fork = body("chooseFork");
    expect(
      absentNullVariants(fork, minimalValue(fork))
        .filter((v) => v.path === "/note")
        .map((v) => [v.kind, v.valid]),
    ).toEqual([
      ["absent", true],
      ["null", true],
    ]);
  });
});
