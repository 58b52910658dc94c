/**
 * Artifact bytes refused 404 (doc 2 Evidence, GET /artifacts/{artifactId}/blob: "404 for an unknown
 * id in the key's workspace and also when the bytes are gone from storage"; doc 2 Errors: 404
 * (code unspecified) "unknown artifact id, or bytes missing in storage"). The code is not stated,
 * so only the status and the envelope are asserted.
 *
 * That an artifact's bytes are gone cannot be known from outside unless the server says so; the
 * checkable reading is over every artifact the workspace's runs list: each answers its blob either
 * 200 with exactly its bytes (`byteSize`, doc 1 Artifacts: exact) or 404 with the envelope — never a
 * 200 standing in for missing bytes. Other answers (a 429, a 5XX) are admitted for any operation
 * (doc 2 Endpoints conventions) and say nothing of the bytes: they are not judged.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { envelopeProblem, expectEnvelope } from "../common/envelope.ts";
import { listedArtifacts } from "../common/evidence.ts";
import { absentName } from "./stated.ts";
import { provokesOwn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

const blobRead = (op: Operation) => op.operationId === "getArtifactBlob";

/** At most this many listed artifacts are read (each is one request). */
const READ_AT_MOST = 10;

export const artifactUnknown404: Rule = {
  id: "ERRORS-ARTIFACT-UNKNOWN-404",
  title: "The bytes of an unknown artifact id are refused 404 with the error envelope",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Evidence (GET /artifacts/{artifactId}/blob: 404 for an unknown id in the key's workspace); doc 2 Errors (404: unknown artifact id)",
  clauses: ["D2-EVIDENCE-BLOB-UNKNOWN-404"],
  profile: "safe",
  scope: "operation",
  appliesTo: blobRead,
  provokes: provokesOwn(404),
  check: async (c) => {
    const op = c.operation;
    const artifactId = absentName(c, "artifact");
    const r = await c.callOp(op, { params: { artifactId } });
    c.require(
      r.status === 404,
      `${r.status} (${r.bytes.length} bytes) for the bytes of ${artifactId}, an artifact id no run lists`,
      "404 for an unknown artifact id in the key's workspace (doc 2 Evidence)",
      r.exchange,
    );
    expectEnvelope(c, r);
    c.pass(
      `404 with the envelope (code ${jsonText((r.json as { error?: { code?: unknown } }).error?.code)}; the code is unspecified)`,
    );
  },
};

export const artifactGone404: Rule = {
  id: "ERRORS-ARTIFACT-GONE-404",
  title:
    "A listed artifact's bytes are never a 200 of another length than `byteSize`: missing bytes are 404 with the envelope",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Evidence (GET /artifacts/{artifactId}/blob: 404 also when the bytes are gone from storage); doc 2 Errors (404: bytes missing in storage); doc 1 Artifacts (`byteSize` exact)",
  clauses: ["D2-EVIDENCE-BLOB-GONE-404"],
  profile: "safe",
  scope: "operation",
  appliesTo: blobRead,
  provokes: provokesOwn(404),
  check: async (c) => {
    const op = c.operation;
    const listed = await listedArtifacts(c);
    if (!listed.length)
      c.notExercised("no run of the workspace lists an artifact (GET /debug/runs → GET /runs/{runId}/artifacts)");
    let served = 0;
    const gone: string[] = [];
    const other: string[] = [];
    for (const a of listed.slice(0, READ_AT_MOST)) {
      const r = await c.callOp(op, { params: { artifactId: a.artifactId } });
      const what = `the bytes of artifact ${a.artifactId} (listed by run ${a.runId} with byteSize ${jsonText(a.byteSize)})`;
      if (r.status === 404) {
        const problem = envelopeProblem(r);
        c.require(
          problem === null,
          `${problem} for ${what}`,
          "404 with the error envelope {error: {code, message}} (doc 2 Evidence; doc 2 Errors)",
          r.exchange,
        );
        gone.push(a.artifactId);
        continue;
      }
      // Any other answer (a 429, a 5XX: doc 2 Endpoints, every operation may answer a 4XX or 5XX)
      // says nothing of the bytes: not judged.
      if (r.status !== 200) {
        other.push(`${a.artifactId}: ${r.status}`);
        continue;
      }
      // A 200 must carry the artifact's bytes: one of another length stands in for bytes the server lacks.
      if (typeof a.byteSize === "number") {
        c.require(
          r.bytes.length === a.byteSize,
          `200 with ${r.bytes.length} bytes for ${what}`,
          "the artifact's bytes (byteSize is exact, doc 1 Artifacts), or 404 when they are gone from storage (doc 2 Evidence)",
          r.exchange,
        );
      }
      served += 1;
    }
    const n = Math.min(listed.length, READ_AT_MOST);
    if (!served && !gone.length)
      c.notExercised(`none of the ${n} listed artifact(s) read answered 200 or 404 (${other.join("; ")})`);
    const others = other.length ? `; ${other.length} answered neither, not judged (${other.join(", ")})` : "";
    c.pass(
      gone.length
        ? `${n} listed artifact(s): ${served} served 200 with exactly their bytes, ${gone.length} refused 404 with the envelope (${gone.join(", ")})${others}`
        : `${n} listed artifact(s), ${served} served 200 with exactly their bytes; none answered 404, so no artifact with missing bytes was seen on this target${others}`,
    );
  },
};
