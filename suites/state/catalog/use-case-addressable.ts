/**
 * doc 2 Use cases: GET /use-cases/{useCaseId} answers 200 object* and POST
 * /use-cases/{useCaseId}/invocations 200 object* (or a documented refusal of the body or the model):
 * both address a registered use case by the same id, so an id one of them takes is no unknown id to
 * the other. The id field of a listed use case is not shown, so each id-like value of the listed
 * items is tried on both (suites/common/use-cases.ts): a value GET reads (200) must not be answered
 * 404 by its invocation, and a value whose invocation took the configured body (200) must not be
 * answered 404 by GET. Candidates both answer 404 to are other fields (not judged). Invoking spends
 * the model budget: only on a disposable target, with `bodies.invokeUseCase`.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { invocationBody, invoke, said, useCaseIds } from "../../common/use-cases.ts";
import { enc } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";

export const useCaseAddressable: Rule = {
  id: "STATE-USE-CASE-ADDRESSABLE",
  title: "A listed use case that GET reads is invocable by the same id, and one that takes an invocation is readable",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Use cases (GET /use-cases/{useCaseId}: 200 object*; POST /use-cases/{useCaseId}/invocations: 200 object*)",
  clauses: ["D2-ROW-getUseCase", "D2-ROW-invokeUseCase"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const body = invocationBody(c);
      const seen: string[] = [];
      for (const useCaseId of await useCaseIds(c)) {
        const read = await c.call("GET", `/use-cases/${enc(useCaseId)}`, { key: c.t.keys.read ?? c.t.keys.admin });
        const invoked = await invoke(c, useCaseId, body);
        const what = `use case ${useCaseId}: GET ${said(read)}, invocation with bodies.invokeUseCase ${said(invoked)}`;
        must(
          !(read.status === 200 && invoked.status === 404),
          what,
          "the use case GET reads is no unknown id to its invocation (doc 2 Use cases)",
        );
        must(
          !(invoked.status === 200 && read.status === 404),
          what,
          "the use case an invocation took reads 200 (doc 2 Use cases: GET /use-cases/{useCaseId})",
        );
        if (read.status === 200 || invoked.status === 200) seen.push(what);
      }
      if (!seen.length)
        c.notExercised("no id-like value of a listed use case was read (200) or took bodies.invokeUseCase (200)");
      c.pass(seen.join("; "));
    }),
};
