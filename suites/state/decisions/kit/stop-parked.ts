/**
 * doc 2 Decisions, GET: "list what the run is currently asking". A run stopped while parked (doc 1
 * Task stop row: "run records a cancelled terminal state") has ended and asks nothing: once its list
 * reads it ended, none of the decisions listed may still wait on an answer (a record that stays, such
 * as an overridden input gate, waits on none). Every kind's machine runs this on one parked run of
 * its own. The stop is set-up here (the task rules judge its reply): a stop refused, or outside the
 * --operation selection, leaves it unchecked with a note; a stop taken whose run never ends fails.
 */
import type { DecisionKind } from "../../../../generators/calls/decision-routes.ts";
import { refusal } from "../../../../generators/calls/refusals.ts";
import { must } from "../../kit/verdicts.ts";
import { awaiting, describe, TERMINAL } from "./list.ts";
import type { BaseModel, Cmd } from "./machine.ts";
import type { DecisionRun } from "./run.ts";

export class StopParked<M extends BaseModel> implements Cmd<M> {
  private outcome = "";

  check(m: Readonly<M>): boolean {
    return !m.settled;
  }

  async run(m: M, r: DecisionRun): Promise<void> {
    if (!r.c.selects("stopTask")) {
      this.outcome = "not sent";
      r.note("a run stopped while parked not read: stopTask is outside the --operation selection");
      return;
    }
    const res = await r.c.call("POST", `/tasks/${encodeURIComponent(r.taskId)}/stop`, {
      key: r.c.t.keys.write ?? r.c.t.keys.admin,
    });
    // Whatever the stop answered, the decision is not the machine's to drive any more.
    m.settled = true;
    if (res.status !== 200) {
      this.outcome = `stop refused ${res.status}`;
      r.note(`a run stopped while parked not read: the stop of its task was refused (${refusal(res)})`);
      return;
    }
    // doc 1 Task stop row: the run records a cancelled terminal state (a run that never ends fails here).
    const ended = await r.until((l) => TERMINAL.has(l.status), "end after its task was stopped (doc 1 Task stop)");
    this.outcome = ended.status;
    const waiting = ended.decisions.filter((d) => awaiting(d.kind as DecisionKind, d));
    must(
      waiting.length === 0,
      `${describe(ended)} after the task of a run parked on ${r.kind} was stopped`,
      "a run that ended asks nothing: no decision it lists still waits on an answer (doc 2 Decisions: GET lists what the run is currently asking)",
    );
  }

  toString(): string {
    return `stopTask()${this.outcome ? ` [${this.outcome}]` : ""}`;
  }
}
