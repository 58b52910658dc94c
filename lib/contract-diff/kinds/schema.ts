/**
 * Change kinds found at a pair of schema nodes. A schema is read by its direction: a client writes
 * requests, so a request that admits more is an addition and one that admits less breaks it; a
 * client reads responses, so a response that may carry more than before breaks it unless the
 * clause admits the addition (new fields, new enum values), and one that carries less is compatible.
 */
import { keywordAt, propertyAt } from "../schema-node.ts";
import {
  CONSTRAINT_KEYWORDS,
  constraintChanges,
  enumOf,
  missing,
  openness,
  opennessName,
  propertiesOf,
  requiredOf,
  same,
  typeEffect,
  type Effect,
} from "../compare.ts";
import type { Direction, Finding, SchemaSite } from "../types.ts";
import { finding, kinds } from "./build.ts";

const fieldJoin = (field: string, name: string) => (field ? `${field}.${name}` : name);
const typeName = (types: string[]) => (types.length ? types.join("|") : "any");

/** Properties one side names and the other does not, with whether the side that has it requires it. */
function propertiesOnlyIn(s: SchemaSite, side: "old" | "new"): Finding[] {
  const [here, there] = side === "new" ? [s.new, s.old] : [s.old, s.new];
  const theirs = propertiesOf(there.raw);
  const required = requiredOf(here.raw);
  return Object.entries(propertiesOf(here.raw))
    .filter(([name]) => !(name in theirs))
    .map(([name, schema]) => {
      const value = { schema, required: required.includes(name) };
      const pointer = propertyAt(here, name);
      const more = { field: fieldJoin(s.location.field, name) };
      return side === "new" ? finding(null, value, null, pointer, more) : finding(value, null, pointer, null, more);
    });
}

/** Properties both sides name whose required-ness moved `to` required (true) or optional (false). */
function requiredMoved(s: SchemaSite, to: boolean): Finding[] {
  const oldReq = requiredOf(s.old.raw);
  const newReq = requiredOf(s.new.raw);
  const oldProps = propertiesOf(s.old.raw);
  return Object.keys(propertiesOf(s.new.raw))
    .filter((name) => name in oldProps && oldReq.includes(name) !== to && newReq.includes(name) === to)
    .map((name) =>
      finding(!to, to, keywordAt(s.old, "required"), keywordAt(s.new, "required"), {
        field: fieldJoin(s.location.field, name),
        detail: to ? "now required" : "now optional",
      }),
    );
}

function enumMoved(s: SchemaSite, keyword: "enum" | "x-known-values", which: "added" | "removed"): Finding[] {
  const read = (raw: Record<string, unknown>) =>
    keyword === "enum" ? enumOf(raw) : Array.isArray(raw[keyword]) ? (raw[keyword] as unknown[]) : null;
  const o = read(s.old.raw);
  const n = read(s.new.raw);
  // A closed set appearing or going is a constraint (narrower/wider), not a value added or removed.
  if (!o || !n) return [];
  const values = which === "added" ? missing(n, o) : missing(o, n);
  return values.map((v) =>
    finding(
      which === "added" ? null : v,
      which === "added" ? v : null,
      keywordAt(s.old, keyword),
      keywordAt(s.new, keyword),
      { detail: `value ${JSON.stringify(v)}` },
    ),
  );
}

/** The enum stated on one side only acts as a bound: stating one narrows, dropping one widens. */
function enumAsBound(s: SchemaSite): { keyword: string; old: unknown; new: unknown; effect: Effect }[] {
  const o = enumOf(s.old.raw);
  const n = enumOf(s.new.raw);
  if (!o === !n) return [];
  return [{ keyword: "enum", old: o, new: n, effect: o ? "wider" : "narrower" }];
}

