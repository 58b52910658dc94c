/**
 * Artifact bytes (doc 2 Evidence GET /artifacts/{artifactId}/blob: "recorded content type, nosniff";
 * doc 2 Authentication 12: "Artifact bytes are workspace-scoped and require a key"). An artifact is
 * found through the workspace's runs: GET /debug/runs → GET /runs/{runId}/artifacts. The type is
 * judged on every artifact read (at most READ_AT_MOST), not the first alone: a run's screenshot and
 * its reference image are recorded apart, and either may carry a type outside the five.
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

/** Artifacts of A whose bytes are read at most (each is one request). */
const READ_AT_MOST = 10;

/** The artifacts of A whose bytes A reads (200), of the first READ_AT_MOST it knows. */
function readableArtifacts(c: CheckContext, op: Operation): Promise<Readable[]> {
  return memo(c.t, `sec-readable-artifacts:${op.operationId}`, async () => {
    const known = await knownOfA(c);
    const param = op.pathParams[0].name;
    const pool = poolOf(op, param);
    const out: Readable[] = [];
    for (const id of (known.pools.get(pool) ?? []).slice(0, READ_AT_MOST)) {
      const reply = await c.callOp(op, { params: { [param]: id } });
      if (reply.status === 200) out.push({ id, record: known.records.get(`${pool}:${id}`)?.rec ?? {}, reply });
    }
    return out;
  });
}

/** The first artifact of A whose bytes A reads (200), or null. */
const readableArtifact = async (c: CheckContext, op: Operation): Promise<Readable | null> =>
  (await readableArtifacts(c, op))[0] ?? null;

const binaryRead = (op: Operation) => op.method === "GET" && op.successKind === "binary" && op.pathParams.length === 1;

export const artifactNosniff: Rule = {
  id: "SEC-ARTIFACT-NOSNIFF",
  title: "Every readable artifact's bytes are served with `nosniff` and their recorded, stated content type",
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
    const found = await readableArtifacts(c, op);
    if (!found.length)
      c.notExercised("no artifact with readable bytes found through GET /debug/runs → GET /runs/{runId}/artifacts");
    const seen: string[] = [];
    for (const { reply, record, id } of found) {
      holds(c, nosniffFinding(op, reply.headers, id), reply.exchange);
      const ct = mediaType(reply.headers["content-type"]);
      if (typeof record.contentType === "string") {
        c.require(
          ct === mediaType(record.contentType),
          `content type ${ct} for artifact ${id}, recorded as ${record.contentType}`,
          "the recorded content type",
          reply.exchange,
        );
      }
      seen.push(`${id}: ${ct}`);
    }
    c.pass(`${found.length} artifact(s) read, each with a stated type and nosniff (${seen.join(", ")})`);
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
