/**
 * Stoplight Prism mocking the contract, as a third-party target for the fidelity score, or as a
 * validating proxy in front of an upstream (`upstream`), as a peer of our own proxy (tools/peers/).
 *
 * Prism matches request paths against the `paths` keys alone: it ignores the path of `servers`
 * (only its `?__server=` check reads it), so with our contract it answers `/me`, not `/api/v1/me`.
 * We therefore hand it a copy of the contract, written under the OS temp directory, whose paths
 * carry the servers' path prefix, and delete the copy on close.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT as PROJECT_ROOT } from "../../app/cli/run.ts";

const PRISM_BIN = path.join(PROJECT_ROOT, "node_modules", ".bin", "prism");
const DEFAULT_CONTRACT = path.join(PROJECT_ROOT, "contract", "openapi.json");
/** Prism starts in about 1.5 s on the 125-operation contract; the margin is for loaded CI machines. */
export const DEFAULT_STARTUP_DEADLINE_MS = 15_000;
/**
 * Overrides that default, in ms, for every start that names no deadline of its own, in this process
 * or one it starts: the project's tests stretch it on a slow or busy machine (lib/testing/slowdown.ts).
 */
export const STARTUP_DEADLINE_ENV = "PRISM_STARTUP_DEADLINE_MS";
const POLL_INTERVAL_MS = 100;
const STOP_GRACE_MS = 3_000;
const TAIL_LINES = 20;
/** Any bearer token: Prism only checks that the header has the scheme's shape. */
const PROBE_AUTH = "Bearer prism-readiness-probe";

export interface PrismOptions {
  /** Port on 127.0.0.1; a free one is picked when absent. */
  port?: number;
  contractPath?: string;
  /** Prism's `--dynamic`: bodies generated from the schemas instead of fixed ones. */
  dynamic?: boolean;
  startupDeadlineMs?: number;
  /**
   * The body Prism answers GET /me with. In static mode Prism answers the first enum member
   * (`scope: "read"`) and the contract has no 200 example, so no key would pass the suite's
   * preflight as an admin key; a mock author configures this one example, as one would for any
   * mock. Nothing else of the contract changes.
   */
  identity?: Record<string, unknown>;
  /**
   * Run `prism proxy` to this origin instead of `prism mock`: every request is forwarded and the
   * request and the answer are validated against the contract, violations named in the answer's
   * `sl-violations` header (without `--errors`, so nothing is answered in the upstream's place).
   */
  upstream?: string;
}

export interface PrismTarget {
  /** Origin only, as `--base-url` takes it: the API answers under `${baseUrl}/api/v1`. */
  baseUrl: string;
  close(): Promise<void>;
}

/** The parts of an OpenAPI document the copy reads. */
export interface ServedDocument {
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  paths?: Record<string, unknown>;
}

/** The path part of the contract's first server URL, its variables replaced by their defaults. */
export function serverPathPrefix(contract: ServedDocument): string {
  const server = contract.servers?.[0];
  if (!server) return "";
  const url = server.url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = server.variables?.[name];
    if (!v) throw new Error(`the contract's server URL uses {${name}} without a default`);
    return v.default;
  });
  return new URL(url, "http://placeholder").pathname.replace(/\/+$/, "");
}

/** A copy of the contract whose paths carry the servers' prefix, served from the root. */
export function withPrefixedPaths<T extends ServedDocument>(contract: T): T {
  const prefix = serverPathPrefix(contract);
  const prefixed = Object.fromEntries(Object.entries(contract.paths ?? {}).map(([p, item]) => [`${prefix}${p}`, item]));
  return { ...contract, servers: [{ url: "/" }], paths: prefixed };
}

/** The copy with `identity` as the example of GET /me's 200 answer. */
export function withIdentityExample<T extends ServedDocument>(
  served: T,
  prefix: string,
  identity: Record<string, unknown>,
): T {
  const copy = structuredClone(served);
  const me = (
    copy.paths?.[`${prefix}/me`] as {
      get?: { responses?: Record<string, { content?: Record<string, { example?: unknown }> }> };
    }
  )?.get;
  const json = me?.responses?.["200"]?.content?.["application/json"];
  if (!json) throw new Error("the contract has no JSON 200 answer for GET /me");
  json.example = identity;
  return copy;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** True when nothing listens on 127.0.0.1:port. */
export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once("error", () => resolve(false));
    s.listen(port, "127.0.0.1", () => s.close(() => resolve(true)));
  });
}

/**
 * The last lines Prism wrote (both streams, colours stripped), for error messages. On a fatal error
 * Prism prints its whole usage text before the error itself; dropped, so the tail shows the cause.
 */
class OutputTail {
  private lines: string[] = [];
  private partial = new Map<NodeJS.ReadableStream, string>();
  private inUsage = false;

  follow(stream: NodeJS.ReadableStream): void {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      const parts = ((this.partial.get(stream) ?? "") + chunk).split(/\r?\n/);
      this.partial.set(stream, parts.pop() ?? "");
      for (const line of parts) this.push(line);
    });
  }

  private push(line: string): void {
    // eslint-disable-next-line no-control-regex
    const clean = line.replace(/\x1b\[[0-9;]*m/g, "").trimEnd();
    if (/^prism (mock|proxy) <document>/.test(clean)) this.inUsage = true;
    if (this.inUsage) {
      if (
        !clean ||
        /^(\s|Positionals:|Options:|Start a mock server|Start a proxy server|prism (mock|proxy) <document>)/.test(clean)
      )
        return;
      this.inUsage = false;
    }
    if (!clean.trim()) return;
    this.lines.push(clean);
    if (this.lines.length > TAIL_LINES) this.lines.shift();
  }

  text(): string {
    const pending = [...this.partial.values()].filter((p) => p.trim());
    return [...this.lines, ...pending].join("\n") || "(no output)";
  }
}

