/**
 * No rule records the run's own limits as the target's failure (issue 24, point 4): the suite,
 * embedded, full profile, run with operations deselected (`--operation` naming every other one),
 * shows no failure that the full selection does not show. The full selection shows none on the
 * reference server (conformance.test.ts holds that), so here any failure is a false alarm.
 *
 * Every single deselection is 125 runs, minutes of CPU: that is `npm run check:deselect` (its
 * figures in suites/README.md), not a test. Here the operations are dealt into GROUPS groups and each
 * group is deselected in one run. Why a group stands for its members: a false alarm that one
 * deselection raises alone it raises in its group's run too — a rule that fails because an
 * operation is withheld still reaches that point with more withheld — unless another deselection of
 * the same group stops the rule earlier (it is then not exercised, needing the other operation
 * first): that one masks it. The groups are dealt by stride, so the operations of one area, which
 * the contract lists together (the 40 decision verbs, the task routes, the webhook routes), fall in
 * different groups, and an operation seldom shares its group with the set-up its rules need first
 * (creating and starting a task, reading its run and decisions). A masked alarm is not lost for
 * good: the single deselections of the script find it. And whatever the grouping, the check runner
 * itself turns every failure that quotes a withheld request into not exercised
 * (withheld-verdicts.test.ts), so what these runs look for is the rest: a rule that fails because
 * another rule could not make or leave its subject.
 */
import { describe, expect, it } from "vitest";
import { allOperations, failuresOf, line, runWithout } from "./deselection.ts";

const GROUPS = 10;
const operations = allOperations();
const groups = Array.from({ length: GROUPS }, (_, g) => operations.filter((_, i) => i % GROUPS === g));

describe("operations deselected, a group at a time", () => {
  it("deals every operation into exactly one group", () => {
    expect(groups.flat().sort()).toEqual([...operations].sort());
  });

  it.each(groups.map((g, i) => [i + 1, g.length, g] as const))(
    "group %i (%i operations): no failure",
    { timeout: 180_000 },
    async (_, __, group) => {
      const report = await runWithout(group);
      expect(report.errors).toEqual([]);
      expect(failuresOf(report).map(line), `deselected: ${group.join(", ")}`).toEqual([]);
      // The deselection took effect: checks that needed a deselected operation said so…
      const withheld = report.results.filter(
        (r) => r.outcome === "not-exercised" && / outside the --operation selection$/.test(r.message),
      );
      expect(withheld.length).toBeGreaterThan(0);
      // …and no result judges one.
      expect(
        report.results.filter((r) => r.operationId !== null && group.includes(r.operationId)).map((r) => r.rule),
      ).toEqual([]);
    },
  );
});
