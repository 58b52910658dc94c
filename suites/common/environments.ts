/**
 * Environment (cluster) connections for the rules of the environment clauses (doc 2 Environments;
 * doc 2 Authentication 10; doc 1 "Environment connection"). The connect and test bodies are
 * `object*`, so they are configuration: `bodies.createEnvironmentConnection` (a connection the
 * target accepts) and `bodies.testEnvironmentConnection` (a credential the target refuses). Field
 * names are read, never assumed:
 * - the secret bundle is the connect body's one object-valued field named like `secret…`; its keys
 *   are the secret NAMES, its string values the secrets (taught to the redactor, never reported);
 * - a connection in the list is found by the settings the suite sent: the list object holding, as
 *   its own values, the most of the connect body's longer string settings (its endpoint…);
 * - a list or a response "names" a key when the name is one of its string values or object keys.
 * Connecting replaces the target's cluster binding, whose secrets cannot be read back to restore
 * it: only on a disposable target.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { objectsOf } from "./use-cases.ts";
import { valuesIn } from "./json-values.ts";
import { jsonText } from "../../lib/json/safe.ts";

export type Body = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** Secret values shorter than this are not searched for (they would match ordinary text). */
const MIN_SECRET = 6;
/** Settings shorter than this do not identify a connection. */
const MIN_MARK = 8;

/** The configured connect body, on a disposable target only; else not exercised with the reason. */
export function connectionBody(c: CheckContext): Body {
  if (!c.t.disposable)
    c.notExercised(
      "connecting replaces the target's cluster binding, whose write-only secrets cannot be restored: only on a disposable target (--disposable)",
    );
  const body = c.t.info.bodies.createEnvironmentConnection;
  if (body === undefined || body === null) {
    c.notExercised(
      "the documents do not show the connection body (object*): set bodies.createEnvironmentConnection in the config file to a connection the target accepts",
    );
  }
  return structuredClone(body);
}

/** The configured connection test with a credential the target refuses, or not exercised. */
export function refusedTestBody(c: CheckContext): Body {
  const body = c.t.info.bodies.testEnvironmentConnection;
  if (body === undefined || body === null) {
    c.notExercised(
      "the documents show no credential format: set bodies.testEnvironmentConnection in the config file to a connection test whose credential the target refuses",
    );
  }
  return structuredClone(body);
}

export interface Bundle {
  field: string;
  names: string[];
  /** The secret values long enough to search for. */
  values: string[];
}

/** The secret bundle of a connect body (see the header); not exercised without one. */
export function secretBundle(c: CheckContext, body: Body): Bundle {
  const fields = Object.keys(body).filter((k) => /secret/i.test(k) && isObject(body[k]));
  if (fields.length !== 1)
    c.notExercised(
      `bodies.createEnvironmentConnection needs exactly one secret bundle (an object field named like \`secret…\`); found ${jsonText(fields)}`,
    );
  const bundle = body[fields[0]] as Record<string, unknown>;
  const names = Object.keys(bundle);
  if (!names.length)
    c.notExercised(`the secret bundle \`${fields[0]}\` of bodies.createEnvironmentConnection is empty`);
  const values = Object.values(bundle).filter((v): v is string => typeof v === "string" && v.length >= MIN_SECRET);
  for (const v of values) c.t.redactor.add(v);
  return { field: fields[0], names, values };
}

/** Every string value and object key anywhere in `v` (to JSON_DEPTH levels). */
export function namesIn(v: unknown, out = new Set<string>()): Set<string> {
  for (const { value, key } of valuesIn(v)) {
    if (key !== undefined) out.add(key);
    if (typeof value === "string") out.add(value);
  }
  return out;
}

/** The secret values of `bundle` that `text` holds. */
export function leaked(bundle: Bundle, text: string): number {
  return bundle.values.filter((v) => text.includes(v)).length;
}

/** The longer string settings of a body (outside its secret bundle): what identifies the connection. */
export function marksOf(body: Body, bundleField: string | null): string[] {
  return Object.entries(body)
    .filter(([k, v]) => k !== bundleField && typeof v === "string" && v.length >= MIN_MARK)
    .map(([, v]) => v as string);
}

/** The list objects holding, as their own values, the most of `marks` (none when no object holds any). */
export function holders(list: unknown, marks: readonly string[]): Record<string, unknown>[] {
  let best = 0;
  let found: Record<string, unknown>[] = [];
  for (const o of objectsOf(list)) {
    const n = marks.filter((m) => Object.values(o).includes(m)).length;
    if (n > best) {
      best = n;
      found = [o];
    } else if (n === best && n > 0) found.push(o);
  }
  return found;
}

export function connect(c: CheckContext, body: Body): Promise<Reply<Body>> {
  return c.call<Body>("POST", "/environments/connections", { body });
}

export function testConnection(c: CheckContext, body: Body): Promise<Reply<Body>> {
  return c.call<Body>("POST", "/environments/connections/test", { body });
}

/** GET /environments/connections, 200 required; its items (the only array of objects) when readable. */
export async function listConnections(c: CheckContext): Promise<{ reply: Reply<Body>; items: unknown[] | null }> {
  const r = await c.call<Body>("GET", "/environments/connections");
  c.require(
    r.status === 200 && r.jsonOk,
    `${r.status} from GET /environments/connections`,
    "200 object* (doc 2 Environments)",
    r.exchange,
  );
  return { reply: r, items: itemsOf(null, r.json) };
}

/** Connects with the configured body; a 4XX is a body the target does not take (not exercised). */
export async function connected(
  c: CheckContext,
  body: Body,
  what = "bodies.createEnvironmentConnection",
): Promise<Reply<Body>> {
  const r = await connect(c, body);
  if (r.status >= 400 && r.status < 500)
    c.notExercised(`the target refused ${what} with ${r.status}: it is not a connection the target accepts`);
  c.require(
    r.status >= 200 && r.status < 300,
    `${r.status} connecting with ${what}`,
    "201 object* (doc 2 Environments)",
    r.exchange,
  );
  return r;
}
