/**
 * doc 2 Environments (POST /environments/connections/test: "a refused credential is a 200 with `ok`
 * false") and doc 2 Errors ("Results that are NOT errors: environment connection test with a refused
 * credential is 200 with `ok` false"). No credential format is stated, so the refused credential is
 * configuration: `bodies.testEnvironmentConnection` (the reference server refuses a secret whose
 * value is `refused`, its default). `ok` true says the target accepts that credential: where the
 * configuration is vouched for (`--vouch`, the embedded server's own), the configured body is the
 * target's own word for a credential it refuses, so that fails as `ok` absent does; otherwise the
 * body may simply be one the target accepts, and the check is not exercised. A probe saves nothing,
 * so this needs no disposable target.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { refusedTestBody, testConnection } from "../common/environments.ts";
import { said } from "../common/use-cases.ts";
import { provokesOwn } from "../common/provokes.ts";
import { jsonText } from "../../lib/json/safe.ts";

export const envTestRefusedOkFalse: Rule = {
  id: "ERRORS-ENV-TEST-REFUSED-OK-FALSE",
  title: "Testing a connection whose credential is refused answers 200 with `ok` false, not an error",
  level: "MUST",
  family: "ERRORS",
  clause:
    "doc 2 Environments (POST /environments/connections/test: a refused credential is a 200 with `ok` false); doc 2 Errors (results that are NOT errors)",
  clauses: ["D2-ENV-TEST-REFUSED-OK-FALSE"],
  profile: "standard",
  scope: "operation",
  appliesTo: (op) => op.operationId === "testEnvironmentConnection",
  provokes: provokesOwn(200),
  check: async (c) => {
    const body = refusedTestBody(c);
    const r = await testConnection(c, body);
    c.require(
      r.status === 200,
      `${said(r)} testing bodies.testEnvironmentConnection (a credential the target refuses, by configuration)`,
      "200 with `ok` false: a refused credential is not an error (doc 2 Errors)",
      r.exchange,
    );
    const ok = (r.json as { ok?: unknown } | undefined)?.ok;
    if (ok === true && !c.t.info.vouch)
      c.notExercised(
        "the target answered `ok` true to bodies.testEnvironmentConnection: it accepts that credential, so it is not one the target refuses (configure one it refuses; --vouch makes this a failure)",
        r.exchange,
      );
    c.require(
      ok === false,
      `a 200 whose \`ok\` is ${jsonText(ok)}${r.json && typeof r.json === "object" && "ok" in r.json ? "" : " (absent)"} for bodies.testEnvironmentConnection, a credential the vouched configuration states the target refuses`,
      "200 with `ok` false (doc 2 Environments)",
      r.exchange,
    );
    c.pass("200 with `ok` false for the refused credential of bodies.testEnvironmentConnection");
  },
};
