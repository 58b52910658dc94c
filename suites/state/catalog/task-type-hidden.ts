/**
 * doc 1 "Resources described only by prose", Task type: "hidden types are absent" (from GET
 * /task-types). Which types the deployment hides is not readable, so the configuration names one
 * (`facts.hiddenTaskType`; the reference server's `internal-maintenance` by default): the reply must
 * not hold it as any value. The field naming a type is not shown, so every string of the reply is read.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { factGated } from "../../common/fact-gated.ts";
import { valuesIn } from "../../common/json-values.ts";
import { guarded, must } from "../kit/verdicts.ts";

const taskTypeHiddenRule: Rule = {
  id: "STATE-TASK-TYPE-HIDDEN",
  title: "A hidden task type is absent from GET /task-types",
  level: "MUST",
  family: "STATE",
  clause: 'doc 1 Resources described only by prose (Task type: "hidden types are absent")',
  clauses: ["D1-PROSE-TASK-TYPE-HIDDEN"],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const hidden = c.t.info.facts.hiddenTaskType as string;
      const r = await c.call("GET", "/task-types", { key: c.t.keys.read ?? c.t.keys.admin });
      must(r.status === 200, `${r.status} for GET /task-types`, "200 object* (doc 2 Identity)");
      const at = [...valuesIn(r.json)].find(({ value }) => value === hidden);
      must(
        at === undefined,
        `GET /task-types holds ${hidden}${at?.key ? ` (as \`${at.key}\`)` : ""}, the type facts.hiddenTaskType names as hidden`,
        "hidden types are absent (doc 1 Task type)",
      );
      c.pass(`GET /task-types does not hold the hidden type ${hidden}`);
    }),
};

export const taskTypeHidden = factGated(
  taskTypeHiddenRule,
  "hiddenTaskType",
  "a task type the deployment hides: which are hidden is not readable",
);
