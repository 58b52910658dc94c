/**
 * Names the documents do not show, and how the suite gets them without assuming the reference
 * server's choices (server/README.md "Reference choices"):
 *
 * - the body field of POST /judge/resolve: doc 2 Decisions types the body `object*` and says only
 *   "outcomes: proceed, bounce, stop". A request field cannot be discovered from a response, so it
 *   is configuration (`decisionFields.judgeOutcome`); the default configuration for the embedded
 *   reference server names the reference's field, as the default pipeline map names the
 *   reference's pipelines (lib/run/config.ts REFERENCE_PIPELINES). For any other target without
 *   that configuration the judge verb is not exercised.
 * - the id field of the items of `forks` (fork) and `findings` (PR review), `object[]` whose fields
 *   are not shown: discovered from the items themselves (`discoverIdField`).
 */
import type { CheckContext } from "../../../../lib/rules/check.ts";

/** The configured field carrying the judge outcome (lib/run/config.ts), or null with the reason it is unknown. */
export function judgeOutcomeField(c: CheckContext): { field: string | null; why: string } {
  const configured = c.t.info.decisionFields.judgeOutcome;
  if (typeof configured === "string" && configured.length > 0) return { field: configured, why: "configured" };
  return {
    field: null,
    why: 'the body field of POST /runs/{runId}/decisions/judge/resolve is not shown (doc 2 Decisions: object*, "outcomes: proceed, bounce, stop"); configure decisionFields.judgeOutcome to drive it',
  };
}

/**
 * The fields that could identify the items of an `object[]` whose fields are not shown: those every
 * item carries as a non-empty string, distinct across the items (none for no items).
 */
export function idCandidates(items: Record<string, unknown>[]): string[] {
  if (items.length === 0) return [];
  return Object.keys(items[0]).filter((k) => {
    const values = items.map((i) => i[k]);
    return values.every((v) => typeof v === "string" && v.length > 0) && new Set(values).size === values.length;
  });
}

/**
 * The field that identifies the items of an `object[]` whose fields are not shown: a field every
 * item carries as a non-empty string, distinct across the items. Among several, in order: the one
 * named like the route's own parameter (`named`), those whose values appear in `hints` (ids the
 * decision states elsewhere, e.g. `selectedFindingIds`), then a single one whose name ends in "id".
 * Null when the items do not single one out (the caller then does not exercise what needs it).
 */
export function discoverIdField(
  items: Record<string, unknown>[],
  opts: { named?: string; hints?: readonly string[] } = {},
): string | null {
  const keys = idCandidates(items);
  if (keys.length === 0) return null;
  if (opts.named && keys.includes(opts.named)) return opts.named;
  const hints = new Set(opts.hints ?? []);
  const hinted = keys.filter((k) => items.some((i) => hints.has(i[k] as string)));
  if (hinted.length === 1) return hinted[0];
  const idLike = (hinted.length ? hinted : keys).filter((k) => /id$/i.test(k));
  return idLike.length === 1 ? idLike[0] : null;
}
