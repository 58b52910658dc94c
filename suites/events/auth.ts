/**
 * doc 2 Authentication 2 ("Event streams are authenticated by the same key header") and 5 (an
 * absent or unknown key is refused 401), with doc 2 Errors (the envelope): a stream request without
 * a key, or with a well-formed key no server issued, is refused 401 before any stream opens. The
 * request names a real stream (the suite's own, or an existing one), so the key is the only thing
 * wrong with it.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { unknownKeyLike } from "../auth/refused-401.ts";
import { isEventStream, read, summary } from "./streams.ts";
import { subjectFor } from "./subjects.ts";
import { provokesOwn } from "../common/provokes.ts";

function envelopeProblem(body: string | undefined): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body ?? "");
  } catch {
    return "a body that is not JSON";
  }
  const err = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (!err || typeof err !== "object") return "a body without an `error` object";
  if (typeof err.code !== "string" || typeof err.message !== "string")
    return "an `error` without string `code` and `message`";
  return null;
}

export const streamAuth: Rule = {
  id: "EVENTS-AUTH",
  title: "An event stream without a key, or with an unknown key, is refused 401 before it opens",
  level: "MUST",
  family: "EVENTS",
  clause:
    "doc 2 Authentication 2 (event streams are authenticated by the same key header), 5 (absent or unknown key: 401); doc 2 Errors (envelope)",
  clauses: ["D2-AUTH-2-STREAMS", "D2-AUTH-5-401"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.successKind === "event-stream",
  provokes: provokesOwn(401),
  check: async (c) => {
    const s = await subjectFor(c, c.operation);
    const cases: [string, string | null][] = [
      ["no key", null],
      ["an unknown key", unknownKeyLike(c.t.keys.admin)],
    ];
    for (const [what, key] of cases) {
      const r = await read(c, s.path, { key, maxFrames: 1 });
      c.require(
        r.status === 401 && !isEventStream(r),
        `${summary(r)} for the stream of ${s.label} with ${what}`,
        "401 before any stream opens (doc 2 Authentication 2, 5)",
        r.exchange,
      );
      const problem = envelopeProblem(r.body);
      c.require(
        problem === null,
        `a 401 with ${problem} for ${what}`,
        "the error envelope {error: {code, message}} (doc 2 Errors)",
        r.exchange,
      );
    }
    c.pass(`the stream of ${s.label} refused 401 without a key and with an unknown key`);
  },
};
