/**
 * Unknown ids in request bodies: each route of the kind the run is parked on whose body names a
 * fork, question or finding by id (PublicChooseFork `forkId`, PublicAnswerInterview `questionId`,
 * PublicResolvePrReview `findingIds`) is sent an id no listed decision states. That id names
 * nothing, and a body naming nothing is the client's error: a 4XX with the envelope, or a 200
 * PublicDecisionList, never a 5XX (doc 2 Errors). Whether it is refused, and what an accepted one
 * does, is not stated; so this sweep runs as a sequence of its own, on a run nothing else answers.
 */
import { answeringVerbs, kindOfVerb, type DecisionKind } from "../../../../generators/calls/decision-routes.ts";
import type { BaseModel, Cmd } from "./machine.ts";
import type { DecisionRun } from "./run.ts";
import { statedIds } from "./wrong-kind.ts";
import { unknownId } from "./unknown-id.ts";

const TEXT = "conformance: an answer naming nothing";

const DOCUMENTED =
  "an id the run's decisions do not state names nothing: a client error (4XX) or an answer, never a 5XX (doc 2 Errors; doc 2 Decisions, stable ids)";

/** Per request shape of doc 1 "Decision request bodies" that names something by id: a body naming `id`. */
const BODY_NAMING: Record<string, (id: string) => unknown> = {
  PublicChooseFork: (id) => ({ forkId: id }),
  PublicAnswerInterview: (id) => ({ questionId: id, answer: TEXT }),
  PublicResolvePrReview: (id) => ({ action: "fix", findingIds: [id] }),
};

const shapeOf = (ref: unknown): string => (typeof ref === "string" ? ref.replace("#/components/schemas/", "") : "");

/** The answering routes of `kind` whose body names something by id. */
export function bodyIdRoutes(kind: DecisionKind): string[] {
  return answeringVerbs()
    .filter((o) => kindOfVerb(o) === kind && BODY_NAMING[shapeOf(o.body?.schema.$ref)] !== undefined)
    .map((o) => o.operationId);
}

/** Every route of the run's kind whose body names an id, sent one naming nothing. */
export class UnknownBodyIdSweep<M extends BaseModel> implements Cmd<M> {
  private sent: string[] = [];
  check(m: Readonly<M>): boolean {
    return !m.settled;
  }
  async run(m: M, r: DecisionRun): Promise<void> {
    const id = unknownId(statedIds(await r.read()));
    for (const o of answeringVerbs()) {
      const body = BODY_NAMING[shapeOf(o.body?.schema.$ref)];
      if (!body || kindOfVerb(o) !== r.kind) continue;
      if (!r.c.selects(o.operationId)) {
        r.note("unknown-id bodies outside the --operation selection not sent");
        continue;
      }
      this.sent.push(o.operationId);
      const status = await r.answeredOrRefused(
        o.operationId,
        {},
        body(id),
        `${o.operationId} naming ${id} in its body on a run parked on ${r.kind}`,
        DOCUMENTED,
      );
      // An accepted answer may have moved the run: nothing more is sent on it.
      if (status === 200) {
        m.settled = true;
        return;
      }
    }
  }
  toString(): string {
    return `unknownBodyIdSweep(${this.sent.join(", ")})`;
  }
}
