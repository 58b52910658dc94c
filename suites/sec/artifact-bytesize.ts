/**
 * The recorded size of an artifact is the size of the bytes served (doc 1 Artifacts:
 * `PublicRunArtifact.byteSize` number (exact)), beside SEC-ARTIFACT-NOSNIFF's recorded content
 * type. Artifacts are found through the workspace's runs: GET /debug/runs → GET /runs/{runId}/artifacts.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { listedArtifacts } from "../common/evidence.ts";

/** At most this many listed artifacts are read (each is one request). */
const READ_AT_MOST = 10;

export const artifactByteSize: Rule = {
  id: "SEC-ARTIFACT-BYTESIZE",
  title: "An artifact's listed `byteSize` is the exact size of the bytes its blob serves",
  level: "MUST",
  family: "SEC",
  clause:
    "doc 1 Artifacts (PublicRunArtifact `byteSize` number (exact)); doc 2 Evidence (GET /runs/{runId}/artifacts, GET /artifacts/{artifactId}/blob)",
  clauses: ["D1-ARTIFACT-BYTESIZE-EXACT"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op: Operation) => op.operationId === "getArtifactBlob",
  check: async (c) => {
    const op = c.operation;
    const listed = await listedArtifacts(c);
    if (!listed.length)
      c.notExercised("no run of the workspace lists an artifact (GET /debug/runs → GET /runs/{runId}/artifacts)");
    const checked: string[] = [];
    for (const a of listed.slice(0, READ_AT_MOST)) {
      // Its type is OP-SCHEMA's to judge; a size that is not a number cannot be compared.
      if (typeof a.byteSize !== "number") continue;
      const r = await c.callOp(op, { params: { artifactId: a.artifactId } });
      // Bytes gone from storage are a 404 (ERRORS-ARTIFACT-GONE-404 judges it): nothing served to measure.
      if (r.status !== 200) continue;
      c.require(
        r.bytes.length === a.byteSize,
        `artifact ${a.artifactId} listed with byteSize ${a.byteSize}, its blob serves ${r.bytes.length} bytes`,
        "`byteSize` is the exact size of the artifact's bytes (doc 1 Artifacts)",
        r.exchange,
      );
      checked.push(`${a.artifactId} (${a.byteSize})`);
    }
    if (!checked.length) c.notExercised("no listed artifact with a numeric byteSize served its bytes (200)");
    c.pass(`byteSize equals the bytes served for ${checked.length} artifact(s): ${checked.join(", ")}`);
  },
};
