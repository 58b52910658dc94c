/**
 * Every one-violation input fails the contract's validator, and every error it reports is about
 * that one place: the broken value, or (for a missing key or a union tag) its container.
 */
import { describe, expect, it } from "vitest";
import type { Issue } from "../../lib/contract/index.ts";
import { ABSENT, applyViolation, violations, type Violation } from "../violations.ts";
import { lastSegment, parentPointer } from "../pointer.ts";
import { minimalValue, validValue } from "../values.ts";
import { sample, seedFor } from "../seed.ts";
import { places } from "../walk.ts";
import { RUN_SEED, bodies, shapes, show } from "./fixtures.ts";

/** ajv's keyword for each constraint (a union tag is reported by `discriminator`). */
const KEYWORDS: Record<Violation["constraint"], string[]> = {
  required: ["required"],
  type: ["type"],
  null: ["type"],
  minLength: ["minLength"],
  maxLength: ["maxLength"],
  pattern: ["pattern"],
  format: ["format"],
  enum: ["enum", "const"],
  minimum: ["minimum"],
  maximum: ["maximum"],
};

/** The place the validator must report, and the keywords it may use there. */
function expectedReport(v: Violation): { path: string; keywords: string[] } {
  const tag = v.tagOf !== undefined || v.constraint === "required";
  return tag
    ? { path: parentPointer(v.path), keywords: [...KEYWORDS[v.constraint], "discriminator"] }
    : { path: v.path, keywords: KEYWORDS[v.constraint] };
}

function isAncestor(a: string, b: string): boolean {
  return a === "" ? b !== "" : b.startsWith(`${a}/`);
}

function checkReport(v: Violation, issues: Issue[], context: string) {
  const want = expectedReport(v);
  const key = lastSegment(v.path);
  const named = (i: Issue) =>
    i.keyword === "discriminator"
      ? i.params.tag === key
      : i.keyword === "required"
        ? i.params.missingProperty === key
        : true;
  expect(issues.length, context).toBeGreaterThan(0);
  // Exactly one constraint broken: nothing reported anywhere else, except the wrapper of a nullable
  // reference above it (`anyOf: [ref, null]` says "must match a schema in anyOf" and "must be null").
  const wrapper = (i: Issue) =>
    isAncestor(i.path, want.path) && (i.keyword === "anyOf" || (i.keyword === "type" && i.params.type === "null"));
  expect(
    issues.every((i) => i.path === want.path || wrapper(i)),
    `${context}: errors elsewhere → ${show(issues)}`,
  ).toBe(true);
  expect(
    issues.some((i) => want.keywords.includes(i.keyword) && named(i)),
    `${context}: no ${want.keywords} → ${show(issues)}`,
  ).toBe(true);
}

describe.each([
  ["request body", bodies],
  ["named shape", shapes],
] as const)("%s violations", (_kind, targets) => {
  it.each(targets.map((t) => [t.name, t] as const))("%s: labels are unique", (_name, t) => {
    const labels = violations(t.node).map((c) => c.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it.each(targets.map((t) => [t.name, t] as const))("%s: each violation fails at its path", (name, t) => {
    const bases = [minimalValue(t.node), ...sample(validValue(t.node), seedFor(RUN_SEED, "violation-base", name), 3)];
    for (const v of violations(t.node)) {
      for (const base of bases) {
        const value = applyViolation(base, v);
        const r = t.validate(value);
        expect(r.ok, `${v.label} on ${JSON.stringify(base)} passed`).toBe(false);
        checkReport(v, r.issues, v.label);
      }
    }
  });
});

describe("violations", () => {
  const body = (name: string) => bodies.find((b) => b.name === name)!.node;
  const at = (name: string, path: string) => violations(body(name)).filter((v) => v.path === path);

  it("covers required, type, null, lengths, enum", () => {
    expect(at("createJob", "/input").map((v) => v.constraint)).toEqual([
      "required",
      "type",
      "null",
      "minLength",
      "maxLength",
    ]);
    expect(at("createJob", "/input")[0].value).toBe(ABSENT);
    expect(at("resolveInputGate", "/choice").map((v) => v.constraint)).toContain("enum");
  });

  it("breaks each pattern of the contract in the documented way", () => {
    const pattern = (name: string, path: string) => at(name, path).find((v) => v.constraint === "pattern")?.value;
    expect(pattern("putNotificationWebhook", "/url")).toMatch(/^http:\/\//);
    expect(pattern("requestHumanTestFix", "/findings")).toBe("   ");
    expect(pattern("createKey", "/externalIdentity")).toBe("a\u0001b");
    expect(at("putNotificationWebhook", "/url").map((v) => v.constraint)).toEqual([
      "type",
      "null",
      "maxLength",
      "pattern",
      "format",
    ]);
  });

  it("leaves open sets, untyped objects' inner keys and any values alone", () => {
    expect(at("createServiceTask", "/taskType").map((v) => v.constraint)).toEqual(["type", "null"]);
    expect(violations(body("actOnNotification")).map((v) => v.constraint)).toEqual(["type", "null"]);
    for (const t of [...bodies, ...shapes]) {
      const vs = violations(t.node);
      for (const p of places(t.node)) {
        const here = vs.filter((v) => v.path === p.path).map((v) => v.constraint);
        if (p.node.kind === "any")
          expect(
            here.filter((c) => c !== "required"),
            `${t.name} ${p.path}`,
          ).toEqual([]);
        if (p.node.kind === "string" && p.node.knownValues)
          expect(here.filter((c) => !["required", "type", "null"].includes(c))).toEqual([]);
      }
      expect(
        vs.filter(
          (v) =>
            v.constraint === "null" && v.path !== "" && places(t.node).find((p) => p.path === v.path)?.node.nullable,
        ),
      ).toEqual([]);
    }
  });

  it("walks into tagged union branches with their tag set", () => {
    const doc = violations(body("attachTaskDocument"));
    const title = doc.find((v) => v.path === "/title" && v.constraint === "minLength")!;
    expect(applyViolation(minimalValue(body("attachTaskDocument")), title)).toEqual({
      kind: "upload",
      title: "",
      content: "a",
    });
    expect(doc.filter((v) => v.path === "/kind" && v.constraint === "enum")).toHaveLength(2);
  });
});
