/** Evidence (doc 2 Endpoints "Evidence", scope read): runs come from tasks; artifacts from a run's list. */
import { idCandidates, itemsUnderRuns, need, runIds } from "../discover.ts";
import { read, refusedWith, type Recipe, type Recipes } from "../recipe.ts";

const ofRun: Recipe = read(async (c) => {
  const [runId] = need(c, await runIds(c), "the workspace holds no run (no task has a runId)");
  return [{ params: { runId }, label: `run ${runId}` }];
});

export const evidence = {
  listRunArtifacts: ofRun,
  getRunOutcome: ofRun,
  getRunReport: ofRun,
  /** Spec reads refuse with 503 `spec_read_failed` / `spec_ref_unresolved` / `vcs_not_configured` (documented): the next run is tried. */
  getRunSpec: read(
    async (c) => {
      return need(c, await runIds(c), "the workspace holds no run")
        .slice(0, 5)
        .map((runId) => ({ params: { runId }, label: `run ${runId}` }));
    },
    refusedWith(503, ["spec_read_failed", "spec_ref_unresolved", "vcs_not_configured"]),
  ),
  /** `artifacts[].artifactId` (doc 1 PublicRunArtifactList); "404 … also when the bytes are gone from storage". */
  getArtifactBlob: read(
    async (c) => {
      const found = await itemsUnderRuns(c, (runId) => `/runs/${runId}/artifacts`);
      const ids = [...new Set(found.flatMap(({ item }) => idCandidates(item, ["artifactId"]).slice(0, 1)))];
      return need(c, ids, "no run of the workspace lists an artifact")
        .slice(0, 6)
        .map((artifactId) => ({ params: { artifactId }, label: `artifact ${artifactId}` }));
    },
    refusedWith(404, [], "404: bytes gone from storage (documented)"),
  ),
} satisfies Recipes;
