/**
 * Connections to the server that never leave the process. The embedded run (no base URL) has the
 * suite and the server in one process: over loopback TCP every request and every answer was a
 * round of system calls, a sixth of the run's CPU. Here the two ends are a pair of in-memory
 * streams: the bytes on them are exactly those TCP would carry, parsed by the same node:http server
 * and the same undici client, so nothing the suite judges changes; only the kernel is left out.
 */
import { Duplex } from "node:stream";
import type { Server } from "node:http";
import type { InProcessConnect } from "../../lib/http/client.ts";

/** One end of an in-memory connection, with the part of net.Socket's surface node:http and undici use. */
class End extends Duplex {
  other: End | null = null;
  readonly remoteAddress = "127.0.0.1";
  readonly remotePort = 0;
  readonly remoteFamily = "IPv4";
  readonly localAddress = "127.0.0.1";
  readonly localPort = 0;
  readonly encrypted = false;

  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  /** An idle connection is never timed out in process: the client closes it when the run ends. */
  setTimeout(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
  override _read(): void {}
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (e?: Error | null) => void): void {
    this.other?.push(chunk);
    done();
  }
  override _writev(chunks: { chunk: Buffer }[], done: (e?: Error | null) => void): void {
    for (const { chunk } of chunks) this.other?.push(chunk);
    done();
  }
  override _final(done: (e?: Error | null) => void): void {
    this.other?.push(null);
    done();
  }
  override _destroy(err: Error | null, done: (e?: Error | null) => void): void {
    const other = this.other;
    this.other = null;
    if (other && !other.destroyed) other.destroy();
    done(err);
  }
}

/** A connector for undici (the client's `connect`) whose every connection is accepted by `http` in process. */
export function inProcessConnector(http: Server): InProcessConnect {
  return (_options, callback) => {
    const client = new End({ allowHalfOpen: false });
    const server = new End({ allowHalfOpen: false });
    client.other = server;
    server.other = client;
    http.emit("connection", server);
    // undici expects the callback after its connect call has returned, as a socket's would be.
    process.nextTick(callback, null, client);
  };
}
