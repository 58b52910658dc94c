/**
 * The machines of doc 1 "States and transitions" whose moves a recorded read can show, as data for
 * the stated-transition judge: where each resource is read (and in which state), the rows of the
 * table (suites/state/transitions.ts) a trigger operation drives, and the states no row leaves.
 *
 * Only what the table states is judged. Task and run moves other than those listed are "not shown",
 * so a task is held only to its creation row; a job reads a status of its set (`running`, `succeeded`,
 * `failed`), "ends `succeeded` or `failed`" and no row leads out of a finished job (cancel returns it
 * unchanged); a notification leaves `open` by dismiss or
 * act and no row leads out of `dismissed` or `acted`. Rows whose next state is "-" are judged only
 * where the table says more (the cancel row's "finished job returned unchanged").
 */
import type { OperationId } from "../../../contract/operation-ids.ts";
import type { TransitionId } from "../transitions.ts";
import { JOB_STATUSES, snapshot } from "../job/model.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { is2xx, type TrafficExchange } from "../../traffic/exchange.ts";

export interface ResourceRead {
  id: string;
  state: string;
  /** What "unchanged" compares, where a row says a resource is returned unchanged. */
  snapshot: unknown;
}

export interface MachineRow {
  row: TransitionId;
  /** The operation that triggers it. */
  trigger: OperationId;
  /** The states it starts from; "none": the trigger creates the resource. */
  from: readonly string[] | "none";
  /** The state it leads to, where the table states one ("-" in the table: null). */
  next: string | null;
  /** The row returns a resource read in a settled state unchanged. */
  keepsSettled?: boolean;
}

export interface StatedMachine {
  /** The live STATE rule that drives this machine. */
  rule: string;
  /** The machine's name in the table. */
  machine: string;
  /** What is judged of it, in a phrase. */
  judges: string;
  /** The path parameter that names the resource a trigger addresses. */
  idParam: string;
  /** The resources of this machine a successful answer shows. */
  reads(x: TrafficExchange): ResourceRead[];
  rows: readonly MachineRow[];
  /** States no row of the table leads out of. */
  settled: readonly string[];
  /**
   * The machine's state set, where the live rule holds every read to it (doc 1 State sets): a read
   * in another state fails. Unset: the live rule holds reads to the rows only.
   */
  states?: readonly string[];
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null);

/** Every object of a reply: the body itself, or the items of a list body. */
function bodies(x: TrafficExchange, list: readonly OperationId[], single: readonly OperationId[]): Obj[] {
  const op = x.operation?.operationId as OperationId | undefined;
  if (!op || !is2xx(x.status) || !x.jsonOk) return [];
  if (single.includes(op)) return obj(x.json) ? [x.json as Obj] : [];
  if (list.includes(op)) return (itemsOf(x.operation, x.json) ?? []).map(obj).filter((o): o is Obj => o !== null);
  return [];
}

function readsOf(
  idField: string,
  list: readonly OperationId[],
  single: readonly OperationId[],
  snap: (o: Obj) => unknown = () => null,
) {
  return (x: TrafficExchange): ResourceRead[] =>
    bodies(x, list, single)
      .filter((o) => typeof o[idField] === "string" && typeof o.status === "string")
      .map((o) => ({ id: o[idField] as string, state: o.status as string, snapshot: snap(o) }));
}

export const TASK_MACHINE: StatedMachine = {
  rule: "STATE-TASK-CREATE",
  machine: "Task",
  judges: "a task is created planned",
  idParam: "taskId",
  reads: readsOf("taskId", ["listServiceTasks"], ["createServiceTask", "getTask", "updateTask"]),
  rows: [{ row: "TASK-CREATE", trigger: "createServiceTask", from: "none", next: "planned" }],
  settled: [],
};

export const JOB_MACHINE: StatedMachine = {
  rule: "STATE-JOB-MACHINE",
  machine: "Job",
  judges: "a job reads a status of the job status set; a finished job stays finished; cancel returns it unchanged",
  idParam: "id",
  // PublicJobAccepted (the start's answer) carries no error or result: only full reads are compared.
  reads: readsOf("jobId", ["listJobs"], ["getJob", "cancelJob"], (o) => snapshot(o)),
  rows: [
    {
      row: "JOB-CANCEL",
      trigger: "cancelJob",
      from: ["running", "succeeded", "failed"],
      next: null,
      keepsSettled: true,
    },
  ],
  settled: ["succeeded", "failed"],
  states: JOB_STATUSES,
};

export const NOTIFICATION_MACHINE: StatedMachine = {
  rule: "STATE-NOTIFICATION-DISMISS",
  machine: "Notification",
  judges: "a dismissed card reads dismissed from then on (and an acted one acted)",
  idParam: "id",
  reads: readsOf("id", ["listNotifications"], ["dismissNotification", "actOnNotification"]),
  rows: [{ row: "NOTIFICATION-DISMISS", trigger: "dismissNotification", from: ["open"], next: "dismissed" }],
  settled: ["dismissed", "acted"],
};

export const MACHINES: readonly StatedMachine[] = [TASK_MACHINE, JOB_MACHINE, NOTIFICATION_MACHINE];
