/**
 * `replay REPORT_DIR [options]`: its own few options (the run's settings come from the report).
 * Keys as for a run: the environment first (CONFORMANCE_ADMIN_KEY…), a flag only if need be.
 */
import { parseArgs } from "node:util";
import { UsageError } from "../../lib/report/usage-error.ts";

export interface ReplayArgs {
  /** The report's folder, or its conformance.json. */
  report: string;
  /** Another target than the report's; null: the report's own (its embedded server started anew). */
  baseUrl: string | null;
  adminKey: string | null;
  peerAdminKey: string | null;
  /** On the embedded server: without the report's --server-fault and --server-variant. */
  clean: boolean;
  help: boolean;
}

export function replayUsage(program: string): string {
  return `Usage: ${program} replay REPORT_DIR [--base-url URL] [--clean]

Re-judges every failing check of an earlier run's report (REPORT_DIR/conformance.json) against a
target, and says of each whether it is still failing or fixed. For each check it mints fresh keys,
re-runs the check's rule on its operation with the report's settings (--only RULE --operation OP,
the seed, the profile…): that re-run decides. Its recorded requests (the evidence, the decisive
exchange included) are re-sent too, each with the fresh key of the rung it was sent with, and what
each answered then and answers now is shown. A request whose body the report cut at 4,000
characters, that held a redacted secret, or that used a key the check minted for itself is not
re-sent, and the output says so. The keys are revoked, and what the replay made is removed, at
the end whatever happens.

The target:
  --base-url URL         another target (its admin key in CONFORMANCE_ADMIN_KEY, a second
                         workspace's in CONFORMANCE_PEER_ADMIN_KEY)
  (none)                 the report's own target: the same base URL, or, for a report of an
                         embedded run, the embedded reference server started again with the same
                         --server-fault and --server-variant as the report names, so a replay
                         reproduces the run
  --clean                on the embedded server: without those faults and variants (the
                         reference server as shipped)
  --admin-key KEY, --peer-admin-key KEY
                         the keys as flags (better through the environment: npm echoes flags)

Exit codes: 0 every failing check is fixed; 1 one is still failing, or could not be re-judged
(not exercised on the target); 2 usage or target error, or the replay was interrupted.
`;
}

export function parseReplayArgs(argv: string[]): ReplayArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        "base-url": { type: "string" },
        "admin-key": { type: "string" },
        "peer-admin-key": { type: "string" },
        clean: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (e) {
    throw new UsageError(`replay: ${(e as Error).message.split("\n")[0]}`);
  }
  const { values: v, positionals } = parsed;
  const help = v.help === true;
  if (!help && positionals.length !== 1)
    throw new UsageError("replay needs one report: replay REPORT_DIR (a run's folder, or its conformance.json)");
  if (v["base-url"] === "") throw new UsageError("replay: --base-url is empty");
  if (v.clean && v["base-url"] !== undefined)
    throw new UsageError("replay: --clean applies to the embedded server, not to a --base-url target");
  return {
    report: positionals[0] ?? "",
    baseUrl: v["base-url"] ?? null,
    adminKey: v["admin-key"] ?? null,
    peerAdminKey: v["peer-admin-key"] ?? null,
    clean: v.clean === true,
    help,
  };
}
