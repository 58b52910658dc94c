/** doc 1 States and transitions: "Fork" row; doc 2 Decisions (fork/choose, PublicChooseFork). */
import { decisionRule } from "../kit/machine.ts";
import { forkSpec } from "./commands.ts";

export const fork = decisionRule({
  id: "STATE-DECISION-FORK",
  kind: "fork",
  title:
    "A fork awaiting its choice offers forks with ids and is chosen by forkId or by a custom approach, and the run advances; a choose naming neither changes nothing",
  clause: "doc 1 States and transitions (Fork, Run); doc 2 Decisions (fork/choose)",
  clauses: ["D1-STATE-FORK-CHOOSE", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ["FORK-CHOOSE"],
  spec: () => forkSpec,
});
