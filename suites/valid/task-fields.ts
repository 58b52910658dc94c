/**
 * doc 1 CreatePublicTask: `fields` "validated against the task-type descriptors"; doc 1
 * UpdatePublicTask and doc 2 PATCH /tasks/{taskId}: `fields` "MERGED over stored values". The
 * descriptors' layout is not shown, so no value is known to fail them unless the config's facts name
 * one (`facts.taskFields`; the embedded reference server's `spike` type by default): a task type, a
 * map its descriptors refuse, one they admit, and a patch naming only fields other than a required
 * one, which merged over the admitted map still passes. Then, on the suite's own service:
 * - creating a task of that type with the refused map is refused 4XX, with the error envelope;
 * - creating one with the admitted map is 201;
 * - a PATCH of that task with the patch alone is 200: merged, the map still holds the required
 *   field; a server that replaced the map instead would have to refuse it, or store a map its own
 *   descriptors refuse;
 * - each map of `alsoRefused` (one per kind of check a descriptor makes) is refused 4XX with the
 *   envelope, and each of `alsoAdmitted` (values at their bounds, every option) is created 201.
 */
import { jsonText } from "../../lib/json/safe.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { ownService, trackTask } from "../../generators/calls/resources.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { factGated } from "../common/fact-gated.ts";
import { is2xx } from "./judge.ts";

const CREATE = "doc 1 CreatePublicTask: `fields` validated against the task-type descriptors (facts.taskFields)";
const MERGE =
  "doc 2 PATCH /tasks/{taskId} and doc 1 UpdatePublicTask: `fields` merged over the stored values (facts.taskFields)";

/** POST /services/{serviceId}/tasks with `fields` of `taskType`; a task made is tracked for removal. */
async function create(
  c: CheckContext,
  serviceId: string,
  taskType: string,
  fields: Record<string, unknown>,
  title: string,
) {
  const r = await c.call<{ taskId?: unknown }>("POST", `/services/${encodeURIComponent(serviceId)}/tasks`, {
    key: c.t.keys.write ?? c.t.keys.admin,
    body: { title, taskType, fields },
  });
  if (is2xx(r) && typeof r.json?.taskId === "string") trackTask(c, r.json.taskId);
  return r;
}

/** Creates a task of `taskType` with `fields` its descriptors refuse: a 4XX with the error envelope is required. */
async function requireRefused(
  c: CheckContext,
  serviceId: string,
  taskType: string,
  fields: Record<string, unknown>,
  which: string,
) {
  const r = await create(c, serviceId, taskType, fields, "conformance fields refused");
  c.require(
    r.status >= 400 && r.status < 500,
    `${r.status} creating a ${taskType} task with fields ${jsonText(fields)}`,
    `a 4XX: those fields fail the ${taskType} descriptors (${CREATE}${which})`,
    r.exchange,
  );
  expectEnvelope(c, r);
  return r;
}

const taskFields: Rule = {
  id: "VALID-TASK-FIELDS",
  title:
    "`fields` a task type's descriptors refuse are refused on creation; admitted ones are stored, and a PATCH naming only other fields is merged over them",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 1 CreatePublicTask (`fields` validated against the task-type descriptors); doc 1 UpdatePublicTask and doc 2 PATCH /tasks/{taskId} (`fields` merged)",
  clauses: ["D1-TASK-FIELDS-VALIDATED", "D2-TASKS-PATCH-FIELDS-MERGED"],
  profile: "standard",
  scope: "global",
  check: async (c) => {
    const fact = c.t.info.facts!.taskFields!;
    const serviceId = await ownService(c);
    const refused = await requireRefused(c, serviceId, fact.taskType, fact.refused, "");
    const admitted = await create(c, serviceId, fact.taskType, fact.admitted, "conformance fields admitted");
    const taskId = admitted.json?.taskId;
    c.require(
      admitted.status === 201 && typeof taskId === "string",
      `${admitted.status} creating a ${fact.taskType} task with fields ${jsonText(fact.admitted)}`,
      `201 PublicTask: those fields pass the ${fact.taskType} descriptors (${CREATE})`,
      admitted.exchange,
    );
    const patched = await c.call("PATCH", `/tasks/${encodeURIComponent(taskId as string)}`, {
      key: c.t.keys.write ?? c.t.keys.admin,
      body: { fields: fact.patch },
    });
    c.require(
      patched.status === 200,
      `${patched.status} for PATCH of fields ${jsonText(fact.patch)} on a ${fact.taskType} task holding ${jsonText(fact.admitted)}`,
      `200: merged over the stored fields, the map still passes the descriptors (${MERGE})`,
      patched.exchange,
    );
    // One map per kind of check a descriptor makes, refused, and maps at the bounds, admitted.
    for (const more of fact.alsoRefused ?? [])
      await requireRefused(c, serviceId, more.taskType, more.fields, ", alsoRefused");
    for (const more of fact.alsoAdmitted ?? []) {
      const r = await create(c, serviceId, more.taskType, more.fields, "conformance fields admitted");
      c.require(
        r.status === 201,
        `${r.status} creating a ${more.taskType} task with fields ${jsonText(more.fields)}`,
        `201 PublicTask: those fields pass the ${more.taskType} descriptors (${CREATE}, alsoAdmitted)`,
        r.exchange,
      );
    }
    const extra = (fact.alsoRefused?.length ?? 0) + (fact.alsoAdmitted?.length ?? 0);
    c.pass(
      `${fact.taskType}: ${jsonText(fact.refused)} refused (${refused.status}), ${jsonText(fact.admitted)} created, ${jsonText(fact.patch)} merged (200)${extra ? `; ${fact.alsoRefused?.length ?? 0} more map(s) refused and ${fact.alsoAdmitted?.length ?? 0} admitted` : ""}`,
    );
  },
};

export const validTaskFields = factGated(
  taskFields,
  "taskFields",
  "a task type and `fields` its descriptors refuse, admit, and a patch to merge",
);
