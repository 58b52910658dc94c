/**
 * doc 2 Endpoints, "Identity, pipelines, models, catalogs": the 11 rows of that table, in its order. Where a
 * success is an `object*`, the hint is the Notes column, completed where helpful by the doc 1 "Resources
 * described only by prose" item it concerns (whose exact field names are not shown).
 */
import { int, nullable, oneOfStrings, ref, untyped } from "../dsl.ts";
import { LIMITS } from "../common.ts";
import type { OperationGroup } from "./group.ts";

export const group: OperationGroup = {
  tag: "Identity",
  heading: "Identity, pipelines, models, catalogs",
  operations: [
    {
      operationId: "getMe",
      method: "get",
      path: "/me",
      scope: "read",
      status: 200,
      summary: "Describe the calling key",
      notes: "startup self-check",
      success: { kind: "json", schema: ref("PublicIdentity") },
    },
    {
      operationId: "listPipelines",
      method: "get",
      path: "/pipelines",
      scope: "read",
      status: 200,
      summary: "List the pipelines",
      success: { kind: "json", schema: ref("PublicPipelineList") },
    },
    {
      operationId: "listModels",
      method: "get",
      path: "/models",
      scope: "admin",
      status: 200,
      summary: "List the model catalog",
      notes:
        "catalog with availability flags (doc 1: flags `available`, `policyBlocked`, `personalSubscription`, `subscriptionConfigured` (true, false or null; null means nobody could be asked), and `userScoped` (superseded by `personalSubscription`); exact field names not shown)",
      success: { kind: "json", schema: untyped("catalog with availability flags") },
    },
    {
      operationId: "listModelPresets",
      method: "get",
      path: "/model-presets",
      scope: "admin",
      status: 200,
      summary: "List the model presets",
      notes:
        "doc 1: a model preset has `baseModelId`, `overrides` (agent kinds that run on another model), a marker for the workspace default; exact field names not shown",
      success: { kind: "json", schema: untyped("model presets (fields not shown)") },
    },
    {
      operationId: "listRiskPolicies",
      method: "get",
      path: "/risk-policies",
      scope: "admin",
      status: 200,
      summary: "List the risk policies",
      notes:
        "doc 1: a risk policy has an id (pinned by a task as `riskPolicyId`), `autoMergeEnabled` (master switch), `dryRunRoles`, plus caps for CI-fixer attempts, requirement and tester iteration rounds and the release-health watch; a marker for the workspace default; exact field names not shown",
      success: { kind: "json", schema: untyped("risk policies (fields not shown)") },
    },
    {
      operationId: "listTaskTypes",
      method: "get",
      path: "/task-types",
      scope: "read",
      status: 200,
      summary: "List the task types",
      notes:
        "doc 1: a task type lists the fields each accepts (descriptors) for `fields` on task creation; hidden types are absent; exact field names not shown",
      success: { kind: "json", schema: untyped("task types (fields not shown)") },
    },
    {
      operationId: "getUsage",
      method: "get",
      path: "/usage",
      scope: "read",
      status: 200,
      summary: "Read usage of the current billing period",
      notes:
        "current billing period, workspace tier only. Account-tier and user-tier budgets are not reachable (doc 2 Authentication 3).",
      success: { kind: "json", schema: ref("PublicUsage") },
    },
    {
      operationId: "getUsageSpend",
      method: "get",
      path: "/usage/spend",
      scope: "read",
      status: 200,
      summary: "Read spend grouped by one dimension",
      notes: "query: `dimension` req; `window` opt; `limit` opt 1-500 (default 100). Not keyset paged (no `cursor`).",
      query: {
        dimension: oneOfStrings(["model", "agentKind", "service", "repo", "taskType", "ticket", "run"]),
        window: oneOfStrings(["24h", "7d", "30d", "90d"]),
        limit: int({ min: LIMITS.spendLimit.min, max: LIMITS.spendLimit.max }, { default: LIMITS.spendLimit.default }),
      },
      requiredQuery: ["dimension"],
      success: { kind: "json", schema: ref("PublicSpend") },
    },
    {
      operationId: "getVcsConnection",
      method: "get",
      path: "/vcs/connection",
      scope: "admin",
      status: 200,
      summary: "Read the source-control connection",
      notes:
        "`connection` null when nothing is connected (a state, not an error). doc 1: connected account, how the workspace authenticates, and two permissions (may create repositories; may write workflow files); exact field names not shown",
      success: {
        kind: "json",
        schema: untyped("`connection` null when nothing is connected (a state, not an error)", {
          properties: {
            connection: nullable(untyped("connected account, how the workspace authenticates, two permissions")),
          },
          required: ["connection"],
        }),
      },
    },
    {
      operationId: "getTrackerWriteback",
      method: "get",
      path: "/tracker/writeback",
      scope: "admin",
      status: 200,
      summary: "Read the tracker writeback settings",
      notes:
        "doc 1: three on/off actions (comment when the pull request opens; comment and close the issue when it merges; post parked requirements-review findings of a headless run) and `updatedAt` (null while nobody has chosen, in which case all three are on); exact field names not shown",
      success: {
        kind: "json",
        schema: untyped(
          "three on/off actions and `updatedAt` (null while nobody has chosen, in which case all three are on)",
        ),
      },
    },
    {
      operationId: "updateTrackerWriteback",
      method: "patch",
      path: "/tracker/writeback",
      scope: "admin",
      status: 200,
      summary: "Switch tracker writeback actions on or off",
      notes:
        "body object*: any of three actions on/off; merged (omitted action keeps its value); empty patch is a no-op and does not stamp `updatedAt`. The Body is not marked required in the document.",
      body: {
        schema: untyped(
          "any of three actions on/off; merged (omitted action keeps its value); empty patch is a no-op and does not stamp `updatedAt`",
        ),
        required: false,
      },
      success: {
        kind: "json",
        schema: untyped(
          "three on/off actions and `updatedAt` (null while nobody has chosen, in which case all three are on)",
        ),
      },
    },
  ],
};
