/**
 * The status coverage on a small contract of its own: which cells are documented (the responses,
 * 401 everywhere, 403 above read, a 204 without a body), how a run's results make each cell observed,
 * missed, unreached, unselected or unprovocable, the `--min-coverage` gate on the counts, the exit
 * code it drives, the merge of shards, and the listing of what the suite can provoke.
 */
import { describe, expect, it } from "vitest";
import { OperationIndex } from "../../contract/operations.ts";
import type { OpenApiDocument, OpenApiOperation } from "../../contract/types.ts";
import type { Rule } from "../../rules/types.ts";
import { answersAs, documentedCells } from "../documented.ts";
import { formatCoverageListing, listStatusCoverage } from "../listing.ts";
import {
  belowMinimum,
  coverageLine,
  mergeCoverage,
  statusCoverage,
  type CoverageEvidence,
  type StatusCoverage,
  type Unprovocable,
} from "../matrix.ts";
import { exitCode } from "../../report/report.ts";
import { makeReport } from "../../report/tests/make-report.ts";

const envelope = { description: "error", content: { "application/json": { schema: {} } } };
const json = (description: string) => ({ description, content: { "application/json": { schema: {} } } });

function op(
  operationId: string,
  scope: OpenApiOperation["x-scope"],
  responses: OpenApiOperation["responses"],
): OpenApiOperation {
  return {
    operationId,
    tags: ["Things"],
    responses: { ...responses, default: envelope },
    security: [{ bearer: [] }],
    "x-scope": scope,
  };
}

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "/api/v1" }],
  tags: [{ name: "Things" }],
  paths: {
    "/things": { post: op("createThing", "write", { "201": json("created") }) },
    "/things/{id}": {
      get: op("getThing", "read", { "200": json("ok"), "404": json("unknown thing") }),
      delete: op("deleteThing", "admin", { "204": { description: "gone" } }),
    },
    "/blobs/{id}": {
      get: op("getBlob", "read", { "200": { description: "bytes", content: { "image/png": {}, "image/gif": {} } } }),
    },
  },
  components: { schemas: {} },
};
const index = new OperationIndex(doc);

const result = (
  rule: string,
  outcome: CoverageEvidence["outcome"],
  observed: CoverageEvidence["observed"],
  provoked: [string, number][],
): CoverageEvidence => ({ rule, outcome, observed, provoked });
const cell = (
  cov: StatusCoverage,
  operationId: string,
  status: number,
  contentType: string | null = "application/json",
) => cov.cells.find((c) => c.operationId === operationId && c.status === status && c.contentType === contentType)!;

describe("documented cells", () => {
  it("are each response's statuses and types, 401 on every operation, 403 above read, a 204 without a body", () => {
    expect(documentedCells(index).map((c) => `${c.operationId} ${c.status} ${c.contentType}`)).toEqual([
      "createThing 201 application/json",
      "createThing 401 application/json",
      "createThing 403 application/json",
      "getThing 200 application/json",
      "getThing 401 application/json",
      "getThing 404 application/json",
      "deleteThing 204 null",
      "deleteThing 401 application/json",
      "deleteThing 403 application/json",
      "getBlob 200 image/png",
      "getBlob 200 image/gif",
      "getBlob 401 application/json",
    ]);
  });

  it("are answered by any JSON media type where JSON is documented, by the status alone without a body, else by the type itself", () => {
    expect(answersAs("application/json", "application/json")).toBe(true);
    expect(answersAs("application/json", "application/problem+json")).toBe(true);
    expect(answersAs("application/json", "text/plain")).toBe(false);
    expect(answersAs("application/json", null)).toBe(false);
    expect(answersAs(null, "text/plain")).toBe(true);
    expect(answersAs("image/png", "image/gif")).toBe(false);
  });
});

describe("the matrix", () => {
  const unprovocable: Unprovocable[] = [
    { operationId: "getBlob", status: 200, contentType: "image/gif", reason: "the target records the types" },
  ];
  const cov = statusCoverage({
    index,
    unprovocable,
    results: [
      // Tried 404 and got 400: missed.
      result("ERR-404", "fail", [["getThing", 400, "application/json"]], [["getThing", 404]]),
      // A success answered, with its type.
      result(
        "OP-OK",
        "pass",
        [
          ["getThing", 200, "application/json"],
          ["getBlob", 200, "image/png"],
          ["deleteThing", 204, null],
        ],
        [
          ["getThing", 200],
          ["getBlob", 200],
          ["deleteThing", 204],
        ],
      ),
      // Tried 201, not exercised: unreached, not missed.
      result("OP-OK", "not-exercised", [], [["createThing", 201]]),
      // A 401 answered under a non-JSON type: tried, not observed in a documented type.
      result(
        "AUTH-401",
        "pass",
        [
          ["createThing", 401, "text/html"],
          ["getThing", 401, "application/json"],
        ],
        [
          ["createThing", 401],
          ["getThing", 401],
        ],
      ),
    ],
  });

  it("tells each cell's state", () => {
    expect(cell(cov, "getThing", 404)).toMatchObject({
      state: "missed",
      observed: false,
      ranBy: ["ERR-404"],
      provokedBy: ["ERR-404"],
    });
    expect(cell(cov, "getThing", 200).state).toBe("observed");
    expect(cell(cov, "deleteThing", 204, null).state).toBe("observed");
    expect(cell(cov, "createThing", 201)).toMatchObject({ state: "unreached", provokedBy: ["OP-OK"], ranBy: [] });
    expect(cell(cov, "createThing", 401).state).toBe("missed");
    expect(cell(cov, "getThing", 401).state).toBe("observed");
    expect(cell(cov, "deleteThing", 403).state).toBe("unselected");
    expect(cell(cov, "getBlob", 200, "image/png").state).toBe("observed");
    expect(cell(cov, "getBlob", 200, "image/gif")).toMatchObject({
      state: "unprovocable",
      unprovocable: "the target records the types",
    });
  });

  it("counts the provocable cells (a rule of the run tries them, the table does not exclude them) and the observed among them", () => {
    expect(cov.summary).toEqual({
      cells: 12,
      observed: 4,
      provocable: 7,
      provocableObserved: 4,
      missed: 2,
      unreached: 1,
      unprovocable: 1,
    });
    expect(coverageLine(cov)).toBe(
      "12 documented (operation, status, content type) cells; 4 of 7 provocable observed (57.1 %), 2 never observed, 1 not reached; 1 not provocable",
    );
  });

  it("leaves an attempt on an operation outside the --operation selection out: nothing was sent there", () => {
    const narrow = statusCoverage({
      index,
      unprovocable,
      operations: ["createThing"],
      results: [result("ERR-404", "fail", [], [["getThing", 404]])],
    });
    expect(cell(narrow, "getThing", 404).state).toBe("unselected");
    expect(narrow.summary.provocable).toBe(0);
  });
});

