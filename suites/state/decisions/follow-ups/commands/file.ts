/**
 * doc 1 "Follow-up item | follow_up kind | file | tracker connected | issue created, ticket ref
 * recorded; not idempotent"; doc 2 "retry after partial failure files a second issue". A refusal
 * (4XX, nothing changed) is what "filing without a tracker" looks like: the suite cannot see the
 * tracker connection, so it then stops filing. Filing the same item again records a new ticket ref.
 */
import { describe as describeList, fingerprint } from "../../kit/list.ts";
import { brief, must } from "../../../kit/verdicts.ts";
import { envelopeProblem } from "../../../../common/envelope.ts";
import type { Cmd } from "../../kit/machine.ts";
import { pickOf } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { candidates, itemIn, type FollowUpsModel, type Item } from "../model.ts";
import { decided } from "./decided.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";
import { errorToken } from "../../../../../generators/calls/refusals.ts";

function ticketOf(r: DecisionRun, id: string): string | null {
  const it = itemIn(r, id);
  const ref = it?.ticketExternalId ?? it?.ticketUrl;
  return typeof ref === "string" && ref.length > 0 ? ref : null;
}

export class FileItem implements Cmd<FollowUpsModel> {
  private itemId = "";
  private outcome = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && !m.noTracker && candidates(m, "follow_up").some((i) => i.ticket === null);
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item: Item = pickOf(
      candidates(m, "follow_up").filter((i) => i.ticket === null),
      this.pick,
    );
    this.itemId = item.id;
    const before = await r.read();
    const reply = await r.send("fileFollowUpItem", { itemId: item.id });
    if (reply.status >= 400 && reply.status < 500) {
      // Filing without a tracker is refused (doc 2 Errors): then nothing changed.
      const problem = envelopeProblem(reply);
      must(
        problem === null,
        `${problem} for a refused file`,
        "the error envelope {error: {code, message}} (doc 2 Errors)",
      );
      const after = await r.read();
      must(
        fingerprint(after) === fingerprint(before),
        `the decisions changed after a refused file: ${describeList(after)}`,
        "a refusal changes nothing",
      );
      // facts.trackerConnected, vouched for (--vouch, the embedded server's own), says a tracker is there.
      must(
        !(r.c.t.info.vouch && r.c.t.info.facts.trackerConnected === true),
        `${reply.status} ${jsonText(errorToken(reply.json))} for filing follow_up item ${item.id}, on a workspace the vouched facts.trackerConnected says has a tracker`,
        "issue created, ticket ref recorded (doc 1 Follow-up item: file, tracker connected)",
      );
      m.noTracker = true;
      this.outcome = "refused: no tracker?";
      r.note(
        `filing a follow_up item was refused (${reply.status}): no tracker connected, as far as the suite can tell`,
      );
      return;
    }
    r.accept(reply, "fileFollowUpItem", `${this}`);
    const ref = ticketOf(r, item.id);
    must(
      ref !== null,
      `item ${item.id} with no ticket ref after file: ${brief(itemIn(r, item.id))}`,
      "issue created, ticket ref recorded (doc 1 Follow-up item: file)",
    );
    item.ticket = ref;
    item.sent = null;
    this.outcome = ref;
    r.c.cover("FOLLOW-UP-FILE");
    await decided(m, r, item, "file");
  }

  toString(): string {
    return `file(${this.itemId || `#${this.pick}`})${this.outcome ? ` [${this.outcome}]` : ""}`;
  }
}

export class FileAgain implements Cmd<FollowUpsModel> {
  private itemId = "";
  private refs = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && m.items.some((i) => i.ticket !== null);
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item = pickOf(
      m.items.filter((i) => i.ticket !== null),
      this.pick,
    );
    this.itemId = item.id;
    await r.answer("fileFollowUpItem", { itemId: item.id }, undefined, `filing ${item.id} a second time`);
    const ref = ticketOf(r, item.id);
    this.refs = `${item.ticket} then ${ref}`;
    must(
      ref !== null && ref !== item.ticket,
      `ticket ref ${jsonText(ref)} after filing ${item.id} again (first: ${jsonText(item.ticket)})`,
      "a second issue with its own ticket ref: file is not idempotent (doc 1 Follow-up item: file; doc 2 Decisions)",
    );
    item.ticket = ref;
    item.sent = null;
    r.c.cover("FOLLOW-UP-FILE");
  }

  toString(): string {
    return `fileAgain(${this.itemId || `#${this.pick}`})${this.refs ? ` [${this.refs}]` : ""}`;
  }
}

/** doc 2 Errors: "filing a question item" is refused. */
export class FileQuestionRefused implements Cmd<FollowUpsModel> {
  private itemId = "";
  constructor(readonly pick: number) {}

  check(m: Readonly<FollowUpsModel>): boolean {
    return !m.settled && candidates(m, "question").length > 0;
  }

  async run(m: FollowUpsModel, r: DecisionRun): Promise<void> {
    const item = pickOf(candidates(m, "question"), this.pick);
    this.itemId = item.id;
    await r.refused(
      "fileFollowUpItem",
      { itemId: item.id },
      undefined,
      `filing question item ${item.id}`,
      "filing a question item is refused (doc 2 Decisions, Errors)",
    );
  }

  toString(): string {
    return `file(${this.itemId || `#${this.pick}`}) [question: refused]`;
  }
}
