/**
 * doc 2 Endpoints conventions ("Bodies are JSON") with doc 1's request shapes: a string field is
 * valid by its type and bounds, whatever characters it holds, and a JSON body is its value, however
 * it is spaced. So a valid body whose free-form string fields (no pattern, format or closed set)
 * hold `[`, `{`, `"`, `\`, `\"`, `}`, `]` — more openers than any nesting limit — sent as
 * tab-indented JSON wrapped in whitespace, is accepted (2XX) and each value reads back unchanged
 * (doc 2 Versioning: the value sent is the one stored), in the answer and by the resource's read.
 *
 * And a body holding many objects side by side is not deep: `documents` of a task creation is an
 * array of PublicTaskDocument with no stated count (doc 1 CreatePublicTask; doc 2 Limits names
 * none), so a task created with 65 upload documents is accepted (tried on a disposable target
 * only: uploads outlive their task). Which arrays: no request shape lets a client send 65 arrays
 * side by side (array fields are a handful by name), so only objects are counted on.
 *
 * Which fields and where: those VALID-MAX-LENGTH-STORED reads back (the answer shows them, a
 * resource of the suite's own takes them), free-form only: a webhook `url` has a pattern.
 */
import { describeSchema } from "../../lib/contract/constraints.ts";
import type { Operation, OperationIndex } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { jsonSignificantText, MAX_NESTING_SEEN, spacedJson } from "../../generators/json-text.ts";
import { ownTask } from "../../generators/calls/resources.ts";
import { EXCLUDED_KEYS } from "./boundary.ts";
import { bodyShares } from "./targets.ts";
import { listed } from "./judge.ts";
import { objectOf, readBackProblems, SEND, type Sent, shownNames } from "./stored-lengths.ts";
import { requestShape } from "../common/clauses.ts";

const DOCUMENTED =
  "a body is JSON (doc 2 Endpoints conventions) and a string within its type and bounds is valid whatever it holds (doc 1 request shapes): the body is accepted";

/** Fields a body needs besides the text ones, per operation: a webhook registered by id needs somewhere to deliver. */
const BASE: Partial<Record<string, Record<string, unknown>>> = {
  putNotificationWebhookById: { url: "https://hooks.example.com/conformance/json-text" },
};

/** Top-level free-form string fields of the body that the answer shows: no pattern, format, closed set or constant. */
export function textFields(op: Operation, index: OperationIndex): { name: string; max?: number }[] {
  if (!op.body || !SEND[op.operationId]) return [];
  const body = objectOf(describeSchema(op.body.schema, index.document.components.schemas));
  const shown = shownNames(op, index);
  return (body?.properties ?? []).flatMap((p) => {
    const n = p.node;
    if (n.kind !== "string" || n.pattern || n.format || n.enum || n.const !== undefined) return [];
    if (p.name in EXCLUDED_KEYS || !shown.has(p.name)) return [];
    return [{ name: p.name, max: n.maxLength }];
  });
}

/** 65 upload documents (doc 1 PublicTaskDocument `upload`: `title` 1-200, `content` 1-100000), one past 64. */
function uploads(c: CheckContext): Record<string, unknown>[] {
  return Array.from({ length: MAX_NESTING_SEEN + 1 }, (_, i) => ({
    kind: "upload",
    title: `conformance upload ${c.seed() % 1000}-${i + 1}`,
    content: `document ${i + 1} of ${MAX_NESTING_SEEN + 1}, side by side`,
  }));
}

export const jsonBodyText: Rule = {
  id: "VALID-JSON-BODY-TEXT",
  title:
    "A valid body is accepted whatever its strings hold and however it is spaced, and reads back unchanged; a task takes 65 documents side by side",
  level: "MUST",
  family: "VALID",
  clause:
    "doc 2 Endpoints conventions (bodies are JSON); doc 1 request shapes (a string field's type and bounds; CreatePublicTask `documents`, no stated count); doc 2 Versioning (a request field is the stored value)",
  clauses: ["D2-CONV-JSON", "D2-VERSION-ABSENT-NULL"],
  clausesFor: (op) => requestShape(op),
  profile: "safe",
  shares: bodyShares,
  scope: "operation",
  appliesTo: (op, index) => textFields(op, index).length > 0,
  check: async (c) => {
    const op = c.operation;
    const fields = textFields(op, c.t.index);
    const sent: Sent[] = fields.map((f) => {
      const value = jsonSignificantText(f.max);
      return { name: f.name, max: value.length, value, key: f.name };
    });
    const body = { ...(BASE[op.operationId] ?? {}), ...Object.fromEntries(sent.map((f) => [f.name, f.value])) };
    const how = { encode: spacedJson, judged: DOCUMENTED };
    const s = await SEND[op.operationId](c, op, body, how);
    const after = await s.read();
    if (!after.view) c.notExercised(`${s.describe} could not be read back (${after.r.status})`, after.r.exchange);
    const problems = readBackProblems(sent, s, after);
    if (problems.length) {
      c.fail(
        `Received: ${listed(problems.map((p) => p.text))} (${s.describe}) / Documented: what a string holds is its value, not JSON structure (doc 2 Endpoints conventions), and the value sent is the one stored (doc 2 Versioning): it reads back unchanged`,
        problems[0].exchange,
      );
    }
    let side = "";
    // Uploaded documents outlive their task ("the document survives in the workspace", doc 2 Tasks):
    // 65 of them are left only on a throwaway target.
    if (op.operationId === "createServiceTask" && !c.t.disposable)
      side = `; ${MAX_NESTING_SEEN + 1} upload documents side by side not tried: they would stay in the workspace (--disposable)`;
    else if (op.operationId === "createServiceTask") {
      const task = await ownTask(c, { title: "conformance documents side by side", documents: uploads(c) }, how);
      side = `; task ${task.taskId} created with ${MAX_NESTING_SEEN + 1} upload documents side by side`;
    }
    c.pass(
      `${sent.map((f) => f.name).join(", ")} holding brackets, quotes and backslashes, sent spaced: accepted and read back unchanged from ${s.describe}${side}`,
    );
  },
};
