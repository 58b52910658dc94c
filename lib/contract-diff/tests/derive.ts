/**
 * Pairs of documents for the tests: the project's contract and a copy of it with one mutation, so
 * every test reads a real document and changes one thing in it.
 */
import { loadContract } from "../../contract/load.ts";
import { diffContracts } from "../diff.ts";
import type { ContractDiff, Document } from "../types.ts";

// Loose on purpose: a test reaches into any part of the document to change it.
export type Doc = any;

export const BASE: Doc = loadContract();

/** A copy of `base` (the contract by default) with `mutate` applied. */
export function derive(mutate: (doc: Doc) => void, base: Doc = BASE): Doc {
  const doc = structuredClone(base);
  mutate(doc);
  return doc;
}

export function diff(neu: Doc, old: Doc = BASE): ContractDiff {
  return diffContracts({ doc: old as Document, file: "old.json" }, { doc: neu as Document, file: "new.json" });
}

/** The component schema `name` of a document. */
export const schema = (doc: Doc, name: string) => doc.components.schemas[name];
/** The operation at `method path` of a document. */
export const op = (doc: Doc, method: string, path: string) => doc.paths[path][method];
/** A parameter of an operation, by name. */
export const param = (doc: Doc, method: string, path: string, name: string) =>
  op(doc, method, path).parameters.find((p: { name: string }) => p.name === name);
