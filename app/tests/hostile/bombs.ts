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

/** `{"a":0,"b":0,…}` with `n` fields named in upper-case base 36, no documented name (a million: about 8.9 MB, under the 10 MB default bound), merged into `base`. */
export function wideBody(n: number, base: Record<string, unknown> = {}): string {
  const head = JSON.stringify(base).slice(1, -1);
  const fields: string[] = [];
  for (let i = 0; i < n; i++) fields.push(`"${i.toString(36).toUpperCase()}":0`);
  return `{${head}${head ? "," : ""}${fields.join(",")}}`;
}

/** `[[[…]]]`, `depth` deep. */
export function deepArray(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}
