/**
 * doc 1 CreatePublicTask and UpdatePublicTask (`modelPresetId` 1-120, `riskPolicyId` 1-120) and doc 2
 * Tasks (POST 201 PublicTask; PATCH /tasks/{taskId}: 200 PublicTask): a create or PATCH naming a preset
 * or a policy pins it, and PublicTask shows both (`string|null`). NULL-OMIT-KEEPS writes each field alone but never these two (a made-up id
 * names nothing), so a PATCH that ignored them passed: here they are ids the target itself lists.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { ownService, ownTask } from "../../../generators/calls/resources.ts";
import { trackTask } from "../../valid/targets.ts";
import { pins } from "../../common/pins.ts";
import { enc, keyOf, mustStatus, readTask } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";

export const taskPatchPins: Rule = {
  id: "STATE-TASK-PATCH-PINS",
  title:
    "A create or PATCH naming a model preset and a risk policy pins them: the answer (and the next read) show them",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 CreatePublicTask and UpdatePublicTask (`modelPresetId`, `riskPolicyId`); doc 2 Tasks (POST 201 PublicTask; PATCH /tasks/{taskId}: 200 PublicTask)",
  clauses: ["D1-SHAPE-CREATE-TASK", "D1-SHAPE-UPDATE-TASK", "D2-ROW-updateTask"],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const pinned = await pins(c);
      if (!Object.keys(pinned).length)
        inconclusive(
          "no model preset or risk policy id could be read from GET /model-presets or GET /risk-policies (their item fields are not shown)",
        );
      const task = await ownTask(c, { title: "conformance pins patched" });
      const r = await c.call<Record<string, unknown>>("PATCH", `/tasks/${enc(task.taskId)}`, {
        key: keyOf(c, "write"),
        body: pinned,
      });
      mustStatus(r, 200, `PATCH ${jsonText(pinned)} on the suite's own task`, "doc 2 Tasks: PATCH 200 PublicTask");
      const read = (await readTask(c, task.taskId)) as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(pinned)) {
        must(
          r.json?.[key] === value,
          `${key} ${jsonText(r.json?.[key])} in the answer to a PATCH naming ${jsonText(value)}`,
          `${jsonText(value)}: the PATCH pins it (doc 1 UpdatePublicTask; PublicTask ${key})`,
        );
        must(
          read[key] === value,
          `${key} ${jsonText(read[key])} on the next read after a PATCH naming ${jsonText(value)}`,
          `${jsonText(value)} (doc 1 UpdatePublicTask; PublicTask ${key})`,
        );
      }
      // The same pins named at creation (doc 1 CreatePublicTask): the 201 shows them.
      const made = await c.call<Record<string, unknown>>("POST", `/services/${enc(await ownService(c))}/tasks`, {
        key: keyOf(c, "write"),
        body: { title: "conformance pins created", ...pinned },
      });
      await trackTask(c, made);
      mustStatus(made, 201, `creating a task with ${jsonText(pinned)}`, "doc 2 Tasks: POST 201 PublicTask");
      for (const [key, value] of Object.entries(pinned)) {
        must(
          made.json?.[key] === value,
          `${key} ${jsonText(made.json?.[key])} in the 201 to a create naming ${jsonText(value)}`,
          `${jsonText(value)}: creation pins it (doc 1 CreatePublicTask; PublicTask ${key})`,
        );
      }
      c.pass(
        `created and PATCH pinned ${Object.entries(pinned)
          .map(([k, v]) => `${k} ${v}`)
          .join(", ")}: shown in the answer and on the next read`,
      );
    }),
};
