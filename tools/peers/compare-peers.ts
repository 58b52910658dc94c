/**
 * `npm run compare:peers`: our validating proxy and Prism's, on identical traffic. The suite drives
 * the reference server — clean (the control), then under each fault of the catalogue, with only the
 * rules the fault names, as the fault harness does — through our proxy; every exchange is teed to
 * Prism's proxy too (case-run.ts). Prints which faults each caught (totals, per family) and what each
 * reported on the control, writes peers.json and peers.md, and says how long it took.
 *
 * Everything binds 127.0.0.1 and is stopped at the end, on an error and on Ctrl-C (a first one
 * finishes the current case in order and writes the table of the cases done; a second one exits).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../app/cli/run.ts";
import { ensureReportDir } from "../../lib/report/report-dir.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { FAULTS, type FaultDef } from "../../server/faults/index.ts";
import { startPrism } from "../fidelity/prism.ts";
import { defaultReportDir, integer, parse } from "../../app/traffic/options.ts";
import { runCase, type CaseRun, type CaseSpec } from "./case-run.ts";
import { markdown, terminalLines } from "./format.ts";
import { ReplayUpstream } from "./replay-upstream.ts";
import { countServerErrors } from "./server-errors.ts";
import {
  byFamily,
  controlRow,
  CRITERIA,
  faultRow,
  oursSignatures,
  prismSignatures,
  tally,
  type FaultRow,
  type PeerTable,
} from "./table.ts";

export const USAGE = `Usage: npm run compare:peers -- [--max-faults N] [--only-family F]... [--fault NAME]... [--seed N] [--report-dir DIR]

Runs the suite against the reference server through our validating proxy, every exchange teed to
Prism's validating proxy (prism proxy, @stoplight/prism-cli): first clean (the control), then under
each fault of the catalogue (server/faults/) with the rules the fault names. Prints the faults each
proxy caught (totals and per family) and what each reported on the clean control, and writes
peers.json and peers.md. The default runs the whole catalogue.

Options:
  --max-faults N      only the first N faults of the selection
  --only-family F     only the faults of family F (OP, AUTH, …; repeatable)
  --fault NAME        only this fault (repeatable)
  --seed N            the suite's seed (default 1)
  --report-dir DIR    where peers.json and peers.md go (default reports/<timestamp>-peers/)
  --help              this text

Exit codes: 0 the comparison ran; 1 a run had errors (its traffic is suspect: see the table);
2 bad input, or interrupted (the table holds the cases finished).
`;

const PRISM_VERSION = (
  JSON.parse(readFileSync(join(ROOT, "node_modules", "@stoplight", "prism-cli", "package.json"), "utf8")) as {
    version: string;
  }
).version;

type Catalogue = Record<string, FaultDef>;

export interface Selection {
  faults: string[];
  onlyFamily: string[];
  maxFaults: number | null;
  named: string[] | null;
}

/** The faults to run, in the catalogue's order. */
export function selectFaults(
  catalogue: Catalogue,
  opts: { onlyFamily: string[]; maxFaults: number | null; named: string[] | null },
): string[] {
  const families = new Set(Object.values(catalogue).map((d) => d.family));
  const unknownFamily = opts.onlyFamily.filter((f) => !families.has(f));
  if (unknownFamily.length)
    throw new UsageError(
      `--only-family ${unknownFamily.join(", ")}: no such family; the catalogue's are ${[...families].join(", ")}`,
    );
  const unknownFault = (opts.named ?? []).filter((f) => !Object.hasOwn(catalogue, f));
  if (unknownFault.length)
    throw new UsageError(`--fault ${unknownFault.join(", ")}: no such fault (npm run serve -- --help lists them)`);
  let names = Object.keys(catalogue);
  if (opts.named) names = names.filter((f) => opts.named!.includes(f));
  if (opts.onlyFamily.length) names = names.filter((f) => opts.onlyFamily.includes(catalogue[f].family));
  if (opts.maxFaults !== null) names = names.slice(0, opts.maxFaults);
  if (!names.length) throw new UsageError("the selection holds no fault");
  return names;
}

/** The control drives every rule the selected faults name: the same drivers, without a fault. */
export function controlSpec(catalogue: Catalogue, faults: readonly string[]): CaseSpec {
  return { name: "control", fault: null, rules: [...new Set(faults.flatMap((f) => catalogue[f].rules))] };
}

function parseArgs(argv: string[]): { selection: Selection; seed: number; dir: string } | "help" {
  const { values } = parse(
    argv,
    {
      "max-faults": { type: "string" },
      "only-family": { type: "string", multiple: true },
      fault: { type: "string", multiple: true },
      seed: { type: "string" },
      "report-dir": { type: "string" },
      help: { type: "boolean" },
    },
    false,
  );
  if (values.help) return "help";
  const catalogue = FAULTS as Catalogue;
  const maxFaults = integer("max-faults", values["max-faults"], 1, 100_000) ?? null;
  const onlyFamily = values["only-family"] ?? [];
  const named = values.fault ?? null;
  const faults = selectFaults(catalogue, { onlyFamily, maxFaults, named });
  const seed = integer("seed", values.seed, 0, 2 ** 31 - 1) ?? 1;
  return {
    selection: { faults, onlyFamily, maxFaults, named },
    seed,
    dir: values["report-dir"] ?? defaultReportDir("peers"),
  };
}

