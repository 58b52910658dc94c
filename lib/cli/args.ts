/**
 * The command line of `npm run conformance` (DESIGN.md "Fixed interfaces"; only ever extended):
 *   [--base-url URL] [--admin-key KEY] [--peer-admin-key KEY] [--profile safe|standard|full]
 *   [--seed N] [--report-dir DIR] [--strict] [--only RULE|FAMILY]... [--exclude …]... [--operation ID]...
 *   [--timeout MS] [--list-rules] [--help]
 * Secrets may come from CONFORMANCE_ADMIN_KEY / CONFORMANCE_PEER_ADMIN_KEY instead of the command line.
 */
import { parseArgs } from "node:util";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../run/config.ts";
import { PROFILES, type Profile } from "../rules/types.ts";

export class UsageError extends Error {}

export interface CliArgs {
  config: RunConfig;
  reportDir: string | null;
  listRules: boolean;
  help: boolean;
}

export const HELP = `Usage: npm run conformance -- [options]

Checks a server against the Agent Pipeline Platform API v1.61.0 documents and writes a report.
With no --base-url it starts the embedded reference server in process.

Options (environment variable in brackets; flags win over the environment):
  --base-url URL           the server, e.g. https://api.example.com (the API is under /api/v1) [CONFORMANCE_BASE_URL]
  --admin-key KEY          an admin key of the target [CONFORMANCE_ADMIN_KEY]
  --peer-admin-key KEY     an admin key of a second workspace, for isolation rules [CONFORMANCE_PEER_ADMIN_KEY]
  --profile NAME           safe | standard | full (default: full on the embedded server, standard on a --base-url)
                             safe: reads and the suite's own keys; standard: creates and edits its own
                             resources; full: also starts runs
  --seed N                 seed of every generated input (default ${DEFAULT_RUN_CONFIG.seed}); the same seed replays the same requests
  --report-dir DIR         where the reports go (default reports/<timestamp>)
  --strict                 SHOULD failures and drift fail the run too
  --only RULE|FAMILY       run only these rules (repeatable; an id, a family such as PAGE, or an id prefix)
  --exclude RULE|FAMILY    skip these rules (repeatable)
  --operation ID           run only for these operations (repeatable)
  --timeout MS             deadline of one request (default ${DEFAULT_RUN_CONFIG.timeoutMs})
  --list-rules             print every rule (id, level, family, profile, clause) and exit
  -h, --help               this help

Exit codes: 0 no MUST rule failed; 1 a MUST rule failed; 2 usage or target error.
`;

function positiveInt(name: string, raw: string, min = 0): number {
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} expects a whole number, got ${JSON.stringify(raw)}`);
  const n = Number(raw);
  if (n < min || !Number.isSafeInteger(n)) throw new UsageError(`--${name} must be a whole number of at least ${min}`);
  return n;
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        "base-url": { type: "string" },
        "admin-key": { type: "string" },
        "peer-admin-key": { type: "string" },
        profile: { type: "string" },
        seed: { type: "string" },
        "report-dir": { type: "string" },
        strict: { type: "boolean" },
        only: { type: "string", multiple: true },
        exclude: { type: "string", multiple: true },
        operation: { type: "string", multiple: true },
        timeout: { type: "string" },
        "server-fault": { type: "string", multiple: true },
        "list-rules": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const v = parsed.values;
  const baseUrl = v["base-url"] ?? env.CONFORMANCE_BASE_URL;
  // The embedded server is the suite's own and dies with the run: nothing there is a customer's, so
  // its default is everything (full). A real target defaults to standard: no runs are started.
  const profile = (v.profile ?? (baseUrl ? DEFAULT_RUN_CONFIG.profile : "full")) as Profile;
  if (!PROFILES.includes(profile)) throw new UsageError(`--profile must be one of ${PROFILES.join(", ")}, got ${JSON.stringify(v.profile)}`);
  const adminKey = v["admin-key"] ?? env.CONFORMANCE_ADMIN_KEY;
  if (baseUrl && !adminKey && !v["list-rules"] && !v.help) {
    throw new UsageError("--base-url needs an admin key: --admin-key KEY or CONFORMANCE_ADMIN_KEY");
  }
  if (!baseUrl && adminKey) throw new UsageError("--admin-key was given without --base-url (the embedded server makes its own keys)");
  const config: RunConfig = {
    ...DEFAULT_RUN_CONFIG,
    baseUrl: baseUrl || undefined,
    adminKey: adminKey || undefined,
    peerAdminKey: v["peer-admin-key"] ?? env.CONFORMANCE_PEER_ADMIN_KEY ?? undefined,
    profile,
    seed: v.seed !== undefined ? positiveInt("seed", v.seed) : DEFAULT_RUN_CONFIG.seed,
    strict: v.strict ?? false,
    only: v.only ?? [],
    exclude: v.exclude ?? [],
    operations: v.operation ?? [],
    timeoutMs: v.timeout !== undefined ? positiveInt("timeout", v.timeout, 100) : DEFAULT_RUN_CONFIG.timeoutMs,
    serverFaults: v["server-fault"] ?? [],
  };
  if (config.serverFaults.length && config.baseUrl) throw new UsageError("--server-fault applies to the embedded server only");
  return { config, reportDir: v["report-dir"] ?? null, listRules: v["list-rules"] ?? false, help: v.help ?? false };
}
