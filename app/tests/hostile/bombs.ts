/**
 * Bodies that punish a reader that does not bound what it reads, built small: a gzip bomb (members
 * of gzipped zeros, concatenated: 613 KB that inflate to 600 MB, made in well under a second and
 * without ever holding the 600 MB), a body with a million fields, and one nested 100,000 deep.
 */
import { gzipSync } from "node:zlib";

const MEMBER_BYTES = 10 * 1024 * 1024;

/** A gzip body of `inflated` zero bytes (rounded up to 10 MiB members; gzip readers take members one after another). */
export function gzipBomb(inflated = 600 * 1024 * 1024): Buffer {
  const member = gzipSync(Buffer.alloc(MEMBER_BYTES), { level: 9 });
  return Buffer.concat(Array.from({ length: Math.ceil(inflated / MEMBER_BYTES) }, () => member));
}

/** The fields of `wideBody`, made once per count: a target answers with them again and again. */
const fieldsOf = new Map<number, string>();

/**
 * `base` (a JSON object) with `n` more fields `"0":0,"1":0,…,"LFLR":0`, named in upper-case base 36,
 * no documented name (a million: about 8.9 MB, under the 10 MB default bound).
 */
export function wideBody(n: number, base: Record<string, unknown> = {}): string {
  let fields = fieldsOf.get(n);
  if (fields === undefined) {
    const names: string[] = [];
    for (let i = 0; i < n; i++) names.push(`"${i.toString(36).toUpperCase()}":0`);
    fieldsOf.set(n, (fields = names.join(",")));
  }
  const head = JSON.stringify(base).slice(1, -1);
  return `{${head}${head && fields ? "," : ""}${fields}}`;
}

/** `[[[…]]]`, `depth` deep. */
export function deepArray(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}
