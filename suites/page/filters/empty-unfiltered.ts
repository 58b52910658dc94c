/**
 * A filter narrows a list: with nothing listed unfiltered, no filtered list may hold an item. The
 * values probed are ones the documents close (an `outcome`, a run `status`, a step index), so a list
 * that lists nothing without a filter and something with one fails instead of passing as "empty".
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { type ListRead, type ListRef, type Query, readList } from "./read.ts";

/** Each probe's first page is empty when `all` (the unfiltered read) is; returns how many were read. */
export async function noneUnderFilters(
  c: CheckContext,
  ref: ListRef,
  all: ListRead,
  probes: readonly Query[],
  documented: string,
): Promise<number> {
  if (all.items.length) return 0;
  for (const query of probes) {
    const some = await readList(c, ref, query, { documented, maxPages: 1 });
    if (!some.items.length) continue;
    // The list may have gained items meanwhile: judged only when it is still empty unfiltered.
    const again = await readList(c, ref, {}, { documented, maxPages: 1 });
    c.require(
      again.items.length > 0,
      `${some.label} lists ${some.items.length} item(s), though the unfiltered list ${all.label} is empty (read twice)`,
      `a filter narrows the list: the filtered list is part of the unfiltered one (${documented})`,
      some.first.exchange,
    );
  }
  return probes.length;
}
