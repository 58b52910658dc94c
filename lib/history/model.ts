/**
 * What the linearizability checker (checker.ts) is handed: a history of operations, each with its
 * client, its invocation and response times on one monotonic clock, its input and what it answered,
 * and a sequential model of the resource the operations act on. The model is written from the API
 * documents (suites/conc/models/), never from a server: it says, for one operation applied to one
 * state, whether the answer is one the documents allow and what the state becomes.
 */

/** One completed operation of a history. `call` < `ret`, both on the recorder's monotonic clock (ms). */
export interface Operation<I = unknown, O = unknown> {
  /** Which client issued it (a client issues one operation at a time). */
  client: number;
  input: I;
  output: O;
  call: number;
  ret: number;
}

export type History<I = unknown, O = unknown> = readonly Operation<I, O>[];

export interface StepResult<S> {
  /** Whether `output` is an answer the documents allow for `input` applied in this state. */
  ok: boolean;
  /** The state after the operation (ignored when `ok` is false). */
  next: S;
}

export interface Model<S, I = unknown, O = unknown> {
  init: () => S;
  step: (state: S, input: I, output: O) => StepResult<S>;
  /**
   * Independent parts of a history (one per resource): a history is linearizable when each part is,
   * and each part is checked alone, so the search stays small. Absent: one part.
   */
  partition?: (history: History<I, O>) => History<I, O>[];
  /**
   * The whole state an operation's answer shows it left — a read, or a write answering the resource
   * as stored — or undefined when the answer shows less (a refusal, part of the state). Optional; it
   * lets the checker (a) prune orders in which some operation can no longer be reached (search.ts)
   * and (b) know the state at a quiet point after such an operation, so that a window no order fits
   * from there is a failure of its own (checker.ts). It must agree with `step`: when `step` accepts
   * the answer from some state, the state it returns is this one.
   */
  shows?: (input: I, output: O) => S | undefined;
  /**
   * Whether an operation is a read: one that leaves every state as it is, whatever it answers. The
   * search places a read that fits at once (search.ts); without it every operation is taken for one
   * that may write, which is always sound, only slower.
   */
  reads?: (input: I) => boolean;
  /** The state in words, for the timeline. */
  describe: (state: S) => string;
  /** An operation in words (`PATCH title="a" → 200 {title:"a"}`), for the timeline. */
  describeOperation: (input: I, output: O) => string;
  /** A key equal for equal states (memoisation); JSON text by default, so states must be plain data. */
  key?: (state: S) => string;
}
