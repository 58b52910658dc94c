/**
 * Use-case invocations for the rules of the use-case clauses (doc 2 Use cases: POST
 * /use-cases/{useCaseId}/invocations, body `object*` "parameters validated against the use case's
 * descriptors; model choice; `maxOutputTokens`"; doc 2 Errors, the use-case rows; doc 1 "Use case":
 * "allowed models (each with availability; an unavailable one carries cause `provider_unavailable`
 * or `container_only`), accepted parameters").
 *
 * Nothing of the body or of a use case's description is shown, so:
 * - the body is configuration (`bodies.invokeUseCase`; the embedded reference server has one);
 * - the use case that takes it is found by trying it on each listed use case (a 200);
 * - the field of that body holding the parameters is its one object-valued field, and the model
 *   choice its one string field named like `model…`;
 * - a use case's declared models and parameter descriptors are read from GET /use-cases/{id}: a
 *   declared model is any string the description holds; an unavailable one is an entry carrying a
 *   documented cause; descriptors are array items with a string `name` and `type` (the reference
 *   server's reading, said so in every message that depends on it).
 *
 * An invocation spends the workspace's model budget: only on a disposable target.
 */
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { idCandidates, listItems, type Item } from "../../generators/calls/discover.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { valuesIn } from "./json-values.ts";
import { jsonText } from "../../lib/json/safe.ts";

export type Body = Record<string, unknown>;

/** The documented causes of an unavailable declared model (doc 1 "Use case"). */
export const UNAVAILABLE_CAUSES = ["provider_unavailable", "container_only"] as const;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** The configured invocation body, on a disposable target only; else not exercised with the reason. */
export function invocationBody(c: CheckContext): Body {
  if (!c.t.disposable)
    c.notExercised(
      "invoking a use case spends the workspace's model budget for good: only on a disposable target (--disposable)",
    );
  const body = c.t.info.bodies.invokeUseCase;
  if (body === undefined || body === null) {
    c.notExercised(
      "the documents do not show the invocation body (object*): set bodies.invokeUseCase in the config file to a body one listed use case accepts",
    );
  }
  return structuredClone(body);
}

/** The key for invocations (scope `write`, doc 2 Authentication 6). */
export function invokeKey(c: CheckContext): string {
  return c.t.keys.write ?? c.t.keys.admin;
}

export function invoke(c: CheckContext, useCaseId: string, body: Body): Promise<Reply<Body>> {
  return c.call<Body>("POST", `/use-cases/${encodeURIComponent(useCaseId)}/invocations`, { key: invokeKey(c), body });
}

/** "201 …" or "422 use_case_parameters_invalid": what a reply said, for messages. */
export function said(r: Reply): string {
  const tokens = errorToken(r.json);
  return tokens.length ? `${r.status} ${[...new Set(tokens)].join("/")}` : String(r.status);
}

/** Candidate ids of the listed use cases (their id field is not shown: id-like fields, in order). */
export async function useCaseIds(c: CheckContext): Promise<string[]> {
  const items = await listItems(c, "/use-cases");
  if (!items.length) c.notExercised('GET /use-cases lists no use case ("an empty list means none registered")');
  const ids = [...new Set(items.slice(0, 8).flatMap((u) => idCandidates(u, ["useCaseId", "id"]).slice(0, 2)))];
  if (!ids.length) c.notExercised("the listed use cases carry no id-like field");
  return ids;
}

export interface Accepting {
  useCaseId: string;
  /** The configured body it took. */
  body: Body;
  /** The 200 it answered. */
  reply: Reply<Body>;
  /** GET /use-cases/{id} (or the listed item when that read failed). */
  description: Body;
}

/**
 * The first listed use case that takes `bodies.invokeUseCase` (answers 200), once per target; when
 * none does, listing what each answered: a failure where the configuration is vouched for (and no 429
 * stood in the way), else not exercised.
 */
export function acceptingUseCase(c: CheckContext): Promise<Accepting> {
  const body = invocationBody(c);
  return memo(c.t, "use-case-accepting", async () => {
    const tried: string[] = [];
    let throttled = false;
    let budgetRefusal: Reply<Body> | undefined;
    for (const useCaseId of await useCaseIds(c)) {
      const r = await invoke(c, useCaseId, body);
      if (r.status === 200) {
        const d = await c.call<Body>("GET", `/use-cases/${encodeURIComponent(useCaseId)}`);
        const description =
          d.status === 200 && isObject(d.json)
            ? d.json
            : ((await listItems(c, "/use-cases")).find((u) => Object.values(u).includes(useCaseId)) ?? {});
        return { useCaseId, body, reply: r, description };
      }
      tried.push(`${useCaseId}: ${said(r)}`);
      throttled ||= r.status === 429;
      budgetRefusal ??= r.status === 429 && errorToken(r.json).includes("budget_exhausted") ? r : undefined;
    }
    // A 429 `budget_exhausted` says the budget is exceeded (doc 2 Limits, Budget): GET /usage reading
    // it not exceeded contradicts it, whoever spent what.
    if (budgetRefusal) {
      const usage = await c.call<{ budget?: { exceeded?: unknown } }>("GET", "/usage", {
        key: c.t.keys.read ?? c.t.keys.admin,
      });
      if (usage.json?.budget?.exceeded === false)
        c.fail(
          `Received: 429 \`budget_exhausted\` for bodies.invokeUseCase while GET /usage reads \`budget.exceeded\` false / Documented: use-case invocations answer 429 \`budget_exhausted\` once the workspace budget is exceeded (doc 2 Limits, Budget)`,
          budgetRefusal.exchange,
        );
    }
    // The configured body promises a listed use case that takes it: vouched for (--vouch, the
    // embedded server's own), a target on which none does breaks the invocation row, unless a 429
    // (a rate limit, the budget an earlier rule spent) stood in the way.
    if (c.t.info.vouch && !throttled)
      c.fail(
        `Received: no listed use case took bodies.invokeUseCase, which the vouched configuration says one takes (${tried.join("; ")}) / Documented: 200 object* with generated text (doc 2 Use cases: POST /use-cases/{useCaseId}/invocations)`,
      );
    c.notExercised(`no listed use case took bodies.invokeUseCase with a 200 (${tried.join("; ")})`);
  });
}

