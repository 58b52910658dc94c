/**
 * npm run bench:contract: the time to load the contract, validate it against the OpenAPI 3.1
 * meta-schema, build the operation index and compile every validator. A script, not a timed test:
 * it prints figures and the target, and never fails on speed. Each phase runs in a fresh process
 * state except for Node's module cache, so the first iteration is the cold figure.
 */
import { performance } from "node:perf_hooks";
import { readFileSync } from "node:fs";
import { DEFAULT_CONTRACT_PATH, validateContract } from "../../lib/contract/load.ts";
import { OperationIndex } from "../../lib/contract/operations.ts";
import { ContractValidators } from "../../lib/contract/validators.ts";
import type { OpenApiDocument } from "../../lib/contract/types.ts";

const TARGET_MS = 1500;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

function ms(t0: number): number {
  return Math.round((performance.now() - t0) * 10) / 10;
}

const rows: { load: number; validate: number; index: number; compile: number; total: number; validators: number }[] =
  [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const doc = JSON.parse(readFileSync(DEFAULT_CONTRACT_PATH, "utf8")) as OpenApiDocument;
  const load = ms(t0);
  const t1 = performance.now();
  await validateContract(doc);
  const validate = ms(t1);
  const t2 = performance.now();
  const index = new OperationIndex(doc);
  const indexMs = ms(t2);
  const t3 = performance.now();
  const validators = new ContractValidators(index).compileAll();
  const compile = ms(t3);
  rows.push({ load, validate, index: indexMs, compile, total: ms(t0), validators });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`contract: ${DEFAULT_CONTRACT_PATH}`);
console.table(rows);
const cold = rows[0].total;
const warm = median(rows.slice(1).map((r) => r.total));
console.log(`validators compiled: ${rows[0].validators}`);
console.log(
  `cold total (load + validate + index + compile): ${cold} ms  target < ${TARGET_MS} ms  ${cold < TARGET_MS ? "MET" : "MISSED"}`,
);
console.log(`warm median of ${RUNS - 1}: ${warm} ms`);
