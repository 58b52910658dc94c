/**
 * The names the settings table cannot list from lib/: the embedded server's variants and faults.
 * The variant catalogue is small and always at hand; the fault catalogue loads much of the server,
 * so it is loaded, and the faults a run names checked against it, only when a run names one, just
 * before the run starts (a run against a real target never loads the server).
 */
import type { RunConfig } from "../lib/run/config.ts";
import type { Catalogues } from "../lib/run/settings/kinds.ts";
import type { Naming } from "../lib/run/settings/resolve.ts";
import { SETTINGS } from "../lib/run/settings/table.ts";
import { VARIANTS } from "../server/variants/index.ts";

/** What parsing checks names against: the variants (the faults wait for `checkFaults`). */
export const KNOWN: Catalogues = { variants: Object.keys(VARIANTS) };

/** Every catalogue, the fault catalogue loaded. */
export async function allCatalogues(): Promise<Catalogues> {
  const { FAULTS } = await import("../server/faults/index.ts");
  return { ...KNOWN, faults: Object.keys(FAULTS) };
}

/** A UsageError, named as `naming` names the setting, when the run names a fault the catalogue does not have. */
export async function checkFaults(config: Pick<RunConfig, "serverFaults">, naming: Naming): Promise<void> {
  if (!config.serverFaults.length) return;
  SETTINGS.serverFaults.kind.fromValue(config.serverFaults, naming.name("serverFaults"), [], await allCatalogues());
}
