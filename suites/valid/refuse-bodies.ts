/**
 * The shared verdict of the rules that send request bodies which ought to be refused (VALID
 * one-violation bodies, NULL nulls in keys that do not admit them): each is sent to a safe address
 * of the operation after a valid control (see addresses/ and judge.ts).
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { judgeRefusal, listed } from "./judge.ts";
import { sendBody, sendControl } from "./targets.ts";
import { addressBody } from "./addresses/index.ts";
import { BODY_OPERATIONS } from "../../lib/run/config.ts";
import { refusal } from "../../generators/calls/refusals.ts";
import { jsonText, sameJson } from "../../lib/json/safe.ts";

/** A control answered as a request the target will not take: 400, or 422 (a rule of the request; doc 2 Errors). */
const refusedAsBody = (control: Reply): boolean => control.status === 400 || control.status === 422;

export interface BodyProbe {
  label: string;
  /** The body, built on the address's valid base. */
  body: (base: unknown) => unknown;
}

/**
 * Sends each probe body to a safe address of the operation (see addresses/) after a valid control,
 * and ends the check: fail when one is accepted or refused without the envelope, or when what the
 * operation could change changed; not exercised when every probe was answered like the control.
 * What an accepted body created is tracked for teardown.
 */
export async function expectBodiesRefused(
  c: CheckContext,
  probes: BodyProbe[],
  what: string,
  documented: string,
): Promise<never> {
  const op = c.operation;
  const target = await addressBody(c, op);
  const control = await sendControl(c, op, target);
  const before = target.snapshot ? await target.snapshot(c) : undefined;
  const refused: string[] = [];
  const likeControl: string[] = [];
  const busy: string[] = [];
  const problems: { label: string; r: Reply }[] = [];
  for (const p of probes) {
    const r = await sendBody(c, op, target, p.body(target.base));
    const j = judgeRefusal(control, r, op.operationId);
    if (j.kind === "refused") refused.push(p.label);
    else if (j.kind === "like-control") likeControl.push(p.label);
    else if (j.kind === "busy") busy.push(`${p.label} answered ${j.why}`);
    else if (j.kind === "accepted") {
      await target.accepted(c, r);
      problems.push({ label: `${p.label} accepted with ${r.status}`, r });
    } else problems.push({ label: `${p.label}: ${j.why}`, r });
  }
  if (problems.length)
    c.fail(
      `Received: ${listed(problems.map((p) => p.label))} (on ${target.describe}) / Documented: ${documented}`,
      problems[0].r.exchange,
    );
  if (target.snapshot) {
    const after = await target.snapshot(c);
    c.require(
      sameJson(before, after),
      `${target.describe} changed after ${refused.length} refused bodies: ${jsonText(before)} → ${jsonText(after)}`,
      "a refused request changes nothing",
    );
  }
  // The control itself refused as a bad request: its body is not one the target takes (an `object*`
  // body's fields are not shown), so no refusal of a probe can be told from that of a valid body.
  // The suite's own limit, never the target's failure (issue 24).
  if (refusedAsBody(control)) {
    const configurable = (BODY_OPERATIONS as readonly string[]).includes(op.operationId);
    c.notExercised(
      `the valid control body was refused (${refusal(control)}, on ${target.describe}), so no probe can be told apart from it${configurable ? `: set bodies.${op.operationId} in the config file to the body the target accepts` : ""}`,
      control.exchange,
    );
  }
  if (refused.length === 0 && busy.length)
    c.notExercised(
      `no probe was judged on ${target.describe}: ${busy.length} turned away by a documented capacity (${listed(busy)})${likeControl.length ? `, ${likeControl.length} answered like the valid control (${control.status})` : ""}`,
    );
  if (refused.length === 0) {
    c.notExercised(
      `every probe was answered like the valid control (${control.status} on ${target.describe}), so none was told apart from it${target.kind === "probe" ? ": the target looks the ids up before it validates" : ""}`,
    );
  }
  const skipped =
    (likeControl.length ? `; ${likeControl.length} answered like the control (${control.status}), not exercised` : "") +
    (busy.length ? `; ${busy.length} turned away by a documented capacity, not judged (${listed(busy)})` : "");
  c.pass(`refused ${refused.length} of ${probes.length} ${what} on ${target.describe}${skipped}`);
}
