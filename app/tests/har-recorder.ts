/**
 * A test helper that records HAR files from the reference server: it starts the server in-process
 * on 127.0.0.1 (optionally committing one named fault, server/faults/), sends a fixed script of
 * requests through a recording client, stops the server and answers the HAR 1.2 log. The fixtures
 * of verify-traffic are recorded this way, at test time, so they always match the server.
 */
import { startServer } from "../../server/index.ts";
import { DEV_ADMIN_KEY, DEV_PEER_ADMIN_KEY } from "../../server/options.ts";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { toEntry, toHar, type Har, type HarEntry } from "../traffic/har.ts";
import { trafficScript, type ScriptSecrets } from "./traffic-script.ts";

export interface RecordingClient {
  /** Sends one request to `${base}/api/v1${path}` (or to `${base}${path}` with `raw`), records it and answers status and JSON. */
  call(
    method: string,
    path: string,
    opts?: { key?: string | null; authorization?: string; body?: unknown; raw?: boolean },
  ): Promise<{ status: number; json: any; text: string }>;
}

/** A client that records every exchange it makes as a HAR entry. */
export function recordingClient(base: string, admin: string, entries: HarEntry[]): RecordingClient {
  return {
    async call(method, path, opts = {}) {
      const url = `${base}${opts.raw ? "" : "/api/v1"}${path}`;
      const key = opts.key === undefined ? admin : opts.key;
      const requestHeaders: Record<string, string> = { accept: "application/json" };
      if (key !== null) requestHeaders.authorization = opts.authorization ?? `Bearer ${key}`;
      const body = opts.body === undefined ? null : JSON.stringify(opts.body);
      if (body !== null) requestHeaders["content-type"] = "application/json";
      const started = new Date();
      const t0 = performance.now();
      const res = await fetch(url, { method, headers: requestHeaders, body: body ?? undefined });
      const bytes = Buffer.from(await res.arrayBuffer());
      const responseHeaders: Record<string, string> = {};
      res.headers.forEach((v, k) => (responseHeaders[k] = v));
      const captured: CapturedExchange = {
        startedAt: started.toISOString(),
        durationMs: Math.round(performance.now() - t0),
        method,
        url,
        requestHeaders,
        requestBody: body,
        status: res.status,
        responseHeaders,
        responseBody: bytes.toString("utf8"),
        responseBytes: bytes.length,
      };
      entries.push(toEntry(captured, bytes));
      const text = bytes.toString("utf8");
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json, text };
    },
  };
}

export interface Recording {
  har: Har;
  secrets: ScriptSecrets;
}

/**
 * Runs the fixed script against a fresh reference server committing `faults` (none: a clean
 * recording), or reading the documents as `variants` say (server/variants/).
 */
export async function recordHar(faults: string[] = [], variants: string[] = []): Promise<Recording> {
  const server = await startServer({ port: 0, host: "127.0.0.1", faults, variants, clockStart: 1_700_000_000_000 });
  const entries: HarEntry[] = [];
  try {
    const secrets = await trafficScript(
      recordingClient(server.url, DEV_ADMIN_KEY, entries),
      DEV_ADMIN_KEY,
      DEV_PEER_ADMIN_KEY,
    );
    return { har: toHar(entries), secrets };
  } finally {
    await server.close();
  }
}
