/**
 * Refusals of the notification act (doc 2 Notifications: "Not actionable: notifications that park a
 * run on an interactive human decision (dismiss instead), and cards that would retry a run on an
 * individual-usage model"; doc 2 Authentication 9) and of an unknown card id (doc 2 Errors: "Client
 * errors (validation, unauthorized, not found, conflict, rate limit) are 4XX"). Their statuses are
 * not stated: a 4XX with the envelope is what is asserted.
 *
 * These run in ERRORS, before the NULL and OP families act on and dismiss cards and before the STATE
 * notification rules: the cards are the target's and no route creates one, so a refusal is asked
 * while the card is still open.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { PARKING_TYPE, RETRY_TYPES } from "../../generators/calls/card-types.ts";
import { enc, mustRefuse } from "../state/kit/api.ts";
import { guarded, inconclusive, must } from "../state/kit/verdicts.ts";
import { openCards, touchableCards, type Card } from "../state/notification/cards.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { absentName } from "./stated.ts";

const NOT_ACTIONABLE = "doc 2 Notifications: not actionable";

async function refusedAndOpen(c: CheckContext, card: Card, why: string): Promise<void> {
  const what = `acting on ${card.type} card ${card.id} (${why})`;
  const r = await c.call("POST", `/notifications/${enc(card.id)}/act`, { body: {} });
  mustRefuse(r, what, NOT_ACTIONABLE);
  const still = await openCards(c);
  must(
    still.some((n) => n.id === card.id),
    `card ${card.id} no longer open after the refused act`,
    "a refusal changes nothing: the card stays open",
  );
}

export const notificationNotActionable: Rule = {
  id: "ERRORS-NOTIFICATION-NOT-ACTIONABLE",
  title:
    "Acting on a card that parks a run on a human decision, or that would retry a run on an individual-usage model, is refused and leaves it open",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Notifications (act: not actionable: cards that park a run on an interactive human decision, cards that would retry a run on an individual-usage model); doc 2 Authentication 9",
  clauses: ["D2-NOTIF-ACT-NOT-PARKING", "D2-NOTIF-ACT-NOT-INDIVIDUAL", "D2-AUTH-9-INDIVIDUAL-USAGE"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const open = await touchableCards(c);
      const done: string[] = [];
      const left: string[] = [];
      const parking = open.find((n) => n.type === PARKING_TYPE);
      if (parking) {
        await refusedAndOpen(c, parking, "it parks a run on a human decision");
        done.push(`${PARKING_TYPE} card ${parking.id} refused`);
      } else left.push(`no open ${PARKING_TYPE} card`);
      // Which model a run used is not shown: the facts name the run (the reference server's by default).
      const run = c.t.info.facts?.individualUsageRun;
      const individual = run ? open.find((n) => RETRY_TYPES.includes(n.type) && n.executionId === run) : undefined;
      if (individual) {
        await refusedAndOpen(
          c,
          individual,
          `it would retry run ${run}, on an individual-usage model (facts.individualUsageRun)`,
        );
        done.push(`${individual.type} card ${individual.id} on run ${run} refused`);
      } else {
        left.push(
          run
            ? `no open ${RETRY_TYPES.join(" or ")} card on run ${run} (facts.individualUsageRun)`
            : "which run is on an individual-usage model is not shown: set facts.individualUsageRun in the config file",
        );
      }
      if (!done.length) inconclusive(left.join("; "));
      c.pass([...done, ...left.map((l) => `not exercised: ${l}`)].join("; "));
    }),
};

const unknownCard = (op: string) => op === "actOnNotification" || op === "dismissNotification";

export const notificationUnknownId: Rule = {
  id: "ERRORS-NOTIFICATION-UNKNOWN-4XX",
  title: "Acting on or dismissing an unknown notification id is a client error: a 4XX with the envelope, never a 5XX",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (client errors, not found among them, are 4XX; server errors are 5XX; the envelope); doc 2 Notifications (act, dismiss)",
  clauses: ["D2-ERR-CLASSES", "D2-ERR-ENVELOPE"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => unknownCard(op.operationId),
  check: async (c) => {
    const op = c.operation;
    const id = absentName(c, "notification");
    // act's body is required and its fields are not shown: the configured one (`{}` on the reference server).
    const body = op.body ? (c.t.info.bodies.actOnNotification ?? {}) : undefined;
    const r = await c.callOp(op, { params: { id }, body });
    c.require(
      r.status >= 400 && r.status < 500,
      `${r.status} for ${op.method} ${op.path} on ${id}, an id no card has`,
      "a 4XX: not found is a client error (doc 2 Errors)",
      r.exchange,
    );
    expectEnvelope(c, r);
    c.pass(`${r.status} with the envelope for ${id}`);
  },
};
