/**
 * `proxy --target URL [--port P]`: a validating reverse proxy. Every request is forwarded unchanged
 * (forward.ts) and every exchange, once its answer ended, is judged like verify-traffic judges a
 * HAR file — the same judges, fed one exchange at a time. A live count goes to stderr at most once a
 * second; on SIGINT or SIGTERM, or after `--max-duration S`, it stops accepting, cuts the streams
 * still open (judged as far as they went), writes the report and exits 0 (no MUST failed), 1 (a
 * MUST failed) or 2 (bad input, one line).
 */
import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ensureReportDir } from "../../lib/report/report-dir.ts";
import { UsageError } from "../../lib/report/usage-error.ts";
import { exitCode } from "../../lib/report/report.ts";
import { terminalOptions } from "../../lib/report/terminal.ts";
import { TrafficSession } from "../../suites/traffic/session.ts";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { MAX_RESPONSE_BYTES } from "../../lib/http/body.ts";
import { forward, upstreamOf } from "./forward.ts";
import { defaultReportDir, integer, parse } from "./options.ts";
import { redactedHar } from "./har-redact.ts";
import { trafficLines, trafficReport, writeTrafficReports } from "./report.ts";

/** How the command was invoked: the source tree's script, or the installed bin's `… proxy` (app/cli/bin.ts). */
export const PROXY_PROGRAM = "npm run proxy --";

/** The usage, naming the command as `program` (how it was invoked). */
export const proxyUsage = (
  program = PROXY_PROGRAM,
): string => `Usage: ${program} --target URL [--port P] [--host H] [--max-duration S] [--max-response-bytes N] [--report-dir DIR] [--har FILE]

A validating reverse proxy: point a client at http://127.0.0.1:P instead of the API's base URL.
Every request is forwarded unchanged to URL (event streams pass through as they come) and every
exchange is judged like verify-traffic judges a HAR file. A live count goes to stderr; on Ctrl-C
(SIGINT), SIGTERM or after --max-duration it writes conformance.json, junit.xml, index.html and
summary.md and exits.

Options:
  --target URL        the API's base URL (the part before /api/v1); required
  --port P            port to listen on (default 8080; 0 picks a free one)
  --host H            address to listen on (default 127.0.0.1)
  --max-duration S    stop after S seconds
  --max-response-bytes N
                      the most bytes of an answer's body judged, decoded (default 10485760);
                      the client gets every byte as the target sent it
  --report-dir DIR    where the reports go (default reports/<timestamp>-proxy/)
  --har FILE          also save every exchange judged as a HAR 1.2 file, its secrets replaced
                      (each key and secret by a stand-in of its own, so verify-traffic FILE
                      judges it to the same verdicts); kept in memory until the proxy stops
  --help              this text

Exit codes: 0 no MUST rule failed; 1 a MUST rule failed; 2 bad input (a bad flag or target, a port in use).
`;

/** The live count is redrawn at most this often. */
export const COUNT_INTERVAL_MS = 1000;

export interface ProxyOptions {
  target: string;
  port: number;
  host: string;
  /** The most bytes of a body judged, once decoded (`--max-response-bytes`; default MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number;
  /** Keep every judged exchange (`captured`), for `--har`. */
  keep?: boolean;
}

export interface RunningProxy {
  /** Where clients send their requests, e.g. http://127.0.0.1:8080. */
  url: string;
  session: TrafficSession;
  /** Exchanges the target could not answer (answered 502 by the proxy, not judged). */
  upstreamErrors: number;
  /** Exchanges the judges could not read (a defect of a judge, told on stderr's count): the proxy goes on. */
  unjudged: number;
  /** Every exchange judged, in order, when asked to keep them (`keep`); else empty. */
  captured: CapturedExchange[];
  /** Stops accepting, cuts what is still streaming (judged as far as it went), and resolves when all is judged. */
  close(): Promise<void>;
}