/** Status of GET url, or null when nothing answers yet. */
function probe(url: string, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { authorization: PROBE_AUTH }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? null));
      res.on("error", () => resolve(null));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return; // never started: no exit event will come
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), STOP_GRACE_MS)));
  const outcome = await Promise.race([exited(child).then(() => "done" as const), graceOver]);
  clearTimeout(timer);
  if (outcome === "late") {
    child.kill("SIGKILL");
    await exited(child);
  }
}

/** DEFAULT_STARTUP_DEADLINE_MS, or the whole number of ms STARTUP_DEADLINE_ENV names. */
function defaultStartupDeadline(): number {
  const given = process.env[STARTUP_DEADLINE_ENV];
  if (given === undefined || given === "") return DEFAULT_STARTUP_DEADLINE_MS;
  if (!/^[1-9]\d*$/.test(given))
    throw new Error(`${STARTUP_DEADLINE_ENV} must be a whole number of milliseconds, got "${given}"`);
  return Number(given);
}

export async function startPrism(opts: PrismOptions = {}): Promise<PrismTarget> {
  const contractPath = path.resolve(opts.contractPath ?? DEFAULT_CONTRACT);
  if (!existsSync(PRISM_BIN)) throw new Error(`Prism is not installed (${PRISM_BIN} is missing): run npm ci`);
  let contract: ServedDocument;
  try {
    contract = JSON.parse(await readFile(contractPath, "utf8")) as ServedDocument;
  } catch (e) {
    throw new Error(`cannot read the contract ${contractPath}: ${(e as Error).message}`);
  }
  const prefixed = withPrefixedPaths(contract);
  const served = opts.identity ? withIdentityExample(prefixed, serverPathPrefix(contract), opts.identity) : prefixed;
  if (opts.port !== undefined && !(Number.isInteger(opts.port) && opts.port > 0 && opts.port < 65536)) {
    throw new Error(`port must be an integer from 1 to 65535, got ${opts.port}`);
  }
  const deadlineMs = opts.startupDeadlineMs ?? defaultStartupDeadline();
  const port = opts.port ?? (await freePort());
  // Checked first: with the port taken, another server's answers would pass for Prism's readiness.
  if (!(await portIsFree(port))) throw new Error(`port ${port} on 127.0.0.1 is already in use`);

  // The process id in the name: a test can tell its own copies from another process's Prism's.
  const dir = await mkdtemp(path.join(os.tmpdir(), `prism-contract-${process.pid}-`));
  const copyPath = path.join(dir, "openapi.json");
  await writeFile(copyPath, JSON.stringify(served));

  // A proxy logs every violation at level error: only fatal lines are kept, the header says the rest.
  const args = opts.upstream
    ? ["proxy", copyPath, opts.upstream, "-h", "127.0.0.1", "-p", String(port), "-v", "fatal"]
    : ["mock", copyPath, "-h", "127.0.0.1", "-p", String(port), "-v", "warn"];
  if (opts.dynamic) args.push("--dynamic");
  // Without `--multiprocess` Prism is a single process (the bin's `env node` shebang execs in place),
  // so killing it leaves no child. It stays in our process group so that a Ctrl-C reaches it too, and
  // it is killed (and the copy deleted) when we exit without closing it.
  const child = spawn(PRISM_BIN, args, { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const killOnExit = () => {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", killOnExit);
  const shutdown = async () => {
    await stop(child);
    await rm(dir, { recursive: true, force: true });
    process.off("exit", killOnExit);
  };
  const tail = new OutputTail();
  tail.follow(child.stdout!);
  tail.follow(child.stderr!);
  let spawnError: Error | null = null;
  child.once("error", (e) => (spawnError = e));

  const baseUrl = `http://127.0.0.1:${port}`;
  const meUrl = `${baseUrl}${serverPathPrefix(contract)}/me`;
  const deadline = Date.now() + deadlineMs;
  const fail = async (why: string): Promise<never> => {
    await shutdown();
    throw new Error(`Prism did not start: ${why}\n--- Prism output (last lines) ---\n${tail.text()}`);
  };

  for (;;) {
    if (spawnError) return fail(`cannot run ${PRISM_BIN}: ${(spawnError as Error).message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      return fail(`it exited (${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode})`);
    }
    const left = deadline - Date.now();
    if (left <= 0) return fail(`GET ${meUrl} did not answer within ${deadlineMs} ms`);
    const status = await probe(meUrl, Math.min(left, 2_000));
    // A proxy answers whatever its upstream answers: any answer means Prism listens (the port was free).
    if (status === 200 || (status !== null && opts.upstream)) break;
    if (status !== null) return fail(`GET ${meUrl} answered ${status}, not 200`);
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
  }

  let closing: Promise<void> | null = null;
  return {
    baseUrl,
    close() {
      closing ??= shutdown();
      return closing;
    },
  };
}
