/**
 * Each kind of change the brief (issue 16) names, made once in a copy of the contract: the diff
 * finds exactly that change, classifies it, and says where it is (operation, part, field, pointer).
 */
import { describe, expect, it } from "vitest";
import { CHANGE_KINDS } from "../kinds/index.ts";
import { VERSIONING_SENTENCES } from "../clause-sentences.ts";
import { VERSIONING } from "../../../contract/clauses/doc2-versioning.ts";
import { BASE, derive, diff, op, param, schema, type Doc } from "./derive.ts";
import type { ChangeClass } from "../types.ts";

interface Case {
  name: string;
  mutate: (doc: Doc) => void;
  /** The old side, when it is not the contract itself (a bound stated first, then lowered). */
  base?: (doc: Doc) => void;
  kind: string;
  class: ChangeClass;
  operationId: string | null;
  part: string;
  field?: string;
  pointer: string;
  old: unknown;
  new: unknown;
}

const KEY_BODY = "/components/schemas/CreateHeadlessPublicApiKey";
const ME = "/components/schemas/PublicIdentity";
const RUNS = "/paths/~1debug~1runs/get";

const CASES: Case[] = [
  // additive
  {
    name: "a new operation",
    mutate: (d) =>
      (d.paths["/widgets"] = { get: { ...structuredClone(op(d, "get", "/me")), operationId: "listWidgets" } }),
    kind: "operation-added",
    class: "additive",
    operationId: "listWidgets",
    part: "operation",
    pointer: "/paths/~1widgets/get",
    old: null,
    new: "GET /widgets",
  },
  {
    name: "a new optional request field",
    mutate: (d) => (schema(d, "CreateHeadlessPublicApiKey").properties.note = { type: "string" }),
    kind: "request-field-added-optional",
    class: "additive",
    operationId: "createKey",
    part: "request body",
    field: "note",
    pointer: `${KEY_BODY}/properties/note`,
    old: null,
    new: { schema: { type: "string" }, required: false },
  },
  {
    name: "a new enum value in a request",
    mutate: (d) => schema(d, "CreateHeadlessPublicApiKey").properties.scope.enum.push("audit"),
    kind: "request-enum-value-added",
    class: "additive",
    operationId: "createKey",
    part: "request body",
    field: "scope",
    pointer: `${KEY_BODY}/properties/scope/enum`,
    old: null,
    new: "audit",
  },
  {
    name: "a new enum value in a response",
    mutate: (d) => schema(d, "PublicIdentity").properties.scope.enum.push("owner"),
    kind: "response-enum-value-added",
    class: "additive",
    operationId: "getMe",
    part: "response 200",
    field: "scope",
    pointer: `${ME}/properties/scope/enum`,
    old: null,
    new: "owner",
  },
  {
    name: "a new error code",
    mutate: (d) =>
      op(d, "post", "/kaizen/entries/{entryId}/acknowledge")["x-errors"].push({
        status: 409,
        token: "kaizen_entry_locked",
        condition: "the entry is locked",
      }),
    kind: "error-code-added",
    class: "additive",
    operationId: "acknowledgeKaizenEntry",
    part: "error 409 kaizen_entry_locked",
    pointer: "/paths/~1kaizen~1entries~1{entryId}~1acknowledge/post/x-errors/2",
    old: null,
    new: { status: 409, code: "kaizen_entry_locked", condition: "the entry is locked" },
  },
  {
    name: "a new response field",
    mutate: (d) => (schema(d, "PublicIdentity").properties.region = { type: "string" }),
    kind: "response-field-added",
    class: "additive",
    operationId: "getMe",
    part: "response 200",
    field: "region",
    pointer: `${ME}/properties/region`,
    old: null,
    new: { schema: { type: "string" }, required: false },
  },
  {
    name: "a new optional query parameter",
    mutate: (d) =>
      op(d, "get", "/debug/runs").parameters.push({
        name: "taskId",
        in: "query",
        required: false,
        schema: { type: "string" },
      }),
    kind: "parameter-added-optional",
    class: "additive",
    operationId: "listDebugRuns",
    part: "query parameter taskId",
    pointer: `${RUNS}/parameters/4`,
    old: null,
    new: { name: "taskId", in: "query", required: false },
  },
  {
    name: "a new documented status",
    mutate: (d) =>
      (op(d, "get", "/debug/runs").responses["409"] = structuredClone(op(d, "get", "/debug/runs").responses.default)),
    kind: "status-added",
    class: "additive",
    operationId: "listDebugRuns",
    part: "response 409",
    pointer: `${RUNS}/responses/409`,
    old: null,
    new: "Error envelope (doc 2 Errors): every operation may answer a 4XX or 5XX with it",
  },
  {
    name: "a lower scope",
    mutate: (d) => (op(d, "post", "/keys")["x-scope"] = "write"),
    kind: "scope-lowered",
    class: "additive",
    operationId: "createKey",
    part: "operation",
    pointer: "/paths/~1keys/post/x-scope",
    old: "admin",
    new: "write",
  },

  // breaking
  {
    name: "a removed operation",
    mutate: (d) => delete d.paths["/debug/runs"].get,
    kind: "operation-removed",
    class: "breaking",
    operationId: "listDebugRuns",
    part: "operation",
    pointer: RUNS,
    old: "GET /debug/runs",
    new: null,
  },
  {
    name: "a removed request field",
    mutate: (d) => delete schema(d, "CreateHeadlessPublicApiKey").properties.externalIdentity,
    kind: "request-field-removed",
    class: "breaking",
    operationId: "createKey",
    part: "request body",
    field: "externalIdentity",
    pointer: `${KEY_BODY}/properties/externalIdentity`,
    old: { schema: BASE.components.schemas.CreateHeadlessPublicApiKey.properties.externalIdentity, required: false },
    new: null,
  },
  {
    name: "a removed response field",
    mutate: (d) => delete schema(d, "PublicIdentity").properties.label,
    kind: "response-field-removed",
    class: "breaking",
    operationId: "getMe",
    part: "response 200",
    field: "label",
    pointer: `${ME}/properties/label`,
    old: { schema: { type: "string" }, required: true },
    new: null,
  },
  {
    name: "maxLength lowered in a request",
    mutate: (d) => (schema(d, "CreateHeadlessPublicApiKey").properties.label.maxLength = 60),
    kind: "request-constraint-narrowed",
    class: "breaking",
    operationId: "createKey",
    part: "request body",
    field: "label",
    pointer: `${KEY_BODY}/properties/label/maxLength`,
    old: 120,
    new: 60,
  },
  {
    name: "maximum lowered on a query parameter",
    mutate: (d) => (param(d, "get", "/debug/runs", "limit").schema.maximum = 50),
    kind: "request-constraint-narrowed",
    class: "breaking",
    operationId: "listDebugRuns",
    part: "query parameter limit",
    pointer: `${RUNS}/parameters/2/schema/maximum`,
    old: 100,
    new: 50,
  },
  {
    name: "minLength raised in a request",
    mutate: (d) => (schema(d, "CreateHeadlessPublicApiKey").properties.label.minLength = 3),
    kind: "request-constraint-narrowed",
    class: "breaking",
    operationId: "createKey",
    part: "request body",
    field: "label",
    pointer: `${KEY_BODY}/properties/label/minLength`,
    old: 1,
    new: 3,
  },
  {
    name: "minimum raised on a query parameter",
    mutate: (d) => (param(d, "get", "/debug/runs", "since").schema.minimum = 1),
    kind: "request-constraint-narrowed",
    class: "breaking",
    operationId: "listDebugRuns",
    part: "query parameter since",
    pointer: `${RUNS}/parameters/1/schema/minimum`,
    old: 0,
    new: 1,
  },
  {
    name: "maxItems lowered in a request",
    base: (d) => (schema(d, "PutNotificationWebhook").properties.runEvents.maxItems = 3),
    mutate: (d) => (schema(d, "PutNotificationWebhook").properties.runEvents.maxItems = 2),
    kind: "request-constraint-narrowed",
    class: "breaking",
    operationId: "putNotificationWebhook",
    part: "request body",
    field: "runEvents",
    pointer: "/components/schemas/PutNotificationWebhook/properties/runEvents/maxItems",
    old: 3,
    new: 2,
  },
  {
    name: "a changed pattern",
    mutate: (d) => (schema(d, "CreateHeadlessPublicApiKey").properties.externalIdentity.pattern = "^[a-z]+$"),
    kind: "constraint-changed",
    class: "breaking",
    operationId: "createKey",
    part: "request body",
    field: "externalIdentity",
    pointer: `${KEY_BODY}/properties/externalIdentity/pattern`,
    old: BASE.components.schemas.CreateHeadlessPublicApiKey.properties.externalIdentity.pattern,
    new: "^[a-z]+$",
  },
  {
    name: "an enum value removed from a request",
    mutate: (d) => (schema(d, "CreateHeadlessPublicApiKey").properties.scope.enum = ["read", "write"]),
    kind: "request-enum-value-removed",
    class: "breaking",
    operationId: "createKey",
    part: "request body",
    field: "scope",
    pointer: `${KEY_BODY}/properties/scope/enum`,
    old: "decide",
    new: null,
  },
  {
    name: "a new required request field",
    mutate: (d) => {
      schema(d, "CreateHeadlessPublicApiKey").properties.owner = { type: "string" };
      schema(d, "CreateHeadlessPublicApiKey").required.push("owner");
    },
    kind: "request-field-added-required",
    class: "breaking",
    operationId: "createKey",
    part: "request body",
    field: "owner",
    pointer: `${KEY_BODY}/properties/owner`,
    old: null,
    new: { schema: { type: "string" }, required: true },
  },
  {
    name: "a new required query parameter",
    mutate: (d) =>
      op(d, "get", "/debug/runs").parameters.push({
        name: "taskId",
        in: "query",
        required: true,
        schema: { type: "string" },
      }),
    kind: "parameter-added-required",
    class: "breaking",
    operationId: "listDebugRuns",
    part: "query parameter taskId",
    pointer: `${RUNS}/parameters/4`,
    old: null,
    new: { name: "taskId", in: "query", required: true },
  },
  {
    name: "a changed type",
    mutate: (d) => (schema(d, "PublicIdentity").properties.createdAt.type = "string"),
    kind: "type-changed",
    class: "breaking",
    operationId: "getMe",
    part: "response 200",
    field: "createdAt",
    pointer: `${ME}/properties/createdAt/type`,
    old: "number",
    new: "string",
  },
  {
    name: "a raised scope",
    mutate: (d) => (op(d, "get", "/debug/runs")["x-scope"] = "write"),
    kind: "scope-raised",
    class: "breaking",
    operationId: "listDebugRuns",
    part: "operation",
    pointer: `${RUNS}/x-scope`,
    old: "read",
    new: "write",
  },
  {
    name: "a removed response status",
    mutate: (d) => delete op(d, "post", "/kaizen/entries/{entryId}/acknowledge").responses["404"],
    kind: "status-removed",
    class: "breaking",
    operationId: "acknowledgeKaizenEntry",
    part: "response 404",
    pointer: "/paths/~1kaizen~1entries~1{entryId}~1acknowledge/post/responses/404",
    old: "unknown Kaizen entry",
    new: null,
  },
  {
    name: "a field made required in a request",
    mutate: (d) => schema(d, "CreateHeadlessPublicApiKey").required.push("externalIdentity"),
    kind: "request-field-made-required",
    class: "breaking",
    operationId: "createKey",
    part: "request body",
    field: "externalIdentity",
    pointer: `${KEY_BODY}/required`,
    old: false,
    new: true,
  },
  {
    name: "a nullable response field made non-nullable",
    mutate: (d) => (schema(d, "PublicIdentity").properties.externalIdentity.type = "string"),
    kind: "response-null-removed",
    class: "breaking",
    operationId: "getMe",
    part: "response 200",
    field: "externalIdentity",
    pointer: `${ME}/properties/externalIdentity`,
    old: true,
    new: false,
  },
  {
    name: "a removed error code",
    mutate: (d) => op(d, "post", "/kaizen/entries/{entryId}/acknowledge")["x-errors"].pop(),
    kind: "error-code-removed",
    class: "breaking",
    operationId: "acknowledgeKaizenEntry",
    part: "error 404 kaizen_entry_not_found",
    pointer: "/paths/~1kaizen~1entries~1{entryId}~1acknowledge/post/x-errors/1",
    old: { status: 404, code: "kaizen_entry_not_found", condition: "unknown Kaizen entry" },
    new: null,
  },
  {
    name: "a response field no longer always present",
    mutate: (d) =>
      (schema(d, "PublicIdentity").required = schema(d, "PublicIdentity").required.filter(
        (n: string) => n !== "label",
      )),
    kind: "response-field-made-optional",
    class: "breaking",
    operationId: "getMe",
    part: "response 200",
    field: "label",
    pointer: `${ME}/required`,
    old: true,
    new: false,
  },

  // compatible and documentation
  {
    name: "a response field made always present",
    mutate: (d) => schema(d, "PublicService").required.push("provisioning"),
    kind: "response-field-made-required",
    class: "compatible",
    operationId: "listServices",
    part: "response 200",
    field: "services[].provisioning",
    pointer: "/components/schemas/PublicService/required",
    old: false,
    new: true,
  },
  {
    name: "an operation's summary",
    mutate: (d) => (op(d, "get", "/debug/runs").summary = "List runs"),
    kind: "operation-documentation-changed",
    class: "documentation",
    operationId: "listDebugRuns",
    part: "operation",
    pointer: `${RUNS}/summary`,
    old: "List the workspace's runs, newest first",
    new: "List runs",
  },
  {
    name: "a field's description",
    mutate: (d) => (schema(d, "PublicIdentity").properties.label.description = "the key's label"),
    kind: "schema-documentation-changed",
    class: "documentation",
    operationId: "getMe",
    part: "response 200",
    field: "label",
    pointer: `${ME}/properties/label/description`,
    old: null,
    new: "the key's label",
  },
];