/** Constraints (bounds, pattern, format, a closed set appearing, items' schema) that moved with this effect. */
function constraints(s: SchemaSite, effect: Effect): Finding[] {
  const moved = [...constraintChanges(s.old.raw, s.new.raw), ...enumAsBound(s)];
  const items = (r: Record<string, unknown>) => (r.items !== null && typeof r.items === "object" ? r.items : undefined);
  if (!items(s.old.raw) !== !items(s.new.raw))
    moved.push({
      keyword: "items",
      old: items(s.old.raw) ?? null,
      new: items(s.new.raw) ?? null,
      effect: items(s.old.raw) ? "wider" : "narrower",
    });
  return moved
    .filter((c) => c.effect === effect)
    .map((c) =>
      finding(
        c.old,
        c.new,
        c.old === null ? null : keywordAt(s.old, c.keyword),
        c.new === null ? null : keywordAt(s.new, c.keyword),
        { detail: c.keyword },
      ),
    );
}

function typeMoved(s: SchemaSite, effects: Effect[]): Finding[] {
  // A union on one side only is a change of shape, whichever way it is read.
  if (!s.old.variants !== !s.new.variants) {
    if (!effects.includes("changed")) return [];
    const shape = (v: SchemaSite["old"]) =>
      v.variants ? `one of ${v.variants.map((b) => b.key).join(", ")}` : typeName(v.types);
    return [finding(shape(s.old), shape(s.new), s.old.pointer, s.new.pointer, { detail: "union on one side only" })];
  }
  const effect = typeEffect(s.old, s.new);
  if (!effect || !effects.includes(effect)) return [];
  return [
    finding(typeName(s.old.types), typeName(s.new.types), keywordAt(s.old, "type"), keywordAt(s.new, "type"), {
      detail: `type ${effect}`,
    }),
  ];
}

function nullMoved(s: SchemaSite, to: boolean): Finding[] {
  if (s.old.nullable === s.new.nullable || s.new.nullable !== to) return [];
  return [
    finding(s.old.nullable, s.new.nullable, s.old.pointer, s.new.pointer, {
      detail: to ? "null now allowed" : "null no longer allowed",
    }),
  ];
}

function objectMoved(s: SchemaSite, effect: "wider" | "narrower"): Finding[] {
  const o = openness(s.old.raw);
  const n = openness(s.new.raw);
  if (o === n || n > o !== (effect === "wider")) return [];
  return [
    finding(
      opennessName(o),
      opennessName(n),
      keywordAt(s.old, "additionalProperties"),
      keywordAt(s.new, "additionalProperties"),
      { detail: "additionalProperties" },
    ),
  ];
}

function variantsOnlyIn(s: SchemaSite, side: "old" | "new", tagged: boolean | null): Finding[] {
  if (!s.old.variants || !s.new.variants || !same(s.old.raw.discriminator, s.new.raw.discriminator)) return [];
  const [here, there] = side === "new" ? [s.new.variants, s.old.variants] : [s.old.variants, s.new.variants];
  return here
    .filter((v) => !there.some((w) => w.key === v.key) && (tagged === null || v.tagged === tagged))
    .map((v) =>
      side === "new"
        ? finding(null, v.key, null, v.node.pointer, { detail: `branch ${v.key}` })
        : finding(v.key, null, v.node.pointer, null, { detail: `branch ${v.key}` }),
    );
}

/** The schema keywords this table reads; any other that differs is an unrecognised change. */
const DOCUMENTATION = ["description", "title", "examples", "example", "$comment", "deprecated", "externalDocs"];
const KNOWN = new Set([
  ...DOCUMENTATION,
  ...CONSTRAINT_KEYWORDS,
  "type",
  "nullable",
  "anyOf",
  "oneOf",
  "discriminator",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "x-known-values",
  "default",
]);

function keywords(s: SchemaSite, select: (k: string) => boolean): Finding[] {
  const keys = [...new Set([...Object.keys(s.old.raw), ...Object.keys(s.new.raw)])].filter(select);
  return keys
    .filter((k) => !same(s.old.raw[k], s.new.raw[k]))
    .map((k) =>
      finding(
        s.old.raw[k],
        s.new.raw[k],
        s.old.raw[k] === undefined ? null : keywordAt(s.old, k),
        s.new.raw[k] === undefined ? null : keywordAt(s.new, k),
        { detail: k },
      ),
    );
}

