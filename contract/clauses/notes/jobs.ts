/** doc 2 Endpoints › Jobs. */
import { clause } from "../types.ts";

const S = "Endpoints › Jobs";

export const JOBS = [
  clause(
    "D2-JOBS-LIST-NEWEST-FIRST",
    2,
    S,
    "GET /jobs: only headless runs created through this surface, newest first",
    { operationId: "listJobs" },
  ),
  clause("D2-JOBS-LIST-FILTERS", 2, S, "GET /jobs `status`, `since`: only matching jobs", { operationId: "listJobs" }),
  clause("D2-JOBS-CANCEL-IDEMPOTENT", 2, S, "POST /jobs/{id}/cancel: 200 PublicJob; idempotent", {
    operationId: "cancelJob",
  }),
] as const;
