/**
 * verify-traffic catches, on recorded traffic, the faults only a sequence shows: the pages of one
 * list (PAGE), the keys seen on both sides of a rung and what /me says of them (AUTH), a minted
 * secret read again (KEYS), consecutive reads of one resource (STATE) (traffic-faults.ts).
 */
import { describe } from "vitest";
import { proveFaults } from "./traffic-faults.ts";

describe("faults of a sequence, caught in recorded traffic", () => {
  proveFaults([
    { fault: "page-limit-plus-one", rules: ["PAGE-LIMIT-RESPECTED"] },
    { fault: "page-repeat-last-item", rules: ["PAGE-NO-REPEAT"] },
    { fault: "page-cursor-echoed", rules: ["PAGE-CURSOR-NOT-ECHOED", "PAGE-ENDS-NULL"] },
    { fault: "page-cursor-never-null", rules: ["PAGE-ENDS-NULL"] },
    { fault: "page-newest-first-per-page", rules: ["PAGE-NEWEST-FIRST"] },
    { fault: "auth-write-admitted-to-decide", rules: ["AUTH-403-BELOW"] },
    { fault: "auth-decide-refused-on-write", rules: ["AUTH-ADMITTED"] },
    { fault: "auth-me-reports-admin", rules: ["AUTH-ME-SCOPE"] },
    { fault: "keys-secret-in-list", rules: ["KEYS-SECRET-ONCE"] },
    { fault: "state-key-revoke-downgrades", rules: ["STATE-KEY-REVOKE"] },
    { fault: "state-notification-dismiss-stays-open", rules: ["STATE-NOTIFICATION-DISMISS"] },
    { fault: "state-job-cancel-finished-changes", rules: ["STATE-JOB-MACHINE"] },
  ]);
});
