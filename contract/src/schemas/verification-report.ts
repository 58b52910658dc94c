/**
 * doc 1 "Verification report (`PrVerificationReport`)" (with doc 2 Evidence: /runs/{runId}/report).
 * "Every section carries `status` (`reported`|`absent`) and usually an opt `note`, so a step that did
 * not run is distinguishable from one that found nothing." In the Sections table the fields listed
 * before "opt" are required, those after it optional.
 */
import {
  anyValue,
  arr,
  bool,
  described,
  nullable,
  num,
  obj,
  oneOfStrings,
  ref,
  str,
  tagged,
  untyped,
  type Schema,
} from "../dsl.ts";

/** doc 1 Verification report: every section's `status`. */
function sectionStatus(): Schema {
  return oneOfStrings(["reported", "absent"]);
}

/** A field listed with no type in the report tables, whose type no stated rule derives. */
function notShown(): Schema {
  return anyValue("type not shown");
}

function objects(): Schema {
  return arr(untyped("fields not shown"));
}

export const schemas: Record<string, Schema> = {
  PrVerificationReport: described(
    obj(
      {
        version: num(),
        generatedAt: num(),
        run: ref("PrReportRun"),
        ci: ref("PrReportCi"),
        validation: ref("PrReportValidation"),
        reproduction: ref("PrReportReproduction"),
        tests: ref("PrReportTests"),
        requirements: ref("PrReportRequirements"),
        environments: ref("PrReportEnvironments"),
        judges: ref("PrReportJudges"),
        merge: ref("PrReportMerge"),
        context: ref("PrReportContext"),
        followUps: obj(
          {
            dismissedByPolicy: num(),
            dropped: num(),
            droppedBudget: nullable(untyped("fields not shown")),
            entries: objects(),
            loops: num(),
            maxLoops: num(),
            note: str(),
            status: sectionStatus(),
            total: num(),
          },
          ["dismissedByPolicy", "dropped", "droppedBudget", "entries", "loops", "maxLoops", "status", "total"],
        ),
        observability: obj(
          {
            reportUrl: nullable(str()),
            runUrl: nullable(str()),
            trajectoryUrl: nullable(str()),
          },
          "all",
        ),
        scope: obj(
          {
            frameId: nullable(str()),
            frameIds: arr(str()),
            ownPullRequest: nullable(untyped("fields not shown")),
            role: oneOfStrings(["own", "peer"]),
          },
          ["role"],
        ),
        truncations: arr(str()),
      },
      [
        "version",
        "generatedAt",
        "run",
        "ci",
        "validation",
        "reproduction",
        "tests",
        "requirements",
        "environments",
        "judges",
        "merge",
        "context",
        "followUps",
        "observability",
        "truncations",
      ],
    ),
    "Identical to the JSON block placed in a pull request body; composed on read.",
  ),
  PrReportRun: obj(
    {
      blockId: str(),
      blockTitle: str(),
      executionId: str(),
      pipelineId: str(),
      pipelineName: str(),
      issues: arr(ref("PrReportIssue")),
      steps: arr(
        obj(
          {
            agentKind: str(),
            index: num(),
            model: nullable(str()),
            state: notShown(),
          },
          ["agentKind", "index", "state"],
        ),
      ),
      status: sectionStatus(),
      provider: described(nullable(str()), "code-host identifier (names not shown)"),
      repo: nullable(str()),
      startedAt: nullable(num()),
    },
    ["blockId", "blockTitle", "executionId", "pipelineId", "pipelineName", "issues", "steps", "status"],
  ),
  PrReportIssue: obj(
    {
      externalId: str(),
      source: str(),
      title: str(),
      url: str(),
    },
    "all",
  ),
  PrReportCi: obj(
    {
      failingChecks: arr(ref("PrReportCheck")),
      fixerAttempts: num(),
      status: sectionStatus(),
      headSha: str(),
      maxFixerAttempts: num(),
      note: str(),
      verdict: nullable(oneOfStrings(["pass", "pending", "fail"])),
    },
    ["failingChecks", "fixerAttempts", "status"],
  ),
  PrReportCheck: obj(
    {
      conclusion: nullable(str()),
      name: str(),
      repo: str(),
      url: str(),
    },
    ["conclusion", "name"],
  ),
  PrReportValidation: obj(
    {
      attempts: num(),
      commands: arr(
        obj(
          {
            command: str(),
            exitCode: num(),
            label: str(),
            passed: notShown(),
            durationMs: num(),
            outputTail: str(),
            timedOut: notShown(),
          },
          ["command", "exitCode", "label", "passed"],
        ),
      ),
      status: sectionStatus(),
      at: num(),
      configUnreadable: notShown(),
      maxAttempts: num(),
      note: str(),
      passed: notShown(),
      stepKind: str(),
    },
    ["attempts", "commands", "status"],
  ),
  PrReportReproduction: obj(
    {
      attempts: num(),
      status: sectionStatus(),
      testPaths: arr(str()),
      alternativeVerification: notShown(),
      at: num(),
      base: notShown(),
      command: str(),
      final: notShown(),
      maxAttempts: num(),
      note: str(),
      observation: notShown(),
      omittedTestPaths: notShown(),
      reason: str(),
      verdict: nullable(oneOfStrings(["reproduced", "inconclusive", "declared_infeasible"])),
    },
    ["attempts", "status", "testPaths"],
  ),
  PrReportTests: obj(
    {
      concerns: arr(obj({ severity: notShown(), title: str() }, "all")),
      fixerAttempts: num(),
      outcomes: arr(obj({ name: str(), status: notShown(), detail: str() }, ["name", "status"])),
      status: sectionStatus(),
      tested: arr(str()),
      environment: notShown(),
      greenlight: nullable(bool()),
      maxFixerAttempts: num(),
      note: str(),
      summary: str(),
    },
    ["concerns", "fixerAttempts", "outcomes", "status", "tested"],
  ),
  PrReportRequirements: obj(
    {
      entries: objects(),
      met: num(),
      notCovered: num(),
      notMet: num(),
      regressions: num(),
      status: sectionStatus(),
      total: num(),
      note: str(),
      unmatchedVerdicts: notShown(),
    },
    ["entries", "met", "notCovered", "notMet", "regressions", "status", "total"],
  ),
  PrReportEnvironments: obj(
    {
      entries: objects(),
      evidence: obj(
        {
          capturedAt: nullable(num()),
          outcomes: notShown(),
          ranAgainst: nullable(oneOfStrings(["local", "ephemeral"])),
          requirementVerdicts: notShown(),
          screenshots: objects(),
          status: oneOfStrings(["captured", "local", "undeclared", "absent"]),
          url: nullable(str()),
          note: str(),
        },
        ["capturedAt", "outcomes", "ranAgainst", "requirementVerdicts", "screenshots", "status", "url"],
      ),
      gaps: arr(str()),
      proof: oneOfStrings(["complete", "incomplete", "not_applicable"]),
      status: sectionStatus(),
      teardown: oneOfStrings(["confirmed", "unconfirmed", "pending", "retained", "failed", "not_applicable"]),
      timeline: obj(
        {
          gap: nullable(oneOfStrings(["unwired", "unreadable", "truncated", "not_provisioned"])),
          provisionFailures: num(),
          provisionedAt: nullable(num()),
          teardownFailures: num(),
          teardownsUnconfirmed: num(),
          tornDownAt: nullable(num()),
          note: str(),
        },
        ["gap", "provisionFailures", "provisionedAt", "teardownFailures", "teardownsUnconfirmed", "tornDownAt"],
      ),
      note: str(),
    },
    ["entries", "evidence", "gaps", "proof", "status", "teardown", "timeline"],
  ),
  PrReportJudges: obj(
    {
      status: sectionStatus(),
      verdicts: arr(ref("PrReportJudge")),
      note: str(),
    },
    ["status", "verdicts"],
  ),
  PrReportJudge: obj(
    {
      bounces: num(),
      disposition: nullable(oneOfStrings(["pass", "park", "bounce", "fail"])),
      findings: objects(),
      maxBounces: num(),
      model: nullable(str()),
      rubricName: nullable(str()),
      rubricOverridden: bool(),
      score: nullable(num()),
      stepKind: str(),
      summary: nullable(str()),
      threshold: nullable(num()),
      modelPin: nullable(untyped("fields not shown")),
    },
    [
      "bounces",
      "disposition",
      "findings",
      "maxBounces",
      "model",
      "rubricName",
      "rubricOverridden",
      "score",
      "stepKind",
      "summary",
      "threshold",
    ],
  ),
  PrReportMerge: obj(
    {
      status: sectionStatus(),
      assessment: nullable(untyped("fields not shown")),
      note: str(),
      outcome: nullable(str()),
      presetName: str(),
      reason: str(),
    },
    ["status"],
  ),
  PrReportContext: obj(
    {
      documents: arr(
        obj(
          {
            movedDuringRun: bool(),
            origin: described(str(), "`upload` or one of six document-source kind identifiers (names not shown)"),
            title: str(),
            url: nullable(str()),
            freshness: ref("DocumentFreshness"),
          },
          ["movedDuringRun", "origin", "title", "url"],
        ),
      ),
      status: sectionStatus(),
      note: str(),
    },
    ["documents", "status"],
  ),
  DocumentFreshness: tagged("status", {
    confirmed: obj(
      {
        change: oneOfStrings(["unchanged", "reimported", "revision_only"]),
        version: str(),
      },
      "all",
    ),
    "not-applicable": obj({}, []),
    unconfirmed: obj(
      {
        reason: oneOfStrings(["not_connected", "credentials_unreadable", "unversioned", "source_unreachable"]),
      },
      "all",
    ),
  }),
};
