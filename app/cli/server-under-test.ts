/**
 * `--server CMD`: the server under test, started by the command (as Dredd's `--server` and
 * Schemathesis's `--wait-for-schema` do) instead of a shell loop in the user's CI. The command runs
 * in a shell in a process group of its own, so stopping it stops what it started (`npm start` and
 * its node); the run begins once `--wait-for` answers, and the group is stopped whatever ends the
 * run: its verdict, an error, a signal, or the process exiting.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { TargetError } from "../../lib/run/preflight.ts";

export interface ServerUnderTest {
  /** Stops the process group (SIGTERM, then SIGKILL after a grace period); resolves once it is gone. */
  stop(): Promise<void>;
}

/** How long a stopped server may take to exit before it is killed. */
const GRACE_MS = 5_000;
/** Between two polls of --wait-for. */
const POLL_MS = 200;
/** One poll's own deadline: a server that accepts and never answers does not hold the wait. */
const POLL_TIMEOUT_MS = 2_000;
const TAIL_CHARS = 2_000;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves once `url` answers below 500, rejects when the child exits first or the deadline passes. */
async function waitFor(url: string, deadline: number, exited: () => string | null): Promise<void> {
  for (;;) {
    const gone = exited();
    if (gone !== null) throw new TargetError(gone);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS), redirect: "manual" });
      await res.body?.cancel();
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    // An empty message: the caller words the timeout.
    if (Date.now() >= deadline) throw new TargetError("");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Starts `command` and waits until `url` answers; `say` gets one line when it is ready. The server's
 * own output goes to `log` (stderr): what it printed is the user's best clue when it never came up.
 */
export async function startServerUnderTest(
  command: string,
  url: string,
  timeoutMs: number,
  say: (line: string) => void,
  log: { write(text: string): unknown },
): Promise<ServerUnderTest> {
  const started = Date.now();
  const child = spawn(command, { shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const keep = (d: Buffer) => {
    tail = (tail + d.toString()).slice(-TAIL_CHARS);
    log.write(d.toString());
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let spawnError: Error | null = null;
  child.on("error", (e) => (spawnError = e));
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  // The last resort: a process ending by any path (process.exit, an uncaught error) takes the group with it.
  const onExit = () => signalGroup(child, "SIGKILL");
  process.on("exit", onExit);
  // Until the run's own interrupt handling takes over, a signal stops the server and ends the command.
  const onSignal = (signal: NodeJS.Signals) => {
    signalGroup(child, "SIGTERM");
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  for (const s of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(s, onSignal);
  const unlistenSignals = () => {
    for (const s of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.removeListener(s, onSignal);
  };

  const stop = async (): Promise<void> => {
    unlistenSignals();
    signalGroup(child, "SIGTERM");
    const killer = setTimeout(() => signalGroup(child, "SIGKILL"), GRACE_MS);
    await closed;
    clearTimeout(killer);
    process.removeListener("exit", onExit);
  };

  const exited = (): string | null => {
    if (spawnError) return `--server could not be started: ${(spawnError as Error).message}`;
    if (child.exitCode === null && child.signalCode === null) return null;
    const how = child.exitCode !== null ? `exit code ${child.exitCode}` : `signal ${child.signalCode}`;
    return `the --server command ended (${how}) before ${url} answered${tail.trim() ? `; its last output: ${tail.trim().split("\n").slice(-3).join(" | ")}` : ""}`;
  };
  try {
    await waitFor(url, started + timeoutMs, exited);
  } catch (e) {
    await stop();
    const message = (e as Error).message;
    throw new TargetError(
      message ||
        `the server under test did not answer ${url} within ${Math.round(timeoutMs / 1000)} s (--wait-for-timeout); it was stopped`,
    );
  }
  // The run's interrupt handling (lib/run/interrupts.ts) owns the signals from here; the run's end stops the server.
  unlistenSignals();
  say(`server under test ready at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { stop };
}