describe("each kind of change, made once in a copy of the contract", () => {
  it.each(CASES)("$name: $kind ($class)", (c) => {
    const old = c.base ? derive(c.base) : BASE;
    const d = diff(derive(c.mutate, old), old);
    expect(d.changes.map((x) => x.kind)).toEqual([c.kind]);
    const [change] = d.changes;
    expect(change!.class).toBe(c.class);
    expect({ old: change!.old, new: change!.new }).toEqual({ old: c.old, new: c.new });
    expect(change!.newPointer ?? change!.oldPointer).toBe(c.pointer);
    const where = change!.where.find((w) => w.operationId === c.operationId);
    expect(where, `reaches ${c.operationId}`).toBeDefined();
    expect(where!.part).toBe(c.part);
    expect(where!.field).toBe(c.field ?? "");
    expect(d.verdict).toBe(c.class === "breaking" ? "breaking" : "non-breaking");
  });
});

describe("the diff as a whole", () => {
  it("finds nothing between a document and its copy", () => {
    const d = diff(structuredClone(BASE));
    expect([d.verdict, d.changes, d.summary]).toEqual([
      "identical",
      [],
      { breaking: 0, additive: 0, compatible: 0, documentation: 0 },
    ]);
    expect([d.old.operations, d.new.operations]).toEqual([125, 125]);
  });

  it("reports a change to a shared schema once, with every operation it reaches", () => {
    const d = diff(derive((doc) => (schema(doc, "PutNotificationWebhook").properties.name.maxLength = 50)));
    expect(d.changes).toHaveLength(1);
    expect(d.changes[0]!.where.map((w) => w.operationId).sort()).toEqual([
      "putNotificationWebhook",
      "putNotificationWebhookById",
    ]);
  });

  it("judges one schema by the direction it is read in: relaxed in a request, relaxed in a response", () => {
    // PublicKaizenEntry is only a response; CreateHeadlessPublicApiKey only a request.
    const relaxed = diff(derive((doc) => (schema(doc, "CreateHeadlessPublicApiKey").properties.label.maxLength = 500)));
    expect(relaxed.changes.map((c) => [c.kind, c.class])).toEqual([["request-constraint-relaxed", "additive"]]);
    const nullable = diff(derive((doc) => (schema(doc, "PublicIdentity").properties.label.type = ["string", "null"])));
    expect(nullable.changes.map((c) => [c.kind, c.class])).toEqual([["response-null-added", "breaking"]]);
  });

  it("reads null the same however it is written (type list, anyOf idiom)", () => {
    const d = diff(
      derive(
        (doc) =>
          (schema(doc, "PublicIdentity").properties.externalIdentity = {
            anyOf: [{ type: "string" }, { type: "null" }],
          }),
      ),
    );
    expect(d.changes).toEqual([]);
  });

  it("reads allOf as one schema: the same shape split in two parts is no change, and a part's change is found where it is stated", () => {
    const split = derive((doc) => {
      const { label, ...rest } = schema(doc, "PublicIdentity").properties;
      doc.components.schemas.Labelled = { type: "object", properties: { label }, required: ["label"] };
      doc.components.schemas.PublicIdentity = {
        allOf: [
          { $ref: "#/components/schemas/Labelled" },
          {
            ...schema(doc, "PublicIdentity"),
            properties: rest,
            required: schema(doc, "PublicIdentity").required.filter((n: string) => n !== "label"),
          },
        ],
      };
    });
    expect(diff(split).changes).toEqual([]);
    const d = diff(
      derive((doc) => (schema(doc, "Labelled").properties.label.maxLength = 10), split),
      split,
    );
    expect(
      d.changes.map((c) => [c.kind, c.newPointer, c.where.map((w) => `${w.operationId} ${w.part} ${w.field}`)]),
    ).toEqual([
      [
        "response-constraint-narrowed",
        "/components/schemas/Labelled/properties/label/maxLength",
        ["getMe response 200 label"],
      ],
    ]);
  });

  it("cites a Versioning clause of the register, with its sentence, for every kind", () => {
    const register = new Set(VERSIONING.map((c) => c.id));
    for (const k of CHANGE_KINDS) {
      expect(register.has(k.clause), `${k.id} cites ${k.clause}`).toBe(true);
      expect(VERSIONING_SENTENCES[k.clause]).toMatch(/\.$/);
    }
    expect(new Set(CHANGE_KINDS.map((k) => k.id)).size).toBe(CHANGE_KINDS.length);
  });

  it("classifies a change it has no kind for as breaking, naming the keyword", () => {
    const d = diff(derive((doc) => (schema(doc, "PublicIdentity").properties.label.readOnly = true)));
    expect(d.changes.map((c) => [c.kind, c.class, c.detail])).toEqual([
      ["schema-unrecognised-change", "breaking", "readOnly"],
    ]);
  });
});
