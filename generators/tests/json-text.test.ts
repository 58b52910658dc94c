import { describe, expect, it } from "vitest";
import { jsonSignificantText, MAX_NESTING_SEEN, spacedJson } from "../json-text.ts";

describe("jsonSignificantText", () => {
  it("holds every character JSON gives meaning to, with more openers than the nesting limit before and after a quote", () => {
    const t = jsonSignificantText();
    for (const ch of ["[", "{", "]", "}", '"', "\\", '\\"']) expect(t).toContain(ch);
    const [before, after] = t.split('"');
    expect(before.length).toBeGreaterThan(MAX_NESTING_SEEN);
    expect([...after].filter((ch) => ch === "[" || ch === "{").length).toBeGreaterThan(MAX_NESTING_SEEN);
    expect(t.endsWith("\\")).toBe(true);
  });

  it("fits a bound, keeping its end", () => {
    const t = jsonSignificantText(100);
    expect(t).toHaveLength(100);
    expect(t.endsWith(jsonSignificantText().slice(-8))).toBe(true);
    expect(jsonSignificantText(1000)).toBe(jsonSignificantText());
  });
});

describe("spacedJson", () => {
  it("is the same value, wrapped in JSON's four whitespace characters", () => {
    const value = { title: jsonSignificantText(), n: [1, { a: null }] };
    const text = spacedJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toMatch(/^[ \t\r\n]{40}\{/);
    expect(text).toMatch(/\}[ \t\r\n]{40}$/);
  });
});
