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
];
