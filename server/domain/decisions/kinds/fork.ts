/**
 * Fork (doc 1 States and transitions, "Fork | awaiting choice | choose | `forkId` or custom
 * approach | coder runs with the choice as a binding directive"). Reference choices: each fork of
 * `forks` carries its id as `forkId`; exactly one of a non-null `forkId` (naming a fork of this
 * decision, else 422) and a non-blank `custom` approach is required (neither, or both: 422). The
 * choice (and `note`) goes to the run's directives, the fork is `chosen` and the run advances.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, held, violation } from "../access.ts";
import { base, type KindModule } from "../module.ts";
import type { ForkOption, ForkRecord } from "../records.ts";

const FORKS: Omit<ForkOption, "forkId">[] = [
  {
    title: "Extend the existing service",
    summary: "Add the endpoint to the monolith's API module.",
    tradeoffs: "Fast; couples release cycles.",
  },
  {
    title: "New service behind the gateway",
    summary: "A small service owning the new data.",
    tradeoffs: "Clean boundary; one more deployable.",
  },
];

export const forkModule: KindModule<ForkRecord> = {
  open(a) {
    return {
      ...base(a, "fork-proposer"),
      kind: "fork",
      status: "awaiting_choice",
      forks: FORKS.map((f) => ({ forkId: a.ws.newId("frk"), ...f })),
      seamSummary: "Two viable seams: inside the API module, or a new service behind the gateway.",
      choice: null,
    };
  },
  reopen(_ws, _run, rec) {
    rec.status = "awaiting_choice";
  },
  project(rec) {
    return {
      kind: "fork",
      forks: rec.forks.map((f) => ({ forkId: f.forkId, title: f.title, summary: f.summary, tradeoffs: f.tradeoffs })),
      seamSummary: rec.seamSummary,
      status: rec.status,
    };
  },
};

export function chooseFork(
  ws: Workspace,
  run: RunRecord,
  body: { forkId?: string | null; custom?: string | null; note?: string | null },
): void {
  const rec = held(ws, run, "fork");
  const forkId = body.forkId ?? null;
  const custom = body.custom ?? null;
  if (forkId !== null && custom !== null)
    throw violation("fork_choice_ambiguous", "choose either `forkId` or `custom`, not both");
  if (forkId === null && (custom === null || custom.trim() === "")) {
    throw violation("fork_choice_required", "name a fork with `forkId` or describe a `custom` approach");
  }
  let directive: string;
  if (forkId !== null) {
    const fork = rec.forks.find((f) => f.forkId === forkId);
    if (!fork) throw violation("fork_not_found", `fork ${forkId} is not one of this decision's forks`);
    directive = `fork: ${fork.title}`;
  } else {
    directive = `fork (custom): ${custom}`;
  }
  rec.choice = { forkId, custom, note: body.note ?? null };
  rec.status = "chosen";
  run.directives.push(body.note ? `${directive} (note: ${body.note})` : directive);
  advance(ws, run, rec);
}
