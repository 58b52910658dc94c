/**
 * The reference server as a function: `startServer(options)` listens and resolves with its URL and
 * a `close()`. The embedded mode of the conformance command and the server's own tests use this.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_OPTIONS, type ServerOptions } from "./options.ts";
import { ServerState } from "./domain/server-state.ts";
import { API_PREFIX, createRequestListener } from "./http/app.ts";
import { Layer } from "./http/layer.ts";
import { assertKnownFaults, installFaults, type FaultName } from "./faults/index.ts";
import { assertKnownVariants, installVariants, withVariantOptions } from "./variants/index.ts";
import { answerDecisionsWith } from "./domain/runs/decision-port.ts";
import { observeDecisions, openDecision } from "./domain/decisions/open.ts";
import { answerUnparsedRequests } from "./http/client-error.ts";
import { ConductRecorder } from "./conduct/recorder.ts";
import { inProcessConnector } from "./http/in-process.ts";
import type { InProcessConnect } from "../lib/http/client.ts";

export interface RunningServer {
  /** Origin, e.g. http://127.0.0.1:40123 (the API lives under `${url}/api/v1`). */
  url: string;
  state: ServerState;
  /** The recording of `checkClients` (server/conduct/); null on an ordinary server. */
  conduct: ConductRecorder | null;
  /** An undici connector to this server without the network, for a client in the same process. */
  connect: InProcessConnect;
  close(): Promise<void>;
}

export async function startServer(overrides: Partial<ServerOptions> = {}): Promise<RunningServer> {
  // The run engine reaches the decisions through its port (server/domain/runs/decision-port.ts).
  answerDecisionsWith({ open: openDecision, observe: observeDecisions });
  const started: ServerOptions = { ...DEFAULT_OPTIONS, ...overrides };
  assertKnownFaults(started.faults);
  assertKnownVariants(started.variants ?? []);
  // The figures of the variants switched on, over what was configured.
  const options = withVariantOptions({ ...started, variants: started.variants ?? [] });
  // The variants switched on, then the faults: a fault breaks whichever reading the server keeps.
  const layer = new Layer();
  installVariants(layer, options.variants);
  installFaults(layer, options.faults as FaultName[]);
  const state = new ServerState(options, layer.behaviours);
  layer.bind(state);
  const conduct = options.checkClients ? new ConductRecorder(state.index, options.checkClients) : null;
  const listener = createRequestListener(state, layer);
  const http: Server = createServer({ keepAlive: true }, conduct ? conduct.wrap(listener) : listener);
  http.keepAliveTimeout = 5_000;
  // Requests node:http cannot parse (bad framing, a 16 KiB+ URL) get the error envelope too.
  answerUnparsedRequests(http, state);
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port, options.host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  const addr = http.address() as AddressInfo;
  const host = addr.family === "IPv6" ? `[${addr.address}]` : addr.address;
  return {
    url: `http://${host}:${addr.port}`,
    state,
    conduct,
    connect: inProcessConnector(http),
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}

export { API_PREFIX, DEFAULT_OPTIONS, type ServerOptions };
