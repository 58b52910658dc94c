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
  // server/domain/catalog/use-cases.ts
  {
    at: "server/domain/catalog/use-cases.ts:25:14-25:46",
    mutator: "ObjectLiteral",
    original: "{ min: 0, max: 1, default: 0.2 }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the temperature bounds of three use cases read as none and any temperature is taken: its field and layout are not named (doc 1 Use case: exact field names not shown), so no request can tell where they should be, and the invocation body's `temperature` is not shown (object*: parameters, model choice, `maxOutputTokens`)",
  },
  {
    at: "server/domain/catalog/use-cases.ts:28:10-95:4",
    mutator: "ArrayDeclaration",
    original:
      '[ { useCaseId: "summarize-text", name: "Summarize text", generates: "a plain-text summary of the given text", modelIds: ["model-standard", "model-fast", "model-offline"], parameters: [ { name: "text", label: "Text to summarize", type: "string", required: true, maxLength: 20000 }, { name: "style", label: "Style", type: "enum", required: false, options: ["brief", "detailed"] }, { name: "bulletPoints", label: "As bullet points", type: "boolean", required: false }, ], temperature: TEMP, output: { defaultMaxOutputTokens: 256, maxOutputTokens: 2048 }, }, { useCaseId: "classify-ticket", name: "Classify a ticket", generates: "labels for a tracker ticket, one per line", modelIds: ["model-fast", "model-standard"], parameters: [ { name: "title", label: "Ticket title", type: "string", required: true, maxLength: 200 }, { name: "body", label: "Ticket body", type: "string", required: false, maxLength: 10000 }, { name: "candidateLabels", label: "Candidate labels", type: "string[]", required: false, maxItems: 20, maxLength: 60, }, { name: "maxLabels", label: "Most labels to return", type: "number", required: false, min: 1, max: 10 }, ], temperature: { min: 0, max: 0.5, default: 0 }, output: { defaultMaxOutputTokens: 64, maxOutputTokens: 256 }, }, { // Its only model is container-only: every invocation is 503 `use_case_model_unavailable`. useCaseId: "draft-release-notes", name: "Draft release notes", generates: "release notes from a list of merged changes", modelIds: ["model-container"], parameters: [ { name: "changes", label: "Merged changes", type: "string[]", required: true, maxItems: 200, maxLength: 500 }, ], temperature: TEMP, output: { defaultMaxOutputTokens: 512, maxOutputTokens: 4096 }, }, { // Provokes the other documented 503 reasons deterministically (doc 2 Errors): `outcome` // `empty` → use_case_empty_reply, `fail` → use_case_generation_failed, `slow` → // use_case_generation_timeout unless `maxOutputTokens` is at most SLOW_TOKEN_BUDGET. useCaseId: "diagnostics-drill", name: "Diagnostics drill", generates: "a fixed acknowledgement, or a chosen failure of the generation", modelIds: ["model-standard"], parameters: [ { name: "outcome", label: "Outcome to provoke", type: "enum", required: true, options: ["ok", "empty", "fail", "slow"], }, ], temperature: TEMP, output: { defaultMaxOutputTokens: 256, maxOutputTokens: 1024 }, }, ]',
    replacement: "[]",
    class: "a",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "no use case is registered: GET /use-cases lists none while the configuration vouches one takes its body; the suite took the empty list for a deployment without use cases until a fact said it registered some",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/use-cases.ts:30:18-30:34",
    mutator: "StringLiteral",
    original: '"summarize-text"',
    replacement: '""',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      'summarize-text is registered under the id "" (unaddressable): no listed use case takes bodies.invokeUseCase any more, which the embedded server\'s configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise',
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:31:13-31:29",
    mutator: "StringLiteral",
    original: '"Summarize text"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's name emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:32:18-32:58",
    mutator: "StringLiteral",
    original: '"a plain-text summary of the given text"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      'what summarize-text generates reads "": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:33:17-33:66",
    mutator: "ArrayDeclaration",
    original: '["model-standard", "model-fast", "model-offline"]',
    replacement: "[]",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text declares no model, so the configured model-standard is refused 422 `use_case_model_not_allowed`: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:33:18-33:34",
    mutator: "StringLiteral",
    original: '"model-standard"',
    replacement: '""',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      'summarize-text declares "" instead of model-standard, so the configured model is refused 422: no listed use case takes bodies.invokeUseCase any more, which the embedded server\'s configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise',
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:33:36-33:48",
    mutator: "StringLiteral",
    original: '"model-fast"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      'summarize-text declares "" instead of model-fast: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:33:50-33:65",
    mutator: "StringLiteral",
    original: '"model-offline"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-MODEL-UNAVAILABLE",
    reason:
      'summarize-text declares "" instead of model-offline (an id the catalog does not list, read as unavailable): ERRORS-USE-CASE-MODEL-UNAVAILABLE then finds no declared model with a documented cause and is not exercised, as on a deployment whose declared models are all served: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:34:19-38:8",
    mutator: "ArrayDeclaration",
    original:
      '[ { name: "text", label: "Text to summarize", type: "string", required: true, maxLength: 20000 }, { name: "style", label: "Style", type: "enum", required: false, options: ["brief", "detailed"] }, { name: "bulletPoints", label: "As bullet points", type: "boolean", required: false }, ]',
    replacement: "[]",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text accepts no parameter, so the configured `text` is refused 422: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:35:9-35:103",
    mutator: "ObjectLiteral",
    original: '{ name: "text", label: "Text to summarize", type: "string", required: true, maxLength: 20000 }',
    replacement: "{}",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text's `text` descriptor is emptied, so the configured `text` is an unknown parameter (422): no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:35:17-35:23",
    mutator: "StringLiteral",
    original: '"text"',
    replacement: '""',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text's `text` descriptor is renamed \"\" and stays required, so the configured body is refused 422: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:35:32-35:51",
    mutator: "StringLiteral",
    original: '"Text to summarize"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of summarize-text's `text` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:35:59-35:67",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `text` descriptor typed \"\", which the reference checks no value against (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:35:79-35:83",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `text` no longer required: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:36:9-36:105",
    mutator: "ObjectLiteral",
    original: '{ name: "style", label: "Style", type: "enum", required: false, options: ["brief", "detailed"] }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `style` descriptor emptied (a nameless descriptor; `style` becomes an unknown parameter): ERRORS-USE-CASE-PARAMETERS-INVALID then reads no descriptors and is not exercised: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:36:17-36:24",
    mutator: "StringLiteral",
    original: '"style"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `style` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:36:33-36:40",
    mutator: "StringLiteral",
    original: '"Style"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of summarize-text's `style` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:36:66-36:71",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text's `style` made required, so the configured body (without it) is refused 422: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:36:82-36:103",
    mutator: "ArrayDeclaration",
    original: '["brief", "detailed"]',
    replacement: "[]",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `style` admits no value: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:36:83-36:90",
    mutator: "StringLiteral",
    original: '"brief"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `style` option `brief` reads \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:36:92-36:102",
    mutator: "StringLiteral",
    original: '"detailed"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `style` option `detailed` reads \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:37:9-37:94",
    mutator: "ObjectLiteral",
    original: '{ name: "bulletPoints", label: "As bullet points", type: "boolean", required: false }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `bulletPoints` descriptor emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:37:17-37:31",
    mutator: "StringLiteral",
    original: '"bulletPoints"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `bulletPoints` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:37:40-37:58",
    mutator: "StringLiteral",
    original: '"As bullet points"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of summarize-text's `bulletPoints` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:37:66-37:75",
    mutator: "StringLiteral",
    original: '"boolean"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's `bulletPoints` typed \"\" (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:37:87-37:92",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text's `bulletPoints` made required, so the configured body (without it) is refused 422: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:40:15-40:69",
    mutator: "ObjectLiteral",
    original: "{ defaultMaxOutputTokens: 256, maxOutputTokens: 2048 }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "summarize-text's output bounds read as none, so the description shows none and the configured `maxOutputTokens` (64) is checked against none and taken; only an invocation without `maxOutputTokens` is refused (422): the bounds' field is not named (doc 1 Use case: exact field names not shown), and whether `maxOutputTokens` may be left out is not shown (the body is object*)",
  },
  {
    at: "server/domain/catalog/use-cases.ts:43:18-43:35",
    mutator: "StringLiteral",
    original: '"classify-ticket"',
    replacement: '""',
    class: "a",
    clause: "D2-ROW-getUseCase",
    reason:
      'classify-ticket is listed under the id "": a registered use case no GET /use-cases/{useCaseId} can address; the rules try its other id-like values (its default model\'s id), take each 404 for a wrong field and judge nothing',
    rule: "STATE-USE-CASE-ADDRESSABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:44:13-44:32",
    mutator: "StringLiteral",
    original: '"Classify a ticket"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's name emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:45:18-45:61",
    mutator: "StringLiteral",
    original: '"labels for a tracker ticket, one per line"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      'what classify-ticket generates reads "": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:46:17-46:49",
    mutator: "ArrayDeclaration",
    original: '["model-fast", "model-standard"]',
    replacement: "[]",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket declares no model (every invocation of it refused 422): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:46:18-46:30",
    mutator: "StringLiteral",
    original: '"model-fast"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      'classify-ticket declares "" instead of model-fast: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:46:32-46:48",
    mutator: "StringLiteral",
    original: '"model-standard"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      'classify-ticket declares "" instead of model-standard: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:47:19-59:8",
    mutator: "ArrayDeclaration",
    original:
      '[ { name: "title", label: "Ticket title", type: "string", required: true, maxLength: 200 }, { name: "body", label: "Ticket body", type: "string", required: false, maxLength: 10000 }, { name: "candidateLabels", label: "Candidate labels", type: "string[]", required: false, maxItems: 20, maxLength: 60, }, { name: "maxLabels", label: "Most labels to return", type: "number", required: false, min: 1, max: 10 }, ]',
    replacement: "[]",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket accepts no parameter: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:48:9-48:97",
    mutator: "ObjectLiteral",
    original: '{ name: "title", label: "Ticket title", type: "string", required: true, maxLength: 200 }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `title` descriptor emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:48:17-48:24",
    mutator: "StringLiteral",
    original: '"title"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `title` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:48:33-48:47",
    mutator: "StringLiteral",
    original: '"Ticket title"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of classify-ticket's `title` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:48:55-48:63",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `title` typed \"\" (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:48:75-48:79",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `title` no longer required: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:49:9-49:98",
    mutator: "ObjectLiteral",
    original: '{ name: "body", label: "Ticket body", type: "string", required: false, maxLength: 10000 }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `body` descriptor emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:49:17-49:23",
    mutator: "StringLiteral",
    original: '"body"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `body` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:49:32-49:45",
    mutator: "StringLiteral",
    original: '"Ticket body"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of classify-ticket's `body` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:49:53-49:61",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `body` typed \"\" (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:49:73-49:78",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `body` made required: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:50:9-57:10",
    mutator: "ObjectLiteral",
    original:
      '{ name: "candidateLabels", label: "Candidate labels", type: "string[]", required: false, maxItems: 20, maxLength: 60, }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `candidateLabels` descriptor emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:51:17-51:34",
    mutator: "StringLiteral",
    original: '"candidateLabels"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `candidateLabels` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:52:18-52:36",
    mutator: "StringLiteral",
    original: '"Candidate labels"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of classify-ticket's `candidateLabels` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:53:17-53:27",
    mutator: "StringLiteral",
    original: '"string[]"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `candidateLabels` typed \"\" (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:54:21-54:26",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `candidateLabels` made required: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:58:9-58:112",
    mutator: "ObjectLiteral",
    original: '{ name: "maxLabels", label: "Most labels to return", type: "number", required: false, min: 1, max: 10 }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `maxLabels` descriptor emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:58:17-58:28",
    mutator: "StringLiteral",
    original: '"maxLabels"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `maxLabels` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:58:37-58:60",
    mutator: "StringLiteral",
    original: '"Most labels to return"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of classify-ticket's `maxLabels` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:58:68-58:76",
    mutator: "StringLiteral",
    original: '"number"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `maxLabels` typed \"\" (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:58:88-58:93",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's `maxLabels` made required: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:60:20-60:52",
    mutator: "ObjectLiteral",
    original: "{ min: 0, max: 0.5, default: 0 }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's temperature bounds read as none: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:61:15-61:67",
    mutator: "ObjectLiteral",
    original: "{ defaultMaxOutputTokens: 64, maxOutputTokens: 256 }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "classify-ticket's output bounds read as none, so any `maxOutputTokens` is taken and an invocation without one refused 422 (what a valid invocation of a use case other than the configured one is, is not shown: its body is object*): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:70:9-70:118",
    mutator: "ObjectLiteral",
    original:
      '{ name: "changes", label: "Merged changes", type: "string[]", required: true, maxItems: 200, maxLength: 500 }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "draft-release-notes' `changes` descriptor emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:70:17-70:26",
    mutator: "StringLiteral",
    original: '"changes"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "draft-release-notes' `changes` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:70:35-70:51",
    mutator: "StringLiteral",
    original: '"Merged changes"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of draft-release-notes' `changes` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:70:59-70:69",
    mutator: "StringLiteral",
    original: '"string[]"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "draft-release-notes' `changes` typed \"\" (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:70:81-70:85",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "draft-release-notes' `changes` no longer required: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:73:15-73:69",
    mutator: "ObjectLiteral",
    original: "{ defaultMaxOutputTokens: 512, maxOutputTokens: 4096 }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "draft-release-notes' output bounds read as none: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:79:18-79:37",
    mutator: "StringLiteral",
    original: '"diagnostics-drill"',
    replacement: '""',
    class: "a",
    clause: "D2-ROW-getUseCase",
    reason:
      'diagnostics-drill is listed under the id "": a registered use case no GET /use-cases/{useCaseId} can address; the rules try its other id-like values (its default model\'s id), take each 404 for a wrong field and judge nothing',
    rule: "STATE-USE-CASE-ADDRESSABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:80:13-80:32",
    mutator: "StringLiteral",
    original: '"Diagnostics drill"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "diagnostics-drill's name emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:81:18-81:82",
    mutator: "StringLiteral",
    original: '"a fixed acknowledgement, or a chosen failure of the generation"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      'what diagnostics-drill generates reads "": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:82:17-82:35",
    mutator: "ArrayDeclaration",
    original: '["model-standard"]',
    replacement: "[]",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "diagnostics-drill declares no model: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:82:18-82:34",
    mutator: "StringLiteral",
    original: '"model-standard"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      'diagnostics-drill declares "" instead of model-standard: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment\'s (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent',
  },
  {
    at: "server/domain/catalog/use-cases.ts:83:19-91:8",
    mutator: "ArrayDeclaration",
    original:
      '[ { name: "outcome", label: "Outcome to provoke", type: "enum", required: true, options: ["ok", "empty", "fail", "slow"], }, ]',
    replacement: "[]",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill accepts no parameter (the reference's device for the 503 generation reasons, which the register calls uncheckable): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:84:9-90:10",
    mutator: "ObjectLiteral",
    original:
      '{ name: "outcome", label: "Outcome to provoke", type: "enum", required: true, options: ["ok", "empty", "fail", "slow"], }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill's `outcome` descriptor emptied (the reference's device for the 503 generation reasons, uncheckable in the register): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:85:17-85:26",
    mutator: "StringLiteral",
    original: '"outcome"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill's `outcome` renamed \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:86:18-86:38",
    mutator: "StringLiteral",
    original: '"Outcome to provoke"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the label of diagnostics-drill's `outcome` emptied: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:87:17-87:23",
    mutator: "StringLiteral",
    original: '"enum"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill's `outcome` typed \"\" (descriptor types are not shown): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:88:21-88:25",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill's `outcome` no longer required: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:89:20-89:51",
    mutator: "ArrayDeclaration",
    original: '["ok", "empty", "fail", "slow"]',
    replacement: "[]",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill's `outcome` admits no value: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:89:21-89:25",
    mutator: "StringLiteral",
    original: '"ok"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill's `outcome` option `ok` reads \"\": which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:89:27-89:34",
    mutator: "StringLiteral",
    original: '"empty"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-EMPTY-REPLY",
    reason:
      "diagnostics-drill's `outcome` option `empty` reads \"\" (the empty reply cannot be provoked: D2-ERR-USE-CASE-EMPTY-REPLY is uncheckable, the vendor's reply): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:89:36-89:42",
    mutator: "StringLiteral",
    original: '"fail"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "diagnostics-drill's `outcome` option `fail` reads \"\" (a vendor failure cannot be brought about from outside: uncheckable in the register): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:89:44-89:50",
    mutator: "StringLiteral",
    original: '"slow"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "diagnostics-drill's `outcome` option `slow` reads \"\" (the deadline is uncheckable in the register): which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:93:15-93:69",
    mutator: "ObjectLiteral",
    original: "{ defaultMaxOutputTokens: 256, maxOutputTokens: 1024 }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "diagnostics-drill's output bounds read as none: which use cases a deployment registers, and their names, what they generate, declared models, parameters and bounds, are the deployment's (doc 2 Use cases: registered by the deployment; doc 1 Use case: exact field names not shown); its description and its invocations stay consistent",
  },
  {
    at: "server/domain/catalog/use-cases.ts:101:87-103:2",
    mutator: "BlockStatement",
    original: "{ return ws.catalog.useCases.find((u) => u.useCaseId === useCaseId); }",
    replacement: "{}",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "findUseCase finds nothing: every use case, listed or not, reads and invokes 404: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:102:35-102:67",
    mutator: "ArrowFunction",
    original: "(u) => u.useCaseId === useCaseId",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "findUseCase's predicate matches nothing: every use case reads and invokes 404: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:102:42-102:67",
    mutator: "ConditionalExpression",
    original: "u.useCaseId === useCaseId",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-getUseCase",
    reason:
      "every id, unknown ones too, finds the first use case: GET /use-cases/classify-ticket describes summarize-text (another listed use case), and an unknown id reads 200 instead of 404",
    rule: "STATE-USE-CASE-ADDRESSABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:102:42-102:67",
    mutator: "ConditionalExpression",
    original: "u.useCaseId === useCaseId",
    replacement: "false",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "findUseCase's predicate matches nothing: every use case reads and invokes 404: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:102:42-102:67",
    mutator: "EqualityOperator",
    original: "u.useCaseId === useCaseId",
    replacement: "u.useCaseId !== useCaseId",
    class: "a",
    clause: "D2-ROW-getUseCase",
    reason:
      "each id finds another use case: GET /use-cases/summarize-text describes classify-ticket and an invocation of classify-ticket runs summarize-text",
    rule: "STATE-USE-CASE-ADDRESSABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:106:91-111:2",
    mutator: "BlockStatement",
    original:
      '{ const m = findModel(ws, modelId); if (!m?.available || m.policyBlocked) return "provider_unavailable"; if (!m.inline) return "container_only"; return null; }',
    replacement: "{}",
    class: "a",
    clause: "D2-ERR-USE-CASE-MODEL-UNAVAILABLE",
    reason:
      "no declared model has a cause and none is refused 503: model-offline, which GET /models flags `available` false, is served inline (200); the rule only looks for a documented cause in the description and ends not exercised",
    rule: "ERRORS-USE-CASE-MODEL-UNAVAILABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:108:7-108:20",
    mutator: "BooleanLiteral",
    original: "!m?.available",
    replacement: "m?.available",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every available model reads `provider_unavailable`, so the configured model-standard is refused 503: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:108:7-108:39",
    mutator: "ConditionalExpression",
    original: "!m?.available || m.policyBlocked",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every model reads `provider_unavailable`, so the configured model-standard is refused 503: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:108:7-108:39",
    mutator: "ConditionalExpression",
    original: "!m?.available || m.policyBlocked",
    replacement: "false",
    class: "a",
    clause: "D2-ERR-USE-CASE-MODEL-UNAVAILABLE",
    reason:
      "an unavailable or policy-blocked model is served: model-offline, which GET /models flags `available` false, loses its cause and is invoked with 200; the rule only looks for a documented cause in the description and ends not exercised",
    rule: "ERRORS-USE-CASE-MODEL-UNAVAILABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:108:7-108:39",
    mutator: "LogicalOperator",
    original: "!m?.available || m.policyBlocked",
    replacement: "!m?.available && m.policyBlocked",
    class: "a",
    clause: "D2-ERR-USE-CASE-MODEL-UNAVAILABLE",
    reason:
      "only a model both unavailable and policy-blocked is refused: model-offline, which GET /models flags `available` false, is served with 200; the rule only looks for a documented cause in the description and ends not exercised",
    rule: "ERRORS-USE-CASE-MODEL-UNAVAILABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:108:8-108:20",
    mutator: "OptionalChaining",
    original: "m?.available",
    replacement: "m.available",
    class: "c",
    reason:
      "findModel never misses: every model a use case declares is an entry of the catalog (the seed), and the mutant only throws where it would miss",
  },
  {
    at: "server/domain/catalog/use-cases.ts:108:48-108:70",
    mutator: "StringLiteral",
    original: '"provider_unavailable"',
    replacement: '""',
    class: "a",
    clause: "D2-ERR-USE-CASE-MODEL-UNAVAILABLE",
    reason:
      'the cause `provider_unavailable` reads "" (no documented cause) and, being falsy, lets model-offline, which GET /models flags `available` false, be served with 200; the rule only looks for a documented cause and ends not exercised',
    rule: "ERRORS-USE-CASE-MODEL-UNAVAILABLE",
  },
  {
    at: "server/domain/catalog/use-cases.ts:109:7-109:16",
    mutator: "BooleanLiteral",
    original: "!m.inline",
    replacement: "m.inline",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every inline model reads `container_only`, so the configured model-standard is refused 503: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:109:7-109:16",
    mutator: "ConditionalExpression",
    original: "!m.inline",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every available model reads `container_only`, so the configured model-standard is refused 503: no listed use case takes bodies.invokeUseCase any more, which the embedded server's configuration vouches summarize-text takes (200); every use-case rule ends not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/use-cases.ts:109:7-109:16",
    mutator: "ConditionalExpression",
    original: "!m.inline",
    replacement: "false",
    class: "b",
    clause: "D2-ERR-USE-CASE-MODEL-UNAVAILABLE",
    reason:
      "the container-only model is served inline and described as available: which models are served only in a container is the deployment's (GET /models states no such flag), and description and invocation agree",
  },
  {
    at: "server/domain/catalog/use-cases.ts:109:25-109:41",
    mutator: "StringLiteral",
    original: '"container_only"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "the container-only model's cause reads \"\" and, being falsy, lets it be served: its availability and cause fields are not named (doc 1 Use case: exact field names not shown), and which models are container-only is the deployment's (GET /models flags it available)",
  },
  {
    at: "server/domain/catalog/use-cases.ts:113:61-127:2",
    mutator: "BlockStatement",
    original:
      "{ return { useCaseId: u.useCaseId, name: u.name, generates: u.generates, defaultModelId: u.modelIds[0], models: u.modelIds.map((modelId) => { const cause = unavailableCause(ws, modelId); return { modelId, available: cause === null, cause }; }), parameters: u.parameters.map((d) => ({ ...d, ...(d.options ? { options: [...d.options] } : {}) })), temperature: { ...u.temperature }, output: { ...u.output }, }; }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "every use case reads as nothing: GET /use-cases lists null entries (and GET /use-cases/{id} an empty body), so every use-case rule ends not exercised",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/use-cases.ts:114:10-126:4",
    mutator: "ObjectLiteral",
    original:
      "{ useCaseId: u.useCaseId, name: u.name, generates: u.generates, defaultModelId: u.modelIds[0], models: u.modelIds.map((modelId) => { const cause = unavailableCause(ws, modelId); return { modelId, available: cause === null, cause }; }), parameters: u.parameters.map((d) => ({ ...d, ...(d.options ? { options: [...d.options] } : {}) })), temperature: { ...u.temperature }, output: { ...u.output }, }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "every use case reads as an empty object: no id, models, parameters or bounds (doc 1 Use case), so every use-case rule ends not exercised",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/use-cases.ts:121:36-121:50",
    mutator: "ConditionalExpression",
    original: "cause === null",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "every declared model reads as available beside its cause: the availability field is not named (its field and layout are not named (doc 1 Use case: exact field names not shown)); the documented cause is still given and the invocation still refused 503",
  },
  {
    at: "server/domain/catalog/use-cases.ts:121:36-121:50",
    mutator: "ConditionalExpression",
    original: "cause === null",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "every declared model reads as unavailable, the served ones with a null cause: the availability field is not named (its field and layout are not named (doc 1 Use case: exact field names not shown)); the causes and the invocations are unchanged",
  },
  {
    at: "server/domain/catalog/use-cases.ts:121:36-121:50",
    mutator: "EqualityOperator",
    original: "cause === null",
    replacement: "cause !== null",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "availability reads inverted (unavailable models as available, served ones as unavailable with a null cause): the availability field is not named (its field and layout are not named (doc 1 Use case: exact field names not shown)); the causes and the invocations are unchanged",
  },
  {
    at: "server/domain/catalog/use-cases.ts:123:34-123:102",
    mutator: "ArrowFunction",
    original: "(d) => ({ ...d, ...(d.options ? { options: [...d.options] } : {}) })",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "a use case's parameter descriptors read null: its field and layout are not named (doc 1 Use case: exact field names not shown), so no request can tell where they should be; the invocations still validate against them (ERRORS-USE-CASE-PARAMETERS-INVALID then finds fewer than two parameters and is not exercised)",
  },
  {
    at: "server/domain/catalog/use-cases.ts:123:42-123:101",
    mutator: "ObjectLiteral",
    original: "{ ...d, ...(d.options ? { options: [...d.options] } : {}) }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "a use case's parameter descriptors read as empty objects: its field and layout are not named (doc 1 Use case: exact field names not shown), so no request can tell where they should be; the invocations still validate against them",
  },
  {
    at: "server/domain/catalog/use-cases.ts:123:66-123:93",
    mutator: "ObjectLiteral",
    original: "{ options: [...d.options] }",
    replacement: "{}",
    class: "c",
    reason:
      "the copy of a descriptor's options is dropped, so `...d` keeps the seed's own array: the same JSON, and nothing writes to it",
  },
  {
    at: "server/domain/catalog/use-cases.ts:123:77-123:91",
    mutator: "ArrayDeclaration",
    original: "[...d.options]",
    replacement: "[]",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "an enum or list descriptor's options read empty in the description: its field and layout are not named (doc 1 Use case: exact field names not shown), so no request can tell where they should be; the invocations still check the seeded options",
  },
  {
    at: "server/domain/catalog/use-cases.ts:124:18-124:38",
    mutator: "ObjectLiteral",
    original: "{ ...u.temperature }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "a use case's temperature bounds read empty in the description: its field and layout are not named (doc 1 Use case: exact field names not shown), so no request can tell where they should be; the invocations still check them",
  },
  {
    at: "server/domain/catalog/use-cases.ts:125:13-125:28",
    mutator: "ObjectLiteral",
    original: "{ ...u.output }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-USE-CASE",
    reason:
      "a use case's output bounds read empty in the description: its field and layout are not named (doc 1 Use case: exact field names not shown), so no request can tell where they should be; the invocations still check them",
  },
  // server/domain/catalog/invoke.ts
  {
    at: "server/domain/catalog/invoke.ts:23:60-25:2",
    mutator: "BlockStatement",
    original: "{ return u.modelIds.includes(modelId); }",
    replacement: "{}",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "no model is declared by any use case (declared() returns nothing), so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:7-36:33",
    mutator: "ConditionalExpression",
    original: "body.modelId !== undefined",
    replacement: "true",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an invocation without a model choice is refused 400, one naming a string model unchanged: whether the model choice may be left out is not shown (the invocation body is object* (doc 2 Use cases: parameters, model choice, `maxOutputTokens`): the type and bounds of its fields are not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:7-36:33",
    mutator: "EqualityOperator",
    original: "body.modelId !== undefined",
    replacement: "body.modelId === undefined",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an invocation without a model choice is refused 400, a non-string one no longer: the invocation body is object* (doc 2 Use cases: parameters, model choice, `maxOutputTokens`): the type and bounds of its fields are not shown",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:7-36:69",
    mutator: "ConditionalExpression",
    original: 'body.modelId !== undefined && typeof body.modelId !== "string"',
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation is refused 400 `/modelId must be a string`, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:7-36:69",
    mutator: "ConditionalExpression",
    original: 'body.modelId !== undefined && typeof body.modelId !== "string"',
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "a non-string model choice is no longer refused 400 (it is then an undeclared model, 422): the invocation body is object* (doc 2 Use cases: parameters, model choice, `maxOutputTokens`): the type and bounds of its fields are not shown",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:7-36:69",
    mutator: "LogicalOperator",
    original: 'body.modelId !== undefined && typeof body.modelId !== "string"',
    replacement: 'body.modelId !== undefined || typeof body.modelId !== "string"',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "any invocation naming a model is refused 400, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:37-36:69",
    mutator: "ConditionalExpression",
    original: 'typeof body.modelId !== "string"',
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "any invocation naming a model is refused 400, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:37-36:69",
    mutator: "EqualityOperator",
    original: 'typeof body.modelId !== "string"',
    replacement: 'typeof body.modelId === "string"',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "a string model choice is refused 400, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:61-36:69",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every model choice reads as not a string and is refused 400, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:36:71-38:4",
    mutator: "BlockStatement",
    original: '{ throw invalid("invalid request body", [{ path: "/modelId", message: "must be a string" }]); }',
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "a non-string model choice is no longer refused 400: the invocation body is object* (doc 2 Use cases: parameters, model choice, `maxOutputTokens`): the type and bounds of its fields are not shown",
  },
  {
    at: "server/domain/catalog/invoke.ts:37:19-37:41",
    mutator: "StringLiteral",
    original: '"invalid request body"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-string model choice loses its message or its issue: the text and issues of an error are not stated (doc 2 Errors: `details?`, `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:37:43-37:94",
    mutator: "ArrayDeclaration",
    original: '[{ path: "/modelId", message: "must be a string" }]',
    replacement: "[]",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-string model choice loses its message or its issue: the text and issues of an error are not stated (doc 2 Errors: `details?`, `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:37:44-37:93",
    mutator: "ObjectLiteral",
    original: '{ path: "/modelId", message: "must be a string" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-string model choice loses its message or its issue: the text and issues of an error are not stated (doc 2 Errors: `details?`, `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:37:52-37:62",
    mutator: "StringLiteral",
    original: '"/modelId"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-string model choice loses its message or its issue: the text and issues of an error are not stated (doc 2 Errors: `details?`, `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:37:73-37:91",
    mutator: "StringLiteral",
    original: '"must be a string"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-string model choice loses its message or its issue: the text and issues of an error are not stated (doc 2 Errors: `details?`, `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:7-39:37",
    mutator: "ConditionalExpression",
    original: "body.temperature !== undefined",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation without `temperature` is refused 400, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:7-39:37",
    mutator: "EqualityOperator",
    original: "body.temperature !== undefined",
    replacement: "body.temperature === undefined",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation without `temperature` is refused 400, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:7-39:117",
    mutator: "ConditionalExpression",
    original:
      'body.temperature !== undefined && (typeof body.temperature !== "number" || !Number.isFinite(body.temperature))',
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation is refused 400 `/temperature must be a number`, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:7-39:117",
    mutator: "ConditionalExpression",
    original:
      'body.temperature !== undefined && (typeof body.temperature !== "number" || !Number.isFinite(body.temperature))',
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "a non-number `temperature` is not refused: `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:7-39:117",
    mutator: "LogicalOperator",
    original:
      'body.temperature !== undefined && (typeof body.temperature !== "number" || !Number.isFinite(body.temperature))',
    replacement:
      'body.temperature !== undefined || typeof body.temperature !== "number" || !Number.isFinite(body.temperature)',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation without `temperature` is refused 400, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:42-39:78",
    mutator: "ConditionalExpression",
    original: 'typeof body.temperature !== "number"',
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the type check of `temperature` changed (a non-number, or a non-finite number, taken or refused otherwise): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:42-39:78",
    mutator: "EqualityOperator",
    original: 'typeof body.temperature !== "number"',
    replacement: 'typeof body.temperature === "number"',
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the type check of `temperature` changed (a non-number, or a non-finite number, taken or refused otherwise): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:42-39:116",
    mutator: "ConditionalExpression",
    original: 'typeof body.temperature !== "number" || !Number.isFinite(body.temperature)',
    replacement: "true",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the type check of `temperature` changed (a non-number, or a non-finite number, taken or refused otherwise): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:42-39:116",
    mutator: "LogicalOperator",
    original: 'typeof body.temperature !== "number" || !Number.isFinite(body.temperature)',
    replacement: 'typeof body.temperature !== "number" && !Number.isFinite(body.temperature)',
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the type check of `temperature` changed (a non-number, or a non-finite number, taken or refused otherwise): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:70-39:78",
    mutator: "StringLiteral",
    original: '"number"',
    replacement: '""',
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the type check of `temperature` changed (a non-number, or a non-finite number, taken or refused otherwise): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:82-39:116",
    mutator: "BooleanLiteral",
    original: "!Number.isFinite(body.temperature)",
    replacement: "Number.isFinite(body.temperature)",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the type check of `temperature` changed (a non-number, or a non-finite number, taken or refused otherwise): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:39:119-41:4",
    mutator: "BlockStatement",
    original: '{ throw invalid("invalid request body", [{ path: "/temperature", message: "must be a number" }]); }',
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "a non-number `temperature` is no longer refused 400: `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:40:19-40:41",
    mutator: "StringLiteral",
    original: '"invalid request body"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-number `temperature` loses its message or its issue: the text and issues of an error are not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:40:43-40:98",
    mutator: "ArrayDeclaration",
    original: '[{ path: "/temperature", message: "must be a number" }]',
    replacement: "[]",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-number `temperature` loses its message or its issue: the text and issues of an error are not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:40:44-40:97",
    mutator: "ObjectLiteral",
    original: '{ path: "/temperature", message: "must be a number" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-number `temperature` loses its message or its issue: the text and issues of an error are not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:40:52-40:66",
    mutator: "StringLiteral",
    original: '"/temperature"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-number `temperature` loses its message or its issue: the text and issues of an error are not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:40:77-40:95",
    mutator: "StringLiteral",
    original: '"must be a number"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a non-number `temperature` loses its message or its issue: the text and issues of an error are not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:43:7-43:75",
    mutator: "BooleanLiteral",
    original: '!ws.server.behaviour("useCases.modelDeclared", declared)(u, modelId)',
    replacement: 'ws.server.behaviour("useCases.modelDeclared", declared)(u, modelId)',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "declared models are refused 422 `use_case_model_not_allowed` and undeclared ones served, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:43:7-43:75",
    mutator: "ConditionalExpression",
    original: '!ws.server.behaviour("useCases.modelDeclared", declared)(u, modelId)',
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every model is refused 422 `use_case_model_not_allowed`, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:43:28-43:52",
    mutator: "StringLiteral",
    original: '"useCases.modelDeclared"',
    replacement: '""',
    class: "c",
    reason:
      "the behaviour's name only matters to a fault or variant that replaces `useCases.modelDeclared` (server/faults, server/variants): under the conformance run none is installed, and an unknown name falls back to the default given with it",
  },
  {
    at: "server/domain/catalog/invoke.ts:44:53-44:114",
    mutator: "StringLiteral",
    original: "`model ${modelId} is not declared by use case ${u.useCaseId}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 422 `use_case_model_not_allowed`'s message emptied: the message text is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:44:116-47:6",
    mutator: "ObjectLiteral",
    original: "{ modelId, allowedModelIds: [...u.modelIds], }",
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 `use_case_model_not_allowed` loses its `details` (modelId, allowedModelIds; the token stays the code): what `details` carries beyond `reason` is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:46:24-46:39",
    mutator: "ArrayDeclaration",
    original: "[...u.modelIds]",
    replacement: "[]",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 `use_case_model_not_allowed`'s `allowedModelIds` detail reads empty: what `details` carries beyond `reason` is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:50:32-50:34",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation starts with a stray problem, so each is refused 422 `use_case_parameters_invalid`, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:52:7-52:36",
    mutator: "ConditionalExpression",
    original: "body.parameters === undefined",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the given parameters are ignored, so summarize-text's required `text` reads missing (422), so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:52:7-52:36",
    mutator: "ConditionalExpression",
    original: "body.parameters === undefined",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an invocation without `parameters` is refused 422 (`/parameters must be an object`) instead of judged as no parameters: whether the parameters may be left out is not shown (the invocation body is object* (doc 2 Use cases: parameters, model choice, `maxOutputTokens`): the type and bounds of its fields are not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:52:7-52:36",
    mutator: "EqualityOperator",
    original: "body.parameters === undefined",
    replacement: "body.parameters !== undefined",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "given parameters are ignored (and absent ones judged), so summarize-text's required `text` reads missing (422), so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:12-53:36",
    mutator: "ConditionalExpression",
    original: "body.parameters === null",
    replacement: "false",
    class: "a",
    clause: "D2-ERR-CLASSES",
    reason:
      "`parameters` null is taken for an object and the descriptor check throws on it: a 500 where a client error belongs (a 4XX: 400 or 422 `use_case_parameters_invalid`); no rule sends `parameters` null (the body's field is found as its one object-valued field)",
    rule: "ERRORS-USE-CASE-PARAMETERS-INVALID",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:12-53:36",
    mutator: "EqualityOperator",
    original: "body.parameters === null",
    replacement: "body.parameters !== null",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every non-null `parameters` is refused 422 `/parameters must be an object`, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:12-53:75",
    mutator: "ConditionalExpression",
    original: 'body.parameters === null || typeof body.parameters !== "object"',
    replacement: "false",
    class: "a",
    clause: "D2-ERR-CLASSES",
    reason:
      "`parameters` null is taken for an object and the descriptor check throws on it: a 500 where a client error belongs (a 4XX: 400 or 422 `use_case_parameters_invalid`); no rule sends `parameters` null (the body's field is found as its one object-valued field)",
    rule: "ERRORS-USE-CASE-PARAMETERS-INVALID",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:12-53:75",
    mutator: "LogicalOperator",
    original: 'body.parameters === null || typeof body.parameters !== "object"',
    replacement: 'body.parameters === null && typeof body.parameters !== "object"',
    class: "a",
    clause: "D2-ERR-CLASSES",
    reason:
      "`parameters` null is taken for an object and the descriptor check throws on it: a 500 where a client error belongs (a 4XX: 400 or 422 `use_case_parameters_invalid`); no rule sends `parameters` null (the body's field is found as its one object-valued field)",
    rule: "ERRORS-USE-CASE-PARAMETERS-INVALID",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:12-53:109",
    mutator: "ConditionalExpression",
    original: 'body.parameters === null || typeof body.parameters !== "object" || Array.isArray(body.parameters)',
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every `parameters` is refused 422 `/parameters must be an object`, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:12-53:109",
    mutator: "ConditionalExpression",
    original: 'body.parameters === null || typeof body.parameters !== "object" || Array.isArray(body.parameters)',
    replacement: "false",
    class: "a",
    clause: "D2-ERR-CLASSES",
    reason:
      "`parameters` null is taken for an object and the descriptor check throws on it: a 500 where a client error belongs (a 4XX: 400 or 422 `use_case_parameters_invalid`); no rule sends `parameters` null (the body's field is found as its one object-valued field)",
    rule: "ERRORS-USE-CASE-PARAMETERS-INVALID",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:12-53:109",
    mutator: "LogicalOperator",
    original: 'body.parameters === null || typeof body.parameters !== "object" || Array.isArray(body.parameters)',
    replacement: '(body.parameters === null || typeof body.parameters !== "object") && Array.isArray(body.parameters)',
    class: "a",
    clause: "D2-ERR-CLASSES",
    reason:
      "`parameters` null is taken for an object and the descriptor check throws on it: a 500 where a client error belongs (a 4XX: 400 or 422 `use_case_parameters_invalid`); no rule sends `parameters` null (the body's field is found as its one object-valued field)",
    rule: "ERRORS-USE-CASE-PARAMETERS-INVALID",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:40-53:75",
    mutator: "ConditionalExpression",
    original: 'typeof body.parameters !== "object"',
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "`parameters` a string or number is judged as a map (its characters unknown parameters, or nothing given): still refused 422 where a parameter is required, with other issues: the invocation body is object* (doc 2 Use cases: parameters, model choice, `maxOutputTokens`): the type and bounds of its fields are not shown, and which problems are named is not stated beyond all of them at once",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:40-53:75",
    mutator: "EqualityOperator",
    original: 'typeof body.parameters !== "object"',
    replacement: 'typeof body.parameters === "object"',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "an object `parameters` is refused 422 `/parameters must be an object`, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:67-53:75",
    mutator: "StringLiteral",
    original: '"object"',
    replacement: '""',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every `parameters` reads as not an object and is refused 422, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:53:111-55:4",
    mutator: "BlockStatement",
    original: '{ issues.push({ path: "/parameters", message: "must be an object" }); }',
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "a non-object `parameters` is judged as no parameters (422 where one is required, 200 where none is): the invocation body is object* (doc 2 Use cases: parameters, model choice, `maxOutputTokens`): the type and bounds of its fields are not shown",
  },
  {
    at: "server/domain/catalog/invoke.ts:54:17-54:70",
    mutator: "ObjectLiteral",
    original: '{ path: "/parameters", message: "must be an object" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 issue for a non-object `parameters` loses its path or message: where and how problems are named is not stated (doc 2 Errors: `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:54:25-54:38",
    mutator: "StringLiteral",
    original: '"/parameters"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 issue for a non-object `parameters` loses its path or message: where and how problems are named is not stated (doc 2 Errors: `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:54:49-54:68",
    mutator: "StringLiteral",
    original: '"must be an object"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 issue for a non-object `parameters` loses its path or message: where and how problems are named is not stated (doc 2 Errors: `issues?` optional)",
  },
  {
    at: "server/domain/catalog/invoke.ts:56:7-56:26",
    mutator: "ConditionalExpression",
    original: "issues.length === 0",
    replacement: "true",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "a non-object `parameters` also reports the use case's required parameters missing: more problems named in the same 422, which names all of them at once either way",
  },
  {
    at: "server/domain/catalog/invoke.ts:56:89-56:112",
    mutator: "ObjectLiteral",
    original: '{ base: "/parameters" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the issue paths of parameter problems lose their `/parameters` prefix (`/text`): where problems are named, and how, is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:56:97-56:110",
    mutator: "StringLiteral",
    original: '"/parameters"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the issue paths of parameter problems lose their `/parameters` prefix: where problems are named, and how, is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:57:18-57:73",
    mutator: "LogicalOperator",
    original: "body.maxOutputTokens ?? u.output.defaultMaxOutputTokens",
    replacement: "body.maxOutputTokens && u.output.defaultMaxOutputTokens",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "a given `maxOutputTokens` is replaced by the use case's default (and an absent one refused 422): `maxOutputTokens` is named in the body's hint but its effect is not stated; when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:7-58:32",
    mutator: "BooleanLiteral",
    original: "!Number.isInteger(maxOut)",
    replacement: "Number.isInteger(maxOut)",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every integer `maxOutputTokens` is refused 422, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:7-58:46",
    mutator: "ConditionalExpression",
    original: "!Number.isInteger(maxOut) || maxOut < 1",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:7-58:46",
    mutator: "LogicalOperator",
    original: "!Number.isInteger(maxOut) || maxOut < 1",
    replacement: "!Number.isInteger(maxOut) && maxOut < 1",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:7-58:83",
    mutator: "ConditionalExpression",
    original: "!Number.isInteger(maxOut) || maxOut < 1 || maxOut > u.output.maxOutputTokens",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every `maxOutputTokens` is refused 422, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:7-58:83",
    mutator: "ConditionalExpression",
    original: "!Number.isInteger(maxOut) || maxOut < 1 || maxOut > u.output.maxOutputTokens",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:7-58:83",
    mutator: "LogicalOperator",
    original: "!Number.isInteger(maxOut) || maxOut < 1 || maxOut > u.output.maxOutputTokens",
    replacement: "(!Number.isInteger(maxOut) || maxOut < 1) && maxOut > u.output.maxOutputTokens",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:36-58:46",
    mutator: "ConditionalExpression",
    original: "maxOut < 1",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:36-58:46",
    mutator: "EqualityOperator",
    original: "maxOut < 1",
    replacement: "maxOut <= 1",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:36-58:46",
    mutator: "EqualityOperator",
    original: "maxOut < 1",
    replacement: "maxOut >= 1",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every `maxOutputTokens` of 1 or more is refused 422, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:50-58:83",
    mutator: "ConditionalExpression",
    original: "maxOut > u.output.maxOutputTokens",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:50-58:83",
    mutator: "EqualityOperator",
    original: "maxOut > u.output.maxOutputTokens",
    replacement: "maxOut >= u.output.maxOutputTokens",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the bound check of `maxOutputTokens` changed (a value out of range taken, or the bound moved by one) for values no rule sends: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:50-58:83",
    mutator: "EqualityOperator",
    original: "maxOut > u.output.maxOutputTokens",
    replacement: "maxOut <= u.output.maxOutputTokens",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every `maxOutputTokens` within the use case's bound is refused 422, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:58:85-60:4",
    mutator: "BlockStatement",
    original:
      '{ issues.push({ path: "/maxOutputTokens", message: `must be an integer between 1 and ${u.output.maxOutputTokens}` }); }',
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an out-of-range `maxOutputTokens` is no longer refused: which `maxOutputTokens` a use case takes is its output bounds, whose figures and field are not shown (doc 1 Use case: exact field names not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:59:17-59:118",
    mutator: "ObjectLiteral",
    original: '{ path: "/maxOutputTokens", message: `must be an integer between 1 and ${u.output.maxOutputTokens}` }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 issue for an out-of-range `maxOutputTokens` loses its path or message: where and how problems are named is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:59:25-59:43",
    mutator: "StringLiteral",
    original: '"/maxOutputTokens"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 issue for an out-of-range `maxOutputTokens` loses its path or message: where and how problems are named is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:59:54-59:116",
    mutator: "StringLiteral",
    original: "`must be an integer between 1 and ${u.output.maxOutputTokens}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 issue for an out-of-range `maxOutputTokens` loses its path or message: where and how problems are named is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:61:23-61:88",
    mutator: "LogicalOperator",
    original: "(body.temperature as number | undefined) ?? u.temperature.default",
    replacement: "body.temperature as number | undefined && u.temperature.default",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "a given `temperature` is replaced by the default, an absent one left unset: `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:7-62:38",
    mutator: "ConditionalExpression",
    original: "temperature < u.temperature.min",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the temperature bound check changed (out-of-range values taken, or a bound moved onto its edge: classify-ticket's default 0 then refused): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:7-62:38",
    mutator: "EqualityOperator",
    original: "temperature < u.temperature.min",
    replacement: "temperature <= u.temperature.min",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the temperature bound check changed (out-of-range values taken, or a bound moved onto its edge: classify-ticket's default 0 then refused): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:7-62:38",
    mutator: "EqualityOperator",
    original: "temperature < u.temperature.min",
    replacement: "temperature >= u.temperature.min",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text's default temperature (0.2, at or above its minimum) is refused 422, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:7-62:73",
    mutator: "ConditionalExpression",
    original: "temperature < u.temperature.min || temperature > u.temperature.max",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation is refused 422 for its temperature, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:7-62:73",
    mutator: "ConditionalExpression",
    original: "temperature < u.temperature.min || temperature > u.temperature.max",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the temperature bound check changed (out-of-range values taken, or a bound moved onto its edge: classify-ticket's default 0 then refused): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:7-62:73",
    mutator: "LogicalOperator",
    original: "temperature < u.temperature.min || temperature > u.temperature.max",
    replacement: "temperature < u.temperature.min && temperature > u.temperature.max",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the temperature bound check changed (out-of-range values taken, or a bound moved onto its edge: classify-ticket's default 0 then refused): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:42-62:73",
    mutator: "ConditionalExpression",
    original: "temperature > u.temperature.max",
    replacement: "false",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the temperature bound check changed (out-of-range values taken, or a bound moved onto its edge: classify-ticket's default 0 then refused): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:42-62:73",
    mutator: "EqualityOperator",
    original: "temperature > u.temperature.max",
    replacement: "temperature >= u.temperature.max",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the temperature bound check changed (out-of-range values taken, or a bound moved onto its edge: classify-ticket's default 0 then refused): `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:42-62:73",
    mutator: "EqualityOperator",
    original: "temperature > u.temperature.max",
    replacement: "temperature <= u.temperature.max",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "summarize-text's default temperature (0.2, at or below its maximum) is refused 422, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:62:75-64:4",
    mutator: "BlockStatement",
    original:
      '{ issues.push({ path: "/temperature", message: `must be between ${u.temperature.min} and ${u.temperature.max}` }); }',
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an out-of-range `temperature` is no longer refused, or its issue loses its path or message: `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:63:17-63:115",
    mutator: "ObjectLiteral",
    original: '{ path: "/temperature", message: `must be between ${u.temperature.min} and ${u.temperature.max}` }',
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an out-of-range `temperature` is no longer refused, or its issue loses its path or message: `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:63:25-63:39",
    mutator: "StringLiteral",
    original: '"/temperature"',
    replacement: '""',
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an out-of-range `temperature` is no longer refused, or its issue loses its path or message: `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:63:50-63:113",
    mutator: "StringLiteral",
    original: "`must be between ${u.temperature.min} and ${u.temperature.max}`",
    replacement: "``",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "an out-of-range `temperature` is no longer refused, or its issue loses its path or message: `temperature` is no field the documents show for the invocation body (object*: parameters, model choice, `maxOutputTokens`), and a use case's temperature bounds are not named (doc 1 Use case)",
  },
  {
    at: "server/domain/catalog/invoke.ts:65:7-65:24",
    mutator: "ConditionalExpression",
    original: "issues.length > 0",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation is refused 422 `use_case_parameters_invalid`, with no problem named, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:65:7-65:24",
    mutator: "EqualityOperator",
    original: "issues.length > 0",
    replacement: "issues.length >= 0",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation is refused 422 `use_case_parameters_invalid`, with no problem named, so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:68:7-68:36",
    mutator: "StringLiteral",
    original: '"use_case_parameters_invalid"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-STATUS-SELECTS-CLASS",
    reason:
      "the 422's `code` emptied: the token stays in `details.reason` (the suite reads it in either), and `code` is an open string",
  },
  {
    at: "server/domain/catalog/invoke.ts:69:7-69:74",
    mutator: "StringLiteral",
    original: "`${issues.length} problem(s) with the invocation of ${u.useCaseId}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 422 `use_case_parameters_invalid`'s message emptied: the message text is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:70:7-70:73",
    mutator: "ObjectLiteral",
    original: '{ reason: "use_case_parameters_invalid", problems: issues.length }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 422 loses `details` (its `reason` and problem count): the token stays the `code`, and what `details` carries is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:70:17-70:46",
    mutator: "StringLiteral",
    original: '"use_case_parameters_invalid"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "`details.reason` of the 422 emptied: the token stays the `code`",
  },
  {
    at: "server/domain/catalog/invoke.ts:76:7-76:74",
    mutator: "ConditionalExpression",
    original: 'ws.server.behaviour("useCases.budgetExhausted", budgetExceeded)(ws)',
    replacement: "true",
    class: "a",
    clause: "D2-LIMITS-BUDGET",
    reason:
      "every invocation is refused 429 `budget_exhausted` with the budget not exceeded (GET /usage reads it so): acceptingUseCase takes a 429 for the budget an earlier rule spent and ends not exercised, and STATE-USE-CASE-BUDGET-EXHAUSTED needs that use case first",
    rule: "STATE-USE-CASE-BUDGET-EXHAUSTED",
  },
  {
    at: "server/domain/catalog/invoke.ts:76:27-76:53",
    mutator: "StringLiteral",
    original: '"useCases.budgetExhausted"',
    replacement: '""',
    class: "c",
    reason:
      "the behaviour's name only matters to a fault or variant that replaces `useCases.budgetExhausted`: under the conformance run none is installed, and an unknown name falls back to the default given with it",
  },
  {
    at: "server/domain/catalog/invoke.ts:77:43-77:78",
    mutator: "StringLiteral",
    original: '"the workspace budget is exhausted"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 429 `budget_exhausted`'s message emptied: the message text is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:80:7-80:12",
    mutator: "ConditionalExpression",
    original: "cause",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every invocation is refused 503 `use_case_model_unavailable` (cause null), so the body the embedded server's configuration vouches summarize-text takes (bodies.invokeUseCase) is refused: every use-case rule ended not exercised instead of failing the vouched promise",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/invoke.ts:81:53-81:106",
    mutator: "StringLiteral",
    original: "`model ${modelId} cannot be served inline (${cause})`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 503 `use_case_model_unavailable`'s message emptied: the message text is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:81:108-84:6",
    mutator: "ObjectLiteral",
    original: "{ modelId, cause, }",
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 503 `use_case_model_unavailable` loses its `details` (modelId, cause; the token stays the code): what `details` carries is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:87:17-87:50",
    mutator: "MethodExpression",
    original: "full.split(/\\s+/).filter(Boolean)",
    replacement: "full.split(/\\s+/)",
    class: "b",
    clause: "D2-ERR-USE-CASE-EMPTY-REPLY",
    reason:
      "empty strings count as words, so a blank reply is served instead of 503 `use_case_empty_reply`: the model's reply is the vendor's and cannot be made empty from outside (uncheckable in the register); when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:87:28-87:33",
    mutator: "Regex",
    original: "/\\s+/",
    replacement: "/\\s/",
    class: "c",
    reason:
      "a single-space split adds empty strings only between runs of whitespace, and filter(Boolean) drops them: the same words",
  },
  {
    at: "server/domain/catalog/invoke.ts:87:28-87:33",
    mutator: "Regex",
    original: "/\\s+/",
    replacement: "/\\S+/",
    class: "b",
    clause: "D2-ERR-USE-CASE-EMPTY-REPLY",
    reason:
      "the gaps between words are counted instead of the words, so a blank reply reads as one word and the cut moves: the model's reply and its tokens are the vendor's; when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:88:7-88:25",
    mutator: "ConditionalExpression",
    original: "words.length === 0",
    replacement: "false",
    class: "b",
    clause: "D2-ERR-USE-CASE-EMPTY-REPLY",
    reason:
      "a reply without usable text is served instead of 503 `use_case_empty_reply`: the model's reply is the vendor's and cannot be made empty from outside (uncheckable in the register)",
  },
  {
    at: "server/domain/catalog/invoke.ts:88:45-88:67",
    mutator: "StringLiteral",
    original: '"use_case_empty_reply"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 503 `use_case_empty_reply`'s token (code) emptied, on a path no request can reach (the empty reply is uncheckable in the register)",
  },
  {
    at: "server/domain/catalog/invoke.ts:88:69-88:109",
    mutator: "StringLiteral",
    original: '"the model answered without usable text"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 503 `use_case_empty_reply`'s message emptied: the message text is not stated",
  },
  {
    at: "server/domain/catalog/invoke.ts:89:21-89:42",
    mutator: "ConditionalExpression",
    original: "words.length > maxOut",
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-LENGTH-PREFIX",
    reason:
      "when a reply reads truncated, and what a truncated one keeps, changed: when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:89:21-89:42",
    mutator: "ConditionalExpression",
    original: "words.length > maxOut",
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-LENGTH-PREFIX",
    reason:
      "when a reply reads truncated, and what a truncated one keeps, changed: when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:89:21-89:42",
    mutator: "EqualityOperator",
    original: "words.length > maxOut",
    replacement: "words.length >= maxOut",
    class: "b",
    clause: "D2-UC-INVOKE-LENGTH-PREFIX",
    reason:
      "when a reply reads truncated, and what a truncated one keeps, changed: when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:89:21-89:42",
    mutator: "EqualityOperator",
    original: "words.length > maxOut",
    replacement: "words.length <= maxOut",
    class: "b",
    clause: "D2-UC-INVOKE-LENGTH-PREFIX",
    reason:
      "when a reply reads truncated, and what a truncated one keeps, changed: when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:90:28-90:50",
    mutator: "MethodExpression",
    original: "words.slice(0, maxOut)",
    replacement: "words",
    class: "b",
    clause: "D2-UC-INVOKE-LENGTH-PREFIX",
    reason:
      "when a reply reads truncated, and what a truncated one keeps, changed: when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:90:56-90:59",
    mutator: "StringLiteral",
    original: '" "',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-LENGTH-PREFIX",
    reason:
      "when a reply reads truncated, and what a truncated one keeps, changed: when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:92:28-92:33",
    mutator: "StringLiteral",
    original: '"inv"',
    replacement: '""',
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason: "the invocation id loses its `inv` prefix: identifiers are strings of unspecified format (doc 1 Notation)",
  },
  {
    at: "server/domain/catalog/invoke.ts:96:31-96:39",
    mutator: "StringLiteral",
    original: '"length"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-LENGTH-PREFIX",
    reason:
      "a truncated reply's `finishReason` reads \"\" instead of `length`: the documents give the meaning of `length` with `truncated` true, not which reason a cut reply must carry; when a reply is cut is the model's and its tokens the vendor's: `truncated` is only read as a flag (D2-UC-INVOKE-LENGTH-PREFIX is uncheckable: a prefix cannot be told from a whole text)",
  },
  {
    at: "server/domain/catalog/invoke.ts:100:12-100:113",
    mutator: "ObjectLiteral",
    original: "{ inputTokens: countTokens(JSON.stringify(params)), outputTokens: truncated ? maxOut : words.length }",
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "the invocation's `usage` (input and output tokens) reads empty: no such field is shown (200 object* with generated text, `finishReason` and `truncated`)",
  },
  {
    at: "server/domain/catalog/invoke.ts:106:41-108:2",
    mutator: "BlockStatement",
    original: "{ return s.split(/\\s+/).filter(Boolean).length; }",
    replacement: "{}",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "how the invocation's `usage` counts input tokens changed: no such field is shown (200 object* with generated text, `finishReason` and `truncated`)",
  },
  {
    at: "server/domain/catalog/invoke.ts:107:10-107:40",
    mutator: "MethodExpression",
    original: "s.split(/\\s+/).filter(Boolean)",
    replacement: "s.split(/\\s+/)",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "how the invocation's `usage` counts input tokens changed: no such field is shown (200 object* with generated text, `finishReason` and `truncated`)",
  },
  {
    at: "server/domain/catalog/invoke.ts:107:18-107:23",
    mutator: "Regex",
    original: "/\\s+/",
    replacement: "/\\s/",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "how the invocation's `usage` counts input tokens changed: no such field is shown (200 object* with generated text, `finishReason` and `truncated`)",
  },
  {
    at: "server/domain/catalog/invoke.ts:107:18-107:23",
    mutator: "Regex",
    original: "/\\s+/",
    replacement: "/\\S+/",
    class: "b",
    clause: "D2-ROW-invokeUseCase",
    reason:
      "how the invocation's `usage` counts input tokens changed: no such field is shown (200 object* with generated text, `finishReason` and `truncated`)",
  },
  {
    at: "server/domain/catalog/invoke.ts:112:5-122:6",
    mutator: "ConditionalExpression",
    original:
      'case "summarize-text": { const words = String(p.text).split(/\\s+/).filter(Boolean); const keep = p.style === "detailed" ? 60 : 12; const head = words.slice(0, keep); if (p.bulletPoints === true) { const lines: string[] = []; for (let i = 0; i < head.length; i += 6) lines.push(`- ${head.slice(i, i + 6).join(" ")}`); return `Summary:\\n${lines.join("\\n")}`; } return `Summary: ${head.join(" ")}${words.length > keep ? " …" : ""}`; }',
    replacement: 'case "summarize-text":',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:112:10-112:26",
    mutator: "StringLiteral",
    original: '"summarize-text"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:112:28-122:6",
    mutator: "BlockStatement",
    original:
      '{ const words = String(p.text).split(/\\s+/).filter(Boolean); const keep = p.style === "detailed" ? 60 : 12; const head = words.slice(0, keep); if (p.bulletPoints === true) { const lines: string[] = []; for (let i = 0; i < head.length; i += 6) lines.push(`- ${head.slice(i, i + 6).join(" ")}`); return `Summary:\\n${lines.join("\\n")}`; } return `Summary: ${head.join(" ")}${words.length > keep ? " …" : ""}`; }',
    replacement: "{}",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:113:21-113:64",
    mutator: "MethodExpression",
    original: "String(p.text).split(/\\s+/).filter(Boolean)",
    replacement: "String(p.text).split(/\\s+/)",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:113:42-113:47",
    mutator: "Regex",
    original: "/\\s+/",
    replacement: "/\\s/",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:113:42-113:47",
    mutator: "Regex",
    original: "/\\s+/",
    replacement: "/\\S+/",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:114:20-114:42",
    mutator: "ConditionalExpression",
    original: 'p.style === "detailed"',
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:114:20-114:42",
    mutator: "ConditionalExpression",
    original: 'p.style === "detailed"',
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:114:20-114:42",
    mutator: "EqualityOperator",
    original: 'p.style === "detailed"',
    replacement: 'p.style !== "detailed"',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:114:32-114:42",
    mutator: "StringLiteral",
    original: '"detailed"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:115:20-115:40",
    mutator: "MethodExpression",
    original: "words.slice(0, keep)",
    replacement: "words",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:116:11-116:34",
    mutator: "ConditionalExpression",
    original: "p.bulletPoints === true",
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:116:11-116:34",
    mutator: "ConditionalExpression",
    original: "p.bulletPoints === true",
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:116:11-116:34",
    mutator: "EqualityOperator",
    original: "p.bulletPoints === true",
    replacement: "p.bulletPoints !== true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:116:30-116:34",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:116:36-120:8",
    mutator: "BlockStatement",
    original:
      '{ const lines: string[] = []; for (let i = 0; i < head.length; i += 6) lines.push(`- ${head.slice(i, i + 6).join(" ")}`); return `Summary:\\n${lines.join("\\n")}`; }',
    replacement: "{}",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:117:33-117:35",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:25-118:40",
    mutator: "ConditionalExpression",
    original: "i < head.length",
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:25-118:40",
    mutator: "EqualityOperator",
    original: "i < head.length",
    replacement: "i <= head.length",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:25-118:40",
    mutator: "EqualityOperator",
    original: "i < head.length",
    replacement: "i >= head.length",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:42-118:48",
    mutator: "AssignmentOperator",
    original: "i += 6",
    replacement: "i -= 6",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:61-118:98",
    mutator: "StringLiteral",
    original: '`- ${head.slice(i, i + 6).join(" ")}`',
    replacement: "``",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:66-118:86",
    mutator: "MethodExpression",
    original: "head.slice(i, i + 6)",
    replacement: "head",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:80-118:85",
    mutator: "ArithmeticOperator",
    original: "i + 6",
    replacement: "i - 6",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:118:92-118:95",
    mutator: "StringLiteral",
    original: '" "',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:119:16-119:47",
    mutator: "StringLiteral",
    original: '`Summary:\\n${lines.join("\\n")}`',
    replacement: "``",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:119:40-119:44",
    mutator: "StringLiteral",
    original: '"\\n"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:121:36-121:39",
    mutator: "StringLiteral",
    original: '" "',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:121:43-121:62",
    mutator: "ConditionalExpression",
    original: "words.length > keep",
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:121:43-121:62",
    mutator: "ConditionalExpression",
    original: "words.length > keep",
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:121:43-121:62",
    mutator: "EqualityOperator",
    original: "words.length > keep",
    replacement: "words.length >= keep",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:121:43-121:62",
    mutator: "EqualityOperator",
    original: "words.length > keep",
    replacement: "words.length <= keep",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:121:65-121:69",
    mutator: "StringLiteral",
    original: '" …"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:121:72-121:74",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of summarize-text changed (another use case's text, another cut, joins or ellipsis): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable); the reply still carries text, `finishReason` and `truncated`",
  },
  {
    at: "server/domain/catalog/invoke.ts:123:5-132:6",
    mutator: "ConditionalExpression",
    original:
      'case "classify-ticket": { const candidates = Array.isArray(p.candidateLabels) && p.candidateLabels.length > 0 ? (p.candidateLabels as string[]) : ["bug", "feature", "question", "docs"]; const hay = `${String(p.title)} ${typeof p.body === "string" ? p.body : ""}`.toLowerCase(); const hits = candidates.filter((c) => hay.includes(c.toLowerCase())); const max = typeof p.maxLabels === "number" ? Math.floor(p.maxLabels) : 3; return (hits.length ? hits : [candidates[0]]).slice(0, max).join("\\n"); }',
    replacement: 'case "classify-ticket":',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:123:10-123:27",
    mutator: "StringLiteral",
    original: '"classify-ticket"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:123:29-132:6",
    mutator: "BlockStatement",
    original:
      '{ const candidates = Array.isArray(p.candidateLabels) && p.candidateLabels.length > 0 ? (p.candidateLabels as string[]) : ["bug", "feature", "question", "docs"]; const hay = `${String(p.title)} ${typeof p.body === "string" ? p.body : ""}`.toLowerCase(); const hits = candidates.filter((c) => hay.includes(c.toLowerCase())); const max = typeof p.maxLabels === "number" ? Math.floor(p.maxLabels) : 3; return (hits.length ? hits : [candidates[0]]).slice(0, max).join("\\n"); }',
    replacement: "{}",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:125:9-125:73",
    mutator: "ConditionalExpression",
    original: "Array.isArray(p.candidateLabels) && p.candidateLabels.length > 0",
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:125:9-125:73",
    mutator: "ConditionalExpression",
    original: "Array.isArray(p.candidateLabels) && p.candidateLabels.length > 0",
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:125:9-125:73",
    mutator: "LogicalOperator",
    original: "Array.isArray(p.candidateLabels) && p.candidateLabels.length > 0",
    replacement: "Array.isArray(p.candidateLabels) || p.candidateLabels.length > 0",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:125:45-125:73",
    mutator: "ConditionalExpression",
    original: "p.candidateLabels.length > 0",
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:125:45-125:73",
    mutator: "EqualityOperator",
    original: "p.candidateLabels.length > 0",
    replacement: "p.candidateLabels.length >= 0",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:125:45-125:73",
    mutator: "EqualityOperator",
    original: "p.candidateLabels.length > 0",
    replacement: "p.candidateLabels.length <= 0",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:127:13-127:51",
    mutator: "ArrayDeclaration",
    original: '["bug", "feature", "question", "docs"]',
    replacement: "[]",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:127:14-127:19",
    mutator: "StringLiteral",
    original: '"bug"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:127:21-127:30",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:127:32-127:42",
    mutator: "StringLiteral",
    original: '"question"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:127:44-127:50",
    mutator: "StringLiteral",
    original: '"docs"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:128:19-128:83",
    mutator: "StringLiteral",
    original: '`${String(p.title)} ${typeof p.body === "string" ? p.body : ""}`',
    replacement: "``",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:128:19-128:97",
    mutator: "MethodExpression",
    original: '`${String(p.title)} ${typeof p.body === "string" ? p.body : ""}`.toLowerCase()',
    replacement: '`${String(p.title)} ${typeof p.body === "string" ? p.body : ""}`.toUpperCase()',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:128:41-128:67",
    mutator: "ConditionalExpression",
    original: 'typeof p.body === "string"',
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:128:41-128:67",
    mutator: "ConditionalExpression",
    original: 'typeof p.body === "string"',
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:128:41-128:67",
    mutator: "EqualityOperator",
    original: 'typeof p.body === "string"',
    replacement: 'typeof p.body !== "string"',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:128:59-128:67",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:128:79-128:81",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:129:20-129:75",
    mutator: "MethodExpression",
    original: "candidates.filter((c) => hay.includes(c.toLowerCase()))",
    replacement: "candidates",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:129:38-129:74",
    mutator: "ArrowFunction",
    original: "(c) => hay.includes(c.toLowerCase())",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:129:58-129:73",
    mutator: "MethodExpression",
    original: "c.toLowerCase()",
    replacement: "c.toUpperCase()",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:130:19-130:50",
    mutator: "ConditionalExpression",
    original: 'typeof p.maxLabels === "number"',
    replacement: "true",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:130:19-130:50",
    mutator: "ConditionalExpression",
    original: 'typeof p.maxLabels === "number"',
    replacement: "false",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:130:19-130:50",
    mutator: "EqualityOperator",
    original: 'typeof p.maxLabels === "number"',
    replacement: 'typeof p.maxLabels !== "number"',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:130:42-130:50",
    mutator: "StringLiteral",
    original: '"number"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:131:14-131:66",
    mutator: "MethodExpression",
    original: "(hits.length ? hits : [candidates[0]]).slice(0, max)",
    replacement: "hits.length ? hits : [candidates[0]]",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:131:36-131:51",
    mutator: "ArrayDeclaration",
    original: "[candidates[0]]",
    replacement: "[]",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:131:72-131:76",
    mutator: "StringLiteral",
    original: '"\\n"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of classify-ticket changed, on a path no rule reaches (the configured body is summarize-text's): what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:133:5-150:8",
    mutator: "ConditionalExpression",
    original:
      'case "diagnostics-drill": switch (p.outcome) { case "empty": return "   "; case "fail": throw stated(503, "use_case_generation_failed", "the vendor call did not complete"); case "slow": if (maxOut > SLOW_TOKEN_BUDGET) { throw stated( 503, "use_case_generation_timeout", `no answer within the per-invocation deadline; retry with maxOutputTokens at most ${SLOW_TOKEN_BUDGET}`, ); } return "Acknowledged: a short answer arrived within the deadline."; default: return "Acknowledged: the drill completed normally."; }',
    replacement: 'case "diagnostics-drill":',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of diagnostics-drill changed, on a path no rule reaches: what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:133:10-133:29",
    mutator: "StringLiteral",
    original: '"diagnostics-drill"',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of diagnostics-drill changed, on a path no rule reaches: what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:135:9-136:24",
    mutator: "ConditionalExpression",
    original: 'case "empty": return "   ";',
    replacement: 'case "empty":',
    class: "b",
    clause: "D2-ERR-USE-CASE-EMPTY-REPLY",
    reason:
      "the drill's `empty` outcome no longer yields a blank reply (or its name reads \"\"): the reference's device for 503 `use_case_empty_reply`, which the register calls uncheckable (the model's reply is the vendor's)",
  },
  {
    at: "server/domain/catalog/invoke.ts:135:14-135:21",
    mutator: "StringLiteral",
    original: '"empty"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-EMPTY-REPLY",
    reason:
      "the drill's `empty` outcome no longer yields a blank reply (or its name reads \"\"): the reference's device for 503 `use_case_empty_reply`, which the register calls uncheckable (the model's reply is the vendor's)",
  },
  {
    at: "server/domain/catalog/invoke.ts:136:18-136:23",
    mutator: "StringLiteral",
    original: '"   "',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-EMPTY-REPLY",
    reason:
      "the drill's `empty` outcome no longer yields a blank reply (or its name reads \"\"): the reference's device for 503 `use_case_empty_reply`, which the register calls uncheckable (the model's reply is the vendor's)",
  },
  {
    at: "server/domain/catalog/invoke.ts:137:9-138:95",
    mutator: "ConditionalExpression",
    original: 'case "fail": throw stated(503, "use_case_generation_failed", "the vendor call did not complete");',
    replacement: 'case "fail":',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "the drill's `fail` outcome no longer fails (or its token or message reads \"\"): the reference's device for 503 `use_case_generation_failed`, which the register calls uncheckable (a vendor failure cannot be brought about from outside)",
  },
  {
    at: "server/domain/catalog/invoke.ts:137:14-137:20",
    mutator: "StringLiteral",
    original: '"fail"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "the drill's `fail` outcome no longer fails (or its token or message reads \"\"): the reference's device for 503 `use_case_generation_failed`, which the register calls uncheckable (a vendor failure cannot be brought about from outside)",
  },
  {
    at: "server/domain/catalog/invoke.ts:138:29-138:57",
    mutator: "StringLiteral",
    original: '"use_case_generation_failed"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "the drill's `fail` outcome no longer fails (or its token or message reads \"\"): the reference's device for 503 `use_case_generation_failed`, which the register calls uncheckable (a vendor failure cannot be brought about from outside)",
  },
  {
    at: "server/domain/catalog/invoke.ts:138:59-138:93",
    mutator: "StringLiteral",
    original: '"the vendor call did not complete"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-FAILED",
    reason:
      "the drill's `fail` outcome no longer fails (or its token or message reads \"\"): the reference's device for 503 `use_case_generation_failed`, which the register calls uncheckable (a vendor failure cannot be brought about from outside)",
  },
  {
    at: "server/domain/catalog/invoke.ts:139:9-147:78",
    mutator: "ConditionalExpression",
    original:
      'case "slow": if (maxOut > SLOW_TOKEN_BUDGET) { throw stated( 503, "use_case_generation_timeout", `no answer within the per-invocation deadline; retry with maxOutputTokens at most ${SLOW_TOKEN_BUDGET}`, ); } return "Acknowledged: a short answer arrived within the deadline.";',
    replacement: 'case "slow":',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:139:14-139:20",
    mutator: "StringLiteral",
    original: '"slow"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:140:15-140:41",
    mutator: "ConditionalExpression",
    original: "maxOut > SLOW_TOKEN_BUDGET",
    replacement: "true",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:140:15-140:41",
    mutator: "ConditionalExpression",
    original: "maxOut > SLOW_TOKEN_BUDGET",
    replacement: "false",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:140:15-140:41",
    mutator: "EqualityOperator",
    original: "maxOut > SLOW_TOKEN_BUDGET",
    replacement: "maxOut >= SLOW_TOKEN_BUDGET",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:140:15-140:41",
    mutator: "EqualityOperator",
    original: "maxOut > SLOW_TOKEN_BUDGET",
    replacement: "maxOut <= SLOW_TOKEN_BUDGET",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:140:43-146:12",
    mutator: "BlockStatement",
    original:
      '{ throw stated( 503, "use_case_generation_timeout", `no answer within the per-invocation deadline; retry with maxOutputTokens at most ${SLOW_TOKEN_BUDGET}`, ); }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:143:15-143:44",
    mutator: "StringLiteral",
    original: '"use_case_generation_timeout"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:144:15-144:118",
    mutator: "StringLiteral",
    original: "`no answer within the per-invocation deadline; retry with maxOutputTokens at most ${SLOW_TOKEN_BUDGET}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-USE-CASE-GENERATION-TIMEOUT",
    reason:
      "the drill's `slow` outcome times out otherwise (always, never, or at another budget; its token or message \"\"): the reference's device for 503 `use_case_generation_timeout`, which the register calls uncheckable (the deadline's figure is not shown)",
  },
  {
    at: "server/domain/catalog/invoke.ts:147:18-147:77",
    mutator: "StringLiteral",
    original: '"Acknowledged: a short answer arrived within the deadline."',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of diagnostics-drill changed, on a path no rule reaches: what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:148:9-149:64",
    mutator: "ConditionalExpression",
    original: 'default: return "Acknowledged: the drill completed normally.";',
    replacement: "default:",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of diagnostics-drill changed, on a path no rule reaches: what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:149:18-149:63",
    mutator: "StringLiteral",
    original: '"Acknowledged: the drill completed normally."',
    replacement: '""',
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of diagnostics-drill changed, on a path no rule reaches: what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:151:5-152:46",
    mutator: "ConditionalExpression",
    original: "default: return `Generated for ${u.useCaseId}.`;",
    replacement: "default:",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of diagnostics-drill changed, on a path no rule reaches: what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  {
    at: "server/domain/catalog/invoke.ts:152:14-152:45",
    mutator: "StringLiteral",
    original: "`Generated for ${u.useCaseId}.`",
    replacement: "``",
    class: "b",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "the simulated generation of diagnostics-drill changed, on a path no rule reaches: what a use case generates is the model's (doc 2: a single inline model call; D2-UC-INVOKE-LENGTH-PREFIX: what the model generates is not knowable)",
  },
  // server/domain/catalog/models.ts
  {
    at: "server/domain/catalog/models.ts:47:108-56:2",
    mutator: "ObjectLiteral",
    original:
      "{ vendor: m.provider, available: true, policyBlocked: false, personalSubscription: false, subscriptionConfigured: false, userScoped: false, inline: true, ...m, }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "the model defaults are dropped: the five entries that set no flag list no `available`, `policyBlocked`, `personalSubscription`, `subscriptionConfigured` or `userScoped` (doc 1 Model catalog entry), which STATE-CATALOGS-LISTED fails since 5aa6fe3 (killed now, checked by hand; summarize-text's models read unavailable too)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:49:14-49:18",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every model that does not set it reads `available` false, model-standard too: summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:50:18-50:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every model that does not set it reads `policyBlocked` true, model-standard too: summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:51:25-51:30",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "every model that does not set it runs on a personal credential (personalSubscription true); no task is started pinned to a preset and no invocation checks it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:52:27-52:32",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason:
      "the default `subscriptionConfigured` of models without a personal subscription: publicModel answers false for them whatever it holds, and the two personal-subscription models set their own",
  },
  {
    at: "server/domain/catalog/models.ts:53:15-53:20",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "every model without a personal subscription reads `userScoped` true: doc 1 says only that userScoped is superseded by personalSubscription, not that the two stay equal: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:54:11-54:15",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "every model that does not set it is container-only (`inline` false), model-standard too: summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:60:10-95:4",
    mutator: "ArrayDeclaration",
    original:
      '[ model({ modelId: "model-standard", name: "Standard", provider: "vendor-a" }), model({ modelId: "model-fast", name: "Fast", provider: "vendor-a" }), model({ modelId: "model-reasoning", name: "Reasoning", provider: "vendor-b" }), // Individual-usage models: a personal credential (doc 2 Authentication 9). model({ modelId: "model-personal", name: "Personal plan", provider: "vendor-b-subscription", vendor: null, personalSubscription: true, userScoped: true, subscriptionConfigured: true, }), model({ modelId: "model-personal-unset", name: "Personal plan (not configured)", provider: "vendor-c-subscription", vendor: null, personalSubscription: true, userScoped: true, subscriptionConfigured: false, available: false, }), model({ modelId: "model-blocked", name: "Blocked by policy", provider: "vendor-c", available: false, policyBlocked: true, }), // Served only inside a container: a use case cannot call it inline (cause `container_only`). model({ modelId: "model-container", name: "Container-only", provider: "vendor-d", inline: false }), // Provider outage (cause `provider_unavailable`). model({ modelId: "model-offline", name: "Offline", provider: "vendor-e", available: false }), ]',
    replacement: "[]",
    class: "a",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "GET /models lists no model while the presets and use cases run on models: STATE-CATALOGS-LISTED fails an empty catalog under facts.catalogEntries since 5aa6fe3 (and summarize-text's models read unavailable; killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:61:11-61:80",
    mutator: "ObjectLiteral",
    original: '{ modelId: "model-standard", name: "Standard", provider: "vendor-a" }',
    replacement: "{}",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "model-standard's entry loses its id (an entry of defaults with no modelId), so no listed model is model-standard: summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:61:22-61:38",
    mutator: "StringLiteral",
    original: '"model-standard"',
    replacement: '""',
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      'model-standard is listed under the id "", so no listed model is model-standard: summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)',
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:61:46-61:56",
    mutator: "StringLiteral",
    original: '"Standard"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-standard's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:61:68-61:78",
    mutator: "StringLiteral",
    original: '"vendor-a"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-standard's provider and vendor read empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:62:11-62:72",
    mutator: "ObjectLiteral",
    original: '{ modelId: "model-fast", name: "Fast", provider: "vendor-a" }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-fast's entry loses its id, so the use cases that declare model-fast describe it unavailable (provider_unavailable) and refuse it 503, consistently; the vouched body names model-standard: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:62:22-62:34",
    mutator: "StringLiteral",
    original: '"model-fast"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      'model-fast is listed under the id "", so the use cases that declare model-fast describe it unavailable and refuse it 503, consistently; the vouched body names model-standard: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases\' descriptions and invocations stay consistent with it',
  },
  {
    at: "server/domain/catalog/models.ts:62:42-62:48",
    mutator: "StringLiteral",
    original: '"Fast"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-fast's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:62:60-62:70",
    mutator: "StringLiteral",
    original: '"vendor-a"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-fast's provider and vendor read empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:63:11-63:82",
    mutator: "ObjectLiteral",
    original: '{ modelId: "model-reasoning", name: "Reasoning", provider: "vendor-b" }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-reasoning's entry loses its id: only the Balanced preset's reviewer override names it, and no run shows which model an agent ran on: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:63:22-63:39",
    mutator: "StringLiteral",
    original: '"model-reasoning"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-reasoning is listed under the id \"\": only the Balanced preset's reviewer override names it, and no run shows which model an agent ran on: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:63:47-63:58",
    mutator: "StringLiteral",
    original: '"Reasoning"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-reasoning's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:63:70-63:80",
    mutator: "StringLiteral",
    original: '"vendor-b"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-reasoning's provider and vendor read empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:65:11-73:6",
    mutator: "ObjectLiteral",
    original:
      '{ modelId: "model-personal", name: "Personal plan", provider: "vendor-b-subscription", vendor: null, personalSubscription: true, userScoped: true, subscriptionConfigured: true, }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal becomes an entry of defaults without an id (no personal subscription): the Personal preset then names a model the catalog does not list, and no task pinned to it is started: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:66:16-66:32",
    mutator: "StringLiteral",
    original: '"model-personal"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      'model-personal is listed under the id "": the Personal preset then names a model the catalog does not list, and no task pinned to it is started: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases\' descriptions and invocations stay consistent with it',
  },
  {
    at: "server/domain/catalog/models.ts:67:13-67:28",
    mutator: "StringLiteral",
    original: '"Personal plan"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:68:17-68:40",
    mutator: "StringLiteral",
    original: '"vendor-b-subscription"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal's provider reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:70:29-70:33",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal no longer runs on a personal credential (personalSubscription false, userScoped still true): which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:71:19-71:23",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal reads `userScoped` false beside personalSubscription true: doc 1 says only that userScoped is superseded by personalSubscription, not that the two stay equal: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:72:31-72:35",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal reads not configured for a key that acts as a person (null for the suite's keys, which resolve none): whether a person configured their subscription is theirs, and which key resolves a person is not readable: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:74:11-83:6",
    mutator: "ObjectLiteral",
    original:
      '{ modelId: "model-personal-unset", name: "Personal plan (not configured)", provider: "vendor-c-subscription", vendor: null, personalSubscription: true, userScoped: true, subscriptionConfigured: false, available: false, }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal-unset becomes an entry of defaults without an id (available, no personal subscription); nothing declares or pins it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:75:16-75:38",
    mutator: "StringLiteral",
    original: '"model-personal-unset"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      'model-personal-unset is listed under the id ""; nothing declares or pins it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases\' descriptions and invocations stay consistent with it',
  },
  {
    at: "server/domain/catalog/models.ts:76:13-76:45",
    mutator: "StringLiteral",
    original: '"Personal plan (not configured)"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal-unset's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:77:17-77:40",
    mutator: "StringLiteral",
    original: '"vendor-c-subscription"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal-unset's provider reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:79:29-79:33",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal-unset no longer runs on a personal credential (personalSubscription false, userScoped still true); nothing pins it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:80:19-80:23",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal-unset reads `userScoped` false beside personalSubscription true: doc 1 says only that userScoped is superseded, not that the two stay equal: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:81:31-81:36",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal-unset reads configured for a key that acts as a person (null for the suite's keys, which resolve none): whether a person configured their subscription is theirs: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:82:18-82:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-personal-unset reads available: availability is the deployment's, and nothing declares or pins it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:84:11-90:6",
    mutator: "ObjectLiteral",
    original:
      '{ modelId: "model-blocked", name: "Blocked by policy", provider: "vendor-c", available: false, policyBlocked: true, }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-blocked becomes an entry of defaults without an id (available, not blocked); nothing declares or pins it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:85:16-85:31",
    mutator: "StringLiteral",
    original: '"model-blocked"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      'model-blocked is listed under the id ""; nothing declares or pins it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases\' descriptions and invocations stay consistent with it',
  },
  {
    at: "server/domain/catalog/models.ts:86:13-86:32",
    mutator: "StringLiteral",
    original: '"Blocked by policy"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-blocked's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:87:17-87:27",
    mutator: "StringLiteral",
    original: '"vendor-c"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-blocked's provider and vendor read empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:88:18-88:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-blocked reads available while policyBlocked: doc 1 names both flags without stating how they relate, and nothing declares or pins it: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:89:22-89:26",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-blocked reads not blocked by policy while unavailable: which model a policy blocks is the deployment's: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:92:11-92:102",
    mutator: "ObjectLiteral",
    original: '{ modelId: "model-container", name: "Container-only", provider: "vendor-d", inline: false }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-container becomes an entry of defaults without an id: draft-release-notes' only model then reads unavailable with cause provider_unavailable instead of container_only (doc 1 Use case allows either cause) and is still refused 503: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:92:22-92:39",
    mutator: "StringLiteral",
    original: '"model-container"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-container is listed under the id \"\": draft-release-notes' only model then reads unavailable with cause provider_unavailable instead of container_only (either is allowed) and is still refused 503: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:92:47-92:63",
    mutator: "StringLiteral",
    original: '"Container-only"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-container's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:92:75-92:85",
    mutator: "StringLiteral",
    original: '"vendor-d"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-container's provider and vendor read empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:92:95-92:100",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-container is served inline: draft-release-notes then describes its model available and invokes it (200), consistently: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:94:11-94:96",
    mutator: "ObjectLiteral",
    original: '{ modelId: "model-offline", name: "Offline", provider: "vendor-e", available: false }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-offline becomes an entry of defaults without an id: summarize-text still describes it unavailable (provider_unavailable) and refuses it 503: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:94:22-94:37",
    mutator: "StringLiteral",
    original: '"model-offline"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      'model-offline is listed under the id "": summarize-text still describes it unavailable (provider_unavailable) and refuses it 503: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases\' descriptions and invocations stay consistent with it',
  },
  {
    at: "server/domain/catalog/models.ts:94:45-94:54",
    mutator: "StringLiteral",
    original: '"Offline"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-offline's name reads empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:94:66-94:76",
    mutator: "StringLiteral",
    original: '"vendor-e"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-offline's provider and vendor read empty: a model's display name and provider are not among the fields doc 1 names for a catalog entry (only the five flags), and nothing refers to them",
  },
  {
    at: "server/domain/catalog/models.ts:94:89-94:94",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "model-offline reads available: summarize-text then describes it available and invokes it, consistently: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:99:27-99:33",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "c",
    reason:
      "every workspace id starts with ws_ and holds it once (server-state.ts: ws_a, ws_b), so an unanchored /ws_/ strips the same text",
  },
  {
    at: "server/domain/catalog/models.ts:99:35-99:37",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "every seeded id of the workspace gets a stray suffix instead of the workspace's name: ids are opaque (doc 1: exact field names and id forms not shown), still distinct and under 120 characters, and no operation addresses the entries by them",
  },
  {
    at: "server/domain/catalog/models.ts:100:10-116:4",
    mutator: "ArrayDeclaration",
    original:
      '[ { presetId: `preset_balanced_${w}`, name: "Balanced", baseModelId: "model-standard", overrides: { reviewer: "model-reasoning" }, isDefault: true, }, { presetId: `preset_fast_${w}`, name: "Fast", baseModelId: "model-fast", overrides: {}, isDefault: false }, { presetId: `preset_personal_${w}`, name: "Personal plan", baseModelId: "model-personal", overrides: { coder: "model-personal" }, isDefault: false, }, ]',
    replacement: "[]",
    class: "a",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "GET /model-presets lists no preset: STATE-CATALOGS-LISTED fails an empty catalog under facts.catalogEntries since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:101:5-107:6",
    mutator: "ObjectLiteral",
    original:
      '{ presetId: `preset_balanced_${w}`, name: "Balanced", baseModelId: "model-standard", overrides: { reviewer: "model-reasoning" }, isDefault: true, }',
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Balanced preset is listed as `{}`, an entry without baseModelId or overrides (doc 1 Model preset): STATE-CATALOGS-LISTED fails an entry without them since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:102:17-102:39",
    mutator: "StringLiteral",
    original: "`preset_balanced_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Balanced preset's id reads \"\": the preset's id field is not named (doc 1 Model preset: exact field names not shown) and no operation addresses a preset by it; a task's pin is not checked against the list, so a preset without an id cannot be told from one the suite chose not to pin (suites/common/pins.ts falls back to no pin)",
  },
  {
    at: "server/domain/catalog/models.ts:103:13-103:23",
    mutator: "StringLiteral",
    original: '"Balanced"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Balanced preset's name reads empty: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:104:20-104:36",
    mutator: "StringLiteral",
    original: '"model-standard"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Balanced preset's baseModelId reads \"\" (no catalog model): doc 1 does not state that a preset's models are listed by GET /models: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:105:18-105:49",
    mutator: "ObjectLiteral",
    original: '{ reviewer: "model-reasoning" }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Balanced preset has no override (its reviewer runs on the base model): which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:105:30-105:47",
    mutator: "StringLiteral",
    original: '"model-reasoning"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Balanced preset's reviewer override reads \"\" (no catalog model): doc 1 does not state that a preset's models are listed by GET /models: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:106:18-106:22",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      'no preset is the workspace default: doc 1 names "a marker for the workspace default" without its field or form, so which entry carries it (or that none or two do) cannot be read; the reference\'s top-level default id is its own choice',
  },
  {
    at: "server/domain/catalog/models.ts:108:5-108:111",
    mutator: "ObjectLiteral",
    original:
      '{ presetId: `preset_fast_${w}`, name: "Fast", baseModelId: "model-fast", overrides: {}, isDefault: false }',
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Fast preset is listed as `{}`, an entry without baseModelId or overrides: STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:108:17-108:35",
    mutator: "StringLiteral",
    original: "`preset_fast_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Fast preset's id reads \"\": the preset's id field is not named (doc 1 Model preset: exact field names not shown) and no operation addresses a preset by it; a task's pin is not checked against the list, so a preset without an id cannot be told from one the suite chose not to pin (suites/common/pins.ts falls back to no pin)",
  },
  {
    at: "server/domain/catalog/models.ts:108:43-108:49",
    mutator: "StringLiteral",
    original: '"Fast"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Fast preset's name reads empty: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:108:64-108:76",
    mutator: "StringLiteral",
    original: '"model-fast"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Fast preset's baseModelId reads \"\" (no catalog model): doc 1 does not state that a preset's models are listed by GET /models: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:108:104-108:109",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      'two presets are the workspace default: doc 1 names "a marker for the workspace default" without its field or form, so which entry carries it (or that none or two do) cannot be read; the reference\'s top-level default id is its own choice',
  },
  {
    at: "server/domain/catalog/models.ts:109:5-115:6",
    mutator: "ObjectLiteral",
    original:
      '{ presetId: `preset_personal_${w}`, name: "Personal plan", baseModelId: "model-personal", overrides: { coder: "model-personal" }, isDefault: false, }',
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Personal preset is listed as `{}`, an entry without baseModelId or overrides: STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:110:17-110:39",
    mutator: "StringLiteral",
    original: "`preset_personal_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Personal preset's id reads \"\": the preset's id field is not named (doc 1 Model preset: exact field names not shown) and no operation addresses a preset by it; a task's pin is not checked against the list, so a preset without an id cannot be told from one the suite chose not to pin (suites/common/pins.ts falls back to no pin)",
  },
  {
    at: "server/domain/catalog/models.ts:111:13-111:28",
    mutator: "StringLiteral",
    original: '"Personal plan"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Personal preset's name reads empty: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:112:20-112:36",
    mutator: "StringLiteral",
    original: '"model-personal"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Personal preset's baseModelId reads \"\" (no catalog model; its coder override still runs on model-personal): doc 1 does not state that a preset's models are listed by GET /models: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:113:18-113:45",
    mutator: "ObjectLiteral",
    original: '{ coder: "model-personal" }',
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Personal preset has no override (its base model is model-personal all the same): which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:113:27-113:43",
    mutator: "StringLiteral",
    original: '"model-personal"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "the Personal preset's coder override reads \"\" (no catalog model): doc 1 does not state that a preset's models are listed by GET /models: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:114:18-114:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      'two presets are the workspace default: doc 1 names "a marker for the workspace default" without its field or form, so which entry carries it (or that none or two do) cannot be read; the reference\'s top-level default id is its own choice',
  },
  {
    at: "server/domain/catalog/models.ts:120:27-120:33",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "c",
    reason:
      "every workspace id starts with ws_ and holds it once (server-state.ts: ws_a, ws_b), so an unanchored /ws_/ strips the same text",
  },
  {
    at: "server/domain/catalog/models.ts:120:35-120:37",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "every seeded id of the workspace gets a stray suffix instead of the workspace's name: ids are opaque (doc 1: exact field names and id forms not shown), still distinct and under 120 characters, and no operation addresses the entries by them",
  },
  {
    at: "server/domain/catalog/models.ts:121:10-146:4",
    mutator: "ArrayDeclaration",
    original:
      '[ { riskPolicyId: `risk_standard_${w}`, name: "Standard", autoMergeEnabled: false, dryRunRoles: [], caps: { ciFixerAttempts: 3, requirementRounds: 3, testerRounds: 2, releaseHealthWatchMinutes: 60 }, isDefault: true, }, { riskPolicyId: `risk_autopilot_${w}`, name: "Autopilot", autoMergeEnabled: true, dryRunRoles: [], caps: { ciFixerAttempts: 5, requirementRounds: 2, testerRounds: 3, releaseHealthWatchMinutes: 120 }, isDefault: false, }, { riskPolicyId: `risk_cautious_${w}`, name: "Cautious (dry run)", autoMergeEnabled: false, dryRunRoles: ["merger", "releaser"], caps: { ciFixerAttempts: 1, requirementRounds: 5, testerRounds: 1, releaseHealthWatchMinutes: 0 }, isDefault: false, }, ]',
    replacement: "[]",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "GET /risk-policies lists no policy: STATE-CATALOGS-LISTED fails an empty catalog under facts.catalogEntries since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:123:21-123:41",
    mutator: "StringLiteral",
    original: "`risk_standard_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      'the Standard policy\'s id reads "": the policy\'s id field is not named (doc 1: "an id (pinned by a task as riskPolicyId)", exact field names not shown) and no operation addresses a policy by it; a task\'s pin is not checked against the list, so a policy without an id cannot be told from one the suite chose not to pin (suites/common/pins.ts falls back to no pin)',
  },
  {
    at: "server/domain/catalog/models.ts:124:13-124:23",
    mutator: "StringLiteral",
    original: '"Standard"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Standard policy's name reads empty: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:125:25-125:30",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Standard policy's master switch reads on: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:126:20-126:22",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Standard policy's dry-run roles hold a stray role: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:127:13-127:105",
    mutator: "ObjectLiteral",
    original: "{ ciFixerAttempts: 3, requirementRounds: 3, testerRounds: 2, releaseHealthWatchMinutes: 60 }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Standard policy's caps are emptied: the entry carries no cap at all, while doc 1 states a risk policy carries caps for CI-fixer attempts, requirement and tester rounds and the release-health watch; their names are not shown, but an entry holding no number anywhere carries none (the rule checked dryRunRoles and autoMergeEnabled only; it now requires a number somewhere in each risk policy entry: killed, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:128:18-128:22",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      'no risk policy is the workspace default: doc 1 names "a marker for the workspace default" without its field or form, so which entry carries it (or that none or two do) cannot be read; the reference\'s top-level default id is its own choice',
  },
  {
    at: "server/domain/catalog/models.ts:131:21-131:42",
    mutator: "StringLiteral",
    original: "`risk_autopilot_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      'the Autopilot policy\'s id reads "": the policy\'s id field is not named (doc 1: "an id (pinned by a task as riskPolicyId)", exact field names not shown) and no operation addresses a policy by it; a task\'s pin is not checked against the list, so a policy without an id cannot be told from one the suite chose not to pin (suites/common/pins.ts falls back to no pin)',
  },
  {
    at: "server/domain/catalog/models.ts:132:13-132:24",
    mutator: "StringLiteral",
    original: '"Autopilot"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Autopilot policy's name reads empty: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:133:25-133:29",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Autopilot policy's master switch reads off: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:134:20-134:22",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Autopilot policy's dry-run roles hold a stray role: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:135:13-135:106",
    mutator: "ObjectLiteral",
    original: "{ ciFixerAttempts: 5, requirementRounds: 2, testerRounds: 3, releaseHealthWatchMinutes: 120 }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Autopilot policy's caps are emptied: the entry carries no cap at all, while doc 1 states a risk policy carries caps for CI-fixer attempts, requirement and tester rounds and the release-health watch; their names are not shown, but an entry holding no number anywhere carries none (the rule checked dryRunRoles and autoMergeEnabled only; it now requires a number somewhere in each risk policy entry: killed, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:136:18-136:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      'two risk policies are the workspace default: doc 1 names "a marker for the workspace default" without its field or form, so which entry carries it (or that none or two do) cannot be read; the reference\'s top-level default id is its own choice',
  },
  {
    at: "server/domain/catalog/models.ts:139:21-139:41",
    mutator: "StringLiteral",
    original: "`risk_cautious_${w}`",
    replacement: "``",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      'the Cautious policy\'s id reads "": the policy\'s id field is not named (doc 1: "an id (pinned by a task as riskPolicyId)", exact field names not shown) and no operation addresses a policy by it; a task\'s pin is not checked against the list, so a policy without an id cannot be told from one the suite chose not to pin (suites/common/pins.ts falls back to no pin)',
  },
  {
    at: "server/domain/catalog/models.ts:140:13-140:33",
    mutator: "StringLiteral",
    original: '"Cautious (dry run)"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Cautious policy's name reads empty: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:141:25-141:30",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Cautious policy's master switch reads on: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:142:20-142:42",
    mutator: "ArrayDeclaration",
    original: '["merger", "releaser"]',
    replacement: "[]",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Cautious policy has no dry-run role: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:142:21-142:29",
    mutator: "StringLiteral",
    original: '"merger"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Cautious policy's dry-run role merger reads \"\": which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:142:31-142:41",
    mutator: "StringLiteral",
    original: '"releaser"',
    replacement: '""',
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Cautious policy's dry-run role releaser reads \"\": which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:143:13-143:104",
    mutator: "ObjectLiteral",
    original: "{ ciFixerAttempts: 1, requirementRounds: 5, testerRounds: 1, releaseHealthWatchMinutes: 0 }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "the Cautious policy's caps are emptied: the entry carries no cap at all, while doc 1 states a risk policy carries caps for CI-fixer attempts, requirement and tester rounds and the release-health watch; their names are not shown, but an entry holding no number anywhere carries none (the rule checked dryRunRoles and autoMergeEnabled only; it now requires a number somewhere in each risk policy entry: killed, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:144:18-144:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      'two risk policies are the workspace default: doc 1 names "a marker for the workspace default" without its field or form, so which entry carries it (or that none or two do) cannot be read; the reference\'s top-level default id is its own choice',
  },
  {
    at: "server/domain/catalog/models.ts:154:82-167:2",
    mutator: "BlockStatement",
    original:
      "{ return { modelId: m.modelId, name: m.name, provider: m.provider, vendor: m.vendor, available: m.available, policyBlocked: m.policyBlocked, personalSubscription: m.personalSubscription, subscriptionConfigured: !m.personalSubscription ? false : key.actsAsUserId ? m.subscriptionConfigured : null, userScoped: m.userScoped, inline: m.inline, }; }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "every model entry reads null (publicModel returns nothing): no entry carries the five flags of doc 1 Model catalog entry; STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:155:10-166:4",
    mutator: "ObjectLiteral",
    original:
      "{ modelId: m.modelId, name: m.name, provider: m.provider, vendor: m.vendor, available: m.available, policyBlocked: m.policyBlocked, personalSubscription: m.personalSubscription, subscriptionConfigured: !m.personalSubscription ? false : key.actsAsUserId ? m.subscriptionConfigured : null, userScoped: m.userScoped, inline: m.inline, }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "every model entry reads `{}`: no entry carries the five flags of doc 1 Model catalog entry; STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:163:29-163:52",
    mutator: "BooleanLiteral",
    original: "!m.personalSubscription",
    replacement: "m.personalSubscription",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "models without a personal subscription read subscriptionConfigured null (or their stored flag) and personal-subscription ones false: doc 1 gives the flag's values (true, false or null: null means nobody could be asked) but not for models with no subscription, and which key resolves a person is not readable, so null versus false cannot be judged",
  },
  {
    at: "server/domain/catalog/models.ts:163:55-163:60",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "models without a personal subscription read subscriptionConfigured true: doc 1 does not state the flag for a model with no subscription to configure",
  },
  {
    at: "server/domain/catalog/models.ts:169:46-177:2",
    mutator: "BlockStatement",
    original:
      "{ return { presetId: p.presetId, name: p.name, baseModelId: p.baseModelId, overrides: { ...p.overrides }, isDefault: p.isDefault, }; }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "every preset entry reads null (publicPreset returns nothing): no baseModelId or overrides; STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:170:10-176:4",
    mutator: "ObjectLiteral",
    original:
      "{ presetId: p.presetId, name: p.name, baseModelId: p.baseModelId, overrides: { ...p.overrides }, isDefault: p.isDefault, }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "every preset entry reads `{}`: no baseModelId or overrides; STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:174:16-174:34",
    mutator: "ObjectLiteral",
    original: "{ ...p.overrides }",
    replacement: "{}",
    class: "b",
    clause: "D1-PROSE-MODEL-PRESET",
    reason:
      "every preset reads no override: which presets a workspace holds, their names and the models they put each agent kind on are the deployment's (doc 1 Model preset names baseModelId, overrides and a default marker, not their values, and no run shows which model an agent ran on)",
  },
  {
    at: "server/domain/catalog/models.ts:179:49-188:2",
    mutator: "BlockStatement",
    original:
      "{ return { riskPolicyId: p.riskPolicyId, name: p.name, autoMergeEnabled: p.autoMergeEnabled, dryRunRoles: [...p.dryRunRoles], caps: { ...p.caps }, isDefault: p.isDefault, }; }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "every risk policy entry reads null (publicRiskPolicy returns nothing): no autoMergeEnabled or dryRunRoles; STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:180:10-187:4",
    mutator: "ObjectLiteral",
    original:
      "{ riskPolicyId: p.riskPolicyId, name: p.name, autoMergeEnabled: p.autoMergeEnabled, dryRunRoles: [...p.dryRunRoles], caps: { ...p.caps }, isDefault: p.isDefault, }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "every risk policy entry reads `{}`: no autoMergeEnabled or dryRunRoles; STATE-CATALOGS-LISTED fails it since 5aa6fe3 (killed now, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:184:18-184:36",
    mutator: "ArrayDeclaration",
    original: "[...p.dryRunRoles]",
    replacement: "[]",
    class: "b",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "every risk policy reads no dry-run role: which risk policies a workspace holds, their names, master switches, dry-run roles and cap values are the deployment's (doc 1 Risk policy names the fields, not their values), and no operation of the reference consults a pinned policy (findRiskPolicy is called by nothing)",
  },
  {
    at: "server/domain/catalog/models.ts:185:11-185:24",
    mutator: "ObjectLiteral",
    original: "{ ...p.caps }",
    replacement: "{}",
    class: "a",
    clause: "D1-PROSE-RISK-POLICY",
    reason:
      "every risk policy's caps read `{}`: the entry carries no cap at all, while doc 1 states a risk policy carries caps for CI-fixer attempts, requirement and tester rounds and the release-health watch; their names are not shown, but an entry holding no number anywhere carries none (the rule checked dryRunRoles and autoMergeEnabled only; it now requires a number somewhere in each risk policy entry: killed, checked by hand)",
    rule: "STATE-CATALOGS-LISTED",
  },
  {
    at: "server/domain/catalog/models.ts:190:83-192:2",
    mutator: "BlockStatement",
    original: "{ return ws.catalog.models.find((m) => m.modelId === modelId); }",
    replacement: "{}",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "findModel finds no model, so every declared model reads unavailable (provider_unavailable): summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:191:33-191:61",
    mutator: "ArrowFunction",
    original: "(m) => m.modelId === modelId",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "findModel finds no model, so every declared model reads unavailable (provider_unavailable): summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:191:40-191:61",
    mutator: "ConditionalExpression",
    original: "m.modelId === modelId",
    replacement: "true",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "findModel answers the first model (model-standard) for any id, so every declared model reads available and serves inline: the use cases' descriptions and invocations stay consistent: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:191:40-191:61",
    mutator: "ConditionalExpression",
    original: "m.modelId === modelId",
    replacement: "false",
    class: "a",
    clause: "D2-UC-INVOKE-RESULT",
    reason:
      "findModel finds no model, so every declared model reads unavailable (provider_unavailable): summarize-text refuses the vouched bodies.invokeUseCase (model-standard) 503 use_case_model_unavailable, which acceptingUseCase fails since 245c7ab (killed now, checked by hand)",
    rule: "OP-USE-CASE-INVOKE-RESULT",
  },
  {
    at: "server/domain/catalog/models.ts:191:40-191:61",
    mutator: "EqualityOperator",
    original: "m.modelId === modelId",
    replacement: "m.modelId !== modelId",
    class: "b",
    clause: "D1-PROSE-MODEL-CATALOG",
    reason:
      "findModel answers the first other model (model-standard or model-fast, both servable) for any id, so every declared model reads available and serves inline: the use cases' descriptions and invocations stay consistent: which models a deployment serves, their names, providers and flags are its own (doc 1 Model catalog entry names the five flags, not their values; exact field names not shown), and its use cases' descriptions and invocations stay consistent with it",
  },
  {
    at: "server/domain/catalog/models.ts:194:91-196:2",
    mutator: "BlockStatement",
    original: "{ return ws.catalog.presets.find((p) => p.presetId === presetId); }",
    replacement: "{}",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "findModelPreset finds nothing, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:195:34-195:64",
    mutator: "ArrowFunction",
    original: "(p) => p.presetId === presetId",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "findModelPreset finds nothing, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:195:41-195:64",
    mutator: "ConditionalExpression",
    original: "p.presetId === presetId",
    replacement: "true",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "findModelPreset answers the Balanced preset for any id, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:195:41-195:64",
    mutator: "ConditionalExpression",
    original: "p.presetId === presetId",
    replacement: "false",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "findModelPreset finds nothing, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:195:41-195:64",
    mutator: "EqualityOperator",
    original: "p.presetId === presetId",
    replacement: "p.presetId !== presetId",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "findModelPreset answers another preset (Balanced for Personal), so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:198:93-200:2",
    mutator: "BlockStatement",
    original: "{ return ws.catalog.riskPolicies.find((p) => p.riskPolicyId === riskPolicyId); }",
    replacement: "{}",
    class: "c",
    reason:
      "findRiskPolicy finds nothing: findRiskPolicy is called by nothing (state.ts re-exports it, no handler imports it), so no request reaches the code",
  },
  {
    at: "server/domain/catalog/models.ts:199:39-199:77",
    mutator: "ArrowFunction",
    original: "(p) => p.riskPolicyId === riskPolicyId",
    replacement: "() => undefined",
    class: "c",
    reason:
      "findRiskPolicy finds nothing: findRiskPolicy is called by nothing (state.ts re-exports it, no handler imports it), so no request reaches the code",
  },
  {
    at: "server/domain/catalog/models.ts:199:46-199:77",
    mutator: "ConditionalExpression",
    original: "p.riskPolicyId === riskPolicyId",
    replacement: "true",
    class: "c",
    reason:
      "findRiskPolicy answers the first policy: findRiskPolicy is called by nothing (state.ts re-exports it, no handler imports it), so no request reaches the code",
  },
  {
    at: "server/domain/catalog/models.ts:199:46-199:77",
    mutator: "ConditionalExpression",
    original: "p.riskPolicyId === riskPolicyId",
    replacement: "false",
    class: "c",
    reason:
      "findRiskPolicy finds nothing: findRiskPolicy is called by nothing (state.ts re-exports it, no handler imports it), so no request reaches the code",
  },
  {
    at: "server/domain/catalog/models.ts:199:46-199:77",
    mutator: "EqualityOperator",
    original: "p.riskPolicyId === riskPolicyId",
    replacement: "p.riskPolicyId !== riskPolicyId",
    class: "c",
    reason:
      "findRiskPolicy answers another policy: findRiskPolicy is called by nothing (state.ts re-exports it, no handler imports it), so no request reaches the code",
  },
  {
    at: "server/domain/catalog/models.ts:203:66-205:2",
    mutator: "BlockStatement",
    original: "{ return ws.catalog.models.filter((m) => m.personalSubscription).map((m) => m.modelId); }",
    replacement: "{}",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "no model is individual-usage (an empty set), so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:204:10-204:65",
    mutator: "MethodExpression",
    original: "ws.catalog.models.filter((m) => m.personalSubscription)",
    replacement: "ws.catalog.models",
    class: "a",
    clause: "D2-ROW-startTask",
    reason:
      "every model counts as individual-usage, so a task pinned to any preset (Balanced, Fast) is refused start; and the Personal preset's refusal stays: a task pinned to a preset none of whose models run on a personal credential (Fast, overrides none) is refused as individual-usage; STATE-TASK-START-PIPELINE now starts a task pinned to every listed preset on none of whose models GET /models flags personalSubscription, and requires it accepted (202) (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:204:35-204:64",
    mutator: "ArrowFunction",
    original: "(m) => m.personalSubscription",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "no model is individual-usage, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:204:70-204:86",
    mutator: "ArrowFunction",
    original: "(m) => m.modelId",
    replacement: "() => undefined",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "the individual-usage set holds only undefined, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:208:92-214:2",
    mutator: "BlockStatement",
    original:
      "{ if (!presetId) return false; const p = findModelPreset(ws, presetId); if (!p) return false; const personal = new Set(individualUsageModelIds(ws)); return personal.has(p.baseModelId) || Object.values(p.overrides).some((m) => personal.has(m)); }",
    replacement: "{}",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "presetUsesIndividualModel answers nothing, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:209:7-209:16",
    mutator: "BooleanLiteral",
    original: "!presetId",
    replacement: "presetId",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "a pinned preset is never individual-usage, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:209:7-209:16",
    mutator: "ConditionalExpression",
    original: "!presetId",
    replacement: "true",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "no preset is ever looked at, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:209:7-209:16",
    mutator: "ConditionalExpression",
    original: "!presetId",
    replacement: "false",
    class: "c",
    reason:
      'an absent preset id goes on to findModelPreset, which finds no preset under null or "" and answers false all the same',
  },
  {
    at: "server/domain/catalog/models.ts:211:7-211:9",
    mutator: "BooleanLiteral",
    original: "!p",
    replacement: "p",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "a found preset is never individual-usage (and an unlisted one crashes the start), so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:211:7-211:9",
    mutator: "ConditionalExpression",
    original: "!p",
    replacement: "true",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "no preset is ever individual-usage, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:211:7-211:9",
    mutator: "ConditionalExpression",
    original: "!p",
    replacement: "false",
    class: "b",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "starting crashes (500) reading the base model of an unlisted preset: only for a task pinned to a preset no catalog lists (the pin is not checked on create); what starting such a task does is not stated, and the seeded presets are always found",
  },
  {
    at: "server/domain/catalog/models.ts:211:18-211:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "an unlisted preset counts as individual-usage, refusing the start: only for a task pinned to a preset no catalog lists (the pin is not checked on create); what starting such a task does is not stated, and the seeded presets are always found",
  },
  {
    at: "server/domain/catalog/models.ts:213:10-213:96",
    mutator: "ConditionalExpression",
    original: "personal.has(p.baseModelId) || Object.values(p.overrides).some((m) => personal.has(m))",
    replacement: "true",
    class: "a",
    clause: "D2-ROW-startTask",
    reason:
      "every listed preset counts as individual-usage, so a task pinned to Balanced or Fast is refused start: a task pinned to a preset none of whose models run on a personal credential (Fast, overrides none) is refused as individual-usage; STATE-TASK-START-PIPELINE now starts a task pinned to every listed preset on none of whose models GET /models flags personalSubscription, and requires it accepted (202) (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:213:10-213:96",
    mutator: "ConditionalExpression",
    original: "personal.has(p.baseModelId) || Object.values(p.overrides).some((m) => personal.has(m))",
    replacement: "false",
    class: "a",
    clause: "D2-AUTH-9-INDIVIDUAL-USAGE",
    reason:
      "no preset is individual-usage, so a task pinned to the Personal preset starts: doc 2 Authentication 9 refuses starting a task on an individual-usage model, and a task pinned to a preset whose base model or an override is a personalSubscription model (GET /model-presets, GET /models) is one; the rule refused it only through an individual-usage pipeline and started no task pinned to a preset (the code was not reached); it now pins a task to every listed preset and starts it on the straight pipeline, refused exactly when the preset runs on a personalSubscription model (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:213:10-213:96",
    mutator: "LogicalOperator",
    original: "personal.has(p.baseModelId) || Object.values(p.overrides).some((m) => personal.has(m))",
    replacement: "personal.has(p.baseModelId) && Object.values(p.overrides).some(m => personal.has(m))",
    class: "c",
    reason:
      "the seeded presets give the same answer both ways (Personal: base and coder override both model-personal; Balanced and Fast: neither), and no operation edits presets",
  },
  {
    at: "server/domain/catalog/models.ts:213:41-213:96",
    mutator: "MethodExpression",
    original: "Object.values(p.overrides).some((m) => personal.has(m))",
    replacement: "Object.values(p.overrides).every(m => personal.has(m))",
    class: "a",
    clause: "D2-ROW-startTask",
    reason:
      "a preset without overrides (Fast) counts as individual-usage (every() of nothing is true), so a task pinned to Fast is refused start: a task pinned to a preset none of whose models run on a personal credential (Fast, overrides none) is refused as individual-usage; STATE-TASK-START-PIPELINE now starts a task pinned to every listed preset on none of whose models GET /models flags personalSubscription, and requires it accepted (202) (killed, checked by hand)",
    rule: "STATE-TASK-START-PIPELINE",
  },
  {
    at: "server/domain/catalog/models.ts:213:73-213:95",
    mutator: "ArrowFunction",
    original: "(m) => personal.has(m)",
    replacement: "() => undefined",
    class: "c",
    reason:
      "the overrides no longer count, and the seeded presets give the same answer (Personal's base model is model-personal itself; Balanced's reviewer override is not personal), and no operation edits presets",
  },
  // task-types.ts (2026-11-28 pass)
  {
    at: "server/domain/catalog/task-types.ts:41:47-41:57",
    mutator: "StringLiteral",
    original: '"Priority"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:55:16-55:20",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    reason:
      "the `creatable` flag GET /task-types serves changed: doc 1 names no such field (a task type is described by prose only); whether a type is accepted on creation shows only in creating a task, which this flag does not change",
  },
  {
    at: "server/domain/catalog/task-types.ts:60:18-60:27",
    mutator: "StringLiteral",
    original: '"Feature"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:60:29-60:60",
    mutator: "StringLiteral",
    original: '"New behaviour in the product."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:62:46-62:67",
    mutator: "StringLiteral",
    original: '"Acceptance criteria"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:62:75-62:83",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:63:38-63:50",
    mutator: "StringLiteral",
    original: '"Components"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:64:36-64:52",
    mutator: "StringLiteral",
    original: '"Changes the UI"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:66:7-66:12",
    mutator: "StringLiteral",
    original: '"bug"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:66:14-66:19",
    mutator: "StringLiteral",
    original: '"Bug"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:66:21-66:65",
    mutator: "StringLiteral",
    original: '"Something that does not work as specified."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:66:67-72:6",
    mutator: "ArrayDeclaration",
    original:
      '[ PRIORITY, f({ name: "severity", label: "Severity", type: "enum", options: ["low", "medium", "high", "critical"] }), f({ name: "stepsToReproduce", label: "Steps to reproduce", type: "string", maxLength: 4000 }), f({ name: "affectedVersion", label: "Affected version", type: "string", maxLength: 120 }), f({ name: "regression", label: "Regression", type: "boolean" }), ]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:9-68:110",
    mutator: "ObjectLiteral",
    original: '{ name: "severity", label: "Severity", type: "enum", options: ["low", "medium", "high", "critical"] }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:17-68:27",
    mutator: "StringLiteral",
    original: '"severity"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:36-68:46",
    mutator: "StringLiteral",
    original: '"Severity"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:54-68:60",
    mutator: "StringLiteral",
    original: '"enum"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:71-68:108",
    mutator: "ArrayDeclaration",
    original: '["low", "medium", "high", "critical"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:72-68:77",
    mutator: "StringLiteral",
    original: '"low"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:79-68:87",
    mutator: "StringLiteral",
    original: '"medium"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:89-68:95",
    mutator: "StringLiteral",
    original: '"high"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:68:97-68:107",
    mutator: "StringLiteral",
    original: '"critical"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:69:9-69:99",
    mutator: "ObjectLiteral",
    original: '{ name: "stepsToReproduce", label: "Steps to reproduce", type: "string", maxLength: 4000 }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:69:17-69:35",
    mutator: "StringLiteral",
    original: '"stepsToReproduce"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:69:44-69:64",
    mutator: "StringLiteral",
    original: '"Steps to reproduce"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:69:72-69:80",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:70:9-70:95",
    mutator: "ObjectLiteral",
    original: '{ name: "affectedVersion", label: "Affected version", type: "string", maxLength: 120 }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:70:17-70:34",
    mutator: "StringLiteral",
    original: '"affectedVersion"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:70:43-70:61",
    mutator: "StringLiteral",
    original: '"Affected version"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:70:69-70:77",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:71:9-71:69",
    mutator: "ObjectLiteral",
    original: '{ name: "regression", label: "Regression", type: "boolean" }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:71:17-71:29",
    mutator: "StringLiteral",
    original: '"regression"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:71:38-71:50",
    mutator: "StringLiteral",
    original: '"Regression"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:71:58-71:67",
    mutator: "StringLiteral",
    original: '"boolean"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:73:7-73:17",
    mutator: "StringLiteral",
    original: '"document"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:73:19-73:29",
    mutator: "StringLiteral",
    original: '"Document"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:73:31-73:69",
    mutator: "StringLiteral",
    original: '"Writing that lives next to the code."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:73:71-76:6",
    mutator: "ArrayDeclaration",
    original:
      '[ f({ name: "audience", label: "Audience", type: "enum", options: ["developers", "operators", "end-users"] }), f({ name: "format", label: "Format", type: "enum", options: ["markdown", "adr", "runbook"] }), ]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:9-74:113",
    mutator: "ObjectLiteral",
    original:
      '{ name: "audience", label: "Audience", type: "enum", options: ["developers", "operators", "end-users"] }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:17-74:27",
    mutator: "StringLiteral",
    original: '"audience"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:36-74:46",
    mutator: "StringLiteral",
    original: '"Audience"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:54-74:60",
    mutator: "StringLiteral",
    original: '"enum"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:71-74:111",
    mutator: "ArrayDeclaration",
    original: '["developers", "operators", "end-users"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:72-74:84",
    mutator: "StringLiteral",
    original: '"developers"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:86-74:97",
    mutator: "StringLiteral",
    original: '"operators"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:74:99-74:110",
    mutator: "StringLiteral",
    original: '"end-users"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:9-75:99",
    mutator: "ObjectLiteral",
    original: '{ name: "format", label: "Format", type: "enum", options: ["markdown", "adr", "runbook"] }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:17-75:25",
    mutator: "StringLiteral",
    original: '"format"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:34-75:42",
    mutator: "StringLiteral",
    original: '"Format"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:50-75:56",
    mutator: "StringLiteral",
    original: '"enum"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:67-75:97",
    mutator: "ArrayDeclaration",
    original: '["markdown", "adr", "runbook"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:68-75:78",
    mutator: "StringLiteral",
    original: '"markdown"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:80-75:85",
    mutator: "StringLiteral",
    original: '"adr"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:75:87-75:96",
    mutator: "StringLiteral",
    original: '"runbook"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:77:16-77:23",
    mutator: "StringLiteral",
    original: '"Spike"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:77:25-77:80",
    mutator: "StringLiteral",
    original: '"A time-boxed investigation that answers one question."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:78:36-78:56",
    mutator: "StringLiteral",
    original: '"Question to answer"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:79:40-79:58",
    mutator: "StringLiteral",
    original: '"Time box (hours)"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:81:17-81:25",
    mutator: "StringLiteral",
    original: '"Review"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:81:27-81:73",
    mutator: "StringLiteral",
    original: '"A review of existing code or a pull request."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:82:9-82:100",
    mutator: "ObjectLiteral",
    original: '{ name: "targetRef", label: "Branch, tag or pull request", type: "string", maxLength: 500 }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:82:17-82:28",
    mutator: "StringLiteral",
    original: '"targetRef"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:82:37-82:66",
    mutator: "StringLiteral",
    original: '"Branch, tag or pull request"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:82:74-82:82",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:85:16-85:29",
    mutator: "StringLiteral",
    original: '"Focus areas"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:90:7-90:14",
    mutator: "StringLiteral",
    original: '"ralph"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:90:16-90:28",
    mutator: "StringLiteral",
    original: '"Ralph loop"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:90:30-90:87",
    mutator: "StringLiteral",
    original: '"An agent loop that iterates on one goal until it holds."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:90:89-93:6",
    mutator: "ArrayDeclaration",
    original:
      '[ f({ name: "goal", label: "Goal", type: "string", maxLength: 2000 }), f({ name: "maxIterations", label: "Iteration cap", type: "number", min: 1, max: 50 }), ]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:91:9-91:73",
    mutator: "ObjectLiteral",
    original: '{ name: "goal", label: "Goal", type: "string", maxLength: 2000 }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:91:17-91:23",
    mutator: "StringLiteral",
    original: '"goal"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:91:32-91:38",
    mutator: "StringLiteral",
    original: '"Goal"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:91:46-91:54",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:92:9-92:91",
    mutator: "ObjectLiteral",
    original: '{ name: "maxIterations", label: "Iteration cap", type: "number", min: 1, max: 50 }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:92:17-92:32",
    mutator: "StringLiteral",
    original: '"maxIterations"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:92:41-92:56",
    mutator: "StringLiteral",
    original: '"Iteration cap"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:92:64-92:72",
    mutator: "StringLiteral",
    original: '"number"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:94:7-94:14",
    mutator: "StringLiteral",
    original: '"media"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:94:16-94:23",
    mutator: "StringLiteral",
    original: '"Media"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:94:25-94:66",
    mutator: "StringLiteral",
    original: '"Images, diagrams or other media assets."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:94:68-97:6",
    mutator: "ArrayDeclaration",
    original:
      '[ f({ name: "mediaKind", label: "Kind", type: "enum", options: ["image", "video", "audio", "diagram"] }), f({ name: "dimensions", label: "Dimensions", type: "string", maxLength: 40 }), ]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:9-95:108",
    mutator: "ObjectLiteral",
    original: '{ name: "mediaKind", label: "Kind", type: "enum", options: ["image", "video", "audio", "diagram"] }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:17-95:28",
    mutator: "StringLiteral",
    original: '"mediaKind"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:37-95:43",
    mutator: "StringLiteral",
    original: '"Kind"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:51-95:57",
    mutator: "StringLiteral",
    original: '"enum"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:68-95:106",
    mutator: "ArrayDeclaration",
    original: '["image", "video", "audio", "diagram"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:69-95:76",
    mutator: "StringLiteral",
    original: '"image"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:78-95:85",
    mutator: "StringLiteral",
    original: '"video"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:87-95:94",
    mutator: "StringLiteral",
    original: '"audio"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:95:96-95:105",
    mutator: "StringLiteral",
    original: '"diagram"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:96:9-96:83",
    mutator: "ObjectLiteral",
    original: '{ name: "dimensions", label: "Dimensions", type: "string", maxLength: 40 }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:96:17-96:29",
    mutator: "StringLiteral",
    original: '"dimensions"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:96:38-96:50",
    mutator: "StringLiteral",
    original: '"Dimensions"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:96:58-96:66",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:99:7-99:18",
    mutator: "StringLiteral",
    original: '"recurring"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:100:7-100:18",
    mutator: "StringLiteral",
    original: '"Recurring"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:101:7-101:91",
    mutator: "StringLiteral",
    original: '"A task re-created on a schedule; created by the platform, not by CreatePublicTask."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:102:7-102:90",
    mutator: "ArrayDeclaration",
    original: '[f({ name: "schedule", label: "Schedule (cron)", type: "string", maxLength: 120 })]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:102:10-102:88",
    mutator: "ObjectLiteral",
    original: '{ name: "schedule", label: "Schedule (cron)", type: "string", maxLength: 120 }',
    replacement: "{}",
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:102:18-102:28",
    mutator: "StringLiteral",
    original: '"schedule"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:102:37-102:54",
    mutator: "StringLiteral",
    original: '"Schedule (cron)"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:102:62-102:70",
    mutator: "StringLiteral",
    original: '"string"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:103:7-103:27",
    mutator: "ObjectLiteral",
    original: "{ creatable: false }",
    replacement: "{}",
    class: "b",
    reason:
      "the `creatable` flag GET /task-types serves changed: doc 1 names no such field (a task type is described by prose only); whether a type is accepted on creation shows only in creating a task, which this flag does not change",
  },
  {
    at: "server/domain/catalog/task-types.ts:103:20-103:25",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    reason:
      "the `creatable` flag GET /task-types serves changed: doc 1 names no such field (a task type is described by prose only); whether a type is accepted on creation shows only in creating a task, which this flag does not change",
  },
  {
    at: "server/domain/catalog/task-types.ts:106:7-106:29",
    mutator: "StringLiteral",
    original: '"internal-maintenance"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:106:31-106:53",
    mutator: "StringLiteral",
    original: '"Internal maintenance"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:106:55-106:79",
    mutator: "StringLiteral",
    original: '"Platform housekeeping."',
    replacement: '""',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:106:81-106:83",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    reason:
      "the seeded task types' labels, descriptions and field descriptors are the deployment's: doc 1 describes a task type only by prose (\"the fields each accepts (descriptors)\", their layout not shown); only the maps facts.taskFields names are judged, and they still pass or fail as it says",
  },
  {
    at: "server/domain/catalog/task-types.ts:106:112-106:117",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    reason:
      "the `creatable` flag GET /task-types serves changed: doc 1 names no such field (a task type is described by prose only); whether a type is accepted on creation shows only in creating a task, which this flag does not change",
  },
  {
    at: "server/domain/catalog/task-types.ts:120:26-120:94",
    mutator: "ArrowFunction",
    original: "(d) => ({ ...d, ...(d.options ? { options: [...d.options] } : {}) })",
    replacement: "() => undefined",
    class: "b",
    reason:
      'how GET /task-types serves a type\'s descriptors: doc 1 names them ("the fields each accepts") without a layout, so what a descriptor holds is not stated',
  },
  {
    at: "server/domain/catalog/task-types.ts:120:34-120:93",
    mutator: "ObjectLiteral",
    original: "{ ...d, ...(d.options ? { options: [...d.options] } : {}) }",
    replacement: "{}",
    class: "b",
    reason:
      'how GET /task-types serves a type\'s descriptors: doc 1 names them ("the fields each accepts") without a layout, so what a descriptor holds is not stated',
  },
  {
    at: "server/domain/catalog/task-types.ts:120:58-120:85",
    mutator: "ObjectLiteral",
    original: "{ options: [...d.options] }",
    replacement: "{}",
    class: "b",
    reason:
      'how GET /task-types serves a type\'s descriptors: doc 1 names them ("the fields each accepts") without a layout, so what a descriptor holds is not stated',
  },
  {
    at: "server/domain/catalog/task-types.ts:120:69-120:83",
    mutator: "ArrayDeclaration",
    original: "[...d.options]",
    replacement: "[]",
    class: "b",
    reason:
      'how GET /task-types serves a type\'s descriptors: doc 1 names them ("the fields each accepts") without a layout, so what a descriptor holds is not stated',
  },
  {
    at: "server/domain/catalog/task-types.ts:139:16-139:31",
    mutator: "LogicalOperator",
    original: 'opts.base ?? ""',
    replacement: 'opts.base && ""',
    class: "b",
    reason:
      "the `path` of a field issue: the form of an issue's path is not stated (doc 2 Errors: the envelope's `issues`)",
  },
  {
    at: "server/domain/catalog/task-types.ts:143:40-143:117",
    mutator: "ObjectLiteral",
    original: "{ path: `${base}/${name}`, message: `unknown field ${JSON.stringify(name)}` }",
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:143:48-143:65",
    mutator: "StringLiteral",
    original: "`${base}/${name}`",
    replacement: "``",
    class: "b",
    reason:
      "the `path` of a field issue: the form of an issue's path is not stated (doc 2 Errors: the envelope's `issues`)",
  },
  {
    at: "server/domain/catalog/task-types.ts:143:76-143:115",
    mutator: "StringLiteral",
    original: "`unknown field ${JSON.stringify(name)}`",
    replacement: "``",
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:148:52-148:81",
    mutator: "ObjectLiteral",
    original: '{ path, message: "required" }',
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:148:69-148:79",
    mutator: "StringLiteral",
    original: '"required"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:154:65-154:83",
    mutator: "StringLiteral",
    original: '"must be a string"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:155:18-155:43",
    mutator: "ConditionalExpression",
    original: "d.maxLength !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a bound the descriptor does not set is undefined, and a comparison with undefined is false: no issue either way",
  },
  {
    at: "server/domain/catalog/task-types.ts:156:23-156:77",
    mutator: "ObjectLiteral",
    original: "{ path, message: `at most ${d.maxLength} characters` }",
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:156:40-156:75",
    mutator: "StringLiteral",
    original: "`at most ${d.maxLength} characters`",
    replacement: "``",
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:157:61-157:97",
    mutator: "ObjectLiteral",
    original: '{ path, message: "cannot be blank" }',
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:157:78-157:95",
    mutator: "StringLiteral",
    original: '"cannot be blank"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:160:13-160:34",
    mutator: "ConditionalExpression",
    original: 'typeof v !== "string"',
    replacement: "false",
    class: "c",
    reason: "a value that is no string is in no descriptor's options (all strings): refused either way",
  },
  {
    at: "server/domain/catalog/task-types.ts:161:40-161:81",
    mutator: "StringLiteral",
    original: '`must be one of ${d.options!.join(", ")}`',
    replacement: "``",
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:161:74-161:78",
    mutator: "StringLiteral",
    original: '", "',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:164:34-164:70",
    mutator: "MethodExpression",
    original: 'v.some((x) => typeof x !== "string")',
    replacement: 'v.every(x => typeof x !== "string")',
    class: "c",
    reason:
      "an array holding a non-string is refused by the request shape first (doc 1 CreatePublicTask `fields`: values string, array of string, boolean or number), before any descriptor is read",
  },
  {
    at: "server/domain/catalog/task-types.ts:164:41-164:69",
    mutator: "ArrowFunction",
    original: '(x) => typeof x !== "string"',
    replacement: "() => undefined",
    class: "c",
    reason:
      "an array holding a non-string is refused by the request shape first (doc 1 CreatePublicTask `fields`: values string, array of string, boolean or number), before any descriptor is read",
  },
  {
    at: "server/domain/catalog/task-types.ts:164:48-164:69",
    mutator: "ConditionalExpression",
    original: 'typeof x !== "string"',
    replacement: "false",
    class: "c",
    reason:
      "an array holding a non-string is refused by the request shape first (doc 1 CreatePublicTask `fields`: values string, array of string, boolean or number), before any descriptor is read",
  },
  {
    at: "server/domain/catalog/task-types.ts:165:23-165:71",
    mutator: "ObjectLiteral",
    original: '{ path, message: "must be an array of strings" }',
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:165:40-165:69",
    mutator: "StringLiteral",
    original: '"must be an array of strings"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:167:15-167:39",
    mutator: "ConditionalExpression",
    original: "d.maxItems !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a bound the descriptor does not set is undefined, and a comparison with undefined is false: no issue either way",
  },
  {
    at: "server/domain/catalog/task-types.ts:168:25-168:73",
    mutator: "ObjectLiteral",
    original: "{ path, message: `at most ${d.maxItems} items` }",
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:168:42-168:71",
    mutator: "StringLiteral",
    original: "`at most ${d.maxItems} items`",
    replacement: "``",
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:171:27-171:102",
    mutator: "ObjectLiteral",
    original: '{ path: `${path}/${i}`, message: `must be one of ${d.options.join(", ")}` }',
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:171:35-171:49",
    mutator: "StringLiteral",
    original: "`${path}/${i}`",
    replacement: "``",
    class: "b",
    reason:
      "the `path` of a field issue: the form of an issue's path is not stated (doc 2 Errors: the envelope's `issues`)",
  },
  {
    at: "server/domain/catalog/task-types.ts:171:60-171:100",
    mutator: "StringLiteral",
    original: '`must be one of ${d.options.join(", ")}`',
    replacement: "``",
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:171:93-171:97",
    mutator: "StringLiteral",
    original: '", "',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:172:22-172:47",
    mutator: "ConditionalExpression",
    original: "d.maxLength !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a bound the descriptor does not set is undefined, and a comparison with undefined is false: no issue either way",
  },
  {
    at: "server/domain/catalog/task-types.ts:173:27-173:97",
    mutator: "ObjectLiteral",
    original: "{ path: `${path}/${i}`, message: `at most ${d.maxLength} characters` }",
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:173:35-173:49",
    mutator: "StringLiteral",
    original: "`${path}/${i}`",
    replacement: "``",
    class: "b",
    reason:
      "the `path` of a field issue: the form of an issue's path is not stated (doc 2 Errors: the envelope's `issues`)",
  },
  {
    at: "server/domain/catalog/task-types.ts:173:60-173:95",
    mutator: "StringLiteral",
    original: "`at most ${d.maxLength} characters`",
    replacement: "``",
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:178:49-178:87",
    mutator: "ObjectLiteral",
    original: '{ path, message: "must be a boolean" }',
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:178:66-178:85",
    mutator: "StringLiteral",
    original: '"must be a boolean"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:181:13-181:57",
    mutator: "LogicalOperator",
    original: 'typeof v !== "number" || !Number.isFinite(v)',
    replacement: 'typeof v !== "number" && !Number.isFinite(v)',
    class: "c",
    reason:
      "Number.isFinite does not coerce: every value that is no number fails it too, so the check refuses the same values",
  },
  {
    at: "server/domain/catalog/task-types.ts:181:13-181:34",
    mutator: "ConditionalExpression",
    original: 'typeof v !== "number"',
    replacement: "false",
    class: "c",
    reason:
      "Number.isFinite does not coerce: every value that is no number fails it too, so the check refuses the same values",
  },
  {
    at: "server/domain/catalog/task-types.ts:181:71-181:108",
    mutator: "ObjectLiteral",
    original: '{ path, message: "must be a number" }',
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:181:88-181:106",
    mutator: "StringLiteral",
    original: '"must be a number"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:182:19-182:38",
    mutator: "ConditionalExpression",
    original: "d.min !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a bound the descriptor does not set is undefined, and a comparison with undefined is false: no issue either way",
  },
  {
    at: "server/domain/catalog/task-types.ts:182:57-182:76",
    mutator: "ConditionalExpression",
    original: "d.max !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a bound the descriptor does not set is undefined, and a comparison with undefined is false: no issue either way",
  },
  {
    at: "server/domain/catalog/task-types.ts:183:23-183:96",
    mutator: "ObjectLiteral",
    original: '{ path, message: `must be between ${d.min ?? "-∞"} and ${d.max ?? "∞"}` }',
    replacement: "{}",
    class: "b",
    reason:
      "the field issue's object emptied, the refusal kept: doc 1 gives `error.issues` as an array of object, a per-problem list, without its items' fields",
  },
  {
    at: "server/domain/catalog/task-types.ts:183:40-183:94",
    mutator: "StringLiteral",
    original: '`must be between ${d.min ?? "-∞"} and ${d.max ?? "∞"}`',
    replacement: "``",
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:183:59-183:72",
    mutator: "LogicalOperator",
    original: 'd.min ?? "-∞"',
    replacement: 'd.min && "-∞"',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:183:80-183:92",
    mutator: "LogicalOperator",
    original: 'd.max ?? "∞"',
    replacement: 'd.max && "∞"',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:203:85-203:94",
    mutator: "StringLiteral",
    original: '"/fields"',
    replacement: '""',
    class: "b",
    reason:
      "the `path` of a field issue: the form of an issue's path is not stated (doc 2 Errors: the envelope's `issues`)",
  },
  {
    at: "server/domain/catalog/task-types.ts:139:29-139:31",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the `path` of a field issue: the form of an issue's path is not stated (doc 2 Errors: the envelope's `issues`)",
  },
  {
    at: "server/domain/catalog/task-types.ts:183:68-183:72",
    mutator: "StringLiteral",
    original: '"-∞"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
  {
    at: "server/domain/catalog/task-types.ts:183:89-183:92",
    mutator: "StringLiteral",
    original: '"∞"',
    replacement: '""',
    class: "b",
    reason: "the text of a field issue's `message`: issue messages are not stated",
  },
];
