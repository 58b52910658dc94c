/**
 * Follow-ups (doc 1 States and transitions, "Follow-up item" rows; doc 2 Decisions: "Poll the list
 * regardless of `parked`, since follow-ups are answerable while the run is working"; doc 2 Errors:
 * "answering a `follow_up` item; filing a `question` item or filing without a tracker").
 *
 * Items of kinds `follow_up` and `question` start `pending`. From any status: send back (`follow_up`
 * only) → `queued`; dismiss (either kind) → `dismissed`; file (`follow_up` only, tracker connected)
 * → `filed` with a NEW issue every time (not idempotent); answer (`question` only) → `answered` or
 * `closed` per `resolution`. Kind mismatches are 422 (a rule of the item), filing without a tracker
 * 409 (a state of the workspace).
 *
 * Once no item is `pending` while the run is parked on the step ("releases the park when it was the
 * last undecided item"): items sent back since the last loop make the coder loop (loops+1, the step
 * re-runs; the loop raises one new item and parks again) within `maxLoops`; beyond it the send-backs
 * are dropped (`sendBackDropped` true) and the run advances, as it does when nothing was sent back.
 * The decision stays listed and its items answerable until the run is done or failed.
 */
import type { Workspace } from "../../workspace.ts";
import { TERMINAL } from "../../runs/engine.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, conflict, isParkedOn, missing, rerun, violation } from "../access.ts";
import { CAPS } from "../limits.ts";
import { base, type KindModule } from "../module.ts";
import type { FollowUpItemRecord, FollowUpsRecord } from "../records.ts";
import { recordsOfKind } from "../state.ts";

declare module "../../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 1 "Follow-up item": whether a kind-bound verb takes this item (a mismatch is 422). */
    "followUps.admits": (verb: KindBoundVerb, it: FollowUpItemRecord) => boolean;
    /** doc 1 "Follow-up item | send back": the status a sent-back item is recorded with (`queued`). */
    "followUps.sentBackStatus": () => FollowUpItemRecord["status"];
    /** doc 2 Decisions: the tracker issue a file creates. */
    "followUps.newTicket": (ws: Workspace, it: FollowUpItemRecord) => string;
    /** doc 1 "Follow-up item | send back": the sent-back items the coder loops for once every item is decided. */
    "followUps.loopFor": (rec: FollowUpsRecord) => FollowUpItemRecord[];
  }
}

function item(
  ws: Workspace,
  kind: FollowUpItemRecord["kind"],
  title: string,
  detail: string,
  suggestedAction: string | null,
): FollowUpItemRecord {
  return {
    itemId: ws.newId("fu"),
    kind,
    title,
    detail,
    suggestedAction,
    status: "pending",
    answer: null,
    ticketExternalId: null,
    ticketUrl: null,
    sendBackDropped: false,
    looped: false,
  };
}

export const followUpsModule: KindModule<FollowUpsRecord> = {
  open(a) {
    return {
      ...base(a, "follow-up-triage"),
      kind: "follow-ups",
      items: [
        item(
          a.ws,
          "follow_up",
          "Add rate limiting to the export endpoint",
          "The endpoint can be called in a tight loop.",
          "send-back",
        ),
        item(
          a.ws,
          "follow_up",
          "Document the retry policy",
          "Retries are implemented but not described in the README.",
          "file",
        ),
        item(
          a.ws,
          "question",
          "Should archived tasks be included in the export?",
          "The coder excluded them; the task does not say.",
          null,
        ),
      ],
      loops: 0,
      maxLoops: CAPS.followUpLoops,
    };
  },
  reopen(ws, _run, rec) {
    // The coder looped on the sent-back items and reports one new follow-up from that pass.
    rec.items.push(
      item(
        ws,
        "follow_up",
        `Loop ${rec.loops}: tighten the new test`,
        "The test added for the sent-back item does not cover the error path.",
        "send-back",
      ),
    );
  },
  project(rec) {
    return {
      kind: "follow-ups",
      items: rec.items.map((i) => ({
        answer: i.answer,
        detail: i.detail,
        itemId: i.itemId,
        kind: i.kind,
        sendBackDropped: i.sendBackDropped,
        status: i.status,
        suggestedAction: i.suggestedAction,
        ticketExternalId: i.ticketExternalId,
        ticketUrl: i.ticketUrl,
        title: i.title,
      })),
      loops: rec.loops,
      maxLoops: rec.maxLoops,
      stepIndex: rec.stepIndex,
      stepKind: rec.stepKind,
    };
  },
};

