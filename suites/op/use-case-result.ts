/**
 * doc 2 Use cases, POST /use-cases/{useCaseId}/invocations: "200 object* with generated text,
 * `finishReason` and `truncated`. Synchronous single inline model call". The body is the configured
 * `bodies.invokeUseCase`, on the first listed use case that takes it (suites/common/use-cases.ts).
 * Named: `finishReason` (a string: its value `length` is shown) and `truncated` (a flag: "`truncated`
 * true"). The field of the generated text is not named, so it is read as a non-empty string field
 * anywhere in the body other than `finishReason` and the id-like fields. Where the two named fields
 * sit is not shown either: the top level first, else the object of the body that holds each.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { acceptingUseCase, objectsOf } from "../common/use-cases.ts";
import { jsonText } from "../../lib/json/safe.ts";

export const useCaseInvokeResult: Rule = {
  id: "OP-USE-CASE-INVOKE-RESULT",
  title: "A use-case invocation answers 200 with generated text, `finishReason` and `truncated`",
  level: "MUST",
  family: "OP",
  clause:
    "doc 2 Use cases (POST /use-cases/{useCaseId}/invocations: 200 object* with generated text, `finishReason` and `truncated`)",
  clauses: ["D2-UC-INVOKE-RESULT"],
  profile: "full",
  scope: "operation",
  appliesTo: (op) => op.operationId === "invokeUseCase",
  check: async (c) => {
    const ok = await acceptingUseCase(c);
    const r = ok.reply;
    const at = `use case ${ok.useCaseId} with bodies.invokeUseCase`;
    c.require(
      r.jsonOk && r.json && typeof r.json === "object" && !Array.isArray(r.json),
      `a 200 without a JSON object body (${at})`,
      "200 object* (doc 2 Use cases)",
      r.exchange,
    );
    const holder = "finishReason" in r.json! ? r.json! : objectsOf(r.json).find((o) => "finishReason" in o);
    c.require(
      holder,
      `a 200 without \`finishReason\` (${at}): fields ${jsonText(Object.keys(r.json!))}`,
      "200 with generated text, `finishReason` and `truncated`",
      r.exchange,
    );
    const result = holder!;
    c.require(
      typeof result.finishReason === "string" && result.finishReason.length > 0,
      `\`finishReason\` ${jsonText(result.finishReason)} (${at})`,
      "`finishReason` a reason such as `length`",
      r.exchange,
    );
    // `truncated` beside `finishReason`, else anywhere in the body (where it sits is not shown).
    const flagHolder = "truncated" in result ? result : objectsOf(r.json).find((o) => "truncated" in o);
    const truncated = flagHolder?.truncated;
    c.require(
      typeof truncated === "boolean",
      `\`truncated\` ${jsonText(truncated)}${flagHolder ? "" : " (absent)"} (${at})`,
      "`truncated` true or false",
      r.exchange,
    );
    // The generated text's field is not named: any non-empty string of the body other than
    // `finishReason` and id-like fields ("model answered without usable text" is a 503, doc 2
    // Errors, so a 200 carries text).
    const text = objectsOf(r.json)
      .flatMap((o) => Object.entries(o))
      .find(([k, v]) => k !== "finishReason" && !/(^id|Id)$/.test(k) && typeof v === "string" && v.trim().length > 0);
    c.require(
      text,
      `no non-empty string in the body besides \`finishReason\` and id-like fields (${at}): fields ${jsonText(Object.keys(r.json!))}`,
      "200 with generated text",
      r.exchange,
    );
    c.pass(
      `${at}: finishReason ${jsonText(result.finishReason)}, truncated ${String(truncated)}, generated text read from \`${text![0]}\` (its field is not named)`,
    );
  },
};
