/**
 * The fork as doc 1 States and transitions states it: "Fork | awaiting choice | choose | forkId or
 * custom approach | coder runs with the choice as a binding directive" (PublicChooseFork: `forkId`,
 * `custom`, `note`). The id field of the items of `forks` (object[]) is not shown: it is discovered
 * (kit/fields.ts). A fork awaiting its choice must offer forks that carry one (the row's first
 * alternative; doc 2 Decisions: each kind carries the stable ids its route addresses); when several
 * fields could be it and none is singled out, only the custom approach is chosen.
 */
import { arr, ofKind, str, viewOf } from "../kit/list.ts";
import type { BaseModel } from "../kit/machine.ts";
import type { DecisionRun } from "../kit/run.ts";
import { discoverIdField, idCandidates } from "../kit/fields.ts";
import { brief, must } from "../../kit/verdicts.ts";

export interface ForkModel extends BaseModel {
  status: string;
  forkIds: string[];
}

const OFFERS =
  "a fork awaiting its choice offers forks, each carrying an id to choose it by (doc 1 Fork | awaiting choice | choose | `forkId` or custom approach; doc 2 Decisions: each kind carries the stable ids its route addresses)";

export function initFork(r: DecisionRun): ForkModel {
  const d = ofKind(r.list, "fork");
  const forks = arr(d?.forks);
  const status = str(d?.status) ?? "";
  if (status === "awaiting_choice") {
    must(forks.length > 0, `a fork awaiting its choice listing no fork (forks ${brief(d?.forks)})`, OFFERS);
    must(
      idCandidates(forks).length > 0,
      `a fork awaiting its choice whose forks carry no field every one holds as a distinct non-empty string (forks ${brief(forks)})`,
      OFFERS,
    );
  }
  const field = discoverIdField(forks, { named: "forkId" });
  if (!field) r.note("no id field could be singled out in the fork's `forks` items: choose by forkId not exercised");
  return {
    settled: viewOf(r.list, "fork") === "gone",
    status,
    forkIds: field ? forks.map((f) => f[field] as string) : [],
  };
}
