/**
 * doc 1 "Human test | awaiting human | request fix | non-blank findings | fixer commits onto the PR
 * branch, environment rebuilt"; "Visual confirmation | awaiting human | request fix | non-blank
 * findings | fixer dispatched"; doc 2 Errors: blank `findings` on request-fix is refused.
 */
import type { Cmd } from "../../kit/machine.ts";
import type { DecisionRun } from "../../kit/run.ts";
import { awaitingHuman, ROUTES, sync, type AwaitingHumanModel } from "../model.ts";
import { jsonText } from "../../../../../lib/json/safe.ts";

export class RequestFix implements Cmd<AwaitingHumanModel> {
  constructor(readonly findings: string) {}

  check(m: Readonly<AwaitingHumanModel>): boolean {
    return awaitingHuman(m) && (m.attempts === null || m.maxAttempts === null || m.attempts < m.maxAttempts);
  }

  async run(m: AwaitingHumanModel, r: DecisionRun): Promise<void> {
    const routes = ROUTES[m.kind];
    await r.answer(routes.fix, {}, { findings: this.findings }, `${this}`);
    r.c.cover(routes.fixRow);
    await r.reworks(
      `request-fix on the ${m.kind} (the fixer runs)`,
      `doc 1 ${m.kind === "human-test" ? "Human test" : "Visual confirmation"}: request fix, the fixer runs`,
    );
    sync(m, r);
  }

  toString(): string {
    return `requestFix(${jsonText(this.findings)})`;
  }
}

export class RequestFixBlankRefused implements Cmd<AwaitingHumanModel> {
  constructor(readonly blank: string) {}

  check(m: Readonly<AwaitingHumanModel>): boolean {
    return awaitingHuman(m);
  }

  async run(m: AwaitingHumanModel, r: DecisionRun): Promise<void> {
    await r.refused(
      ROUTES[m.kind].fix,
      {},
      { findings: this.blank },
      `request-fix with blank findings ${jsonText(this.blank)}`,
      "blank findings on request-fix are refused (doc 1 request fix: non-blank findings; doc 2 Errors)",
    );
  }

  toString(): string {
    return `requestFix(${jsonText(this.blank)}) [blank: refused]`;
  }
}
