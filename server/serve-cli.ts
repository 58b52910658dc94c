/**
 * The reference server's command, as a function: `npm run serve` (server/cli.ts) and the installed
 * command's `app-conformance serve` (app/cli/bin.ts) both call it.
 * [--host H] [--port N] [--admin-key KEY] [--peer-admin-key KEY] [--fault NAME]... [--variant NAME]...
 * [--check-clients [--echo-cursor-once] [--add-unknown] [--report-dir DIR]]
 * Prints `listening http://HOST:PORT` once ready; stops cleanly on SIGINT/SIGTERM (with
 * --check-clients, after writing the conduct report: server/conduct/command.ts).
 */
import { parseArgs } from "node:util";
import { startServer } from "./index.ts";
import { DEFAULT_OPTIONS, type ServerOptions } from "./options.ts";
import { FAULTS, type FaultDef } from "./faults/index.ts";
import { VARIANTS, type VariantDef } from "./variants/index.ts";
import { CONDUCT_USAGE, conductReportDir, conductSettings, finishConduct } from "./conduct/command.ts";

const help = (program: string) => `Usage: ${program} [options]

Starts the reference server of the Agent Pipeline Platform API v1.61.0 (in memory, seeded fixtures).

Options (environment variable in brackets):
  --host H                 address to bind (default ${DEFAULT_OPTIONS.host}) [REFERENCE_SERVER_HOST]
  --port N                 port, 0 picks a free one (default ${DEFAULT_OPTIONS.port}) [REFERENCE_SERVER_PORT]
  --admin-key KEY          admin key of workspace A (default: the documented dev key) [REFERENCE_SERVER_ADMIN_KEY]
  --peer-admin-key KEY     admin key of workspace B [REFERENCE_SERVER_PEER_ADMIN_KEY]
  --webhook-cap N          webhook endpoints per workspace (default ${DEFAULT_OPTIONS.webhookCap})
  --artifact-cap N         stored artifacts per run (default ${DEFAULT_OPTIONS.artifactCap})
  --stream-cap N           open event streams per deployment (default ${DEFAULT_OPTIONS.streamCap})
  --job-slots N            concurrently running jobs per workspace (default ${DEFAULT_OPTIONS.jobSlots})
  --file-size-limit N      readable repo file size in bytes (default ${DEFAULT_OPTIONS.fileSizeLimit})
  --max-body-bytes N       largest request body in bytes (default ${DEFAULT_OPTIONS.maxBodyBytes})
  --webhook-allow-http     also accept http: webhook urls
  --seed N                 seed of the server's randomness (default ${DEFAULT_OPTIONS.seed})
  --fault NAME             switch on one named contract violation (repeatable; for testing the suite)
  --list-faults            print the fault catalogue and exit
  --variant NAME           switch on one reading the documents allow that differs from the reference's
                           (repeatable; server/variants/)
  --list-variants          print the variant catalogue and exit
  -h, --help               this help
${CONDUCT_USAGE}`;

function fail(message: string): never {
  console.error(`serve: ${message}\n(run with --help for usage)`);
  process.exit(2);
}

