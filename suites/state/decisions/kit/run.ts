/**
 * The real side of a decision machine: a run of the suite's own, parked on one decision kind, and
 * the calls the commands make on it. Every read checks the list's own invariants; every answer is
 * a 200 PublicDecisionList (doc 2 Decisions: "every success is 200 PublicDecisionList"); every
 * refusal is a 4XX with the envelope that changed nothing.
 */
import { serial } from "../../../../lib/run/target.ts";
import type { Reply } from "../../../../lib/http/client.ts";
import { asVerdict, type CheckContext } from "../../../../lib/rules/check.ts";
import { envelopeProblem } from "../../../common/envelope.ts";
import { startableService } from "../../../../generators/calls/resources.ts";
import { brief, Inconclusive, Mismatch, must } from "../../kit/verdicts.ts";
import { promiseNote, timedOut } from "../../kit/poll.ts";
import { describe, fingerprint, ofKind, TERMINAL, viewOf, type Decision, type DecisionList } from "./list.ts";
import { pastCaps } from "./caps.ts";
import { op, type DecisionKind } from "../../../../generators/calls/decision-routes.ts";
import { errorToken, refusal } from "../../../../generators/calls/refusals.ts";
import { jsonText } from "../../../../lib/json/safe.ts";

const enc = encodeURIComponent;
const LIST_OP = "listRunDecisions";
const CLAUSE = "doc 2 Decisions: every success is 200 PublicDecisionList";

/** How long a real target may take to park or move; the embedded server advances on reads instead. */
export const WAIT_MS = 20_000;
const EMBEDDED_READS = 30;

/** What a machine's runs share: the judge body field (configuration) and the notes for the verdict. */
export interface RunContext {
  judgeField: string | null;
  notes: Set<string>;
}

export class DecisionRun {
  /** The last list observed (a read or an answer's reply). */
  list!: DecisionList;

  private constructor(
    readonly c: CheckContext,
    readonly kind: DecisionKind,
    readonly taskId: string,
    readonly runId: string,
    readonly ctx: RunContext,
  ) {}

  /** A remark for the rule's verdict (something the target could not show). */
  note(text: string): void {
    this.ctx.notes.add(text);
  }

