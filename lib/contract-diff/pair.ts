/**
 * Walking two documents side by side: every place the change kinds look at, as a site holding the
 * old and the new value. Operations pair by operationId (then, for the rest, by method and path);
 * their parameters by location and name, responses by status, media types by name, stated errors
 * by status and code; schemas node by node, properties by name and union branches by key.
 */
import { same } from "./compare.ts";
import { at, child, deref } from "./pointer.ts";
import { keywordAt, propertyAt, schemaNode } from "./schema-node.ts";
import type {
  Direction,
  Document,
  Location,
  MemberSite,
  OperationView,
  SchemaNode,
  SchemaSite,
  Site,
} from "./types.ts";

export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

interface Side {
  doc: Document;
  file: string;
}

/** Whether each local $ref names the same schema in both documents, everything it refers to included. */
type SameRefs = Map<string, boolean>;
const sameRefsOf = new WeakMap<[Side, Side], SameRefs>();

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function sameRef(ref: string, sides: [Side, Side], memo: SameRefs): boolean {
  const known = memo.get(ref);
  if (known !== undefined) return known;
  if (!ref.startsWith("#")) return false;
  memo.set(ref, true); // a cycle back to this ref adds nothing new
  const pointer = decodeURIComponent(ref.slice(1));
  const o = at(sides[0].doc, pointer);
  const result =
    o !== undefined && same(o, at(sides[1].doc, pointer)) && refsIn(o).every((r) => sameRef(r, sides, memo));
  memo.set(ref, result);
  return result;
}

/**
 * Two schemas that are written alike and refer only to schemas written alike in both documents
 * have no change under them: the walk skips them (most of a diff between close versions).
 */
function identical(o: unknown, n: unknown, sides: [Side, Side]): boolean {
  let memo = sameRefsOf.get(sides);
  if (!memo) sameRefsOf.set(sides, (memo = new Map()));
  return same(o, n) && refsIn(o).every((r) => sameRef(r, sides, memo));
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** Every operation of a document, in document order. */
export function operationsOf(side: Side): OperationView[] {
  const ops: OperationView[] = [];
  for (const [path, rawItem] of Object.entries(side.doc.paths)) {
    const itemPointer = child("/paths", path);
    const item = deref(side.doc, rawItem, itemPointer, side.file);
    if (!isObj(item.value)) continue;
    const shared = Array.isArray(item.value.parameters) ? (item.value.parameters as unknown[]) : [];
    for (const method of METHODS) {
      const raw = item.value[method];
      if (!isObj(raw)) continue;
      const pointer = child(item.pointer, method);
      const own = Array.isArray(raw.parameters) ? (raw.parameters as unknown[]) : [];
      const params = new Map<string, { raw: Obj; pointer: string }>();
      const add = (list: unknown[], base: string) =>
        list.forEach((p, i) => {
          const r = deref(side.doc, p, child(base, "parameters", i), side.file);
          if (isObj(r.value)) params.set(parameterKey(r.value), { raw: r.value, pointer: r.pointer });
        });
      add(shared, item.pointer);
      add(own, pointer);
      const operationId = typeof raw.operationId === "string" ? raw.operationId : `${method.toUpperCase()} ${path}`;
      ops.push({ operationId, method: method.toUpperCase(), path, raw, pointer, parameters: [...params.values()] });
    }
  }
  return ops;
}

/** Header names are case-insensitive (RFC 9110); the others are not. */
export function parameterKey(p: Obj): string {
  const name = String(p.name);
  return `${String(p.in)} ${p.in === "header" ? name.toLowerCase() : name}`;
}

/** Pairs by operationId, then what is left by method and path (an operation whose id changed). */
export function pairOperations(
  olds: OperationView[],
  news: OperationView[],
): [OperationView | undefined, OperationView | undefined][] {
  const pairs: [OperationView | undefined, OperationView | undefined][] = [];
  const newById = new Map(news.map((o) => [o.operationId, o]));
  const taken = new Set<OperationView>();
  const leftOld: OperationView[] = [];
  for (const o of olds) {
    const n = newById.get(o.operationId);
    if (n) {
      pairs.push([o, n]);
      taken.add(n);
    } else leftOld.push(o);
  }
  const leftNew = news.filter((n) => !taken.has(n));
  for (const o of leftOld) {
    const i = leftNew.findIndex((n) => n.method === o.method && n.path === o.path);
    pairs.push([o, i >= 0 ? leftNew.splice(i, 1)[0] : undefined]);
  }
  for (const n of leftNew) pairs.push([undefined, n]);
  return pairs;
}

function locate(op: OperationView, part: string, field = ""): Location {
  return { operationId: op.operationId, method: op.method, path: op.path, part, field };
}

/** Members of two maps paired by key: both sides, or the one that has it. */
function* members(
  old: Obj | undefined,
  neu: Obj | undefined,
  oldBase: string,
  newBase: string,
  sides: [Side, Side],
): Generator<{ key: string; old?: Obj; new?: Obj; oldPointer: string | null; newPointer: string | null }> {
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(neu ?? {})])];
  for (const key of keys) {
    const o = old && key in old ? deref(sides[0].doc, old[key], child(oldBase, key), sides[0].file) : undefined;
    const n = neu && key in neu ? deref(sides[1].doc, neu[key], child(newBase, key), sides[1].file) : undefined;
    yield {
      key,
      old: isObj(o?.value) ? o.value : undefined,
      new: isObj(n?.value) ? n.value : undefined,
      oldPointer: o?.pointer ?? null,
      newPointer: n?.pointer ?? null,
    };
  }
}