function int(name: string, raw: string | undefined, fallback: number, min = 0): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) fail(`--${name} expects a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min) fail(`--${name} must be at least ${min}`);
  return n;
}

/** Starts the server with these arguments; it runs until SIGINT/SIGTERM (a usage error exits 2). */
export async function serveMain(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  program = "npm run serve --",
): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        host: { type: "string" },
        port: { type: "string" },
        "admin-key": { type: "string" },
        "peer-admin-key": { type: "string" },
        "webhook-cap": { type: "string" },
        "artifact-cap": { type: "string" },
        "stream-cap": { type: "string" },
        "job-slots": { type: "string" },
        "file-size-limit": { type: "string" },
        "max-body-bytes": { type: "string" },
        "webhook-allow-http": { type: "boolean" },
        seed: { type: "string" },
        fault: { type: "string", multiple: true },
        "list-faults": { type: "boolean" },
        variant: { type: "string", multiple: true },
        "list-variants": { type: "boolean" },
        "check-clients": { type: "boolean" },
        "echo-cursor-once": { type: "boolean" },
        "add-unknown": { type: "boolean" },
        "report-dir": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (e) {
    fail((e as Error).message);
  }
  const v = parsed.values;
  if (v.help) {
    process.stdout.write(help(program));
    process.exit(0);
  }
  if (v["list-faults"]) {
    for (const [name, f] of Object.entries(FAULTS as Record<string, FaultDef>))
      console.log(`${name}\t${f.family}\t${f.description}`);
    process.exit(0);
  }
  if (v["list-variants"]) {
    for (const [name, d] of Object.entries(VARIANTS as Record<string, VariantDef>))
      console.log(`${name}\t${d.clause.join(",")}\t${d.description}`);
    process.exit(0);
  }
  let checkClients: ServerOptions["checkClients"] = null;
  try {
    checkClients = conductSettings(v);
  } catch (e) {
    fail((e as Error).message);
  }
  const port = int("port", v.port ?? env.REFERENCE_SERVER_PORT, DEFAULT_OPTIONS.port);
  if (port > 65535) fail("--port must be at most 65535");
  const options: ServerOptions = {
    host: v.host ?? env.REFERENCE_SERVER_HOST ?? DEFAULT_OPTIONS.host,
    port,
    adminKey: v["admin-key"] ?? env.REFERENCE_SERVER_ADMIN_KEY ?? DEFAULT_OPTIONS.adminKey,
    peerAdminKey: v["peer-admin-key"] ?? env.REFERENCE_SERVER_PEER_ADMIN_KEY ?? DEFAULT_OPTIONS.peerAdminKey,
    webhookCap: int("webhook-cap", v["webhook-cap"], DEFAULT_OPTIONS.webhookCap, 1),
    artifactCap: int("artifact-cap", v["artifact-cap"], DEFAULT_OPTIONS.artifactCap, 1),
    streamCap: int("stream-cap", v["stream-cap"], DEFAULT_OPTIONS.streamCap, 1),
    jobSlots: int("job-slots", v["job-slots"], DEFAULT_OPTIONS.jobSlots, 1),
    fileSizeLimit: int("file-size-limit", v["file-size-limit"], DEFAULT_OPTIONS.fileSizeLimit, 1),
    maxBodyBytes: int("max-body-bytes", v["max-body-bytes"], DEFAULT_OPTIONS.maxBodyBytes, 1024),
    webhookAllowHttp: v["webhook-allow-http"] ?? false,
    seed: int("seed", v.seed, DEFAULT_OPTIONS.seed),
    clockStart: null,
    faults: v.fault ?? [],
    variants: v.variant ?? [],
    checkClients,
  };

  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer(options);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === "EADDRINUSE") fail(`port ${options.port} on ${options.host} is already in use (try --port 0)`);
    if (err.code === "EADDRNOTAVAIL" || err.code === "ENOTFOUND") fail(`cannot bind ${options.host}`);
    fail(err.message);
  }
  // Made (and proven writable) once the server could start, so that a bad flag leaves no empty folder.
  let reportDir = "";
  try {
    if (checkClients) reportDir = conductReportDir(v);
  } catch (e) {
    await running.close();
    fail((e as Error).message);
  }
  console.log(`listening ${running.url}`);
  if (options.faults.length) console.log(`faults on: ${options.faults.join(", ")}`);
  if (options.variants.length) console.log(`variants on: ${options.variants.join(", ")}`);
  if (checkClients) console.log(`checking clients; the report goes to ${reportDir} on SIGINT/SIGTERM`);

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    await running.close();
    let code = 0;
    try {
      if (running.conduct) code = finishConduct(running.conduct, reportDir, (t) => console.log(t));
    } catch (e) {
      console.error(
        `serve: cannot write the conduct report to ${reportDir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
      );
      code = 2;
    }
    console.log(`stopped (${signal})`);
    process.exit(code);
  }
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
