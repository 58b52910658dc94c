/**
 * doc 1 "Review session | ready | incorporate | incorporating | asynchronous"; "Finding or option …
 * only open items block incorporation": with an open item nothing is incorporated — the refusal's
 * status is not listed (doc 2 Errors), so a 4XX or a 200 that changes nothing; without, the session
 * is `incorporating` (or already past it: the re-review "runs in the background") and the pass runs.
 */
import { must } from "../../../kit/verdicts.ts";
import { ofKind } from "../../kit/list.ts";
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { itemWord, openItems, params, ROUTES, sync, type ReviewModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

const PAST = new Set(["incorporating", "reviewing", "incorporated", "merged"]);

export class Incorporate implements Cmd<ReviewModel> {
  private refusedWith = 0;
  constructor(readonly feedback: string | null) {}

  check(m: Readonly<ReviewModel>): boolean {
    return !m.settled && m.status === "ready";
  }

  async run(m: ReviewModel, r: DecisionRun): Promise<void> {
    const body = this.feedback === null ? {} : { feedback: this.feedback };
    const open = openItems(m).length;
    if (open > 0) {
      this.refusedWith = open;
      await r.notPerformed(
        ROUTES[m.kind].incorporate,
        params(m),
        body,
        `incorporate with ${open} open ${itemWord(m.kind)}(s)`,
        "only open items block incorporation (doc 1 Finding or option rows)",
      );
      return;
    }
    const l = await r.answer(ROUTES[m.kind].incorporate, params(m), body, `${this}`);
    const d = ofKind(l, m.kind);
    const status = d ? String(d.status) : "not listed";
    must(
      (d !== undefined && PAST.has(String(d.status))) || (d === undefined && l.status !== "blocked"),
      `session ${status} (run ${l.status}) after incorporate`,
      "incorporating (doc 1 Review session: ready → incorporate → incorporating, asynchronous)",
    );
    r.c.cover("REVIEW-INCORPORATE");
    await r.reworks(
      "incorporate (its re-review runs in the background)",
      "doc 1 Review session: ready → incorporate → incorporating, re-review in the background",
    );
    sync(m, r);
  }

  toString(): string {
    const arg = this.feedback === null ? "" : jsonText(this.feedback);
    return `incorporate(${arg})${this.refusedWith ? ` [blocked: ${this.refusedWith} open]` : ""}`;
  }
}
