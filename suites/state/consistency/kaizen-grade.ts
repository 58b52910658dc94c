/**
 * doc 1 Kaizen entries: "the platform grading one completed agent step of a finished run on a 1..5
 * scale"; PublicKaizenEntry `grade` number|null. Reads only: on every entry of the list (a few
 * pages) and on single reads of the graded ones (a few), `grade` is null or a number within 1..5.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { listEntries, readEntry } from "../kaizen/entries.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const SINGLE_READS = 3;

function onScale(grade: unknown): boolean {
  return grade === null || (typeof grade === "number" && Number.isFinite(grade) && grade >= 1 && grade <= 5);
}

const DOCUMENTED = "null or within the 1..5 scale (doc 1 Kaizen entries; PublicKaizenEntry `grade` number|null)";

export const kaizenGradeScale: Rule = {
  id: "STATE-KAIZEN-GRADE-SCALE",
  title: "Every Kaizen entry read holds a grade that is null or within 1..5",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 Kaizen entries (a grading on a 1..5 scale; PublicKaizenEntry `grade` number|null); doc 2 Kaizen (GET /kaizen/entries, GET /kaizen/entries/{entryId})",
  clauses: ["D1-KAIZEN-GRADE-SCALE"],
  profile: "safe",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const { entries, truncated } = await listEntries(c, {}, 3);
      if (!entries.length) inconclusive("the workspace has no Kaizen entry");
      const graded: string[] = [];
      for (const e of entries as ((typeof entries)[number] & { grade?: unknown })[]) {
        must(
          onScale(e.grade),
          `Kaizen entry ${e.entryId} (${e.status}) in the list with grade ${jsonText(e.grade)}`,
          DOCUMENTED,
        );
        if (e.grade !== null) graded.push(e.entryId);
      }
      for (const id of graded.slice(0, SINGLE_READS)) {
        const e = (await readEntry(c, id)) as { grade?: unknown };
        must(onScale(e.grade), `GET /kaizen/entries/${id} with grade ${jsonText(e.grade)}`, DOCUMENTED);
      }
      if (!graded.length)
        inconclusive(
          `none of the ${entries.length} Kaizen entries read carries a grade (all null): the scale cannot be seen`,
        );
      c.pass(
        `${entries.length} entries${truncated ? " (first pages)" : ""}: ${graded.length} graded within 1..5, the rest null; ${Math.min(graded.length, SINGLE_READS)} single read(s) agree`,
      );
    }),
};
