/**
 * The use-case refusals of doc 2 Errors: 422 `use_case_parameters_invalid` ("parameters fail
 * descriptors; all problems named at once"), 422 `use_case_model_not_allowed` ("model outside the
 * use case's declared list"), 503 `use_case_model_unavailable` ("model cannot be served inline").
 * Each starts from the use case that took the configured body (`bodies.invokeUseCase`) and changes
 * one thing, so the refusal can only be for the condition under test (suites/common/use-cases.ts
 * says how the unshown fields are read).
 */
import type { Rule } from "../../lib/rules/types.ts";
import {
  acceptingUseCase,
  catalogModelIds,
  catalogUnavailable,
  descriptorsOf,
  invoke,
  modelField,
  parametersField,
  said,
  stringsOf,
  unavailableModels,
  type Body,
} from "../common/use-cases.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { errorToken } from "../../generators/calls/refusals.ts";
import { requireStated } from "./stated.ts";
import { provokesOwn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

const onInvoke = (op: { operationId: string }) => op.operationId === "invokeUseCase";

/**
 * A 429 (a rate limit, or 429 `budget_exhausted` once the workspace budget is spent: doc 2 Errors,
 * Limits) is another stated refusal that may come first: the condition under test was not reached.
 */
function unlessThrottled(c: CheckContext, r: Reply): void {
  if (r.status === 429)
    c.notExercised(
      `the invocation was answered ${said(r)} (a rate limit or the exhausted budget, doc 2 Errors) before the condition under test could be judged`,
      r.exchange,
    );
}

/** A value no parameter descriptor of a scalar or list type admits. */
const WRONG = { conformance: "an object where a parameter value belongs" };

export const useCaseParametersInvalid: Rule = {
  id: "ERRORS-USE-CASE-PARAMETERS-INVALID",
  title:
    "Parameters failing the use case's descriptors are refused 422 `use_case_parameters_invalid`, every problem named at once",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (422 `use_case_parameters_invalid`: parameters fail descriptors; all problems named at once); doc 2 Use cases (parameters validated against the use case's descriptors)",
  clauses: ["D2-ERR-USE-CASE-PARAMETERS-INVALID", "D2-ERR-CLASSES"],
  profile: "full",
  scope: "operation",
  appliesTo: onInvoke,
  provokes: provokesOwn(422),
  check: async (c) => {
    const ok = await acceptingUseCase(c);
    const field = parametersField(c, ok.body);
    const params = ok.body[field] as Body;
    // Two parameters the use case knows: the configured ones first, then its descriptors (read as
    // array items with a string `name` and `type`), skipping any whose type could admit an object.
    const descriptors = descriptorsOf(ok.description);
    const objectish = (name: string) =>
      /object|json|any|map|dict/i.test(descriptors.find((d) => d.name === name)?.type ?? "");
    const names = [
      ...new Set([
        ...Object.keys(params).filter((k) => typeof params[k] !== "object" || params[k] === null),
        ...descriptors.map((d) => d.name),
      ]),
    ]
      .filter((n) => !objectish(n))
      .slice(0, 2);
    if (names.length < 2) {
      c.notExercised(
        `use case ${ok.useCaseId} shows fewer than two parameters to break (configured: ${jsonText(Object.keys(params))}; descriptors read as items with \`name\` and \`type\`: ${jsonText(descriptors.map((d) => d.name))})`,
      );
    }
    const body = { ...ok.body, [field]: { ...params, ...Object.fromEntries(names.map((n) => [n, WRONG])) } };
    const r = await invoke(c, ok.useCaseId, body);
    unlessThrottled(c, r);
    requireStated(
      c,
      r,
      422,
      "use_case_parameters_invalid",
      `parameters ${names.join(" and ")} of use case ${ok.useCaseId} given an object`,
    );
    // Where the problems are named is not shown (doc 1 Error envelope: `issues` and `details` are
    // optional, `message` is free text): any of the three may name them.
    const err = (r.json as { error?: { issues?: unknown; details?: unknown; message?: unknown } }).error ?? {};
    // The use case's own id is no parameter's name: `text` must not be found inside `summarize-text`.
    // A name counts only standing alone (a hyphen binds, as in an id).
    const where = jsonText([err.issues ?? null, err.details ?? null, err.message ?? null])
      .split(ok.useCaseId)
      .join(" ");
    const named = (n: string) =>
      new RegExp(`(^|[^A-Za-z0-9_-])${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^A-Za-z0-9_-]|$)`).test(where);
    const missing = names.filter((n) => !named(n));
    c.require(
      missing.length === 0,
      `error.issues/details/message of the 422 do not name ${missing.join(", ")} (of the two bad parameters ${names.join(", ")})`,
      "all problems named at once (doc 2 Errors)",
      r.exchange,
    );
    // The parameters null: what that means is not shown (none given, or a wrong type), but it is the
    // client's doing either way, so never a 5XX (doc 2 Errors: client errors are 4XX).
    const nulled = await invoke(c, ok.useCaseId, { ...ok.body, [field]: null });
    unlessThrottled(c, nulled);
    c.require(
      nulled.status < 500,
      `${said(nulled)} for bodies.invokeUseCase with \`${field}\` null (use case ${ok.useCaseId})`,
      "a client error is a 4XX, never a 5XX (doc 2 Errors)",
      nulled.exchange,
    );
    c.pass(
      `both bad parameters (${names.join(", ")}) named in error.issues/details/message of use case ${ok.useCaseId}'s 422 (the parameters are the \`${field}\` field of bodies.invokeUseCase); \`${field}\` null answered ${said(nulled)}`,
    );
  },
};

export const useCaseModelNotAllowed: Rule = {
  id: "ERRORS-USE-CASE-MODEL-NOT-ALLOWED",
  title: "A model outside the use case's declared list is refused 422 `use_case_model_not_allowed`",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (422 `use_case_model_not_allowed`: model outside the use case's declared list); doc 2 Use cases (model choice)",
  clauses: ["D2-ERR-USE-CASE-MODEL-NOT-ALLOWED"],
  profile: "full",
  scope: "operation",
  appliesTo: onInvoke,
  provokes: provokesOwn(422),
  check: async (c) => {
    const ok = await acceptingUseCase(c);
    const field = modelField(c, ok.body);
    // Outside the declared list: a catalog model the use case's description never mentions.
    const mentioned = stringsOf(ok.description);
    // The reading only holds when the description names models by the ids the body sends: the
    // model the use case just took must be among its strings, else its declared list cannot be read.
    if (!mentioned.has(ok.body[field] as string)) {
      c.notExercised(
        `use case ${ok.useCaseId}'s description does not name the model it took (${jsonText(ok.body[field])}, the \`${field}\` of bodies.invokeUseCase): its declared list cannot be read from it (field names not shown)`,
      );
    }
    const outside = (await catalogModelIds(c)).find((m) => !mentioned.has(m) && m !== ok.body[field]);
    if (!outside)
      c.notExercised(
        `every model of GET /models appears in use case ${ok.useCaseId}'s description: none is outside its declared list`,
      );
    const r = await invoke(c, ok.useCaseId, { ...ok.body, [field]: outside });
    unlessThrottled(c, r);
    // A model outside the list may also be one that cannot be served inline (503
    // `use_case_model_unavailable`): both conditions hold, and which is answered first is not shown.
    if (r.status === 503 && errorToken(r.json).includes("use_case_model_unavailable")) {
      c.notExercised(
        `model ${outside} was refused 503 use_case_model_unavailable (it cannot be served inline either; which stated refusal comes first is not shown)`,
        r.exchange,
      );
    }
    if (r.status === 200)
      c.fail(
        `Received: 200 invoking use case ${ok.useCaseId} with model ${outside}, which its description does not declare / Documented: 422 \`use_case_model_not_allowed\``,
        r.exchange,
      );
    requireStated(
      c,
      r,
      422,
      "use_case_model_not_allowed",
      `model ${outside}, which use case ${ok.useCaseId} does not declare`,
    );
    c.pass(
      `model ${outside} (listed by GET /models, absent from use case ${ok.useCaseId}'s description) refused as \`${field}\` of bodies.invokeUseCase`,
    );
  },
};

export const useCaseModelUnavailable: Rule = {
  id: "ERRORS-USE-CASE-MODEL-UNAVAILABLE",
  title: "A declared model that cannot be served inline is refused 503 `use_case_model_unavailable`",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Errors (503 `use_case_model_unavailable`: model cannot be served inline); doc 1 Use case (an unavailable model carries cause `provider_unavailable` or `container_only`)",
  clauses: ["D2-ERR-USE-CASE-MODEL-UNAVAILABLE"],
  profile: "full",
  scope: "operation",
  appliesTo: onInvoke,
  provokes: provokesOwn(503),
  check: async (c) => {
    const ok = await acceptingUseCase(c);
    const field = modelField(c, ok.body);
    const described = unavailableModels(ok.description, await catalogModelIds(c));
    // No documented cause in the description: a declared model the catalog flags `available` false
    // (doc 1 Model catalog entry) cannot be served either, whatever its description says.
    const unavailable = described.length ? described : await catalogUnavailable(c, ok.description);
    if (!unavailable.length) {
      c.notExercised(
        `use case ${ok.useCaseId} (the one that took bodies.invokeUseCase) declares no model carrying cause \`provider_unavailable\` or \`container_only\`, nor one GET /models flags \`available\` false`,
      );
    }
    const { modelId, cause } = unavailable[0];
    const r = await invoke(c, ok.useCaseId, { ...ok.body, [field]: modelId });
    unlessThrottled(c, r);
    if (r.status === 200)
      c.fail(
        `Received: 200 invoking use case ${ok.useCaseId} on model ${modelId}, which ${described.length ? `its description marks unavailable (${cause})` : cause} / Documented: 503 \`use_case_model_unavailable\``,
        r.exchange,
      );
    requireStated(
      c,
      r,
      503,
      "use_case_model_unavailable",
      `declared model ${modelId} ${described.length ? `marked ${cause}` : `that ${cause}`} (answered ${said(r)})`,
    );
    c.pass(
      `declared model ${modelId} (${described.length ? `cause ${cause} in use case ${ok.useCaseId}'s description` : cause}) refused as \`${field}\` of bodies.invokeUseCase`,
    );
  },
};