/** Runs the comparison; `signal` stops it as a first Ctrl-C would (for a caller in the same process). */
export async function main(
  argv: string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
  signal?: AbortSignal,
): Promise<number> {
  let args;
  let dir;
  try {
    args = parseArgs(argv);
    if (args === "help") {
      out.write(USAGE);
      return 0;
    }
    dir = ensureReportDir(args.dir);
  } catch (e) {
    if (e instanceof UsageError) {
      err.write(`compare:peers: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const { selection, seed } = args;
  const catalogue = FAULTS as Catalogue;
  const started = new Date();
  const stop = new AbortController();
  let interrupted: string | null = null;
  const onStop = (why: string) => {
    if (interrupted) {
      // A second one: nothing is waited for. Prism dies with the process (prism.ts), the rest is in it.
      err.write(`compare:peers: ${why} again, exiting now\n`);
      process.exit(2);
    }
    interrupted = why;
    err.write(`compare:peers: ${why}: finishing the current run in order (again to exit at once)\n`);
    stop.abort();
  };
  const onSigint = () => onStop("SIGINT");
  const onSigterm = () => onStop("SIGTERM");
  const onAbort = () => onStop("abort");
  process.on("SIGINT", onSigint);
  process.on("SIGTERM", onSigterm);
  signal?.addEventListener("abort", onAbort, { once: true });

  const replay = new ReplayUpstream();
  let prism: Awaited<ReturnType<typeof startPrism>> | null = null;
  const rows: FaultRow[] = [];
  let control: CaseRun | null = null;
  let failedRuns = 0;
  const serverErrors = countServerErrors();
  let controlServerErrors = 0;
  try {
    await replay.start();
    prism = await startPrism({ upstream: replay.url });
    err.write(
      `Prism ${PRISM_VERSION} proxy on ${prism.baseUrl}; ${selection.faults.length} fault(s) and the control\n`,
    );
    const ctx = { prismUrl: prism.baseUrl, replay, seed, signal: stop.signal };
    const spec = controlSpec(catalogue, selection.faults);
    control = await runCase(spec, ctx);
    controlServerErrors = serverErrors.take();
    // Stopped while Prism still worked through its backlog (a terminal's Ctrl-C stops Prism too):
    // the run's verdicts are partial, whatever the suite's report says.
    if (interrupted) control = null;
    else {
      if (control.errors.length) failedRuns += 1;
      err.write(
        `control: ${control.exchanges} exchanges, ${control.ours.filter((r) => r.outcome === "fail").length} failing result(s) of ours, ${(control.durationMs / 1000).toFixed(1)} s\n`,
      );
      const seen = { ours: oursSignatures(control), prism: prismSignatures(control) };
      for (const [i, name] of selection.faults.entries()) {
        const def = catalogue[name];
        const run = await runCase({ name, fault: name, rules: [...def.rules] }, ctx);
        // A run stopped part way (its suite, or Prism's backlog) judged part of its traffic: no row.
        if (interrupted) break;
        const row = faultRow(run, def.family, def.description, seen, serverErrors.take());
        if (row.errors.length) failedRuns += 1;
        rows.push(row);
        const verdict = (caught: boolean) => (caught ? "caught" : "missed");
        err.write(
          `[${i + 1}/${selection.faults.length}] ${name} (${def.family}): ours ${verdict(row.ours.caught)}, Prism ${verdict(row.prism.caught)} (${row.exchanges} exchanges, ${(row.durationMs / 1000).toFixed(1)} s)\n`,
        );
      }
    }
  } catch (e) {
    err.write(`compare:peers: ${(e as Error).message}\n`);
    return 2;
  } finally {
    await prism?.close();
    await replay.close();
    serverErrors.restore();
    process.off("SIGINT", onSigint);
    process.off("SIGTERM", onSigterm);
    signal?.removeEventListener("abort", onAbort);
  }
  const table: PeerTable = {
    tool: "compare-peers",
    peers: { ours: "our proxy (npm run proxy)", prism: `Prism ${PRISM_VERSION} proxy` },
    criteria: CRITERIA,
    seed,
    startedAt: started.toISOString(),
    durationMs: Date.now() - started.getTime(),
    selection: {
      catalogue: Object.keys(catalogue).length,
      selected: selection.faults.length,
      onlyFamily: selection.onlyFamily,
      maxFaults: selection.maxFaults,
      faults: selection.named,
    },
    control: control ? controlRow(control, controlServerErrors) : null,
    faults: rows,
    totals: tally(rows),
    families: byFamily(rows),
    interrupted,
  };
  writeFileSync(join(dir, "peers.json"), `${JSON.stringify(table, null, 2)}\n`);
  writeFileSync(join(dir, "peers.md"), markdown(table));
  for (const line of terminalLines(table)) out.write(`${line}\n`);
  out.write(`written to ${dir}/peers.json and peers.md\n`);
  if (interrupted) return 2;
  return failedRuns ? 1 : 0;
}