export function targetOf(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new UsageError(`--target takes a URL (http://host:port), not ${JSON.stringify(raw)}`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:")
    throw new UsageError(`--target takes an http: or https: URL, not ${u.protocol}`);
  if (u.search || u.hash) throw new UsageError("--target takes a base URL, without a query or fragment");
  // Credentials in a URL end up in logs and reports: keys go in the clients' own headers.
  if (u.username || u.password)
    throw new UsageError("--target takes a URL without credentials (user:password@): clients send their own keys");
  return u.toString();
}

export async function startProxy(opts: ProxyOptions, session = new TrafficSession()): Promise<RunningProxy> {
  const up = upstreamOf(opts.target);
  const inFlight = new Set<{ done: Promise<unknown>; cut: () => void }>();
  const proxy: RunningProxy = {
    url: "",
    session,
    upstreamErrors: 0,
    unjudged: 0,
    captured: [],
    close: async () => undefined,
  };
  const maxBytes = opts.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const server: Server = createServer({ keepAlive: true }, (req, res) => {
    req.socket.setNoDelay(true);
    const f = forward(up, req, res, maxBytes);
    inFlight.add(f);
    void f.done.then(({ exchange, upstreamError }) => {
      inFlight.delete(f);
      if (upstreamError !== null || exchange.status === 0) proxy.upstreamErrors += 1;
      else {
        if (opts.keep) proxy.captured.push(exchange);
        judge(proxy, exchange);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(new UsageError(`cannot listen on ${opts.host}:${opts.port} (${e.code ?? e.message})`)),
    );
    server.listen(opts.port, opts.host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  proxy.url = `http://${addr.family === "IPv6" ? `[${addr.address}]` : addr.address}:${addr.port}`;
  proxy.close = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const pending = [...inFlight];
    for (const f of pending) f.cut();
    await Promise.all(pending.map((f) => f.done));
    server.closeAllConnections();
    await closed;
    up.agent.destroy();
  };
  return proxy;
}

/** Feeds one exchange to the judges; whatever its body does to them, the proxy goes on. */
function judge(proxy: RunningProxy, exchange: CapturedExchange): void {
  try {
    proxy.session.feed(exchange);
  } catch {
    proxy.unjudged += 1;
  }
}

/** `proxy: 42 exchanges, 3 failing (2 MUST), 1 unmatched` */
export function countLine(p: RunningProxy): string {
  const f = p.session.failures;
  const extra = [
    p.session.unmatchedCount ? `${p.session.unmatchedCount} unmatched` : "",
    p.upstreamErrors ? `${p.upstreamErrors} not answered by the target` : "",
    p.unjudged ? `${p.unjudged} the judges could not read` : "",
  ].filter(Boolean);
  return `proxy: ${p.session.exchanges} exchange(s), ${f.failed} failing result(s) (${f.must} MUST)${extra.length ? `, ${extra.join(", ")}` : ""}`;
}

/** `signal`: stops the proxy as SIGINT would (for a caller in the same process). */
export async function main(
  argv: string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
  signal?: AbortSignal,
  program = PROXY_PROGRAM,
): Promise<number> {
  try {
    const { values } = parse(
      argv,
      {
        target: { type: "string" },
        port: { type: "string" },
        host: { type: "string" },
        "max-duration": { type: "string" },
        "max-response-bytes": { type: "string" },
        "report-dir": { type: "string" },
        har: { type: "string" },
        help: { type: "boolean" },
      },
      false,
    );
    if (values.help) {
      out.write(proxyUsage(program));
      return 0;
    }
    if (!values.target) throw new UsageError("--target URL is required: the API's base URL to forward to");
    const target = targetOf(values.target);
    const port = integer("port", values.port, 0, 65535) ?? 8080;
    const maxDuration = integer("max-duration", values["max-duration"], 1, 7 * 24 * 3600);
    const maxResponseBytes = integer("max-response-bytes", values["max-response-bytes"], 1024, 1024 ** 3);
    const dir = ensureReportDir(values["report-dir"] ?? defaultReportDir("proxy"));
    const started = new Date();
    if (values.har === "") throw new UsageError("--har needs a file name");
    const proxy = await startProxy({
      target,
      port,
      host: values.host ?? "127.0.0.1",
      maxResponseBytes,
      keep: values.har !== undefined,
    });
    out.write(`listening ${proxy.url} → ${proxy.session.redactor.redact(target)}\n`);
    const tty = (err as { isTTY?: boolean }).isTTY === true;
    let shown = "";
    const ticker = setInterval(() => {
      const line = countLine(proxy);
      if (line === shown) return;
      shown = line;
      err.write(tty ? `\r\x1b[K${line}` : `${line}\n`);
    }, COUNT_INTERVAL_MS);
    const stopped = await stopCause(maxDuration, signal);
    clearInterval(ticker);
    if (tty && shown) err.write("\n");
    await proxy.close();
    err.write(`${countLine(proxy)}; stopped by ${stopped}\n`);
    const report = trafficReport(proxy.session, `proxy of ${target}`, started, Date.now() - started.getTime());
    const files = writeTrafficReports(report, dir, proxy.session.redactor);
    if (values.har !== undefined) {
      try {
        writeFileSync(values.har, `${JSON.stringify(redactedHar(proxy.captured), null, 2)}\n`);
      } catch (e) {
        // The reports are written: the HAR alone is lost, said in one line.
        err.write(`proxy: cannot write ${values.har} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})\n`);
        return 2;
      }
      out.write(`har      ${values.har} (${proxy.captured.length} exchanges, secrets replaced)\n`);
    }
    const color = terminalOptions(process.env, out as { isTTY?: boolean }).color;
    for (const line of trafficLines(report, { dir, files }, color, proxy.session.redactor)) out.write(`${line}\n`);
    return exitCode(report);
  } catch (e) {
    if (e instanceof UsageError) {
      err.write(`proxy: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

/** Resolves with what stopped the proxy: SIGINT, SIGTERM, the duration, or the caller's abort. */
function stopCause(maxDuration: number | undefined, abort: AbortSignal | undefined): Promise<string> {
  return new Promise((resolve) => {
    const undo: (() => void)[] = [];
    const stop = (why: string) => {
      for (const u of undo) u();
      resolve(why);
    };
    for (const sig of ["SIGINT", "SIGTERM"] as const) {
      const h = () => stop(sig);
      process.once(sig, h);
      undo.push(() => process.off(sig, h));
    }
    if (maxDuration) {
      const t = setTimeout(() => stop(`--max-duration ${maxDuration}`), maxDuration * 1000);
      undo.push(() => clearTimeout(t));
    }
    if (abort) {
      const h = () => stop("abort");
      abort.addEventListener("abort", h, { once: true });
      undo.push(() => abort.removeEventListener("abort", h));
    }
  });
}
