/**
 * PR review (doc 1 States and transitions, "PR review" rows; doc 2 Errors "`fix`/`post` with no
 * selected finding"):
 *
 * - parked `awaiting_selection` with findings (each carrying `findingId`) grouped in `slices`.
 *   Reference choice for the selection (the documents do not say how a finding gets selected):
 *   every open finding starts selected; dismissing or a retraction removes it; `findingIds` on
 *   resolve replaces the selection with the findings it names.
 * - challenge (optional question): `challenging`, a read-only investigator runs (the step re-runs)
 *   and the review re-parks with the finding upheld, strengthened or retracted (deterministic:
 *   by severity medium, high, low), recorded on the finding as `challenge`.
 * - dismiss: the finding is dropped (status `dismissed`, out of the selection); the run stays
 *   parked. Dismissing it again changes nothing.
 * - resolve `action` (omitted = `finish`, reference choice): finish → `done`; fix / post need at
 *   least one selected finding (422 otherwise) → the fixer commits / the comments are posted (both
 *   recorded on the run's directives), `done`; the run advances.
 */
import type { Workspace } from "../../workspace.ts";
import type { RunRecord } from "../../runs/types.ts";
import { advance, conflict, held, missing, rerun, violation } from "../access.ts";
import { base, type KindModule } from "../module.ts";
import type { PrFinding, PrReviewRecord } from "../records.ts";

const FINDINGS: Omit<PrFinding, "findingId" | "status" | "challenge">[] = [
  {
    title: "Unbounded query in the list handler",
    detail: "The new list endpoint reads every row before paging.",
    severity: "high",
    path: "src/api/list.ts",
    line: 42,
  },
  {
    title: "Error message leaks the table name",
    detail: "The 500 path returns the SQL error text.",
    severity: "medium",
    path: "src/api/errors.ts",
    line: 17,
  },
  {
    title: "Test name does not match its assertion",
    detail: "`returns 404` asserts a 400.",
    severity: "low",
    path: "test/api/list.test.ts",
    line: 88,
  },
];

const OUTCOME = { high: "strengthened", medium: "upheld", low: "retracted" } as const;

export const prReviewModule: KindModule<PrReviewRecord> = {
  open(a) {
    const findings: PrFinding[] = FINDINGS.map((f) => ({
      ...f,
      findingId: a.ws.newId("prf"),
      status: "open",
      challenge: null,
    }));
    return {
      ...base(a, "pr-reviewer"),
      kind: "pr-review",
      status: "awaiting_selection",
      prUrl: a.run.pullRequest?.url ?? null,
      summary: "Three findings: one high (unbounded query), one medium, one low.",
      findings,
      selectedFindingIds: findings.map((f) => f.findingId),
      slices: [
        {
          sliceId: a.ws.newId("slc"),
          title: "API handlers",
          findingIds: [findings[0].findingId, findings[1].findingId],
        },
        { sliceId: a.ws.newId("slc"), title: "Tests", findingIds: [findings[2].findingId] },
      ],
      challenged: null,
    };
  },
  reopen(_ws, _run, rec) {
    // The investigator answered the challenge; the review re-parks.
    const c = rec.challenged;
    const f = c ? rec.findings.find((x) => x.findingId === c.findingId) : undefined;
    if (c && f) {
      const outcome = OUTCOME[f.severity];
      f.challenge = {
        question: c.question,
        outcome,
        answer: `The investigator ${outcome} the finding after re-reading ${f.path}.`,
      };
      if (outcome === "strengthened") f.severity = "high";
      if (outcome === "retracted") {
        f.status = "retracted";
        rec.selectedFindingIds = rec.selectedFindingIds.filter((id) => id !== f.findingId);
      }
    }
    rec.challenged = null;
    rec.status = "awaiting_selection";
  },
  project(rec) {
    return {
      kind: "pr-review",
      findings: rec.findings.map((f) => ({ ...f })),
      prUrl: rec.prUrl,
      selectedFindingIds: [...rec.selectedFindingIds],
      slices: rec.slices.map((s) => ({ ...s, findingIds: [...s.findingIds] })),
      status: rec.status,
      summary: rec.summary,
    };
  },
};

function finding(rec: PrReviewRecord, findingId: string): PrFinding {
  const f = rec.findings.find((x) => x.findingId === findingId);
  if (!f) throw missing("finding_not_found", `finding ${findingId} not found in this PR review`);
  return f;
}

export function challengeFinding(ws: Workspace, run: RunRecord, findingId: string, question: string | undefined): void {
  const rec = held(ws, run, "pr-review");
  const f = finding(rec, findingId);
  if (f.status !== "open") throw conflict("finding_not_open", `a ${f.status} finding cannot be challenged`);
  rec.status = "challenging";
  rec.challenged = { findingId, question: question ?? null };
  rerun(ws, run, rec);
}

export function dismissFinding(ws: Workspace, run: RunRecord, findingId: string): void {
  const rec = held(ws, run, "pr-review");
  const f = finding(rec, findingId);
  if (f.status === "dismissed") return;
  f.status = "dismissed";
  rec.selectedFindingIds = rec.selectedFindingIds.filter((id) => id !== findingId);
}

export function resolvePrReview(
  ws: Workspace,
  run: RunRecord,
  body: { action?: "finish" | "fix" | "post"; findingIds?: string[] },
): void {
  const rec = held(ws, run, "pr-review");
  const action = body.action ?? "finish";
  let selection = rec.selectedFindingIds;
  if (body.findingIds !== undefined) {
    for (const id of body.findingIds) {
      const f = rec.findings.find((x) => x.findingId === id);
      if (f?.status !== "open")
        throw violation("finding_not_selectable", `finding ${id} is not an open finding of this review`);
    }
    selection = [...new Set(body.findingIds)];
  }
  if (action !== "finish" && selection.length === 0) {
    throw violation("no_selected_finding", `${action} needs at least one selected finding`);
  }
  rec.selectedFindingIds = selection;
  if (action === "fix") run.directives.push(`pr-review fix: ${selection.join(", ")}`);
  if (action === "post") run.directives.push(`pr-review comments posted: ${selection.join(", ")}`);
  rec.status = "done";
  advance(ws, run, rec);
}
