/**
 * Review sessions: requirements review, clarity review (the bug-triage twin) and brainstorm, one per
 * stage (doc 1 States and transitions, "Review session" and "Finding or option" rows; doc 2
 * Decisions). The three share one machine:
 *
 * - `ready` with findings/options. Items: `open` ⇄ `dismissed` (PATCH), reply on an `open` item
 *   records it and marks it `answered` (reference choice: `answered` is the status of the enum that
 *   says so). Items may change while the session is `ready` or `exceeded`.
 * - incorporate: only from `ready`, refused 409 while an open item remains ("only open items block
 *   incorporation") → `incorporating`; asynchronous: the run stays parked and, on the next
 *   observation (`observeDecisions`), the session is `incorporated` and the run advances.
 * - re-review ("one more pass; on convergence the parked run advances"): with no open item the
 *   session converges at once (`merged`, run advances); with open items and passes left, the step
 *   re-runs (`reviewing`) and the next pass reopens `ready` with iteration+1 (answered items become
 *   `resolved`, open ones are raised again); at `maxIterations` a re-review would exceed the cap:
 *   the session becomes `exceeded` (doc 2 Limits, "exceeding them yields the exceeded state").
 *   In any other state it is admitted and changes nothing (a pass is under way, or the cap is hit).
 * - proceed (any state, the run parked on it): settles with the last document; run advances.
 * - resolve-exceeded (only `exceeded`): `extra-round` raises the cap by one and runs one more pass;
 *   `proceed` continues with the last result; `stop-reset` stops the run and resets the task.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, conflict, held, isParkedOn, missing, notHeld, rerun, stop, taskIdOf } from "../access.ts";
import { CAPS } from "../limits.ts";
import { base, type KindModule, type OpenArgs } from "../module.ts";
import type { ReviewItem, ReviewKind, ReviewRecord } from "../records.ts";
import { idPrefix, initialItems, resultText } from "./review-content.ts";

export type Stage = ReviewRecord["stage"];

declare module "../../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Decisions: a review route answers the live session of its own kind (and stage) the run is parked on, else 409. */
    "reviews.session": (ws: Workspace, run: RunRecord, kind: ReviewKind, stage?: Stage) => ReviewRecord;
    /** doc 1 "Review session": the items that block incorporation (the open ones). */
    "reviews.blockingItems": (rec: ReviewRecord) => ReviewItem[];
  }
}

function projectItem(i: ReviewItem) {
  return {
    category: i.category,
    detail: i.detail,
    itemId: i.itemId,
    reply: i.reply,
    severity: i.severity,
    status: i.status,
    title: i.title,
  };
}

export function reviewModule(kind: ReviewKind): KindModule<ReviewRecord> {
  return {
    open(a: OpenArgs): ReviewRecord {
      // doc 2 Decisions: brainstorm `stage` is `requirements` or `architecture`. Reference choice: a
      // brainstorm step whose name mentions "architecture" opens that stage, any other the requirements stage.
      const stage: Stage = kind === "brainstorm" && /architecture/i.test(a.stepName) ? "architecture" : "requirements";
      return {
        ...base(
          a,
          kind === "brainstorm"
            ? "brainstorm"
            : kind === "clarity-review"
              ? "clarity-reviewer"
              : "requirements-reviewer",
        ),
        kind,
        sessionId: a.ws.newId(idPrefix(kind)),
        taskId: taskIdOf(a.run),
        stage,
        status: "ready",
        iteration: 1,
        maxIterations: CAPS.reviewIterations,
        items: initialItems(kind, stage, () => a.ws.newId("itm")),
        result: null,
        feedback: null,
      };
    },
    reopen(_ws, _run, rec) {
      // The next pass: answers were taken (resolved), still-open items are raised again.
      rec.iteration += 1;
      for (const i of rec.items) if (i.status === "answered") i.status = "resolved";
      rec.status = "ready";
    },
    project(rec) {
      const findings = rec.items.map(projectItem);
      const common = {
        iteration: rec.iteration,
        maxIterations: rec.maxIterations,
        status: rec.status,
        taskId: rec.taskId,
      };
      if (rec.kind === "requirements-review") {
        return { kind: rec.kind, findings, incorporatedRequirements: rec.result, reviewId: rec.sessionId, ...common };
      }
      if (rec.kind === "clarity-review") {
        return { kind: rec.kind, clarifiedReport: rec.result, findings, reviewId: rec.sessionId, ...common };
      }
      return {
        kind: rec.kind,
        convergedDirection: rec.result,
        options: findings,
        sessionId: rec.sessionId,
        stage: rec.stage,
        ...common,
      };
    },
  };
}

/** The live session of `kind` (of `stage`, for a brainstorm) the run is parked on, or 409. */
function heldSession(ws: Workspace, run: RunRecord, kind: ReviewKind, stage?: Stage): ReviewRecord {
  const rec = held(ws, run, kind);
  if (kind === "brainstorm" && stage !== undefined && rec.stage !== stage) {
    // doc 2 Decisions: "one live session per stage per task"; the other stage has none here.
    throw notHeld(run, kind, `run ${run.runId} has no live ${stage} brainstorm session (the live one is ${rec.stage})`);
  }
  return rec;
}

/** The session a route of `kind` (and `stage`) answers. */
function session(ws: Workspace, run: RunRecord, kind: ReviewKind, stage?: Stage): ReviewRecord {
  return ws.server.behaviour("reviews.session", heldSession)(ws, run, kind, stage);
}

