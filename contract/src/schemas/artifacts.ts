/**
 * doc 1 "Artifacts" (with doc 2 Evidence: /runs/{runId}/artifacts).
 */
import { arr, described, nullable, num, obj, oneOfStrings, ref, str, type Schema } from "../dsl.ts";

export const schemas: Record<string, Schema> = {
  PublicRunArtifact: obj(
    {
      artifactId: str(),
      byteSize: described(num(), "exact"),
      contentType: str(),
      createdAt: num(),
      hash: str(),
      kind: oneOfStrings(["screenshot", "reference", "asset"]),
      scope: oneOfStrings(["run", "task"]),
      view: nullable(str()),
    },
    "all",
  ),
  PublicRunArtifactList: obj({ artifacts: arr(ref("PublicRunArtifact")) }, "all"),
};
