/**
 * The variant catalogue, the twin of the fault catalogue (server/faults/): readings the documents
 * leave open that differ from the reference server's own choice (server/README.md "Reference
 * choices"). A server that keeps the documents may take any of them, so the suite must pass with
 * each one on (app/tests/variants-*.test.ts: zero failures, MUST and SHOULD alike). Off by default;
 * switched on only at start-up (`--variant NAME`, `startServer({ variants })`, RunConfig
 * `serverVariants`), never by a request. One file per area, merged here from an explicit list;
 * each variant cites the clause register ids (contract/clauses/) that leave the point open, and
 * says what it does beside its definition: `install(layer)` wraps handlers or replaces named
 * documented behaviours (server/http/layer.ts), as a fault does; `options` sets a figure.
 */
import type { ServerLayer } from "../http/layer.ts";
import type { ClauseId } from "../../contract/clauses/index.ts";
import type { ServerOptions } from "../options.ts";
import { variants as paging } from "./paging.ts";
import { variants as errors } from "./errors.ts";
import { variants as identifiers } from "./identifiers.ts";
import { variants as webhooks } from "./webhooks.ts";
import { variants as keys } from "./keys.ts";
import { variants as tasks } from "./tasks.ts";
import { variants as bodies } from "./bodies.ts";
import { variants as limits } from "./limits.ts";
import { variants as shapes } from "./shapes.ts";
import { variants as notifications } from "./notifications.ts";

export interface VariantDef {
  /** What the server does differently with it on. */
  description: string;
  /** The clause register ids that leave the point open (each must exist in contract/clauses/). */
  clause: readonly [ClauseId, ...ClauseId[]];
  /** Server options the variant sets (a figure the documents do not show), over what was configured. */
  options?: Partial<Pick<ServerOptions, "webhookCap" | "jobSlots" | "streamCap">>;
  /** What the variant changes in the server it is switched on in, installed by startServer. */
  install?: (layer: ServerLayer) => void;
}

export const VARIANTS = {
  ...paging,
  ...errors,
  ...identifiers,
  ...webhooks,
  ...keys,
  ...tasks,
  ...bodies,
  ...limits,
  ...shapes,
  ...notifications,
} as const satisfies Record<string, VariantDef>;

export type VariantName = keyof typeof VARIANTS;

/**
 * Installs each named variant (known: see assertKnownVariants) into the layer of one server, in the
 * catalogue's order whatever the order named, so that readings of one point compose the same way.
 */
export function installVariants(layer: ServerLayer, names: readonly string[]): void {
  for (const [name, def] of Object.entries(VARIANTS as Record<string, VariantDef>))
    if (names.includes(name)) def.install?.(layer);
}

export function assertKnownVariants(names: readonly string[]): void {
  // Own names only: `--variant constructor` is unknown, not Object's constructor.
  const unknown = names.filter((n) => !Object.hasOwn(VARIANTS, n));
  if (unknown.length)
    throw new Error(`unknown variant ${unknown.join(", ")}; known: ${Object.keys(VARIANTS).join(", ")}`);
}

/** The options with the figures the named variants set applied over them. */
export function withVariantOptions(options: ServerOptions): ServerOptions {
  let out = options;
  for (const name of options.variants) {
    const def = Object.hasOwn(VARIANTS, name) ? (VARIANTS as Record<string, VariantDef>)[name] : undefined;
    if (def?.options) out = { ...out, ...def.options };
  }
  return out;
}