/** The addressed item (404 when no follow-ups decision of the run has it; 409 once the run ended). */
function find(ws: Workspace, run: RunRecord, itemId: string): { rec: FollowUpsRecord; it: FollowUpItemRecord } {
  for (const rec of recordsOfKind(ws, run.runId, "follow-ups")) {
    const it = rec.items.find((i) => i.itemId === itemId);
    if (!it) continue;
    if (TERMINAL.has(run.status))
      throw conflict("decision_not_open", `run ${run.runId} is ${run.status}: its follow-ups are closed`);
    return { rec, it };
  }
  throw missing("follow_up_item_not_found", `follow-up item ${itemId} not found on run ${run.runId}`);
}

/** doc 1 "Follow-up item": the kind of item each kind-bound verb is for (dismiss takes either). */
const VERB_KIND = { "send-back": "follow_up", file: "follow_up", answer: "question" } as const;
type KindBoundVerb = keyof typeof VERB_KIND;

function admits(verb: KindBoundVerb, it: FollowUpItemRecord): boolean {
  return it.kind === VERB_KIND[verb];
}

function requireKind(ws: Workspace, it: FollowUpItemRecord, verb: KindBoundVerb): void {
  if (!ws.server.behaviour("followUps.admits", admits)(verb, it)) {
    throw violation("follow_up_wrong_kind", `${verb} is for a ${VERB_KIND[verb]} item; ${it.itemId} is a ${it.kind}`);
  }
}

/** doc 2 Decisions: filing is "not idempotent": every call files a new issue. */
function newTicket(ws: Workspace, _it: FollowUpItemRecord): string {
  return `FU-${++ws.decisions.ticketSeq}`;
}

/** The items sent back since the coder last looped. */
function loopFor(rec: FollowUpsRecord): FollowUpItemRecord[] {
  return rec.items.filter((i) => i.status === "queued" && !i.looped);
}

/** "releases the park when it was the last undecided item" — and the coder loops for sent-back items. */
function release(ws: Workspace, run: RunRecord, rec: FollowUpsRecord): void {
  if (!isParkedOn(run, rec) || rec.items.some((i) => i.status === "pending")) return;
  const sentBack = ws.server.behaviour("followUps.loopFor", loopFor)(rec);
  for (const i of sentBack) i.looped = true;
  if (sentBack.length > 0 && rec.loops < rec.maxLoops) {
    rec.loops += 1;
    run.directives.push(`follow-ups sent back: ${sentBack.map((i) => i.title).join(" | ")}`);
    rerun(ws, run, rec);
    return;
  }
  for (const i of sentBack) i.sendBackDropped = true;
  advance(ws, run, rec);
}

export function sendBack(ws: Workspace, run: RunRecord, itemId: string): void {
  const { rec, it } = find(ws, run, itemId);
  requireKind(ws, it, "send-back");
  if (it.status !== "queued") {
    it.status = ws.server.behaviour("followUps.sentBackStatus", () => "queued")();
    it.looped = false;
    it.sendBackDropped = false;
  }
  release(ws, run, rec);
}

export function dismiss(ws: Workspace, run: RunRecord, itemId: string): void {
  const { rec, it } = find(ws, run, itemId);
  it.status = "dismissed";
  release(ws, run, rec);
}

export function file(ws: Workspace, run: RunRecord, itemId: string): void {
  const { rec, it } = find(ws, run, itemId);
  requireKind(ws, it, "file");
  if (!ws.decisions.trackerConnected)
    throw conflict("tracker_not_connected", "no issue tracker is connected to this workspace");
  const ref = ws.server.behaviour("followUps.newTicket", newTicket)(ws, it);
  it.status = "filed";
  it.ticketExternalId = ref;
  it.ticketUrl = `https://tracker.example.invalid/browse/${ref}`;
  release(ws, run, rec);
}

export function answer(
  ws: Workspace,
  run: RunRecord,
  itemId: string,
  text: string,
  resolution: "answered" | "closed" | undefined,
): void {
  const { rec, it } = find(ws, run, itemId);
  requireKind(ws, it, "answer");
  it.answer = text;
  it.status = resolution ?? "answered";
  run.directives.push(`follow-up answer: ${it.title} ${text}`);
  release(ws, run, rec);
}
