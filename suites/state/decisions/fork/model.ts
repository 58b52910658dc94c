/**
 * The fork as doc 1 States and transitions states it: "Fork | awaiting choice | choose | forkId or
 * custom approach | coder runs with the choice as a binding directive" (PublicChooseFork: `forkId`,
 * `custom`, `note`). The id field of the items of `forks` (object[]) is not shown: it is discovered
 * (kit/fields.ts); without it only the custom approach is chosen.
 */
import { arr, ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";
import { discoverIdField } from "../kit/fields.ts";

export interface ForkModel extends BaseModel {
  status: string;
  forkIds: string[];
}

export function initFork(r: DecisionRun): ForkModel {
  const d = ofKind(r.list, "fork");
  const forks = arr(d?.forks);
  const field = discoverIdField(forks, { named: "forkId" });
  if (!field) r.note("no id field could be discovered in the fork's `forks` items: choose by forkId not exercised");
  return {
    settled: viewOf(r.list, "fork") === "gone",
    status: str(d?.status) ?? "",
    forkIds: field ? forks.map((f) => f[field] as string) : [],
  };
}
