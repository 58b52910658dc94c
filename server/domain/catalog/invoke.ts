/**
 * One use-case invocation (doc 2 Use cases: "Synchronous single inline model call"; doc 2 Errors:
 * the use-case rows). The order of the refusals is a reference choice: the request is judged
 * first (model choice 422, parameters 422 naming all problems at once), then the budget (429), then
 * whether the model can be served inline (503), then the generation itself (503 reasons).
 * Generation is simulated and deterministic: the text is a function of the parameters.
 */
import { ApiError, invalid, stated } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";
import { budgetExceeded } from "../usage/state.ts";
import { checkAgainstDescriptors, type FieldIssue } from "./task-types.ts";
import { SLOW_TOKEN_BUDGET, unavailableCause, type UseCaseDef } from "./use-cases.ts";

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Use cases: whether an invocation may name this model (one of the use case's declared models). */
    "useCases.modelDeclared": (u: UseCaseDef, modelId: string) => boolean;
    /** doc 2 Limits "Budget": whether the workspace budget refuses invocations (429 once it is exceeded). */
    "useCases.budgetExhausted": (ws: Workspace) => boolean;
  }
}

function declared(u: UseCaseDef, modelId: string): boolean {
  return u.modelIds.includes(modelId);
}

export interface InvocationBody {
  parameters?: unknown;
  modelId?: unknown;
  maxOutputTokens?: number;
  temperature?: unknown;
}

export function invoke(ws: Workspace, u: UseCaseDef, body: InvocationBody) {
  // Top-level JSON types the contract leaves unstated: a malformed request (400), not a descriptor problem.
  if (body.modelId !== undefined && typeof body.modelId !== "string") {
    throw invalid("invalid request body", [{ path: "/modelId", message: "must be a string" }]);
  }
  if (body.temperature !== undefined && (typeof body.temperature !== "number" || !Number.isFinite(body.temperature))) {
    throw invalid("invalid request body", [{ path: "/temperature", message: "must be a number" }]);
  }
  const modelId = (body.modelId as string | undefined) ?? u.modelIds[0];
  if (!ws.server.behaviour("useCases.modelDeclared", declared)(u, modelId)) {
    throw stated(422, "use_case_model_not_allowed", `model ${modelId} is not declared by use case ${u.useCaseId}`, {
      modelId,
      allowedModelIds: [...u.modelIds],
    });
  }

  const issues: FieldIssue[] = [];
  let params: Record<string, unknown> = {};
  if (body.parameters === undefined) params = {};
  else if (body.parameters === null || typeof body.parameters !== "object" || Array.isArray(body.parameters)) {
    issues.push({ path: "/parameters", message: "must be an object" });
  } else params = body.parameters as Record<string, unknown>;
  if (issues.length === 0) issues.push(...checkAgainstDescriptors(u.parameters, params, { base: "/parameters" }));
  const maxOut = body.maxOutputTokens ?? u.output.defaultMaxOutputTokens;
  if (!Number.isInteger(maxOut) || maxOut < 1 || maxOut > u.output.maxOutputTokens) {
    issues.push({ path: "/maxOutputTokens", message: `must be an integer between 1 and ${u.output.maxOutputTokens}` });
  }
  const temperature = (body.temperature as number | undefined) ?? u.temperature.default;
  if (temperature < u.temperature.min || temperature > u.temperature.max) {
    issues.push({ path: "/temperature", message: `must be between ${u.temperature.min} and ${u.temperature.max}` });
  }
  if (issues.length > 0) {
    throw new ApiError(
      422,
      "use_case_parameters_invalid",
      `${issues.length} problem(s) with the invocation of ${u.useCaseId}`,
      { reason: "use_case_parameters_invalid", problems: issues.length },
      issues,
    );
  }

  // doc 2 Limits "Budget": use-case invocations answer 429 `budget_exhausted` once the budget is exceeded.
  if (ws.server.behaviour("useCases.budgetExhausted", budgetExceeded)(ws))
    throw stated(429, "budget_exhausted", "the workspace budget is exhausted");

  const cause = unavailableCause(ws, modelId);
  if (cause)
    throw stated(503, "use_case_model_unavailable", `model ${modelId} cannot be served inline (${cause})`, {
      modelId,
      cause,
    });

  const full = generate(u, params, maxOut);
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length === 0) throw stated(503, "use_case_empty_reply", "the model answered without usable text");
  const truncated = words.length > maxOut;
  const text = truncated ? words.slice(0, maxOut).join(" ") : full;
  return {
    invocationId: ws.newId("inv"),
    useCaseId: u.useCaseId,
    modelId,
    text,
    finishReason: truncated ? "length" : "stop",
    truncated,
    maxOutputTokens: maxOut,
    temperature,
    usage: { inputTokens: countTokens(JSON.stringify(params)), outputTokens: truncated ? maxOut : words.length },
    createdAt: ws.now(),
  };
}

/** Reference choice: a token is one whitespace-separated word. */
function countTokens(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}

function generate(u: UseCaseDef, p: Record<string, unknown>, maxOut: number): string {
  switch (u.useCaseId) {
    case "summarize-text": {
      const words = String(p.text).split(/\s+/).filter(Boolean);
      const keep = p.style === "detailed" ? 60 : 12;
      const head = words.slice(0, keep);
      if (p.bulletPoints === true) {
        const lines: string[] = [];
        for (let i = 0; i < head.length; i += 6) lines.push(`- ${head.slice(i, i + 6).join(" ")}`);
        return `Summary:\n${lines.join("\n")}`;
      }
      return `Summary: ${head.join(" ")}${words.length > keep ? " …" : ""}`;
    }
    case "classify-ticket": {
      const candidates =
        Array.isArray(p.candidateLabels) && p.candidateLabels.length > 0
          ? (p.candidateLabels as string[])
          : ["bug", "feature", "question", "docs"];
      const hay = `${String(p.title)} ${typeof p.body === "string" ? p.body : ""}`.toLowerCase();
      const hits = candidates.filter((c) => hay.includes(c.toLowerCase()));
      const max = typeof p.maxLabels === "number" ? Math.floor(p.maxLabels) : 3;
      return (hits.length ? hits : [candidates[0]]).slice(0, max).join("\n");
    }
    case "diagnostics-drill":
      switch (p.outcome) {
        case "empty":
          return "   ";
        case "fail":
          throw stated(503, "use_case_generation_failed", "the vendor call did not complete");
        case "slow":
          if (maxOut > SLOW_TOKEN_BUDGET) {
            throw stated(
              503,
              "use_case_generation_timeout",
              `no answer within the per-invocation deadline; retry with maxOutputTokens at most ${SLOW_TOKEN_BUDGET}`,
            );
          }
          return "Acknowledged: a short answer arrived within the deadline.";
        default:
          return "Acknowledged: the drill completed normally.";
      }
    default:
      return `Generated for ${u.useCaseId}.`;
  }
}
