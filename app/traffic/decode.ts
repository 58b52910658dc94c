/**
 * A captured answer's body as the judges read it: decoded when the target compressed it (the client
 * gets it as sent), and never more than the bound (`--max-response-bytes`). The decoder is a zlib
 * stream whose output is counted and stopped at the bound: a small compressed body may inflate a
 * thousandfold (611 KB of gzip are 600 MB of zeros), and the proxy must outlive any body.
 */
import { createBrotliDecompress, createGunzip, createInflate, type Gunzip } from "node:zlib";

const DECODERS: Record<string, () => Gunzip | ReturnType<typeof createBrotliDecompress>> = {
  gzip: createGunzip,
  "x-gzip": createGunzip,
  br: createBrotliDecompress,
  deflate: createInflate,
};

export interface Decoded {
  body: Buffer;
  /** The body went past the bound (or its compressed form broke off): what is kept is its start. */
  cut: boolean;
}

/** `bytes` decoded by `encoding` (none, or one the proxy does not know: as they are), cut at `max` bytes. */
export function decodedWithin(bytes: Buffer, encoding: string | undefined, max: number): Promise<Decoded> {
  const make = DECODERS[(encoding ?? "").trim().toLowerCase()];
  if (!make) return Promise.resolve({ body: bytes.subarray(0, max), cut: bytes.length > max });
  const decoder = make();
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (d: Decoded) => {
      if (settled) return;
      settled = true;
      decoder.destroy();
      resolve(d);
    };
    decoder.on("data", (chunk: Buffer) => {
      const room = max - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
      if (chunk.length > room) settle({ body: Buffer.concat(chunks), cut: true });
    });
    decoder.on("end", () => settle({ body: Buffer.concat(chunks), cut: false }));
    // A broken or partial compressed body: what decoded so far, or, when nothing did, the bytes as they came.
    decoder.on("error", () =>
      settle(
        size ? { body: Buffer.concat(chunks), cut: true } : { body: bytes.subarray(0, max), cut: bytes.length > max },
      ),
    );
    decoder.end(bytes);
  });
}
