/** verify-traffic catches, on recorded traffic, the faults of one exchange: OP, NULL, AUTH's 401s, SEC's nosniff, an event stream's frames (traffic-faults.ts). */
import { describe } from "vitest";
import { proveFaults } from "./traffic-faults.ts";

describe("faults of one exchange, caught in recorded traffic", () => {
  proveFaults([
    { fault: "op-create-task-200", rules: ["OP-SUCCESS"] },
    { fault: "op-delete-key-200", rules: ["OP-SUCCESS"] },
    { fault: "op-schema-usage-cost-string", rules: ["OP-SCHEMA"] },
    { fault: "op-content-type-text-plain", rules: ["OP-CONTENT-TYPE"] },
    { fault: "op-204-with-body", rules: ["OP-204-EMPTY"] },
    { fault: "op-error-flat-envelope", rules: ["OP-ERROR-ENVELOPE"] },
    { fault: "op-no5xx-fractional-limit", rules: ["OP-NO-5XX"] },
    { fault: "op-drift-service-extra-field", rules: ["OP-DRIFT"], outcome: "warn" },
    { fault: "null-task-omits-null-keys", rules: ["NULL-REQUIRED-PRESENT"] },
    { fault: "null-service-provisioning-null", rules: ["NULL-OPTIONAL-NOT-NULL"] },
    { fault: "auth-absent-key-400", rules: ["AUTH-401-ABSENT"] },
    { fault: "auth-basic-scheme-accepted", rules: ["AUTH-401-SCHEME"] },
    { fault: "sec-artifact-nosniff-missing", rules: ["SEC-ARTIFACT-NOSNIFF"] },
    { fault: "events-unprefixed-continuation", rules: ["EVENTS-FRAMES-PARSE"] },
    { fault: "events-content-type-plain", rules: ["EVENTS-FRAMES-PARSE", "EVENTS-TERMINAL-ENDS"] },
  ]);
});
