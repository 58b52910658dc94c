/**
 * Stated results no target can be made to show from the outside without touching what the suite
 * does not own or knowing what the documents do not show. They stay in the registry so the report
 * lists them, and always end not-exercised with the reason: they never pass.
 */
import type { Rule } from "../../lib/rules/types.ts";

export const serviceUnfinished: Rule = {
  id: "ERRORS-SERVICE-UNFINISHED",
  title: "Deleting a service that holds unfinished tasks is refused 422 `service_has_unfinished_tasks`",
  level: "MUST",
  family: "ERRORS",
  clause: "doc 2 Services (DELETE: unfinished tasks: 422 `service_has_unfinished_tasks`); doc 2 Errors",
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.errors.some((e) => e.token === "service_has_unfinished_tasks"),
  check: async (c) => {
    c.notExercised(
      "which task states count as unfinished is not shown (the same row says running runs are stopped first, so a run in flight " +
        "is not enough), and the suite's own service has no repository, so its tasks cannot be started; deleting a service the " +
        "suite does not own is not the suite's to do",
    );
  },
};

export const environmentTestRefused: Rule = {
  id: "ERRORS-ENV-TEST-REFUSED-OK-FALSE",
  title: "An environment connection test with a refused credential is 200 with `ok` false",
  level: "MUST",
  family: "ERRORS",
  clause: "doc 2 Errors (Results that are NOT errors); doc 2 Environments (POST /environments/connections/test)",
  profile: "standard",
  scope: "global",
  check: async (c) => {
    c.notExercised(
      "the test body is object* (its field names are not shown) and no credential format is stated, so a credential the " +
        "target refuses cannot be composed; a probe would also make the target reach out to whatever endpoint it was given",
    );
  },
};
