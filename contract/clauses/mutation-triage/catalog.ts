/** The mutation triage of server/domain/catalog: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const CATALOG_TRIAGE: readonly TriageEntry[] = [
  // server/domain/catalog (state.ts, handlers.ts)
  {
    at: "server/domain/catalog/state.ts:28:10-28:84",
    mutator: "ObjectLiteral",
    original: "{ models: [], presets: [], riskPolicies: [], taskTypes: [], useCases: [] }",
    replacement: "{}",
    class: "c",
    reason:
      "the catalog slice starts without its five arrays: Workspace.seed() (seedCatalog) assigns all five before the workspace answers any request, and nothing reads them in between",
  },
  {
    at: "server/domain/catalog/state.ts:28:20-28:22",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "the models' starting array holds a stray entry: seedCatalog replaces it before any request",
  },
  {
    at: "server/domain/catalog/state.ts:28:33-28:35",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "the presets' starting array holds a stray entry: seedCatalog replaces it before any request",
  },
  {
    at: "server/domain/catalog/state.ts:28:51-28:53",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "the risk policies' starting array holds a stray entry: seedCatalog replaces it before any request",
  },
  {
    at: "server/domain/catalog/state.ts:28:66-28:68",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "the task types' starting array holds a stray entry: seedCatalog replaces it before any request",
  },
  {
    at: "server/domain/catalog/state.ts:28:80-28:82",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "the use cases' starting array holds a stray entry: seedCatalog replaces it before any request",
  },
  {
    at: "server/domain/catalog/handlers.ts:15:35-15:96",
    mutator: "ObjectLiteral",
    original: "{ models: ws.catalog.models.map((m) => publicModel(m, key)) }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "GET /models answers `{}`, a catalog of no model, on a deployment whose presets and use cases run on models (doc 2: catalog with availability flags): the suite cannot tell it from an empty catalog until a fact says the target's catalogs hold entries, as `facts.kaizenEntries` does for gradings",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:15:67-15:93",
    mutator: "ArrowFunction",
    original: "(m) => publicModel(m, key)",
    replacement: "() => undefined",
    class: "a",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "every model catalog entry reads null: no entry carries `available`, `policyBlocked`, `personalSubscription`, `subscriptionConfigured`, `userScoped` (doc 1 Model catalog entry)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:18:8-21:6",
    mutator: "ObjectLiteral",
    original:
      "{ presets: ws.catalog.presets.map(publicPreset), defaultPresetId: ws.catalog.presets.find((p) => p.isDefault)?.presetId ?? null, }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "GET /model-presets answers `{}`: no preset, no workspace-default marker (doc 1 Model preset), while tasks pin the workspace's presets; a task then pins none (suites/common/pins.ts falls back): the suite cannot tell it from a workspace without presets until a fact says its catalogs hold entries",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:20:24-20:85",
    mutator: "LogicalOperator",
    original: "ws.catalog.presets.find((p) => p.isDefault)?.presetId ?? null",
    replacement: "ws.catalog.presets.find(p => p.isDefault)?.presetId && null",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the reply's top-level `defaultPresetId` reads null: the workspace-default marker the documents state is still on the default preset's entry (`isDefault` true); a second, top-level marker is the reference's choice, its name and form not shown (doc 1: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/handlers.ts:20:24-20:77",
    mutator: "OptionalChaining",
    original: "ws.catalog.presets.find((p) => p.isDefault)?.presetId",
    replacement: "ws.catalog.presets.find(p => p.isDefault).presetId",
    class: "c",
    reason:
      "throws only when no preset is the default: the seeded presets always hold one, and no operation edits presets",
  },
  {
    at: "server/domain/catalog/handlers.ts:20:48-20:66",
    mutator: "ArrowFunction",
    original: "(p) => p.isDefault",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the top-level `defaultPresetId` reads null: the stated workspace-default marker stays on the default preset's entry (`isDefault` true); the top-level one is the reference's choice, its name not shown",
  },
  {
    at: "server/domain/catalog/handlers.ts:24:8-27:6",
    mutator: "ObjectLiteral",
    original:
      "{ riskPolicies: ws.catalog.riskPolicies.map(publicRiskPolicy), defaultRiskPolicyId: ws.catalog.riskPolicies.find((p) => p.isDefault)?.riskPolicyId ?? null, }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "GET /risk-policies answers `{}`: no policy for a task to pin as `riskPolicyId`, no workspace-default marker (doc 1 Risk policy); a task then pins none: the suite cannot tell it from a workspace without policies until a fact says its catalogs hold entries",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:26:28-26:98",
    mutator: "LogicalOperator",
    original: "ws.catalog.riskPolicies.find((p) => p.isDefault)?.riskPolicyId ?? null",
    replacement: "ws.catalog.riskPolicies.find(p => p.isDefault)?.riskPolicyId && null",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the reply's top-level `defaultRiskPolicyId` reads null: the workspace-default marker the documents state is still on the default policy's entry (`isDefault` true); a second, top-level marker is the reference's choice, its name and form not shown",
  },
  {
    at: "server/domain/catalog/handlers.ts:26:28-26:90",
    mutator: "OptionalChaining",
    original: "ws.catalog.riskPolicies.find((p) => p.isDefault)?.riskPolicyId",
    replacement: "ws.catalog.riskPolicies.find(p => p.isDefault).riskPolicyId",
    class: "c",
    reason:
      "throws only when no risk policy is the default: the seeded policies always hold one, and no operation edits policies",
  },
  {
    at: "server/domain/catalog/handlers.ts:26:57-26:75",
    mutator: "ArrowFunction",
    original: "(p) => p.isDefault",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the top-level `defaultRiskPolicyId` reads null: the stated workspace-default marker stays on the default policy's entry (`isDefault` true); the top-level one is the reference's choice, its name not shown",
  },
  {
    at: "server/domain/catalog/handlers.ts:30:33-30:113",
    mutator: "ObjectLiteral",
    original: "{ taskTypes: ws.catalog.taskTypes.filter((t) => !t.hidden).map(publicTaskType) }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-TASK-TYPE",
    reason:
      "GET /task-types answers `{}`: no type lists the fields it accepts, while tasks of `spike` are validated against its descriptors (doc 1 Task type): the suite cannot tell it from a deployment without types until a fact says its catalogs hold entries",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:30:46-30:91",
    mutator: "MethodExpression",
    original: "ws.catalog.taskTypes.filter((t) => !t.hidden)",
    replacement: "ws.catalog.taskTypes",
    class: "a",
    clause: "D1-PROSE-TASK-TYPE-HIDDEN",
    reason:
      "the hidden type `internal-maintenance` is listed: doc 1 states hidden types are absent; which type is hidden is the deployment's, so a fact must name one",
    rule: "STATE-TASK-TYPE-HIDDEN",
  },
  {
    at: "server/domain/catalog/handlers.ts:30:74-30:90",
    mutator: "ArrowFunction",
    original: "(t) => !t.hidden",
    replacement: "() => undefined",
    class: "a",
    clause: "D1-PROSE-TASK-TYPE",
    reason:
      "GET /task-types lists no type at all (every one filtered out), while tasks of `spike` are validated against its descriptors: the suite cannot tell it from a deployment without types until a fact says its catalogs hold entries",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:30:81-30:90",
    mutator: "BooleanLiteral",
    original: "!t.hidden",
    replacement: "t.hidden",
    class: "a",
    clause: "D1-PROSE-TASK-TYPE-HIDDEN",
    reason: "GET /task-types lists only the hidden type: doc 1 states hidden types are absent",
    rule: "STATE-TASK-TYPE-HIDDEN",
  },
  {
    at: "server/domain/catalog/handlers.ts:33:32-33:98",
    mutator: "ObjectLiteral",
    original: "{ useCases: ws.catalog.useCases.map((u) => publicUseCase(ws, u)) }",
    replacement: "{}",
    class: "a",
    clause: "D2-UC-EMPTY-LIST",
    reason:
      'GET /use-cases lists none ("an empty list means none registered") while its four use cases read and invoke: every use-case rule ends not exercised; the suite cannot tell it from a deployment without use cases until a fact says its catalogs hold entries',
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:33:68-33:95",
    mutator: "ArrowFunction",
    original: "(u) => publicUseCase(ws, u)",
    replacement: "() => undefined",
    class: "a",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "every listed use case reads null: no entry says what it generates, its models or parameters (doc 1 Use case), and every use-case rule ends not exercised for want of an id",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/handlers.ts:37:9-37:11",
    mutator: "ConditionalExpression",
    original: "!u",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-getUseCase",
    reason:
      "GET /use-cases/{useCaseId} answers 404 for every use case, the listed ones too, whose invocations the same id takes (200): the suite reads the listed item instead and the generic read takes the 404 for a wrong id field",
    rule: "STATE-USE-CASE-ADDRESSABLE",
  },
  {
    at: "server/domain/catalog/handlers.ts:37:28-37:38",
    mutator: "StringLiteral",
    original: '"use case"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the 404's message for an unknown use case loses its subject: the message text is not stated",
  },
  {
    at: "server/domain/catalog/handlers.ts:43:9-43:11",
    mutator: "ConditionalExpression",
    original: "!u",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "POST /use-cases/{useCaseId}/invocations answers 404 for every use case, those GET /use-cases/{useCaseId} reads (200) too: every use-case rule takes it for a body the use case refuses and ends not exercised",
    rule: "STATE-USE-CASE-ADDRESSABLE",
  },
  {
    at: "server/domain/catalog/handlers.ts:43:28-43:38",
    mutator: "StringLiteral",
    original: '"use case"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-ERROR-ENVELOPE",
    reason: "the invocation 404's message for an unknown use case loses its subject: the message text is not stated",
  },
];