describe("the --min-coverage gate", () => {
  const summary = (provocable: number, provocableObserved: number) => ({
    cells: provocable,
    observed: provocableObserved,
    provocable,
    provocableObserved,
    missed: 0,
    unreached: 0,
    unprovocable: 0,
  });

  it("fails below the percentage, on the counts (79.96 % is below 80), and never without one", () => {
    expect(belowMinimum({ summary: summary(2501, 2000), minPercent: 80 })).toBe(true);
    expect(belowMinimum({ summary: summary(2500, 2000), minPercent: 80 })).toBe(false);
    expect(belowMinimum({ summary: summary(2501, 2000), minPercent: null })).toBe(false);
    expect(belowMinimum({ summary: summary(0, 0), minPercent: 100 })).toBe(false);
    expect(coverageLine({ summary: summary(10, 7), minPercent: 80 })).toMatch(
      /7 of 10 provocable observed \(70\.0 %\).*below --min-coverage 80 %: the gate fails$/,
    );
    expect(coverageLine({ summary: summary(10, 9), minPercent: 80 })).toMatch(/--min-coverage 80 % met$/);
  });

  it("drives the exit code: 1 below the minimum, though no rule failed", () => {
    const passing = makeReport([["OP-OK", "getThing", "pass"]]);
    const below: StatusCoverage = { cells: [], summary: summary(10, 7), minPercent: 80 };
    expect(exitCode({ ...passing, statusCoverage: below })).toBe(1);
    expect(exitCode({ ...passing, statusCoverage: { ...below, minPercent: 70 } })).toBe(0);
    expect(exitCode({ ...passing, statusCoverage: { ...below, minPercent: null } })).toBe(0);
  });
});

describe("merging the shards' coverage", () => {
  it("observes, tries and plans what any shard did, and keeps the gate", () => {
    const shard = (results: CoverageEvidence[]) => statusCoverage({ index, unprovocable: [], results, minPercent: 50 });
    const a = shard([result("ERR-404", "fail", [["getThing", 400, "application/json"]], [["getThing", 404]])]);
    const b = shard([result("OTHER-404", "pass", [["getThing", 404, "application/json"]], [["getThing", 404]])]);
    const merged = mergeCoverage([a, b])!;
    expect(cell(a, "getThing", 404).state).toBe("missed");
    expect(cell(merged, "getThing", 404)).toMatchObject({
      state: "observed",
      provokedBy: ["ERR-404", "OTHER-404"],
      ranBy: ["ERR-404", "OTHER-404"],
    });
    expect(merged.minPercent).toBe(50);
    expect(merged.summary).toMatchObject({ provocable: 1, provocableObserved: 1, missed: 0 });
    expect(mergeCoverage([a, undefined])).toBeNull();
  });
});

describe("the listing of what the suite can provoke", () => {
  it("names the rules trying each cell, on every operation they apply to, or why none can", () => {
    const rule = (id: string, provokes: Rule["provokes"], scope: Rule["scope"] = "operation"): Rule =>
      ({
        id,
        title: id,
        level: "MUST",
        family: "OP",
        clause: "c",
        clauses: [],
        profile: "safe",
        scope,
        provokes,
        check: async () => {},
      }) as Rule;
    const rules = [
      rule("SUCCESS", (o) => (o ? [{ operationId: o.operationId, status: o.status }] : [])),
      rule("GLOBAL-404", () => [{ operationId: "getThing", status: 404 }], "global"),
    ];
    const rows = listStatusCoverage(rules, index, [
      { operationId: "getThing", status: 401, reason: "no key is ever absent" },
    ]);
    expect(rows.find((r) => r.operationId === "getThing" && r.status === 404)!.rules).toEqual(["GLOBAL-404"]);
    expect(rows.find((r) => r.operationId === "getBlob" && r.contentType === "image/gif")!.rules).toEqual(["SUCCESS"]);
    expect(rows.find((r) => r.operationId === "getThing" && r.status === 401)!.unprovocable).toBe(
      "no key is ever absent",
    );
    expect(formatCoverageListing(rows).at(-1)).toBe(
      "12 documented cells: 6 provocable by a rule, 1 not provocable, 5 with no rule and no reason",
    );
  });
});