/** doc 1 "Review session | `ready` | incorporate": "only open items block incorporation". */
function blockingItems(rec: ReviewRecord): ReviewItem[] {
  return rec.items.filter((i) => i.status === "open");
}

const itemWord = (kind: ReviewKind) => (kind === "brainstorm" ? "option" : "finding");

/** An item of the held session; items change while the session is `ready` or `exceeded`. */
function item(rec: ReviewRecord, itemId: string): ReviewItem {
  if (rec.status !== "ready" && rec.status !== "exceeded") {
    throw conflict(
      "review_busy",
      `the ${rec.kind} session is ${rec.status}; its ${itemWord(rec.kind)}s cannot change now`,
    );
  }
  const found = rec.items.find((i) => i.itemId === itemId);
  if (!found)
    throw missing(`${itemWord(rec.kind)}_not_found`, `${itemWord(rec.kind)} ${itemId} not found in this ${rec.kind}`);
  return found;
}

export interface Target {
  ws: Workspace;
  run: RunRecord;
  kind: ReviewKind;
  stage?: Stage;
}

/** doc 1 "Finding or option": `open` → `dismissed`, `dismissed` → `open`; the same status again is a no-op. */
export function setItemStatus(t: Target, itemId: string, status: "open" | "dismissed"): void {
  const i = item(session(t.ws, t.run, t.kind, t.stage), itemId);
  if (i.status === status) return;
  const from = status === "dismissed" ? "open" : "dismissed";
  if (i.status !== from) {
    throw conflict(
      "finding_status_conflict",
      `a ${i.status} ${itemWord(t.kind)} cannot be set to ${status} (only ${from} → ${status})`,
    );
  }
  i.status = status;
}

/** doc 1 "Finding or option | `open` | reply": the answer is recorded (status `answered`). */
export function replyItem(t: Target, itemId: string, reply: string): void {
  const i = item(session(t.ws, t.run, t.kind, t.stage), itemId);
  if (i.status !== "open")
    throw conflict("finding_not_open", `only an open ${itemWord(t.kind)} takes a reply; this one is ${i.status}`);
  i.reply = reply;
  i.status = "answered";
}

/** doc 1 "Review session | `ready` | incorporate" → `incorporating` (asynchronous). */
export function incorporate(t: Target, feedback: string | undefined): void {
  const rec = session(t.ws, t.run, t.kind, t.stage);
  if (rec.status !== "ready")
    throw conflict("review_not_ready", `incorporate needs a ready session; this one is ${rec.status}`);
  const open = t.ws.server.behaviour("reviews.blockingItems", blockingItems)(rec).length;
  if (open > 0) {
    throw conflict(
      "open_items_block_incorporation",
      `${open} open ${itemWord(t.kind)}(s) remain: dismiss or answer them first (only open items block incorporation)`,
    );
  }
  if (feedback !== undefined) {
    rec.feedback = feedback;
    t.run.directives.push(`${t.kind} feedback: ${feedback}`);
  }
  rec.status = "incorporating";
}

/** The asynchronous end of an incorporation: called on the next observation of the parked run. */
export function finishIncorporation(ws: Workspace, run: RunRecord, rec: ReviewRecord): void {
  if (rec.status !== "incorporating" || !isParkedOn(run, rec)) return;
  rec.status = "incorporated";
  rec.result = resultText(rec);
  advance(ws, run, rec);
}

/** doc 1 "Review session | any | proceed": settles with the last document; the run advances. */
export function proceed(t: Target): void {
  const rec = session(t.ws, t.run, t.kind, t.stage);
  if (rec.status === "incorporating") rec.status = "incorporated";
  rec.result = resultText(rec);
  advance(t.ws, t.run, rec);
}

/** doc 1 "Review session | any | re-review": one more pass; on convergence the parked run advances. */
export function reReview(t: Target): void {
  const rec = session(t.ws, t.run, t.kind, t.stage);
  // "any" state is admitted. While a pass is under way (`reviewing`, `incorporating`) that pass is
  // the one more pass; an `exceeded` session is at its cap, so one more pass exceeds it again and it
  // stays `exceeded` until resolve-exceeded (doc 2 Limits). Both are admitted no-ops (reference choice).
  if (rec.status !== "ready") return;
  if (!rec.items.some((i) => i.status === "open")) {
    rec.status = "merged";
    rec.result = resultText(rec);
    advance(t.ws, t.run, rec);
  } else if (rec.iteration >= rec.maxIterations) {
    rec.status = "exceeded";
  } else {
    rec.status = "reviewing";
    rerun(t.ws, t.run, rec);
  }
}

/** doc 1 "Review session | `exceeded` | resolve-exceeded". */
export function resolveExceeded(t: Target, choice: "extra-round" | "proceed" | "stop-reset"): void {
  const rec = session(t.ws, t.run, t.kind, t.stage);
  if (rec.status !== "exceeded")
    throw conflict("review_not_exceeded", `resolve-exceeded needs an exceeded session; this one is ${rec.status}`);
  if (choice === "extra-round") {
    rec.maxIterations += 1;
    rec.status = "reviewing";
    rerun(t.ws, t.run, rec);
  } else if (choice === "proceed") {
    rec.result = resultText(rec);
    advance(t.ws, t.run, rec);
  } else {
    stop(t.ws, t.run, rec, "stop_reset", `${t.kind} exceeded its iteration cap: stopped and reset by request`);
  }
}
