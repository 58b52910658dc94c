/**
 * Absent versus null on every write is accounted for: the NULL family's triage
 * (suites/null/write-fields.ts) has one entry for each optional field of each write body the
 * contract lists (generators/write-fields.ts), no entry the contract does not, and every rule it
 * names exists and runs on that operation. A field that is not nullable is sent as null by
 * NULL-VALUE-REFUSED, every one of them (its probes per operation are enough).
 */
import { describe, expect, it } from "vitest";
import { contractIndex } from "../../lib/contract/operations.ts";
import { applicableOperations } from "../../lib/rules/types.ts";
import { CLAUSE_BY_ID } from "../../contract/clauses/index.ts";
import { writeFieldKey, writeFields } from "../../generators/write-fields.ts";
import { WRITE_FIELDS, type Cover } from "../../suites/null/write-fields.ts";
import { NULL_PROBES_PER_OPERATION } from "../../suites/null/null-value.ts";
import { ALL_RULES } from "../../suites/registry.ts";

const index = contractIndex();
const fields = writeFields(index);
const rules = new Map(ALL_RULES.map((r) => [r.id, r]));

function covers(): [string, Cover][] {
  return Object.entries(WRITE_FIELDS).flatMap(([key, t]) => [
    [key, t.absent] as [string, Cover],
    ...(t.null ? [[key, t.null] as [string, Cover]] : []),
  ]);
}

describe("the NULL triage of write fields", () => {
  it("has exactly one entry per optional field of every write body", () => {
    const listed = new Set(fields.map(writeFieldKey));
    expect(fields.length).toBeGreaterThan(50);
    expect(
      [...listed].filter((k) => !(k in WRITE_FIELDS)),
      "optional write fields with no entry in suites/null/write-fields.ts",
    ).toEqual([]);
    expect(
      Object.keys(WRITE_FIELDS).filter((k) => !listed.has(k)),
      "entries naming no optional write field of the contract",
    ).toEqual([]);
  });

  it("says what null does for every nullable field", () => {
    expect(fields.filter((f) => f.nullable && !WRITE_FIELDS[writeFieldKey(f)]?.null).map(writeFieldKey)).toEqual([]);
  });

  it("names only registered rules, each running on the field's operation, and known clauses", () => {
    const problems: string[] = [];
    for (const [key, cover] of covers()) {
      const operationId = key.split(" ")[0];
      for (const id of cover.clauses ?? []) if (!CLAUSE_BY_ID.has(id)) problems.push(`${key}: unknown clause ${id}`);
      if (!("rules" in cover)) {
        expect(cover.unstated.length, key).toBeGreaterThan(20);
        continue;
      }
      for (const id of cover.rules) {
        const rule = rules.get(id);
        if (!rule) problems.push(`${key}: unknown rule ${id}`);
        else if (
          rule.scope === "operation" &&
          !applicableOperations(rule, index).some((op) => op?.operationId === operationId)
        )
          problems.push(`${key}: ${id} does not run on ${operationId}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("leaves no field that is not nullable unsent as null: NULL-VALUE-REFUSED runs on its operation with probes enough for all", () => {
    const refused = rules.get("NULL-VALUE-REFUSED")!;
    const ops = new Set(applicableOperations(refused, index).map((op) => op?.operationId));
    const plain = fields.filter((f) => !f.nullable && f.path !== "*");
    expect(plain.filter((f) => !ops.has(f.operationId)).map(writeFieldKey)).toEqual([]);
    const perOp = new Map<string, number>();
    for (const f of plain) perOp.set(f.operationId, (perOp.get(f.operationId) ?? 0) + 1);
    expect([...perOp].filter(([, n]) => n > NULL_PROBES_PER_OPERATION)).toEqual([]);
  });
});
