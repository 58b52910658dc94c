/**
 * The bytes of an artifact the configuration names (doc 2 Evidence, GET /artifacts/{artifactId}/blob:
 * "200 binary … 404 for an unknown id in the key's workspace and also when the bytes are gone from
 * storage"; doc 2 Errors: 404 (code unspecified) "unknown artifact id, or bytes missing in storage").
 *
 * Whether an artifact's bytes are gone is not visible from outside: a listed artifact may answer 404
 * as gone, and ERRORS-ARTIFACT-GONE-404 admits that (and any 5XX) for each. Only the target's own
 * word tells which: `facts.artifactBytesKept` names one whose bytes are kept (its read is a 200, not
 * a 404 as if they were gone) and `facts.artifactBytesGone` one whose bytes are gone (its read is
 * the stated 404 with the envelope, not a 5XX or a 200). A configured fact may be wrong, so an answer
 * against it is a failure only when the configuration is vouched for (--vouch, the embedded server's
 * own); otherwise it leaves the rule not exercised, with what was seen.
 */
import type { Exchange } from "../../lib/http/client.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { envelopeProblem } from "../common/envelope.ts";
import { provokesOwn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

export const artifactKnownBytes: Rule = {
  id: "ERRORS-ARTIFACT-KNOWN-BYTES",
  title:
    "The configured artifact whose bytes are kept reads 200, and the one whose bytes are gone reads 404 with the envelope",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Evidence (GET /artifacts/{artifactId}/blob: 200 binary; 404 for an unknown id and also when the bytes are gone from storage); doc 2 Errors (404: bytes missing in storage)",
  clauses: ["D2-ROW-getArtifactBlob", "D2-EVIDENCE-BLOB-GONE-404"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => op.operationId === "getArtifactBlob",
  provokes: provokesOwn(200, 404),
  check: async (c) => {
    const op = c.operation;
    const { artifactBytesKept: kept, artifactBytesGone: gone } = c.t.info.facts ?? {};
    if (!kept && !gone)
      c.notExercised(
        "whether an artifact's bytes are kept or gone from storage is not visible from outside: set facts.artifactBytesKept and facts.artifactBytesGone in the config file to artifact ids of the workspace",
      );
    // An answer against a configured fact: a failure when vouched for, else the fact may be wrong.
    const against = (seen: string, documented: string, exchange: Exchange): never => {
      if (!c.t.info.vouch)
        c.notExercised(`${seen}; the configured fact may be wrong (--vouch makes this a failure)`, exchange);
      return c.fail(`Received: ${seen} (vouched for) / Documented: ${documented}`, exchange);
    };
    const seen: string[] = [];
    if (kept) {
      const r = await c.callOp(op, { params: { artifactId: kept } });
      if (r.status !== 200)
        against(
          `${r.status} ${jsonText((r.json as { error?: { code?: unknown } } | undefined)?.error?.code ?? null)} for the bytes of ${kept}, an artifact whose bytes are kept (facts.artifactBytesKept)`,
          "200 with the bytes: 404 only for an unknown id or bytes gone from storage (doc 2 Evidence)",
          r.exchange,
        );
      seen.push(`${kept} (kept): 200 with ${r.bytes.length} bytes`);
    }
    if (gone) {
      const r = await c.callOp(op, { params: { artifactId: gone } });
      const problem = r.status === 404 ? envelopeProblem(r) : null;
      if (r.status !== 404 || problem !== null)
        against(
          `${r.status}${problem ? ` (${problem})` : ""} for the bytes of ${gone}, an artifact whose bytes are gone from storage (facts.artifactBytesGone)`,
          "404 with the error envelope when the bytes are gone from storage (doc 2 Evidence; doc 2 Errors)",
          r.exchange,
        );
      seen.push(`${gone} (gone): 404 with the envelope`);
    }
    c.pass(seen.join("; "));
  },
};
