/** Query parameter sets, validated as they travel (strings) by the contract's parameter validators. */
import { describe, expect, it } from "vitest";
import {
  boundaryQueries,
  minimalQuery,
  missingQueryParams,
  pathParamsFor,
  queryViolations,
  validPathParams,
  validQuery,
} from "../query.ts";
import { sample, seedFor } from "../seed.ts";
import { RUN_SEED, index, queryOps, show, validators } from "./fixtures.ts";

const cases = queryOps.map((op) => [op.operationId, op] as const);

describe("query parameters", () => {
  it.each(cases)("%s: validQuery samples are valid", (id, op) => {
    const check = validators.params(id);
    for (const query of sample(validQuery(op), seedFor(RUN_SEED, "query", id), 20)) {
      for (const v of Object.values(query)) expect(typeof v).toBe("string");
      const r = check({ path: pathParamsFor(op), query });
      expect(r.ok, `${JSON.stringify(query)} → ${show(r.issues)}`).toBe(true);
    }
    expect(check({ path: pathParamsFor(op), query: minimalQuery(op) }).ok).toBe(true);
  });

  it.each(cases)("%s: boundary values are valid iff they say so", (id, op) => {
    const check = validators.params(id);
    const bs = boundaryQueries(op);
    const bounded = op.queryParams.filter((p) =>
      ["minLength", "maxLength", "minimum", "maximum", "enum"].some((k) => k in p.schema),
    );
    expect(new Set(bs.map((c) => c.param))).toEqual(new Set(bounded.map((p) => p.name)));
    for (const c of bs) {
      const r = check({ path: pathParamsFor(op), query: { ...minimalQuery(op), [c.param]: c.value } });
      expect(r.ok, `${c.label} → ${show(r.issues)}`).toBe(c.valid);
      if (!c.valid)
        expect(
          r.issues.every((i) => i.path === `/query/${c.param}`),
          show(r.issues),
        ).toBe(true);
    }
  });

  it.each(cases)("%s: each violation fails at its parameter", (id, op) => {
    const check = validators.params(id);
    const vs = queryViolations(op);
    // Every parameter with a checkable constraint gets at least one violation.
    const violable = op.queryParams.filter((p) => !(p.schema.type === "string" && Object.keys(p.schema).length === 1));
    expect(new Set(vs.map((v) => v.param))).toEqual(new Set(violable.map((p) => p.name)));
    for (const v of vs) {
      expect(typeof v.value).toBe("string");
      const r = check({ path: pathParamsFor(op), query: { ...minimalQuery(op), [v.param]: v.value } });
      expect(r.ok, `${v.label} passed`).toBe(false);
      const keyword = v.constraint === "null" ? "type" : v.constraint;
      expect(
        r.issues.every((i) => i.path === `/query/${v.param}`),
        show(r.issues),
      ).toBe(true);
      expect(
        r.issues.some((i) => i.keyword === keyword),
        `${v.label} → ${show(r.issues)}`,
      ).toBe(true);
    }
    for (const m of missingQueryParams(op)) {
      const { [m.param]: _gone, ...query } = minimalQuery(op);
      const r = check({ path: pathParamsFor(op), query });
      expect(r.ok).toBe(false);
      expect(r.issues).toEqual([
        expect.objectContaining({ path: "/query", keyword: "required", params: { missingProperty: m.param } }),
      ]);
    }
  });

  it("integers get abc, min-1 and max+1 as decimal strings; strings over-long; enums an unknown value", () => {
    const vs = queryViolations(index.byId("listDebugRunLlmCalls"));
    const of = (param: string) =>
      vs.filter((v) => v.param === param).map((v) => [v.constraint, v.value.length > 20 ? v.value.length : v.value]);
    expect(of("limit")).toEqual([
      ["type", "abc"],
      ["type", "1.5"],
      ["minimum", "0"],
      ["maximum", "101"],
    ]);
    expect(of("phase")).toEqual([["maxLength", 121]]);
    expect(of("contains")).toEqual([
      ["minLength", ""],
      ["maxLength", 257],
    ]);
    expect(of("outcome")).toEqual([["enum", "zz-not-a-member"]]);
  });

  it("every operation's path parameters get valid values", () => {
    for (const op of index.all) {
      const check = validators.params(op.operationId);
      const query = minimalQuery(op);
      expect(check({ path: pathParamsFor(op), query }).ok, op.operationId).toBe(true);
      for (const path of sample(validPathParams(op), seedFor(RUN_SEED, "path", op.operationId), 5)) {
        expect(check({ path, query }).ok, `${op.operationId} ${JSON.stringify(path)}`).toBe(true);
      }
    }
  });
});
