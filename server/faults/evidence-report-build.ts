/**
 * Faults proving the rules that close the mutation survivors of the verification report's build
 * (server/domain/evidence/report.ts): a run section naming its pipeline by id, and the sections a
 * report takes only in some states of a run (the validation of a run with no finished step, the
 * reproduction of a bug task's run) given without their required fields. Each names the rules it
 * proves.
 */
import type { FaultDef } from "./index.ts";
import { editJson, type JsonObject } from "./replies.ts";

/** The report with the section `key` replaced by `{}` wherever `when(section)` holds. */
const emptiedWhen = (key: string, when: (section: JsonObject) => boolean) => (body: JsonObject) =>
  when(body[key] ?? {}) ? { ...body, [key]: {} } : body;

export const faults = {
  "evidence-report-pipeline-name-is-id": {
    family: "STATE",
    description:
      "GET /runs/{runId}/report names the run's pipeline by its id in `run.pipelineName` instead of the pipeline's `name`",
    rules: ["STATE-RUN-REPORT-STATES"],
    install(layer) {
      layer.around("getRunReport", async (_ctx, next) =>
        editJson(await next(), (body) => ({ ...body, run: { ...body.run, pipelineName: body.run.pipelineId } })),
      );
    },
  },
  "evidence-report-absent-validation-empty": {
    family: "STATE",
    description:
      "GET /runs/{runId}/report gives an absent validation section (no step finished yet) as `{}`, without its required `status`, `attempts` and `commands`",
    rules: ["STATE-RUN-REPORT-STATES"],
    install(layer) {
      layer.around("getRunReport", async (_ctx, next) =>
        editJson(
          await next(),
          emptiedWhen("validation", (s) => s.status === "absent"),
        ),
      );
    },
  },
  "evidence-report-reproduction-empty": {
    family: "STATE",
    description:
      "GET /runs/{runId}/report gives a reported reproduction section (a bug task's run) as `{}`, without its required `status`, `attempts` and `testPaths`",
    rules: ["STATE-RUN-REPORT-STATES"],
    install(layer) {
      layer.around("getRunReport", async (_ctx, next) =>
        editJson(
          await next(),
          emptiedWhen("reproduction", (s) => s.status === "reported"),
        ),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;