const when = (d: Direction, detect: (s: SchemaSite) => Finding[]) => (s: SchemaSite) =>
  s.direction === d ? detect(s) : [];

export const SCHEMA_KINDS = kinds<SchemaSite>([
  // Fields
  {
    id: "request-field-added-optional",
    class: "additive",
    site: "schema",
    title: "new optional request field",
    clause: "D2-VERSION-ADDITIVE",
    because: "a new object field; requests without it keep working",
    detect: when("request", (s) =>
      propertiesOnlyIn(s, "new").filter((f) => !(f.new as { required: boolean }).required),
    ),
  },
  {
    id: "request-field-added-required",
    class: "breaking",
    site: "schema",
    title: "new required request field",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests written without it are now refused: not an addition a client can ignore",
    detect: when("request", (s) => propertiesOnlyIn(s, "new").filter((f) => (f.new as { required: boolean }).required)),
  },
  {
    id: "request-field-removed",
    class: "breaking",
    site: "schema",
    title: "request field removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "a field clients send is gone: the clause admits only additions",
    detect: when("request", (s) => propertiesOnlyIn(s, "old")),
  },
  {
    id: "request-field-made-required",
    class: "breaking",
    site: "schema",
    title: "request field made required",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "an omitted field kept the stored value; omitting it is now refused",
    detect: when("request", (s) => requiredMoved(s, true)),
  },
  {
    id: "request-field-made-optional",
    class: "additive",
    site: "schema",
    title: "request field made optional",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "requests may now omit it (keeping the stored value); every request that sent it still works",
    detect: when("request", (s) => requiredMoved(s, false)),
  },
  {
    id: "response-field-added",
    class: "additive",
    site: "schema",
    title: "new response field",
    clause: "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN",
    because: "new object fields may appear; consumers must accept unknown fields",
    detect: when("response", (s) => propertiesOnlyIn(s, "new")),
  },
  {
    id: "response-field-removed",
    class: "breaking",
    site: "schema",
    title: "response field removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "a field clients read is gone: the clause admits only additions",
    detect: when("response", (s) => propertiesOnlyIn(s, "old")),
  },
  {
    id: "response-field-made-optional",
    class: "breaking",
    site: "schema",
    title: "response field no longer always present",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "absent and null are distinct: a field clients always got may now be absent",
    detect: when("response", (s) => requiredMoved(s, false)),
  },
  {
    id: "response-field-made-required",
    class: "compatible",
    site: "schema",
    title: "response field now always present",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "a field that could be absent is now always sent; clients handled both",
    detect: when("response", (s) => requiredMoved(s, true)),
  },

  // Enum values
  {
    id: "request-enum-value-added",
    class: "additive",
    site: "schema",
    title: "new enum value accepted in a request",
    clause: "D2-VERSION-ADDITIVE",
    because: "new enum values may appear without a major version",
    detect: when("request", (s) => enumMoved(s, "enum", "added")),
  },
  {
    id: "request-enum-value-removed",
    class: "breaking",
    site: "schema",
    title: "enum value removed from a request",
    clause: "D2-VERSION-ADDITIVE",
    because: "a value clients send is now refused: the clause admits only new values",
    detect: when("request", (s) => enumMoved(s, "enum", "removed")),
  },
  {
    id: "response-enum-value-added",
    class: "additive",
    site: "schema",
    title: "new enum value in a response",
    clause: "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN",
    because: "new enum values may appear; consumers must accept unknown enum values",
    detect: when("response", (s) => enumMoved(s, "enum", "added")),
  },
  {
    id: "response-enum-value-removed",
    class: "compatible",
    site: "schema",
    title: "enum value no longer sent in a response",
    clause: "D2-VERSION-ADDITIVE",
    because: "the response carries fewer values; clients handled every one of them",
    detect: when("response", (s) => enumMoved(s, "enum", "removed")),
  },
  {
    id: "known-value-added",
    class: "additive",
    site: "schema",
    title: "new stated value of an open set",
    clause: "D2-VERSION-ADDITIVE",
    because: "a new enum value of a set that was already open",
    detect: (s) => enumMoved(s, "x-known-values", "added"),
  },
  {
    id: "known-value-removed",
    class: "documentation",
    site: "schema",
    title: "stated value of an open set no longer listed",
    clause: "D2-VERSION-ADDITIVE",
    because: "the set stays open: any string is still accepted and may still be sent",
    detect: (s) => enumMoved(s, "x-known-values", "removed"),
  },

  // Types and null
  {
    id: "type-changed",
    class: "breaking",
    site: "schema",
    title: "type changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "values of the old type are refused or values of a new type arrive: not an addition the clause admits",
    detect: (s) => typeMoved(s, s.direction === "request" ? ["narrower", "changed"] : ["wider", "changed"]),
  },
  {
    id: "request-type-widened",
    class: "additive",
    site: "schema",
    title: "request accepts a wider type",
    clause: "D2-VERSION-ADDITIVE",
    because: "every value of the old type is still accepted",
    detect: when("request", (s) => typeMoved(s, ["wider"])),
  },
  {
    id: "response-type-narrowed",
    class: "compatible",
    site: "schema",
    title: "response sends a narrower type",
    clause: "D2-VERSION-ADDITIVE",
    because: "every value sent is of the old type",
    detect: when("response", (s) => typeMoved(s, ["narrower"])),
  },
  {
    id: "request-null-allowed",
    class: "additive",
    site: "schema",
    title: "request field accepts null",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "null is a value: one more value is accepted, every old one still is",
    detect: when("request", (s) => nullMoved(s, true)),
  },
  {
    id: "request-null-refused",
    class: "breaking",
    site: "schema",
    title: "request field no longer accepts null",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "null is a value clients send (to clear a field); it is now refused",
    detect: when("request", (s) => nullMoved(s, false)),
  },
  {
    id: "response-null-added",
    class: "breaking",
    site: "schema",
    title: "response field may now be null",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "null is a value clients have not handled here; the clause admits new fields and enum values, not null",
    detect: when("response", (s) => nullMoved(s, true)),
  },
  {
    id: "response-null-removed",
    class: "breaking",
    site: "schema",
    title: "nullable response field made non-nullable",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "null is a value with a meaning clients act on (a null cursor ends paging); it no longer comes",
    detect: when("response", (s) => nullMoved(s, false)),
  },

  // Constraints
  {
    id: "request-constraint-narrowed",
    class: "breaking",
    site: "schema",
    title: "request bound narrowed",
    clause: "D2-VERSION-ADDITIVE",
    because: "values clients send within the old bound are now refused",
    detect: when("request", (s) => constraints(s, "narrower")),
  },
  {
    id: "request-constraint-relaxed",
    class: "additive",
    site: "schema",
    title: "request bound relaxed",
    clause: "D2-VERSION-ADDITIVE",
    because: "every request within the old bound is still accepted",
    detect: when("request", (s) => constraints(s, "wider")),
  },
  {
    id: "response-constraint-relaxed",
    class: "breaking",
    site: "schema",
    title: "response bound relaxed",
    clause: "D2-VERSION-ADDITIVE",
    because: "responses may carry values outside the bound clients relied on",
    detect: when("response", (s) => constraints(s, "wider")),
  },
  {
    id: "response-constraint-narrowed",
    class: "compatible",
    site: "schema",
    title: "response bound narrowed",
    clause: "D2-VERSION-ADDITIVE",
    because: "every value sent is within the old bound",
    detect: when("response", (s) => constraints(s, "narrower")),
  },
  {
    id: "constraint-changed",
    class: "breaking",
    site: "schema",
    title: "constraint changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "neither bound contains the other: values valid under one are invalid under the other",
    detect: (s) => constraints(s, "changed"),
  },
  {
    id: "request-object-narrowed",
    class: "breaking",
    site: "schema",
    title: "request object admits fewer unnamed fields",
    clause: "D2-VERSION-ADDITIVE",
    because: "fields clients send beyond the named ones are now refused",
    detect: when("request", (s) => objectMoved(s, "narrower")),
  },
  {
    id: "request-object-widened",
    class: "additive",
    site: "schema",
    title: "request object admits more unnamed fields",
    clause: "D2-VERSION-ADDITIVE",
    because: "every request accepted before still is",
    detect: when("request", (s) => objectMoved(s, "wider")),
  },
  {
    id: "response-object-widened",
    class: "additive",
    site: "schema",
    title: "response object may carry unnamed fields",
    clause: "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN",
    because: "new object fields may appear; consumers must accept unknown fields",
    detect: when("response", (s) => objectMoved(s, "wider")),
  },
  {
    id: "response-object-narrowed",
    class: "compatible",
    site: "schema",
    title: "response object carries fewer unnamed fields",
    clause: "D2-VERSION-ADDITIVE",
    because: "every response sent is one the old document allowed",
    detect: when("response", (s) => objectMoved(s, "narrower")),
  },

  // Unions
  {
    id: "request-variant-added",
    class: "additive",
    site: "schema",
    title: "request accepts a new union branch",
    clause: "D2-VERSION-ADDITIVE",
    because: "a new kind of value is accepted; every old one still is",
    detect: when("request", (s) => variantsOnlyIn(s, "new", null)),
  },
  {
    id: "request-variant-removed",
    class: "breaking",
    site: "schema",
    title: "union branch removed from a request",
    clause: "D2-VERSION-ADDITIVE",
    because: "a kind of value clients send is now refused",
    detect: when("request", (s) => variantsOnlyIn(s, "old", null)),
  },
  {
    id: "response-variant-added",
    class: "additive",
    site: "schema",
    title: "new tagged branch in a response",
    clause: "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN",
    because: "a new value of the tag (an enum value) with its fields; consumers must accept unknown enum values",
    detect: when("response", (s) => variantsOnlyIn(s, "new", true)),
  },
  {
    id: "response-shape-added",
    class: "breaking",
    site: "schema",
    title: "new untagged branch in a response",
    clause: "D2-VERSION-ADDITIVE",
    because: "a value of a shape clients have not seen, with no tag to tell it by",
    detect: when("response", (s) => variantsOnlyIn(s, "new", false)),
  },
  {
    id: "response-variant-removed",
    class: "compatible",
    site: "schema",
    title: "union branch no longer sent in a response",
    clause: "D2-VERSION-ADDITIVE",
    because: "the response carries fewer kinds of value; clients handled each",
    detect: when("response", (s) => variantsOnlyIn(s, "old", null)),
  },
  {
    id: "discriminator-changed",
    class: "breaking",
    site: "schema",
    title: "union discriminator changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients tell the branches apart by it",
    detect: (s) => keywords(s, (k) => k === "discriminator"),
  },

  // Defaults, documentation, anything else
  {
    id: "request-default-changed",
    class: "breaking",
    site: "schema",
    title: "request default changed",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "an omitted field now means something else",
    detect: when("request", (s) => keywords(s, (k) => k === "default")),
  },
  {
    id: "schema-documentation-changed",
    class: "documentation",
    site: "schema",
    title: "schema description, title or example changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "no field, value or code appears or goes",
    detect: (s) => keywords(s, (k) => DOCUMENTATION.includes(k) || (s.direction === "response" && k === "default")),
  },
  {
    id: "schema-unrecognised-change",
    class: "breaking",
    site: "schema",
    title: "schema keyword this command does not judge changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "not one of the additions the clause admits, as far as this command can tell: a person should read it",
    detect: (s) => keywords(s, (k) => !KNOWN.has(k)),
  },
]);
