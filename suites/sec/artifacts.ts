/**
 * Artifact bytes (doc 2 Evidence GET /artifacts/{artifactId}/blob: "recorded content type, nosniff";
 * doc 2 Authentication 12: "Artifact bytes are workspace-scoped and require a key"). An artifact is
 * found through the workspace's runs: GET /debug/runs → GET /runs/{runId}/artifacts.
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { Reply } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { memo } from "../../lib/run/target.ts";
import { expectEnvelope } from "../common/envelope.ts";
import { knownOfA, poolOf, type Rec } from "./known.ts";
import { provokesOwn, provokesSuccess } from "../common/provokes.ts";
import { holds } from "../common/finding.ts";
import { nosniffFinding } from "./judges/artifact.ts";
import { mediaType } from "../op/judges/media.ts";

interface Readable {
  id: string;
  record: Rec;
  reply: Reply;
}

/** The first artifact of A whose bytes A reads (200), or null. */
function readableArtifact(c: CheckContext, op: Operation): Promise<Readable | null> {
  return memo(c.t, `sec-readable-artifact:${op.operationId}`, async () => {
    const known = await knownOfA(c);
    const param = op.pathParams[0].name;
    const pool = poolOf(op, param);
    for (const id of (known.pools.get(pool) ?? []).slice(0, 10)) {
      const reply = await c.callOp(op, { params: { [param]: id } });
      if (reply.status === 200) return { id, record: known.records.get(`${pool}:${id}`)?.rec ?? {}, reply };
    }
    return null;
  });
}

const binaryRead = (op: Operation) => op.method === "GET" && op.successKind === "binary" && op.pathParams.length === 1;

export const artifactNosniff: Rule = {
  id: "SEC-ARTIFACT-NOSNIFF",
  title: "Artifact bytes are served with `nosniff` and their recorded, stated content type",
  level: "MUST",
  family: "SEC",
  clause: "doc 2 Evidence (GET /artifacts/{artifactId}/blob: recorded content type, nosniff; the five stated types)",
  clauses: ["D2-EVIDENCE-BLOB-TYPE"],
  profile: "safe",
  scope: "operation",
  appliesTo: binaryRead,
  provokes: provokesSuccess,
  check: async (c) => {
    const op = c.operation;
    const found = await readableArtifact(c, op);
    if (!found)
      c.notExercised("no artifact with readable bytes found through GET /debug/runs → GET /runs/{runId}/artifacts");
    const { reply, record, id } = found!;
    holds(c, nosniffFinding(op, reply.headers, id), reply.exchange);
    const ct = mediaType(reply.headers["content-type"]);
    if (typeof record.contentType === "string") {
      c.require(
        ct === mediaType(record.contentType),
        `content type ${ct} for an artifact recorded as ${record.contentType}`,
        "the recorded content type",
        reply.exchange,
      );
    }
    c.pass(`artifact ${id}: ${ct}, nosniff`);
  },
};

export const artifactNeedsKey: Rule = {
  id: "SEC-ARTIFACT-KEY-REQUIRED",
  title: "The bytes of an existing artifact are refused 401 without a key",
  level: "MUST",
  family: "SEC",
  clause: "doc 2 Authentication 12 (artifact bytes are workspace-scoped and require a key); Authentication 5",
  clauses: ["D2-AUTH-12-ARTIFACT-KEY"],
  profile: "safe",
  scope: "operation",
  appliesTo: binaryRead,
  provokes: provokesOwn(401),
  check: async (c) => {
    const op = c.operation;
    const found = await readableArtifact(c, op);
    if (!found)
      c.notExercised("no artifact with readable bytes found through GET /debug/runs → GET /runs/{runId}/artifacts");
    const r = await c.callOp(op, { params: { [op.pathParams[0].name]: found!.id }, key: null });
    c.require(
      r.status === 401,
      `${r.status} for the bytes of artifact ${found!.id} without a key`,
      "401: artifact bytes require a key",
    );
    expectEnvelope(c, r);
    c.pass();
  },
};
