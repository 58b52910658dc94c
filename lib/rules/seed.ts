/**
 * Per-property seeds: a stable 32-bit seed from the run seed and names (rule id, operation id…),
 * so that each property replays the same values under the same run seed whatever order the checks
 * run in, and different properties draw different values. The ground floor of determinism: the
 * engine, the selection's shards and the generators (generators/seed.ts) all derive from it.
 */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnv1a(hash: number, text: string): number {
  let h = hash;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** FNV-1a over the run seed and each part, a separator between them; an unsigned 32-bit integer. */
export function seedFor(runSeed: number, ...parts: string[]): number {
  let h = fnv1a(FNV_OFFSET, String(runSeed));
  for (const part of parts) h = fnv1a(fnv1a(h, "\u001f"), part);
  return h;
}

/** A small deterministic PRNG (mulberry32): numbers in [0, 1), the same stream for the same seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