  /**
   * A task of the suite's own, started on the pipeline configured to park on `kind` with a
   * `decide` key (doc 1 Task start row: "pipelines that can park need a decide key"), polled until
   * the run is parked with a decision of that kind listed (doc 1 Run: running → a step needs a
   * human → `blocked`; parked true; decisions listed).
   */
  static async start(c: CheckContext, kind: DecisionKind, pipelineId: string, ctx: RunContext): Promise<DecisionRun> {
    const serviceId = await startableService(c);
    const created = await call(c, "POST", `/services/${enc(serviceId)}/tasks`, {
      key: c.t.keys.write ?? c.t.keys.admin,
      body: {
        title: `conformance decision ${kind} ${serial(c.t, "decision task")}`,
        description: `A task of the conformance suite, parked on a ${kind} decision.`,
      },
    });
    const task = created.json as { taskId?: unknown } | undefined;
    // Setup, not a row of the decision machines: a refusal leaves the rule not exercised (resources.ts).
    if (created.status !== 201 || typeof task?.taskId !== "string")
      throw new Inconclusive(
        `setup refused: creating a task of the suite's own to park on ${kind} (${refusal(created)})`,
      );
    const taskId = task.taskId as string;
    c.t.fixtures.track("task", taskId, () => deleteTask(c, taskId));
    // Starting is setup too (the start row is the task rules' to judge): a refusal is not exercised.
    const started = await call(c, "POST", `/tasks/${enc(taskId)}/start`, {
      key: c.t.keys.decide,
      body: { pipelineId },
    });
    if (started.status !== 202)
      throw new Inconclusive(
        `setup refused: starting task ${taskId} on ${pipelineId}, the pipeline configured to park on ${kind}, with a decide key (${refusal(started)})`,
      );
    let runId = (started.json as { runId?: unknown } | undefined)?.runId;
    if (typeof runId !== "string") {
      const run = await call(c, "GET", `/tasks/${enc(taskId)}/run`, { key: c.t.keys.read ?? c.t.keys.admin });
      runId = (run.json as { runId?: unknown } | undefined)?.runId;
      if (run.status !== 200 || typeof runId !== "string")
        throw new Inconclusive(`setup refused: reading the run of task ${taskId} (${refusal(run)})`);
    }
    const r = new DecisionRun(c, kind, taskId, runId as string, ctx);
    const elsewhere = (l: DecisionList) =>
      l.status === "blocked" && viewOf(l, kind) === "gone" && (l.unanswerable.length > 0 || l.decisions.length > 0);
    // Parking on the kind is what the configuration promised (the documents do not say when a pipeline
    // parks): a run that ends without parking, or does not park in time, is not exercised.
    const l = await r.until(
      (x) => viewOf(x, kind) === "awaiting" || elsewhere(x) || TERMINAL.has(x.status),
      `park on a ${kind} decision (pipelines.park["${kind}"] ${pipelineId})`,
      undefined,
      { inconclusiveOnTimeout: true },
    );
    // Ending, or parking on something else (a wait "no route of this API can settle", doc 1
    // PublicUnanswerableWait, or the kind's decision listed without its `kind` and fields), is a
    // configuration the target does not bear out: not exercised, and a failure when vouched for.
    const unmet = (what: string) =>
      timedOut(c, true) === Inconclusive
        ? new Inconclusive(`${what}${promiseNote(c, true)}`)
        : new Mismatch(
            `Received: ${what}${promiseNote(c, true)} / Documented: a run parked on the ${kind} decision as doc 1 Decisions lists it (its \`kind\` and fields)`,
          );
    if (TERMINAL.has(l.status))
      throw unmet(`the pipeline configured to park on ${kind} (${pipelineId}) ended ${l.status} without parking`);
    if (viewOf(l, kind) !== "awaiting") {
      throw unmet(
        `the pipeline configured to park on ${kind} (${pipelineId}) parked on ${ofKind(l, kind) ? `its ${kind} decision waiting on nothing a human can answer (no item, id or state a route addresses): ${jsonText(ofKind(l, kind)).slice(0, 300)}` : "something else"}: ${describe(l)}${l.unanswerable.length ? `, unanswerable ${brief(l.unanswerable)}` : ""}`,
      );
    }
    c.cover("RUN-PARK");
    return r;
  }

  /** The decision of this run's kind in the last list. */
  get decision(): Decision | undefined {
    return ofKind(this.list, this.kind);
  }

  /** GET /runs/{runId}/decisions with a read key; checks the list's invariants. */
  async read(): Promise<DecisionList> {
    const r = await call(this.c, "GET", `/runs/${enc(this.runId)}/decisions`, {
      key: this.c.t.keys.read ?? this.c.t.keys.admin,
    });
    this.list = this.decisionList(r, LIST_OP, "GET /decisions");
    return this.list;
  }

  /** The run's verification report (GET /runs/{runId}/report, doc 2 Evidence), or undefined when not answered 200. */
  async report(): Promise<unknown> {
    const r = await call(this.c, "GET", `/runs/${enc(this.runId)}/report`, {
      key: this.c.t.keys.read ?? this.c.t.keys.admin,
    });
    return r.status === 200 ? r.json : undefined;
  }

