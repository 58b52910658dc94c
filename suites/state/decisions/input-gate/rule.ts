/** doc 1 States and transitions: "Input gate" rows; doc 2 Decisions, Errors (a still-blocked recheck is not an error). */
import { decisionRule } from "../kit/machine.ts";
import { inputGateSpec } from "./commands.ts";

export const inputGate = decisionRule({
  id: "STATE-DECISION-INPUT-GATE",
  kind: "input-gate",
  title:
    "An input gate answers recheck with 200 (released, or still blocked with refreshed findings) and proceed with overridden",
  clause:
    "doc 1 States and transitions (Input gate); doc 2 Decisions (input-gate/resolve), Errors (results that are NOT errors)",
  clauses: ["D2-ERR-NOT-ERRORS", "D2-DECISIONS-KINDS-ANSWERABLE"],
  rows: ["INPUT-GATE-RECHECK", "INPUT-GATE-PROCEED"],
  spec: (c) => inputGateSpec(c.t.info.facts.inputGateClears ?? null),
});