/** The field of the body holding the parameters: its one object-valued field. */
export function parametersField(c: CheckContext, body: Body): string {
  const objects = Object.keys(body).filter((k) => isObject(body[k]));
  const named = objects.filter((k) => /param/i.test(k));
  const field = objects.length === 1 ? objects[0] : named.length === 1 ? named[0] : null;
  if (!field)
    c.notExercised(
      `cannot tell which field of bodies.invokeUseCase holds the parameters (object-valued fields: ${jsonText(objects)})`,
    );
  return field;
}

/** The field of the body holding the model choice: its one string field named like `model…`. */
export function modelField(c: CheckContext, body: Body): string {
  const fields = Object.keys(body).filter((k) => /model/i.test(k) && typeof body[k] === "string");
  if (fields.length !== 1)
    c.notExercised(
      `cannot tell the model choice of bodies.invokeUseCase: it needs exactly one string field named like \`model…\` (found ${jsonText(fields)})`,
    );
  return fields[0];
}

/** Every string value anywhere in `v` (to JSON_DEPTH levels). */
export function stringsOf(v: unknown, out = new Set<string>()): Set<string> {
  for (const { value } of valuesIn(v)) if (typeof value === "string") out.add(value);
  return out;
}

/** Every object anywhere in `v` (depth first, `v` included; to JSON_DEPTH levels). */
export function objectsOf(v: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  for (const { value } of valuesIn(v)) if (isObject(value)) out.push(value);
  return out;
}

/** The ids of the model catalog (GET /models; the entries' array and id field are not named). */
export async function catalogModelIds(c: CheckContext): Promise<string[]> {
  const items: Item[] = await listItems(c, "/models");
  return [...new Set(items.map((m) => idCandidates(m, ["modelId", "id"])[0]).filter((x): x is string => !!x))];
}

/**
 * Declared models (strings of the description) whose catalog entry reads `available` false (doc 1
 * Model catalog entry: a named flag), for when the description shows no documented cause; `cause`
 * says so in the words a message gives.
 */
export async function catalogUnavailable(
  c: CheckContext,
  description: Body,
): Promise<{ modelId: string; cause: string }[]> {
  const declared = stringsOf(description);
  return (await listItems(c, "/models"))
    .filter((m) => m.available === false)
    .map((m) => idCandidates(m, ["modelId", "id"])[0])
    .filter((id): id is string => !!id && declared.has(id))
    .map((modelId) => ({ modelId, cause: "GET /models flags `available` false" }));
}

/**
 * Declared models that carry a documented unavailability cause in the description: entries (objects)
 * holding `provider_unavailable` or `container_only` as a value; the model is the entry's id-like
 * value (one the catalog lists, when the catalog could be read).
 */
export function unavailableModels(description: Body, catalog: readonly string[]): { modelId: string; cause: string }[] {
  const out: { modelId: string; cause: string }[] = [];
  for (const entry of objectsOf(description)) {
    const values = Object.values(entry);
    const cause = UNAVAILABLE_CAUSES.find((k) => values.includes(k));
    if (!cause) continue;
    const others = [
      ...idCandidates(entry, ["modelId", "id", "model"]),
      ...values.filter((v): v is string => typeof v === "string"),
    ].filter((v) => !(UNAVAILABLE_CAUSES as readonly string[]).includes(v));
    const modelId =
      (catalog.length ? others.find((v) => catalog.includes(v)) : undefined) ??
      idCandidates(entry, ["modelId", "id", "model"])[0];
    if (modelId && !out.some((m) => m.modelId === modelId)) out.push({ modelId, cause });
  }
  return out;
}

/** Parameter descriptors of a description: array items with a string `name` and a string `type`. */
export function descriptorsOf(description: Body): { name: string; type: string }[] {
  const out: { name: string; type: string }[] = [];
  for (const o of objectsOf(description)) {
    for (const v of Object.values(o)) {
      if (!Array.isArray(v) || !v.length) continue;
      if (!v.every((d) => isObject(d) && typeof d.name === "string" && typeof d.type === "string")) continue;
      for (const d of v as { name: string; type: string }[])
        if (!out.some((x) => x.name === d.name)) out.push({ name: d.name, type: d.type });
    }
  }
  return out;
}
