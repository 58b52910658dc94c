/**
 * doc 1 States and transitions, Notification "open → act (admin key; actionable types only) → merge
 * the PR or retry the run; notification resolved"; doc 2 Notifications (act: scope admin, 200
 * Notification; not actionable: cards that park a run on an interactive human decision, and cards
 * that would retry a run on an individual-usage model); doc 2 Events, Notifications ("acting on
 * `ci_failed` or `test_failed` retries the run"). The merge itself is not observable (the merge
 * record's fields are not shown); the retry is: the card's run restarts, and the task's run is then
 * a run (PublicRun). One card of each retry type is acted on, so neither type may be refused; the
 * card on the individual-usage run the facts name is ERRORS-NOTIFICATION-NOT-ACTIONABLE's to try
 * (without that fact a refused retry card may be it, and is not judged).
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { enc, IN_FLIGHT, keyOf, mustRefuse, mustRefuseWith, type RunView } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { openCards, touchableCards, type Card } from "./cards.ts";
import { MERGE_TYPES, PARKING_TYPE, RETRY_TYPES } from "../../../generators/calls/card-types.ts";
import { jsonText } from "../../../lib/json/safe.ts";

async function stillOpen(c: CheckContext, id: string): Promise<boolean> {
  return (await openCards(c)).some((n) => n.id === id);
}

/** The task of a card's run, and its run now (for the retry effect), or null when not readable. */
async function runOfCard(c: CheckContext, card: Card): Promise<{ taskId: string; run: RunView } | null> {
  if (!card.executionId) return null;
  const d = await c.call<{ taskId?: string }>("GET", `/runs/${enc(card.executionId)}/decisions`, {
    key: c.t.keys.read ?? c.t.keys.admin,
  });
  if (d.status !== 200 || typeof d.json?.taskId !== "string") return null;
  const r = await c.call<RunView>("GET", `/tasks/${enc(d.json.taskId)}/run`, { key: c.t.keys.read ?? c.t.keys.admin });
  return r.status === 200 && r.json ? { taskId: d.json.taskId, run: r.json } : null;
}

function mustBeResolved(card: Card, answered: Record<string, unknown> | undefined): void {
  must(answered?.id === card.id, `card ${jsonText(answered?.id)} answered`, `Notification ${card.id}`);
  must(
    answered?.status !== "open" && typeof answered?.resolvedAt === "number",
    `status ${jsonText(answered?.status)}, resolvedAt ${jsonText(answered?.resolvedAt)} after acting`,
    "notification resolved (doc 1 Notification act)",
  );
}