function memberSite(
  site: MemberSite["site"],
  location: Location,
  m: { key: string; old?: Obj; new?: Obj; oldPointer: string | null; newPointer: string | null },
): MemberSite {
  return { site, key: m.key, location, old: m.old, new: m.new, oldPointer: m.oldPointer, newPointer: m.newPointer };
}

const fieldJoin = (field: string, name: string) => (field ? `${field}.${name}` : name);

/**
 * Two schema nodes and everything under them. A pair already on the walk's stack (a recursive
 * shape) is not entered again.
 */
export function* walkSchemas(
  old: SchemaNode,
  neu: SchemaNode,
  direction: Direction,
  location: Location,
  sides: [Side, Side],
  stack: string[] = [],
): Generator<SchemaSite> {
  yield { site: "schema", direction, location, old, new: neu };
  const key = `${old.pointer}|${neu.pointer}`;
  if (stack.includes(key) || stack.length > 64) return;
  const inner = [...stack, key];
  function* sub(o: unknown, n: unknown, op: string, np: string, field: string): Generator<SchemaSite> {
    if (identical(o, n, sides)) return;
    yield* walkSchemas(
      schemaNode(sides[0].doc, o, op, sides[0].file),
      schemaNode(sides[1].doc, n, np, sides[1].file),
      direction,
      { ...location, field },
      sides,
      inner,
    );
  }
  const oProps = (isObj(old.raw.properties) ? old.raw.properties : {}) as Obj;
  const nProps = (isObj(neu.raw.properties) ? neu.raw.properties : {}) as Obj;
  for (const name of Object.keys(oProps)) {
    if (!(name in nProps)) continue;
    yield* sub(
      oProps[name],
      nProps[name],
      propertyAt(old, name),
      propertyAt(neu, name),
      fieldJoin(location.field, name),
    );
  }
  if (isObj(old.raw.items) && isObj(neu.raw.items)) {
    yield* sub(old.raw.items, neu.raw.items, keywordAt(old, "items"), keywordAt(neu, "items"), `${location.field}[]`);
  }
  if (isObj(old.raw.additionalProperties) && isObj(neu.raw.additionalProperties)) {
    yield* sub(
      old.raw.additionalProperties,
      neu.raw.additionalProperties,
      keywordAt(old, "additionalProperties"),
      keywordAt(neu, "additionalProperties"),
      `${location.field}{}`,
    );
  }
  // Under a changed discriminator the branches cannot be told apart: discriminator-changed says so.
  if (old.variants && neu.variants && same(old.raw.discriminator, neu.raw.discriminator)) {
    for (const ov of old.variants) {
      const nv = neu.variants.find((v) => v.key === ov.key);
      if (nv && !identical(ov.node.raw, nv.node.raw, sides)) {
        yield* walkSchemas(
          ov.node,
          nv.node,
          direction,
          { ...location, field: `${location.field}(${ov.key})` },
          sides,
          inner,
        );
      }
    }
  }
}

/** The schemas of two media-type maps (`content`), walked per media type both sides have. */
function* contentSchemas(
  old: Obj | undefined,
  neu: Obj | undefined,
  oldBase: string,
  newBase: string,
  direction: Direction,
  location: (mediaType: string) => Location,
  sides: [Side, Side],
): Generator<Site> {
  for (const m of members(old, neu, oldBase, newBase, sides)) {
    yield memberSite(direction === "request" ? "request-media" : "response-media", location(m.key), m);
    if (m.old && m.new && "schema" in m.old && "schema" in m.new && !identical(m.old.schema, m.new.schema, sides)) {
      const o = schemaNode(sides[0].doc, m.old.schema, child(m.oldPointer!, "schema"), sides[0].file);
      const n = schemaNode(sides[1].doc, m.new.schema, child(m.newPointer!, "schema"), sides[1].file);
      yield* walkSchemas(o, n, direction, location(m.key), sides);
    }
  }
}

const partFor = (base: string, mediaType: string) =>
  mediaType === "application/json" ? base : `${base} (${mediaType})`;

/** Stated errors (`x-errors`) as a map keyed by status and code. */
function statedErrors(op: OperationView): Obj {
  const list = Array.isArray(op.raw["x-errors"]) ? (op.raw["x-errors"] as unknown[]) : [];
  return Object.fromEntries(
    list
      .filter(isObj)
      .map((e) => [
        `${String(e.status)} ${e.token === null || e.token === undefined ? "(no code)" : String(e.token)}`,
        e,
      ]),
  );
}

