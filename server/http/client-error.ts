/**
 * Requests node:http refuses before the request pipeline sees them (http/app.ts): framing it cannot
 * parse (a bad or conflicting content-length, a bad chunk, a body cut off, bytes that are not
 * HTTP/1.1), a request line and headers beyond its 16 KiB limit (a very long URL), a request that
 * timed out, an `Expect` it does not know. Each gets the error envelope the pipeline uses, on a
 * connection that then closes: 400 `invalid_request`, 431, 408 or 417. Never a 5XX, never silence
 * while the socket can still carry an answer.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { ServerState } from "../domain/server-state.ts";
import { errorResponse } from "./app.ts";
import { ApiError, invalid } from "../state/errors.ts";

/** The refusal for a parser error of node:http (its `code`: HPE_…, ERR_HTTP_REQUEST_TIMEOUT). */
export function clientErrorRefusal(err: NodeJS.ErrnoException): ApiError {
  switch (err.code) {
    case "HPE_HEADER_OVERFLOW":
      return new ApiError(
        431,
        "request_header_fields_too_large",
        "the request line and headers exceed the server's 16 KiB limit",
      );
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new ApiError(408, "request_timeout", "the request did not arrive in time");
    default:
      return invalid(`the request is not valid HTTP/1.1 (${err.code ?? "parse error"})`, [
        { path: "", message: String(err.code ?? err.message) },
      ]);
  }
}

/** Installs the `clientError` and `checkExpectation` answers on a server of http/app.ts. */
export function answerUnparsedRequests(http: Server, state: ServerState): void {
  http.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing to answer on a reset or closed socket, nor once an answer has started (its headers
    // are on the wire: a second status line would garble it).
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, headers, body } = errorResponse(state, clientErrorRefusal(err));
    const head = Object.entries({ ...headers, connection: "close" })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${head}\r\n${body}`);
  });
  // Without a listener node:http answers an unknown `Expect` with a bare 417.
  http.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    const { status, headers, body } = errorResponse(
      state,
      new ApiError(
        417,
        "expectation_failed",
        `Expect: ${String(req.headers.expect).slice(0, 100)} is not supported (only 100-continue)`,
      ),
    );
    req.resume();
    res.writeHead(status, { ...headers, connection: "close" });
    res.end(body);
  });
}
