/**
 * The contract against the documents' own facts that the project keeps as fixtures: the operation
 * table (method, path, scope, success status, group) and the 86 shape names of the resources document.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderContract, renderOperationIds, CONTRACT_PATH, OPERATION_IDS_PATH } from "../build.ts";
import {
  contractIndex,
  loadContract,
  validateContract,
  ContractValidators,
  SCOPE_LADDER,
} from "../../lib/contract/index.ts";

const table = JSON.parse(readFileSync(new URL("../fixtures/operation-table.json", import.meta.url), "utf8")) as {
  group: string;
  method: string;
  path: string;
  scope: string;
  status: number;
}[];
const shapeNames = JSON.parse(
  readFileSync(new URL("../fixtures/shape-names.json", import.meta.url), "utf8"),
) as string[];

const doc = loadContract();
const index = contractIndex();
const key = (m: string, p: string) => `${m.toUpperCase()} ${p}`;

describe("contract/openapi.json", () => {
  it("is the output of contract/src (not stale)", () => {
    expect(readFileSync(CONTRACT_PATH, "utf8") === renderContract()).toBe(true);
    expect(readFileSync(OPERATION_IDS_PATH, "utf8")).toBe(renderOperationIds());
  });

  it("passes OpenAPI 3.1 validation with every $ref resolved", async () => {
    await expect(validateContract(doc)).resolves.toBeUndefined();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.61.0");
    expect(doc.servers[0].url).toBe("{base_url}/api/v1");
  });

  it("compiles every schema, body, parameter set and response in ajv strict mode", () => {
    const n = new ContractValidators(index).compileAll();
    expect(n).toBeGreaterThan(125 * 3);
  });

  it("matches the operation table row for row, 125 of 125, in both directions", () => {
    expect(table).toHaveLength(125);
    expect(index.all).toHaveLength(125);
    const fromContract = new Map(index.all.map((o) => [key(o.method, o.path), o]));
    for (const row of table) {
      const op = fromContract.get(key(row.method, row.path));
      expect(op, `${key(row.method, row.path)} missing from the contract`).toBeDefined();
      expect({ scope: op!.scope, status: op!.status, tag: op!.tag }).toEqual({
        scope: row.scope,
        status: row.status,
        tag: row.group,
      });
    }
    const fromTable = new Set(table.map((r) => key(r.method, r.path)));
    for (const op of index.all)
      expect(fromTable.has(key(op.method, op.path)), `${op.operationId} not in the table`).toBe(true);
  });

  it("has one tag per group: the 16 groups", () => {
    expect(new Set(table.map((r) => r.group)).size).toBe(16);
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...new Set(table.map((r) => r.group))].sort());
    for (const op of index.all) expect(op.raw.tags).toHaveLength(1);
  });

  it("names every operation camelCase, verb first, uniquely", () => {
    const verbs =
      /^(list|get|create|update|delete|put|add|remove|attach|detach|stream|start|stop|retry|cancel|acknowledge|approve|reject|request|resolve|resolveExceeded|incorporate|set|reply|proceed|reReview|answer|dismiss|file|send|sendBack|choose|confirm|continue|challenge|act|link|bootstrap|read|connect|test|invoke|tag|export|search)[A-Z]/;
    for (const op of index.all) expect(op.operationId, op.operationId).toMatch(verbs);
  });

  it("holds all 86 named shapes of the resources document, plus the error envelope", () => {
    expect(shapeNames).toHaveLength(86);
    const present = Object.keys(doc.components.schemas);
    for (const name of shapeNames) expect(present, name).toContain(name);
    expect(present).toContain("ErrorEnvelope");
  });

  it("gives every operation a default error envelope, bearer security and a scope on the ladder", () => {
    for (const op of index.all) {
      const def = op.raw.responses.default;
      expect(def?.content?.["application/json"]?.schema, op.operationId).toEqual({
        $ref: "#/components/schemas/ErrorEnvelope",
      });
      expect(op.raw.security, op.operationId).toEqual([{ bearer: [] }]);
      expect(SCOPE_LADDER, op.operationId).toContain(op.scope);
    }
  });

  it("marks every keyset-paged list (limit and cursor) with x-paging, and nothing else", () => {
    for (const op of index.all) {
      const names = op.queryParams.map((p) => p.name);
      const paged = names.includes("limit") && names.includes("cursor");
      expect(op.paging !== null, op.operationId).toBe(paged);
    }
    expect(index.byId("listServiceTasks").paging).toEqual({ items: "tasks", cursor: "nextCursor" });
    expect(index.byId("listKaizenEntries").paging).toEqual({ items: "entries", cursor: "nextCursor" });
    expect(index.all.filter((o) => o.paging)).toHaveLength(9);
  });

  it("states the Limits table's paging bounds on every list", () => {
    for (const op of index.all) {
      const limit = op.queryParams.find((p) => p.name === "limit");
      const cursor = op.queryParams.find((p) => p.name === "cursor");
      if (limit) {
        expect(limit.schema.minimum, op.operationId).toBe(1);
        expect(limit.schema.maximum, op.operationId).toBe(op.operationId === "getUsageSpend" ? 500 : 100);
      }
      if (cursor) expect(cursor.schema, op.operationId).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    }
  });

  it("states content types: JSON, two event streams, raw bytes with nosniff, 204 without content", () => {
    const streams = index.all
      .filter((o) => o.successKind === "event-stream")
      .map((o) => o.operationId)
      .sort();
    expect(streams).toEqual(["streamJobEvents", "streamTaskEvents"]);
    const blob = index.all.filter((o) => o.successKind === "binary");
    expect(blob.map((o) => o.path)).toEqual(["/artifacts/{artifactId}/blob"]);
    expect(blob[0].successContentTypes).toContain("application/octet-stream");
    expect(Object.keys(blob[0].raw.responses["200"].headers ?? {}).map((h) => h.toLowerCase())).toContain(
      "x-content-type-options",
    );
    for (const op of index.all) {
      if (op.status === 204) expect(op.successKind, op.operationId).toBe("none");
      else expect(op.successKind, op.operationId).not.toBe("none");
    }
  });

  it("puts each documented error token on the operation it belongs to", () => {
    const tokens = (id: string) => index.byId(id).errors.map((e) => `${e.status} ${e.token}`);
    expect(tokens("acknowledgeKaizenEntry")).toEqual(
      expect.arrayContaining(["409 kaizen_entry_not_settled", "404 kaizen_entry_not_found"]),
    );
    expect(tokens("deleteService")).toContain("422 service_has_unfinished_tasks");
    expect(tokens("putNotificationWebhookById")).toContain("409 webhook_limit_reached");
    expect(tokens("getRunMergeRecord")).toEqual(expect.arrayContaining(["404 no_merge_record", "404 run_not_found"]));
    expect(tokens("getRunSpec")).toEqual(
      expect.arrayContaining(["503 spec_read_failed", "503 spec_ref_unresolved", "503 vcs_not_configured"]),
    );
    for (const op of index.all) {
      for (const e of op.errors) {
        const r = op.raw.responses[String(e.status)];
        expect(r?.content?.["application/json"]?.schema, `${op.operationId} ${e.status}`).toEqual({
          $ref: "#/components/schemas/ErrorEnvelope",
        });
        if (e.token)
          expect(Object.keys(r.content!["application/json"].examples ?? {}), op.operationId).toContain(e.token);
      }
    }
  });
});
