/**
 * `npm run fidelity:prism`: how faithful is Stoplight Prism, mocking contract/openapi.json, to the
 * API the documents describe? Runs the suite against the embedded reference server and against
 * Prism under the same profile and seed, then compares the two reports (lib/report/compare.ts).
 * Writes reports/prism-fidelity/{reference,candidate}/ and comparison.json; prints the comparison.
 *
 *   npm run fidelity:prism -- [--profile safe|standard] [--seed N] [--report-dir DIR] [--only RULE|FAMILY]...
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runConformance, ROOT } from "../../app/cli/run.ts";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../../lib/run/config.ts";
import { compareReports, formatComparison } from "../../lib/report/compare.ts";
import { writeComparison } from "../../lib/report/write.ts";
import { terminalOptions } from "../../lib/report/terminal.ts";
import { startPrism } from "./prism.ts";

/** The identity the mock is configured to answer GET /me with (see PrismOptions.identity). */
const MOCK_IDENTITY = {
  accountId: "acc_mock",
  createdAt: 1767225600000,
  externalIdentity: null,
  keyId: "key_mock",
  label: "prism mock admin",
  scope: "admin",
  workspaceId: "ws_mock",
};

function usage(message: string): never {
  console.error(`fidelity:prism: ${message}`);
  process.exit(2);
}

function args() {
  try {
    return parseArgs({
      options: {
        profile: { type: "string", default: "standard" },
        seed: { type: "string", default: "1" },
        "report-dir": { type: "string" },
        only: { type: "string", multiple: true, default: [] },
      },
      strict: true,
    }).values;
  } catch (e) {
    return usage((e as Error).message);
  }
}

const values = args();
if (values.profile !== "safe" && values.profile !== "standard")
  usage("--profile must be safe or standard (a mock starts no runs)");
if (!/^\d+$/.test(values.seed)) usage("--seed expects a whole number");
const dir = resolve(values["report-dir"] ?? join(ROOT, "reports", "prism-fidelity"));
const config: RunConfig = {
  ...DEFAULT_RUN_CONFIG,
  profile: values.profile,
  seed: Number(values.seed),
  only: values.only,
};
const term = terminalOptions(process.env, process.stdout);

const started = Date.now();
const reference = await runConformance(config, join(dir, "reference"), { allure: false });
const prism = await startPrism({ identity: MOCK_IDENTITY });
let candidate;
try {
  // Prism accepts any bearer token: this one only has to look like a key.
  // The reference runs with a second workspace's key (the embedded server makes one), so Prism gets
  // one too: the isolation rules then ask the same of both, and only what Prism does differs.
  const keys = { adminKey: "apk_mock.prism-accepts-any-token", peerAdminKey: "apk_mockpeer.prism-accepts-any-token" };
  candidate = await runConformance({ ...config, baseUrl: prism.baseUrl, ...keys }, join(dir, "candidate"), {
    allure: false,
  });
} finally {
  await prism.close();
}
const comparison = compareReports(reference.report, candidate.report);
console.log(formatComparison(comparison, { color: term.color }));
mkdirSync(dir, { recursive: true });
writeComparison(dir, comparison);
const r = reference.report.summary;
const c = candidate.report.summary;
console.log(
  `reference: ${r.passed} passed, ${r.failed} failed, ${r.notExercised} not exercised, ${r.requests} requests`,
);
console.log(
  `prism:     ${c.passed} passed, ${c.failed} failed, ${c.notExercised} not exercised, ${c.requests} requests`,
);
console.log(`written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
