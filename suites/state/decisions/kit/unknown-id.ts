/**
 * Unknown ids on the run's own routes: each route of the kind the run is parked on whose path names
 * an item, approval, finding or decision (doc 2 Decisions: "each carries the stable ids … that its
 * route addresses") is sent an id no listed decision states. That id names nothing, so nothing may
 * happen (the list is the same before and after), and a not-found is a client error: a 4XX with the
 * envelope, or a 200 PublicDecisionList that changed nothing, never a 5XX (doc 2 Errors). Whether
 * it is refused, and with which status, is not stated.
 */
import { PLACEHOLDER_ID } from "../../../../lib/rules/probes.ts";
import { answeringVerbs, kindOfVerb } from "../../../../generators/calls/decision-routes.ts";
import type { BaseModel, Cmd } from "./machine.ts";
import type { DecisionRun } from "./run.ts";
import { bodyFor, statedIds, type Probe } from "./wrong-kind.ts";
import type { DecisionList } from "./list.ts";

const DOCUMENTED =
  "an id the run's decisions do not state names nothing: nothing changes, and a not-found is a client error (4XX), never a 5XX (doc 2 Errors; doc 2 Decisions, stable ids)";

/** An id none of `stated` is. */
export function unknownId(stated: readonly string[]): string {
  let id = `${PLACEHOLDER_ID}-unknown`;
  while (stated.includes(id)) id = `${id}-x`;
  return id;
}

/** The run's own routes that address something by id, each with an id no listed decision states. */
export function unknownIdProbes(r: DecisionRun, list: DecisionList): Probe[] {
  const ids = statedIds(list);
  const id = unknownId(ids);
  const stage = list.decisions.find((d) => d.kind === "brainstorm")?.stage;
  const probes: Probe[] = [];
  for (const o of answeringVerbs()) {
    if (kindOfVerb(o) !== r.kind) continue;
    if (!o.pathParams.some((p) => p.name !== "runId" && p.name !== "stage")) continue;
    if (!r.c.selects(o.operationId)) {
      r.note("unknown-id routes outside the --operation selection not sent");
      continue;
    }
    const params: Record<string, string> = {};
    for (const p of o.pathParams) {
      if (p.name === "runId") continue;
      params[p.name] = p.name === "stage" ? (typeof stage === "string" ? stage : "requirements") : id;
    }
    probes.push({
      operationId: o.operationId,
      params,
      body: bodyFor(o.body?.schema.$ref as string | undefined, ids, r.ctx.judgeField),
      label: `${o.operationId} ${Object.entries(params)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}`,
    });
  }
  return probes;
}

/** Every id-addressing route of the run's own kind once, with an unknown id, the list compared around each. */
export class UnknownIdSweep<M extends BaseModel> implements Cmd<M> {
  private count = 0;
  private total = 0;
  check(m: Readonly<M>): boolean {
    return !m.settled;
  }
  async run(_m: M, r: DecisionRun): Promise<void> {
    const probes = unknownIdProbes(r, await r.read());
    this.total = probes.length;
    for (const p of probes) {
      this.count += 1;
      await r.notPerformed(p.operationId, p.params, p.body, `${p.label} on a run parked on ${r.kind}`, DOCUMENTED);
    }
  }
  toString(): string {
    return this.count < this.total
      ? `unknownIdSweep(route ${this.count} of ${this.total})`
      : `unknownIdSweep(${this.total} routes)`;
  }
}