/** Everything inside two paired operations. */
function* insideOperation(o: OperationView, n: OperationView, sides: [Side, Side]): Generator<Site> {
  const oParams = Object.fromEntries(o.parameters.map((p) => [parameterKey(p.raw), p]));
  const nParams = Object.fromEntries(n.parameters.map((p) => [parameterKey(p.raw), p]));
  for (const key of new Set([...Object.keys(oParams), ...Object.keys(nParams)])) {
    const op = oParams[key];
    const np = nParams[key];
    const location = locate(n, `${key.replace(" ", " parameter ")}`);
    yield memberSite("parameter", location, {
      key,
      old: op?.raw,
      new: np?.raw,
      oldPointer: op?.pointer ?? null,
      newPointer: np?.pointer ?? null,
    });
    if (
      op &&
      np &&
      op.raw.schema !== undefined &&
      np.raw.schema !== undefined &&
      !identical(op.raw.schema, np.raw.schema, sides)
    ) {
      const os = schemaNode(sides[0].doc, op.raw.schema, child(op.pointer, "schema"), sides[0].file);
      const ns = schemaNode(sides[1].doc, np.raw.schema, child(np.pointer, "schema"), sides[1].file);
      yield* walkSchemas(os, ns, "request", location, sides);
    }
  }

  const ob =
    o.raw.requestBody === undefined
      ? undefined
      : deref(sides[0].doc, o.raw.requestBody, child(o.pointer, "requestBody"), sides[0].file);
  const nb =
    n.raw.requestBody === undefined
      ? undefined
      : deref(sides[1].doc, n.raw.requestBody, child(n.pointer, "requestBody"), sides[1].file);
  const body = {
    key: "requestBody",
    old: isObj(ob?.value) ? ob.value : undefined,
    new: isObj(nb?.value) ? nb.value : undefined,
    oldPointer: ob?.pointer ?? null,
    newPointer: nb?.pointer ?? null,
  };
  if (body.old || body.new) yield memberSite("request-body", locate(n, "request body"), body);
  if (body.old && body.new) {
    yield* contentSchemas(
      body.old.content as Obj | undefined,
      body.new.content as Obj | undefined,
      child(body.oldPointer!, "content"),
      child(body.newPointer!, "content"),
      "request",
      (mt) => locate(n, partFor("request body", mt)),
      sides,
    );
  }

  const responses = members(
    o.raw.responses as Obj | undefined,
    n.raw.responses as Obj | undefined,
    child(o.pointer, "responses"),
    child(n.pointer, "responses"),
    sides,
  );
  for (const r of responses) {
    const part = `response ${r.key}`;
    yield memberSite("response", locate(n, part), r);
    if (!r.old || !r.new) continue;
    yield* contentSchemas(
      r.old.content as Obj | undefined,
      r.new.content as Obj | undefined,
      child(r.oldPointer!, "content"),
      child(r.newPointer!, "content"),
      "response",
      (mt) => locate(n, partFor(part, mt)),
      sides,
    );
    for (const h of members(
      r.old.headers as Obj | undefined,
      r.new.headers as Obj | undefined,
      child(r.oldPointer!, "headers"),
      child(r.newPointer!, "headers"),
      sides,
    )) {
      const location = locate(n, `${part} header ${h.key}`);
      yield memberSite("response-header", location, h);
      if (h.old?.schema !== undefined && h.new?.schema !== undefined && !identical(h.old.schema, h.new.schema, sides)) {
        const os = schemaNode(sides[0].doc, h.old.schema, child(h.oldPointer!, "schema"), sides[0].file);
        const ns = schemaNode(sides[1].doc, h.new.schema, child(h.newPointer!, "schema"), sides[1].file);
        yield* walkSchemas(os, ns, "response", location, sides);
      }
    }
  }

  const oErrors = statedErrors(o);
  const nErrors = statedErrors(n);
  const oList = (o.raw["x-errors"] ?? []) as unknown[];
  const nList = (n.raw["x-errors"] ?? []) as unknown[];
  for (const key of new Set([...Object.keys(oErrors), ...Object.keys(nErrors)])) {
    const oi = oErrors[key] ? oList.indexOf(oErrors[key]) : -1;
    const ni = nErrors[key] ? nList.indexOf(nErrors[key]) : -1;
    yield memberSite("error", locate(n, `error ${key}`), {
      key,
      old: oErrors[key] as Obj | undefined,
      new: nErrors[key] as Obj | undefined,
      oldPointer: oi >= 0 ? child(o.pointer, "x-errors", oi) : null,
      newPointer: ni >= 0 ? child(n.pointer, "x-errors", ni) : null,
    });
  }
}

/** Every site of two documents: the documents, each operation pair, and what is inside both sides of a pair. */
export function* sitesOf(oldSide: Side, newSide: Side): Generator<Site> {
  const sides: [Side, Side] = [oldSide, newSide];
  yield {
    site: "document",
    location: { operationId: null, method: null, path: null, part: "document", field: "" },
    old: oldSide.doc,
    new: newSide.doc,
  };
  for (const [o, n] of pairOperations(operationsOf(oldSide), operationsOf(newSide))) {
    const op = (n ?? o)!;
    yield { site: "operation", location: locate(op, "operation"), old: o, new: n };
    if (o && n) yield* insideOperation(o, n, sides);
  }
}
