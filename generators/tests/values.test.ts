/** validValue and minimalValue produce values the contract's own validators accept. */
import { describe, expect, it } from "vitest";
import { minimalValue, validValue } from "../values.ts";
import { sample, seedFor } from "../seed.ts";
import { places } from "../walk.ts";
import { RUN_SEED, bodies, shapes, show } from "./fixtures.ts";

const SAMPLES = 20;

describe.each([
  ["request body", bodies],
  ["named shape", shapes],
] as const)("%s values", (_kind, targets) => {
  it.each(targets.map((t) => [t.name, t] as const))("%s: every validValue sample is valid", (name, t) => {
    for (const value of sample(validValue(t.node), seedFor(RUN_SEED, "values", name), SAMPLES)) {
      const r = t.validate(value);
      expect(r.ok, `${JSON.stringify(value)} → ${show(r.issues)}`).toBe(true);
    }
  });

  it.each(targets.map((t) => [t.name, t] as const))("%s: minimalValue is valid and deterministic", (_name, t) => {
    const value = minimalValue(t.node);
    const r = t.validate(value);
    expect(r.ok, `${JSON.stringify(value)} → ${show(r.issues)}`).toBe(true);
    expect(minimalValue(t.node)).toStrictEqual(value);
  });
});

describe("validValue shapes its values", () => {
  const all = bodies.flatMap((t) =>
    sample(validValue(t.node), seedFor(RUN_SEED, "shape", t.name), 50).map((v) => [t.name, v] as const),
  );

  it("keeps strings small (stated set members aside)", () => {
    const members = new Set(
      bodies
        .flatMap((t) => places(t.node))
        .flatMap(({ node: n }) =>
          n.kind === "string" ? [...(n.enum ?? []), ...(n.knownValues ?? []), ...(n.const ? [n.const] : [])] : [],
        ),
    );
    const lengths = all.flatMap(([, v]) =>
      strings(v)
        .filter((s) => !members.has(s))
        .map((s) => [...s].length),
    );
    expect(Math.max(...lengths)).toBeLessThanOrEqual(24);
  });

  it("sometimes leaves optional keys out and sometimes sends them", () => {
    const task = all.filter(([n]) => n === "createServiceTask").map(([, v]) => v as Record<string, unknown>);
    expect(task.some((v) => "description" in v)).toBe(true);
    expect(task.some((v) => !("description" in v))).toBe(true);
    expect(task.every((v) => typeof v.title === "string")).toBe(true);
  });

  it("sometimes sends null in nullable keys", () => {
    const fork = all.filter(([n]) => n === "chooseFork").map(([, v]) => v as Record<string, unknown>);
    expect(fork.some((v) => v.note === null)).toBe(true);
    expect(fork.some((v) => typeof v.note === "string")).toBe(true);
  });

  it("picks every branch of a tagged union and sets its tag", () => {
    const kinds = new Set(all.filter(([n]) => n === "attachTaskDocument").map(([, v]) => (v as { kind: string }).kind));
    expect([...kinds].sort()).toEqual(["source", "upload"]);
  });

  it("generates https URLs for https-prefixed uri fields", () => {
    const urls = all
      .filter(([n]) => n === "putNotificationWebhook")
      .map(([, v]) => (v as { url?: string }).url)
      .filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) expect(u).toMatch(/^https:\/\/[a-z0-9]+\.[a-z]+/);
  });

  it("gives untyped objects either nothing or a few simple keys", () => {
    const acts = all.filter(([n]) => n === "actOnNotification").map(([, v]) => Object.keys(v as object).length);
    expect(acts).toContain(0);
    expect(acts.some((n) => n > 0 && n <= 3)).toBe(true);
  });
});

function strings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === "object") return Object.values(v).flatMap(strings);
  return [];
}
