/**
 * Wrong-kind answers: a route of a kind the run is not parked on (or, for a brainstorm, the stage
 * that has no live session: doc 2 Decisions "one live session per stage per task") is refused with
 * a 4XX and the envelope, never a 5XX, and changes nothing. The route is sent with a body the
 * contract accepts and, where its path names an item, with an id the run's own decisions state —
 * so that a server which looks items up without checking their kind is caught acting on them.
 */
import { PLACEHOLDER_ID } from "../../../../lib/rules/probes.ts";
import { arr, str, type DecisionList } from "./list.ts";
import type { BaseModel, Cmd } from "./machine.ts";
import type { DecisionRun } from "./run.ts";
import { answeringVerbs, kindOfVerb } from "../../../../generators/calls/decision-routes.ts";

const TEXT = "conformance: an answer of the wrong kind";

/** A body each request shape of doc 1 "Decision request bodies" accepts (the judge's is configuration). */
export function bodyFor(schemaRef: string | undefined, ids: string[], judgeField: string | null): unknown {
  switch (schemaRef?.replace("#/components/schemas/", "")) {
    case "PublicRequestStepChanges":
      return { feedback: TEXT };
    case "PublicResolveExceeded":
    case "PublicResolveInputGate":
      return { choice: "proceed" };
    case "PublicSetFindingStatus":
      return { status: "dismissed" };
    case "PublicReplyFinding":
      return { reply: TEXT };
    case "PublicAnswerFollowUp":
      return { answer: TEXT };
    case "PublicChooseFork":
      return { custom: TEXT };
    case "PublicRequestGateFix":
      return { findings: TEXT };
    case "PublicAnswerInterview":
      return { questionId: ids[0] ?? PLACEHOLDER_ID, answer: TEXT };
    case "PublicResolvePrReview":
      return { action: "finish" };
    case "PublicResolveAgentDecision":
      return { choice: TEXT };
    case undefined:
      // The judge's `object*` body (doc 2 Decisions: "outcomes: proceed, bounce, stop").
      return judgeField ? { [judgeField]: "proceed" } : {};
    default:
      return {};
  }
}

/** The ids the listed decisions state (items first: doc 2 "each carries the stable ids … that its route addresses"). */
export function statedIds(list: DecisionList): string[] {
  const ids: string[] = [];
  for (const d of list.decisions) {
    for (const items of [d.findings, d.options, d.items]) for (const i of arr(items)) ids.push(str(i.itemId) ?? "");
    for (const q of arr(d.questions)) ids.push(str(q.questionId) ?? "");
    if (Array.isArray(d.selectedFindingIds)) ids.push(...d.selectedFindingIds.map((x) => str(x) ?? ""));
    for (const k of ["approvalId", "decisionId", "reviewId", "sessionId"]) ids.push(str(d[k]) ?? "");
  }
  return [...new Set(ids.filter((x) => x.length > 0 && x.length <= 80))];
}

export interface Probe {
  operationId: string;
  params: Record<string, string>;
  body: unknown;
  label: string;
}

/** Every route the run, as listed, must refuse: kinds not listed, and a brainstorm's other stage. */
export function wrongProbes(r: DecisionRun, list: DecisionList, pick = 0): Probe[] {
  const listed = new Set(list.decisions.map((d) => d.kind));
  const liveStages = new Set(list.decisions.filter((d) => d.kind === "brainstorm").map((d) => d.stage));
  const otherStage = ["requirements", "architecture"].find((s) => !liveStages.has(s));
  const ids = statedIds(list);
  const probes: Probe[] = [];
  for (const o of answeringVerbs()) {
    // A route outside the --operation selection is not sent: the sweep covers the selected ones.
    if (!r.c.selects(o.operationId)) {
      r.note(`wrong-kind routes outside the --operation selection not sent`);
      continue;
    }
    const kind = kindOfVerb(o);
    let stage = "requirements";
    if (listed.has(kind)) {
      if (kind !== "brainstorm" || !otherStage) continue;
      stage = otherStage;
    }
    const params: Record<string, string> = {};
    for (const p of o.pathParams) {
      if (p.name === "runId") continue;
      params[p.name] = p.name === "stage" ? stage : ids.length ? ids[pick % ids.length] : PLACEHOLDER_ID;
    }
    const idText = Object.entries(params)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ");
    probes.push({
      operationId: o.operationId,
      params,
      body: bodyFor(o.body?.schema.$ref as string | undefined, ids, r.ctx.judgeField),
      label: `${o.operationId}${idText ? ` ${idText}` : ""}`,
    });
  }
  return probes;
}

const DOCUMENTED =
  "an answer the run does not hold (wrong kind or stage) is refused and changes nothing (doc 2 Decisions; doc 1 States and transitions)";

/** One wrong-kind route, chosen by index. */
export class WrongKind<M extends BaseModel> implements Cmd<M> {
  private label = "";
  constructor(readonly pick: number) {}
  check(m: Readonly<M>): boolean {
    return !m.settled;
  }
  async run(_m: M, r: DecisionRun): Promise<void> {
    const before = await r.read();
    const probes = wrongProbes(r, before, this.pick);
    if (!probes.length) return;
    const p = probes[this.pick % probes.length];
    this.label = p.label;
    await r.refused(p.operationId, p.params, p.body, `${p.label} on a run parked on ${r.kind}`, DOCUMENTED, before);
  }
  toString(): string {
    return `wrongKind(${this.label || `#${this.pick}`})`;
  }
}

/** Every wrong-kind route once, the list compared after each. */
export class WrongKindSweep<M extends BaseModel> implements Cmd<M> {
  private count = 0;
  private total = 0;
  check(m: Readonly<M>): boolean {
    return !m.settled;
  }
  async run(_m: M, r: DecisionRun): Promise<void> {
    const before = await r.read();
    const probes = wrongProbes(r, before);
    this.total = probes.length;
    for (const p of probes) {
      this.count += 1;
      await r.refused(p.operationId, p.params, p.body, `${p.label} on a run parked on ${r.kind}`, DOCUMENTED, before);
    }
  }
  toString(): string {
    return this.count < this.total
      ? `wrongKindSweep(route ${this.count} of ${this.total})`
      : `wrongKindSweep(${this.total} routes)`;
  }
}