export const notificationAct: Rule = {
  id: "STATE-NOTIFICATION-ACT",
  title: "Acting needs an admin key and an actionable card; it merges or retries, and resolves the card",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Notification act; doc 2 Notifications (act: admin, 200 Notification, a real merge or run retry, not actionable cards); doc 2 Events, Notifications (acting on `ci_failed` or `test_failed` retries the run); doc 2 Authentication 5",
  clauses: ["D2-NOTIF-ACT-REAL", "D2-EVENTS-NOTIFICATION-ACT-EFFECT", "D2-NOTIF-ACT-NOT-PARKING", "D2-AUTH-5-403"],
  profile: "full",
  scope: "global",
  transitions: ["NOTIFICATION-ACT"],
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const mine = await touchableCards(c);
      const merge = mine.filter((n) => MERGE_TYPES.includes(n.type));
      const retry = mine.filter((n) => RETRY_TYPES.includes(n.type));
      // Which run is on an individual-usage model is not shown: the facts name it (the reference server's by default).
      const individualRun = c.t.info.facts?.individualUsageRun ?? null;
      const onIndividual = (n: Card) => individualRun !== null && n.executionId === individualRun;
      const first = merge[0] ?? retry.find((n) => !onIndividual(n)) ?? retry[0];
      if (!first)
        inconclusive(
          `none of the open notifications the run may change is of an actionable type (${[...MERGE_TYPES, ...RETRY_TYPES].join(", ")})`,
        );
      const done: string[] = [];

      const byWrite = await c.call("POST", `/notifications/${enc(first.id)}/act`, { key: write, body: {} });
      mustRefuseWith(
        byWrite,
        403,
        "insufficient_scope",
        `acting on ${first.type} card ${first.id} with a write key`,
        "doc 2 Notifications: act scope admin; Authentication 5",
      );
      must(
        await stillOpen(c, first.id),
        `card ${first.id} no longer open after the refused act`,
        "a refusal changes nothing",
      );
      done.push("write key refused 403");

      const parking = mine.find((n) => n.type === PARKING_TYPE);
      if (parking) {
        const r = await c.call("POST", `/notifications/${enc(parking.id)}/act`, { body: {} });
        mustRefuse(
          r,
          `acting on ${PARKING_TYPE} card ${parking.id}`,
          "doc 1 Notification act: actionable types only; doc 2 Notifications: cards that park a run on a human decision are not actionable",
        );
        must(
          await stillOpen(c, parking.id),
          `card ${parking.id} no longer open after the refused act`,
          "a refusal changes nothing",
        );
        done.push(`${PARKING_TYPE} refused`);
      }

      if (merge[0]) {
        const r = await c.call<Record<string, unknown>>("POST", `/notifications/${enc(merge[0].id)}/act`, { body: {} });
        must(
          r.status === 200,
          `${r.status} acting on ${merge[0].type} card ${merge[0].id}`,
          "200 Notification (doc 2 Notifications)",
        );
        mustBeResolved(merge[0], r.json);
        must(
          !(await stillOpen(c, merge[0].id)),
          `card ${merge[0].id} still open after acting`,
          "notification resolved (doc 1 Notification act)",
        );
        done.push(`${merge[0].type} acted and resolved (the merge itself is not observable)`);
      }

      const acted = new Set<string>();
      for (const card of retry) {
        if (onIndividual(card) || acted.has(card.type)) continue;
        const before = await runOfCard(c, card);
        const r = await c.call<Record<string, unknown>>("POST", `/notifications/${enc(card.id)}/act`, { body: {} });
        if (individualRun === null && r.status >= 400 && r.status < 500) {
          done.push(
            `${card.type} card ${card.id} refused ${r.status} (its run may be on an individual-usage model: facts.individualUsageRun is not set)`,
          );
          continue;
        }
        must(
          r.status === 200,
          `${r.status} acting on ${card.type} card ${card.id}${individualRun ? `, not on the individual-usage run ${individualRun} (facts.individualUsageRun)` : ""}`,
          "200 Notification: acting on `ci_failed` or `test_failed` retries the run (doc 2 Notifications; Events, Notifications)",
        );
        mustBeResolved(card, r.json);
        acted.add(card.type);
        if (before && before.run.runId === card.executionId && before.run.status === "failed") {
          const now = (
            await c.call<RunView>("GET", `/tasks/${enc(before.taskId)}/run`, { key: c.t.keys.read ?? c.t.keys.admin })
          ).json;
          must(
            now && (now.runId !== before.run.runId || IN_FLIGHT.has(now.status)),
            `the task's run ${now?.runId} ${now?.status} after acting`,
            "the run is retried: it restarts (doc 1 Notification act; Task retry)",
          );
          const shape = c.t.validators.schema("PublicRun", "tolerant")(now);
          must(
            shape.ok,
            `the task's run ${now.runId} after acting is not a PublicRun: ${shape.issues
              .slice(0, 4)
              .map((i) => `${i.path || "(root)"}: ${i.message}`)
              .join("; ")}`,
            "the retried run, as GET /tasks/{taskId}/run answers it: PublicRun (doc 1 Run)",
          );
          done.push(`${card.type} acted: the failed run restarted as run ${now.runId}`);
        } else {
          done.push(`${card.type} acted and resolved`);
        }
      }
      c.cover("NOTIFICATION-ACT");
      c.pass(done.join("; "));
    }),
};
