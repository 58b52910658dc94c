/**
 * Reading one side of a diff: a JSON or YAML file holding an OpenAPI 3 document. Anything else is a
 * ContractInputError whose message is one line naming the file, so the command can exit 2 with it.
 */
import { readFileSync, statSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import type { Document } from "./types.ts";

export class ContractInputError extends Error {
  override name = "ContractInputError";
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.trim();
}

/** The document in `text`: JSON first (the usual case, and fast), then YAML, a superset of JSON. */
export function parseDocument(text: string, file: string): Document {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      value = parseYaml(text, { maxAliasCount: 1000 });
    } catch (e) {
      // The yaml parser's message quotes the offending text whole; its code and line are enough.
      const err = e as { code?: string; linePos?: { line: number }[] };
      const line = err.linePos?.[0]?.line;
      throw new ContractInputError(
        `${file} is neither JSON nor YAML (${err.code ?? firstLine((e as Error).message)}${line ? ` at line ${line}` : ""})`,
      );
    }
  }
  return asOpenApi(value, file);
}

/** Checks the shape this command reads: an OpenAPI 3.x object with a `paths` object. */
export function asOpenApi(value: unknown, file: string): Document {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ContractInputError(
      `${file} is not an OpenAPI document (it holds ${value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`}, not an object)`,
    );
  }
  const doc = value as Record<string, unknown>;
  if (typeof doc.swagger === "string")
    throw new ContractInputError(`${file} is Swagger ${doc.swagger}, not OpenAPI 3 (convert it first)`);
  if (typeof doc.openapi !== "string")
    throw new ContractInputError(`${file} is not an OpenAPI document (no "openapi" version field)`);
  if (!/^3\.\d+/.test(doc.openapi))
    throw new ContractInputError(`${file} is OpenAPI ${doc.openapi}; this command reads OpenAPI 3.x`);
  if (doc.paths === null || typeof doc.paths !== "object" || Array.isArray(doc.paths))
    throw new ContractInputError(`${file} is not an OpenAPI document this command can compare (no "paths" object)`);
  return doc as Document;
}

/** Reads and checks one side; a missing file, a folder or an unreadable one is a ContractInputError. */
export function readDocument(file: string): Document {
  let text: string;
  try {
    if (statSync(file).isDirectory()) throw new ContractInputError(`${file} is a folder, not an OpenAPI document`);
    text = readFileSync(file, "utf8");
  } catch (e) {
    if (e instanceof ContractInputError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new ContractInputError(
      code === "ENOENT"
        ? `${file} does not exist`
        : `${file} cannot be read (${code ?? firstLine((e as Error).message)})`,
    );
  }
  return parseDocument(text, file);
}