  /** Sends an answering route with the decide key (doc 2 Authentication 6), as it comes back. */
  send(operationId: string, params: Record<string, string> = {}, body?: unknown): Promise<Reply> {
    const o = op(operationId);
    const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      enc(name === "runId" ? this.runId : (params[name] ?? "")),
    );
    return call(this.c, o.method, path, { key: this.c.t.keys.decide, body: o.body ? (body ?? {}) : undefined });
  }

  /** An answer the documents admit: 200 PublicDecisionList, which becomes the last list. */
  async answer(
    operationId: string,
    params: Record<string, string>,
    body: unknown,
    what: string,
  ): Promise<DecisionList> {
    return this.accept(await this.send(operationId, params, body), operationId, what);
  }

  /** The reply of an answering route, which must be a 200 PublicDecisionList: the last list. */
  accept(r: Reply, operationId: string, what: string): DecisionList {
    this.list = this.decisionList(r, operationId, what);
    this.c.cover(`verb:${operationId}`);
    return this.list;
  }

  /**
   * A refusal whose status the documents leave unspecified (doc 2 Errors, "Other refusals whose
   * codes are unspecified"; wrong kind or wrong state): a 4XX with the envelope, never a 5XX, and
   * the decision list is the same before and after.
   */
  async refused(
    operationId: string,
    params: Record<string, string>,
    body: unknown,
    what: string,
    documented: string,
    seen?: DecisionList,
  ): Promise<void> {
    const before = seen ?? (await this.read());
    const r = await this.send(operationId, params, body);
    must(
      r.status >= 400 && r.status < 500,
      `${r.status}${r.status < 300 ? ` ${describe(this.parse(r))}` : ""} for ${what}`,
      `a 4XX refusal (${documented})`,
    );
    const problem = envelopeProblem(r);
    must(problem === null, `${problem} for ${what}`, "the error envelope {error: {code, message}} (doc 2 Errors)");
    const after = await this.read();
    must(
      fingerprint(after) === fingerprint(before),
      `the decisions changed after the refused ${what} (${jsonText(errorToken(r.json))}): before ${describe(before)}, after ${describe(after)}`,
      `a refusal changes nothing (${documented})`,
    );
  }

  /**
   * A verb the documents say does not take effect in this state but whose refusal they do not list
   * (doc 2 Errors lists the refusals whose codes are unspecified): a 4XX with the envelope, or a 200
   * PublicDecisionList — either way the decision list is the same before and after.
   */
  async notPerformed(
    operationId: string,
    params: Record<string, string>,
    body: unknown,
    what: string,
    documented: string,
  ): Promise<number> {
    const before = await this.read();
    const r = await this.answerOrRefusal(operationId, params, body, what, documented);
    const after = await this.read();
    must(
      fingerprint(after) === fingerprint(before),
      `the decisions changed after ${what} (${r.status} ${jsonText(errorToken(r.json))}): before ${describe(before)}, after ${describe(after)}`,
      `nothing happens (${documented})`,
    );
    return r.status;
  }

  /**
   * A request the documents let the target refuse or answer (which, they do not state): a 4XX with
   * the envelope, or a 200 PublicDecisionList (the last list then), never a 5XX. Its status.
   */
  async answeredOrRefused(
    operationId: string,
    params: Record<string, string>,
    body: unknown,
    what: string,
    documented: string,
  ): Promise<number> {
    return (await this.answerOrRefusal(operationId, params, body, what, documented)).status;
  }

  private async answerOrRefusal(
    operationId: string,
    params: Record<string, string>,
    body: unknown,
    what: string,
    documented: string,
  ): Promise<Reply> {
    const r = await this.send(operationId, params, body);
    must(
      r.status < 500,
      `${r.status} ${jsonText(errorToken(r.json))} for ${what}`,
      `a 4XX refusal or a 200 PublicDecisionList, never a 5XX (${documented})`,
    );
    if (r.status >= 400) {
      const problem = envelopeProblem(r);
      must(problem === null, `${problem} for ${what}`, "the error envelope {error: {code, message}} (doc 2 Errors)");
    } else {
      this.list = this.decisionList(r, operationId, what);
    }
    return r;
  }

  /**
   * doc 1 Run: `blocked` → (last undecided item answered, or a proceed/approve verb) → the run
   * advances. The reply shows it, or the next reads do (a run may leave `blocked` and park again on
   * something else: the list then differs from the reply); `each` sees every list read on the way.
   */
  async leftBlocked(reply: DecisionList, what: string, each?: (l: DecisionList) => void): Promise<void> {
    if (reply.status !== "blocked") {
      this.notStopped(
        what,
        "doc 1 Run: blocked → a proceed/approve verb or the last undecided item answered → run advances",
      );
      this.c.cover("RUN-ADVANCE");
      return;
    }
    const seen = fingerprint(reply);
    await this.until((l) => {
      each?.(l);
      return l.status !== "blocked" || fingerprint(l) !== seen;
    }, `leave blocked after ${what} (doc 1 Run: blocked → run advances)`);
    // Read after the reply, a `failed` run may have advanced and then failed a later step of the
    // configured pipeline: only a vouched pipeline promises none does (the reply itself, above, is
    // the verb's own answer and fails either way).
    if (this.list.status === "failed" && !this.c.t.info.vouch)
      throw new Inconclusive(
        `run failed after ${what}, seen only after the reply: a later step of the configured pipeline may have failed (a promise of the configuration only: --vouch makes it a failure)`,
      );
    this.notStopped(
      what,
      "doc 1 Run: blocked → a proceed/approve verb or the last undecided item answered → run advances",
    );
    this.c.cover("RUN-ADVANCE");
  }

  /**
   * After `what`, a verb that continues the run (it advances, or a step re-runs), the last list
   * observed shows the run not stopped: a stopped run is `failed` (doc 1 Task stop row: "run records
   * a cancelled terminal state"; Run: reject approval, "terminal rejected failure"), so a `failed`
   * run right after such a verb is the verb taken as a stop. Every kind's continuing verbs meet it
   * here (leftBlocked); only reject, stop-reset and a judge's stop stop a run.
   */
  notStopped(what: string, documented: string): void {
    must(this.list.status !== "failed", `run failed after ${what}`, `the run goes on: ${documented}, not a stop`);
  }

  /**
   * After `what`, a verb that sends work back (request changes, request fix, a judge's bounce, an
   * interview's continue, a challenge, a re-review, an incorporate): its own reply shows the run not
   * stopped (only reject, stop-reset and a judge's stop stop a run), then the work is waited out.
   */
  async reworks(what: string, documented: string, each?: (l: DecisionList) => void): Promise<DecisionList> {
    this.notStopped(what, documented);
    return this.quiet(what, each);
  }

  /** The run stops (reject, judge stop, stop-reset): a terminal status, `failed` when stated. */
  async stopped(what: string, statuses: readonly string[]): Promise<DecisionList> {
    return this.until(
      (l) => TERMINAL.has(l.status),
      `stop after ${what}`,
      (l) => {
        must(statuses.includes(l.status), `run ${l.status} after ${what}`, `run ${statuses.join(" or ")}`);
      },
    );
  }

  /**
   * Waits out background work (an asynchronous verb, a re-run step) until the run waits on a human
   * again or is gone; `each` sees every list read on the way.
   */
  async quiet(what: string, each?: (l: DecisionList) => void): Promise<DecisionList> {
    return this.until((l) => {
      each?.(l);
      return viewOf(l, this.kind) !== "working";
    }, `park again or finish after ${what}`);
  }

  /** Reads until `done(list)`; bounded (reads of the embedded server, a deadline on a real one). */
  async until(
    done: (l: DecisionList) => boolean,
    what: string,
    then?: (l: DecisionList) => void,
    opts: { inconclusiveOnTimeout?: boolean } = {},
  ): Promise<DecisionList> {
    const deadline = Date.now() + WAIT_MS;
    let pause = 100;
    for (let reads = 1; ; reads++) {
      const l = await this.read();
      if (done(l)) {
        then?.(l);
        return l;
      }
      if (this.c.t.info.embedded ? reads >= EMBEDDED_READS : Date.now() >= deadline) {
        const promised = opts.inconclusiveOnTimeout ?? false;
        const E = timedOut(this.c, promised);
        throw new E(
          `${E === Inconclusive ? "" : "Received: "}run ${this.runId} did not ${what} within ${this.c.t.info.embedded ? `${EMBEDDED_READS} reads` : `${WAIT_MS} ms`}${promiseNote(this.c, promised)} (last: ${describe(l)})`,
        );
      }
      if (!this.c.t.info.embedded) {
        // A real target moves in real time: a short back-off between polls only.
        await new Promise((res) => setTimeout(res, pause));
        pause = Math.min(pause * 2, 1_000);
      }
    }
  }

  /** Deletes the task (and with it the run, doc 1 Task delete row); a run in flight is stopped first if the delete is refused. */
  async cleanup(): Promise<void> {
    try {
      await deleteTask(this.c, this.taskId);
      this.c.t.fixtures.forget("task", this.taskId);
    } catch {
      // Left to the family's teardown, which reports what it cannot remove.
    }
  }

  private parse(r: Reply): DecisionList {
    const l = r.json as DecisionList | undefined;
    return l && Array.isArray(l.decisions)
      ? l
      : { decisions: [], parked: false, runId: this.runId, status: "?", taskId: this.taskId, unanswerable: [] };
  }

  private decisionList(r: Reply, operationId: string, what: string): DecisionList {
    must(r.status === 200, `${r.status} ${jsonText(errorToken(r.json))} for ${what}`, `200 (${CLAUSE})`);
    const validate = this.c.t.validators.response(operationId, 200);
    const v = validate?.(r.json);
    must(
      !v || v.ok,
      `a body that is not a PublicDecisionList for ${what}: ${brief(v?.issues.slice(0, 3))}`,
      `200 PublicDecisionList (${CLAUSE})`,
    );
    const l = r.json as DecisionList;
    must(l.runId === this.runId, `runId ${l.runId} for ${what}`, `the list of run ${this.runId}`);
    // doc 1 PublicDecisionList `taskId` (and a review decision's): the run is this task's.
    for (const [where, id] of [["the list", l.taskId], ...l.decisions.map((d) => [`a ${d.kind} decision`, d.taskId])]) {
      must(
        id === undefined || id === this.taskId,
        `taskId ${jsonText(id)} on ${where} for ${what}`,
        `taskId ${this.taskId}, the task the run is for (doc 1 Decisions)`,
      );
    }
    // doc 2 Limits, Iteration caps: no count past the cap its decision reports, outside the exceeded state.
    for (const d of l.decisions) {
      const past = pastCaps(d);
      must(
        past.length === 0,
        `the ${d.kind} decision at ${past.join(", ")} for ${what}`,
        "each count within the cap its decision reports, past it only in the exceeded state (doc 2 Limits: iteration caps)",
      );
    }
    // doc 1 PublicDecisionList: `parked` "true only when the run has stopped, i.e. status blocked".
    must(
      l.parked !== true || l.status === "blocked",
      `parked ${l.parked} with run status ${l.status} for ${what}`,
      "`parked` true only when the run has stopped, i.e. status `blocked` (doc 1 PublicDecisionList)",
    );
    // doc 1 Run: running → a step needs a human → `blocked`, `parked` true: a blocked run whose decision
    // of this kind waits on a human is parked. (A blocked run whose decision works in the background
    // is not held to it: "true only when" states one direction.)
    must(
      viewOf(l, this.kind) !== "awaiting" || l.parked === true,
      `parked ${l.parked} while the run is blocked on a ${this.kind} decision awaiting a human (${describe(l)}) for ${what}`,
      "`parked` true (doc 1 Run: a step needs a human → blocked; parked true)",
    );
    return l;
  }
}

/**
 * c.call, with a transport error turned into a Mismatch, so the counterexample names the request.
 * A request the run did not send (outside the --operation selection, past the budget, throttled)
 * goes on as the not-exercised verdict it is: `settle` carries it through fast-check unchanged.
 */
async function call(
  c: CheckContext,
  method: string,
  path: string,
  opts: { key: string | null; body?: unknown },
): Promise<Reply> {
  try {
    return await c.call(method, path, opts);
  } catch (e) {
    if (e instanceof Error || asVerdict(e)?.outcome !== "fail") throw e;
    throw new Mismatch(
      `Received: ${(e as { message?: string }).message ?? String(e)} for ${method} ${path} / Documented: an HTTP answer`,
    );
  }
}

async function deleteTask(c: CheckContext, taskId: string): Promise<void> {
  const del = () => c.t.client.call("DELETE", `/tasks/${enc(taskId)}`, { key: c.t.keys.admin });
  let d = await del();
  if (d.status >= 400 && d.status < 500 && d.status !== 404) {
    await c.t.client.call("POST", `/tasks/${enc(taskId)}/stop`, { key: c.t.keys.write ?? c.t.keys.admin });
    d = await del();
  }
  if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /tasks/${taskId} answered ${d.status}`);
}
