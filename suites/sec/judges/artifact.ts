/**
 * SEC-ARTIFACT-NOSNIFF's judge (doc 2 Evidence, GET /artifacts/{artifactId}/blob: "recorded content
 * type, nosniff"; the five stated types): artifact bytes come with `x-content-type-options: nosniff`
 * and one of the stated content types. The live rule (../artifacts.ts) reads an artifact it found
 * through the workspace's runs and also holds the type to the artifact's record; passively, every
 * recorded read of artifact bytes is judged on its answer alone.
 */
import type { Operation } from "../../../lib/contract/operations.ts";
import type { Finding } from "../../common/finding.ts";
import { eachExchange, found, pass } from "../../traffic/judge.ts";
import { mediaType } from "../../op/judges/media.ts";
import { jsonText } from "../../../lib/json/safe.ts";

/** The headers of artifact `id`'s bytes. */
export function nosniffFinding(op: Operation, headers: Record<string, string>, id: string): Finding | null {
  const xcto = headers["x-content-type-options"];
  if (typeof xcto !== "string" || xcto.trim().toLowerCase() !== "nosniff") {
    return {
      received: `x-content-type-options ${jsonText(xcto ?? null)} on artifact ${id}`,
      documented: "`x-content-type-options: nosniff`",
    };
  }
  const ct = mediaType(headers["content-type"]);
  const stated = op.successContentTypes.map((t) => mediaType(t));
  return stated.includes(ct)
    ? null
    : { received: `content type ${jsonText(ct)}`, documented: `one of ${stated.join(", ")}` };
}

export const nosniffJudge = eachExchange(
  "SEC-ARTIFACT-NOSNIFF",
  "artifact bytes come with nosniff and a stated content type",
  (x) => {
    const op = x.operation;
    if (!op || x.status !== op.status || op.pathParams.length !== 1) return [];
    const id = x.params[op.pathParams[0].name] ?? "";
    const f = nosniffFinding(op, x.responseHeaders, id);
    return f ? [found(x, f)] : [pass(x, `artifact ${id}: ${mediaType(x.responseHeaders["content-type"])}, nosniff`)];
  },
);
