/** The commands of an approval gate, as fast-check arbitraries, and the scripted sequences run first. */
import fc from "fast-check";
import { fresh, type MachineSpec } from "../kit/machine.ts";
import { WrongKind, WrongKindSweep } from "../kit/wrong-kind.ts";
import { initApproval, type ApprovalModel } from "./model.ts";
import { Approve, ApproveExceededRefused } from "./commands/approve.ts";
import { Reject } from "./commands/reject.ts";
import { RequestChanges, RequestChangesUntilExceeded } from "./commands/request-changes.ts";
import { ResolveExceeded, type Choice } from "./commands/resolve-exceeded.ts";

const text = fc.constantFrom("Split the export into pages.", "Name the failure path.", "x");
const choice = fc.constantFrom<Choice>("extra-round", "proceed", "stop-reset");

export const approvalSpec: MachineSpec<ApprovalModel> = {
  kind: "approval-gate",
  init: initApproval,
  commands: [
    fc.option(text, { nil: null }).map((p) => new Approve(p)),
    fresh(() => new ApproveExceededRefused()),
    text.map((f) => new RequestChanges(f)),
    fc.option(text, { nil: null }).map((why) => new Reject(why)),
    choice.map((ch) => new ResolveExceeded(ch)),
    fresh(() => new RequestChangesUntilExceeded()),
    fc.nat({ max: 9 }).map((n) => new WrongKind<ApprovalModel>(n)),
  ],
  scripts: [
    () => [
      new WrongKindSweep(),
      new RequestChanges("Add a rollback step."),
      new Approve("Edited: ship behind a flag."),
    ],
    () => [
      new RequestChangesUntilExceeded(),
      new ApproveExceededRefused(),
      new ResolveExceeded("extra-round"),
      new RequestChangesUntilExceeded(),
      new ResolveExceeded("proceed"),
    ],
    () => [new RequestChangesUntilExceeded(), new ResolveExceeded("stop-reset")],
    () => [new Reject("Out of scope.")],
    () => [new Approve(null)],
  ],
  numRuns: 3,
  maxCommands: 5,
};
