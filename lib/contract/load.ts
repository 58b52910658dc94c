/**
 * Loading the contract. `loadContract` is synchronous and cheap (one JSON.parse), so the server
 * and the suite can call it at start-up; `validateContract` runs the full OpenAPI 3.1 meta-schema
 * check through swagger-parser and is for tests and the preflight of a changed contract.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenApiDocument } from "./types.ts";

export const DEFAULT_CONTRACT_PATH = fileURLToPath(new URL("../../contract/openapi.json", import.meta.url));

const cache = new Map<string, OpenApiDocument>();

export function loadContract(path: string = DEFAULT_CONTRACT_PATH): OpenApiDocument {
  let doc = cache.get(path);
  if (!doc) {
    doc = JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
    cache.set(path, doc);
  }
  return doc;
}

/** Validates against the OpenAPI 3.1 schema and resolves every $ref; throws with the parser's message. */
export async function validateContract(doc: OpenApiDocument = loadContract()): Promise<void> {
  // swagger-parser dereferences in place: give it a copy so the shared document keeps its $refs.
  await SwaggerParser.validate(structuredClone(doc) as never);
}
