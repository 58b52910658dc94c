/**
 * COVERAGE-DOCUMENTED-OBSERVED — judged after every other family, on the whole run's answers: each
 * documented status (in each documented content type) of an operation that a rule of the run set
 * out to bring about, and ran, was answered at least once. A status the run tried for and never saw
 * is a documented answer the target does not give (a 404 answered as 400, a 201 as 200, an error
 * envelope under another media type) — even where every rule that tried accepted what it got. What
 * counts as "tried" is each rule's `provokes` (suites/common/provokes.ts); a rule not planned, or not
 * exercised, tried nothing, so a narrow `--only` leaves the rest unjudged, not failed.
 */
import { answeredStatuses, statusCoverage, type StatusCell, type StatusCoverage } from "../../lib/coverage/matrix.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { memo } from "../../lib/run/target.ts";
import { rowOf } from "../common/clauses.ts";
import { UNPROVOCABLE } from "./unprovocable.ts";

const show = (cell: StatusCell) => `${cell.status} ${cell.contentType ?? "(no body)"}`;

/** The matrix of the run so far, once for every operation's check (they share the family's target). */
function coverageOf(c: CheckContext): Promise<StatusCoverage> {
  return memo(c.t, "coverage:matrix", async () =>
    statusCoverage({
      index: c.t.index,
      results: c.run.results,
      unprovocable: UNPROVOCABLE,
      operations: c.t.info.operations,
    }),
  );
}

export const documentedObserved: Rule = {
  id: "COVERAGE-DOCUMENTED-OBSERVED",
  title: "Every documented status a rule of the run tried to bring about was answered, in a documented content type",
  level: "SHOULD",
  family: "COVERAGE",
  clause:
    "doc 2 Endpoints (each row's success status); doc 2 Errors (each stated status for its condition); doc 2 Authentication 5 (401, 403 insufficient_scope)",
  clauses: [],
  clausesFor: rowOf,
  profile: "safe",
  scope: "operation",
  check: async (c) => {
    const op = c.operation;
    // A shard holds a slice of the run's answers: a status another shard saw would read as never seen.
    if (c.t.info.shard)
      c.notExercised(
        `a shard (${c.t.info.shard.index}/${c.t.info.shard.total}) sees only its slice of the run's answers; the merged report's status coverage shows the whole run`,
      );
    const cells = (await coverageOf(c)).cells.filter((cell) => cell.operationId === op.operationId);
    const tried = cells.filter((cell) => cell.unprovocable === null && cell.ranBy.length > 0);
    if (!tried.length) {
      const planned = [...new Set(cells.flatMap((cell) => cell.provokedBy))];
      c.notExercised(
        planned.length
          ? `no rule that tries a documented status of ${op.operationId} ran (${planned.join(", ")}: not exercised)`
          : `no rule of this run tries a documented status of ${op.operationId}`,
      );
    }
    const missed = tried.filter((cell) => !cell.observed);
    if (missed.length) {
      const answered = answeredStatuses(c.run.results, op.operationId);
      const what = missed.map((cell) => `${show(cell)} (tried by ${cell.ranBy.join(", ")})`).join("; ");
      c.fail(
        `Received: never ${what}; the run saw ${op.operationId} answer ${answered.length ? answered.join(", ") : "nothing"} / Documented: ${missed.map(show).join(", ")} for ${op.method} ${op.path}, documented, never observed`,
      );
    }
    c.pass(`observed ${tried.map(show).join(", ")}`);
  },
};
