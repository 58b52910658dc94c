/** JSON pointers (RFC 6901) into a document, and following local $refs with them. */
import { ContractInputError } from "./read-document.ts";

export function escapeToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function child(pointer: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((p, t) => `${p}/${escapeToken(String(t))}`, pointer);
}

/** The value at `pointer` in `doc`, or undefined. */
export function at(doc: unknown, pointer: string): unknown {
  if (pointer === "") return doc;
  let value: unknown = doc;
  for (const raw of pointer.slice(1).split("/")) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[token];
  }
  return value;
}

const MAX_REF_CHAIN = 32;

/**
 * Follows `value`'s $ref chain within `doc`. Only local references (`#/…`) are followed: a document
 * that points into other files is refused rather than compared half-read.
 */
export function deref(
  doc: unknown,
  value: unknown,
  pointer: string,
  file: string,
): { value: unknown; pointer: string; refs: string[] } {
  const refs: string[] = [];
  while (value !== null && typeof value === "object" && typeof (value as Record<string, unknown>).$ref === "string") {
    const ref = (value as Record<string, unknown>).$ref as string;
    if (!ref.startsWith("#"))
      throw new ContractInputError(
        `${file}: ${pointer || "/"} refers to another file (${ref}); bundle the document first`,
      );
    if (refs.length >= MAX_REF_CHAIN || refs.includes(ref))
      throw new ContractInputError(`${file}: the $ref chain at ${pointer} loops (${ref})`);
    const target = at(doc, decodeURIComponent(ref.slice(1)));
    if (target === undefined)
      throw new ContractInputError(`${file}: ${pointer} refers to ${ref}, which does not exist`);
    refs.push(ref);
    // OpenAPI 3.1 lets a $ref carry siblings (a description); they add to the target.
    const { $ref: _ref, ...siblings } = value as Record<string, unknown>;
    value =
      Object.keys(siblings).length && target !== null && typeof target === "object"
        ? { ...(target as object), ...siblings }
        : target;
    pointer = decodeURIComponent(ref.slice(1));
  }
  return { value, pointer, refs };
}
