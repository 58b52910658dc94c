/**
 * Hostile requests for the reference server, shared by server/tests/prototype-names.test.ts and the
 * bounded benchmark server/fuzz.ts (`npm run fuzz:server`):
 *
 * - the names of `Object.prototype` (`constructor`, `__proto__`, `toString`…) as query keys, query
 *   values, path ids, header names, body keys and body values, on every operation of the contract;
 * - bodies that try to pollute prototypes (`{"__proto__": {"polluted": 1}}`, `constructor.prototype`);
 * - deep bodies (100,000 nested arrays or objects) and huge bodies (beyond `--max-body-bytes`);
 * - garbled framing and headers on a raw socket: bad or mismatched content-length, bad content
 *   types, bad authorization schemes, non-UTF-8 bytes, bad percent-encoding, very long URLs.
 *
 * Every one of them must be answered below 500, a 4XX with the error envelope, and never hang.
 */
import { connect } from "node:net";
import { describeSchema, type ConstraintNode } from "../lib/contract/constraints.ts";
import type { Operation, OperationIndex } from "../lib/contract/operations.ts";
import { minimalValue } from "../generators/values.ts";
import { API_PREFIX } from "./http/app.ts";

/** Every own name of Object.prototype, plus `prototype` (for `constructor.prototype` chains). */
export const PROTOTYPE_NAMES: readonly string[] = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype"]),
].sort();

/** The body that tries to pollute Object.prototype through `__proto__` and `constructor.prototype`. */
export const POLLUTING_BODIES: readonly string[] = [
  `{"__proto__":{"polluted":1}}`,
  `{"constructor":{"prototype":{"polluted":1}}}`,
  `{"__proto__":{"__proto__":{"polluted":1}}}`,
  `[{"__proto__":{"polluted":1}}]`,
];

/** Path values that name seeded fixtures of workspace A (server/state/seed-ids.ts), by parameter name. */
const SEEDED_PATH_VALUES = new Map<string, string>([
  ["runId", "run_done_a"],
  ["taskId", "tsk_done_a"],
  ["serviceId", "svc_board_a"],
  ["artifactId", "art_done_a"],
  ["recordId", "mrg_done_a"],
  ["owner", "acme"],
  ["name", "app"],
  ["useCaseId", "summarize-text"],
  ["webhookId", "ops-alerts"],
  ["stage", "requirements"],
  // Never the admin key's id: a DELETE would revoke it and every later request would be a 401.
  ["keyId", "absentkey"],
]);

export interface HostileRequest {
  /** What the request probes, for failure messages and the fuzz histogram. */
  label: string;
  method: string;
  /** Path and query, starting with the API prefix. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent with a valid key unless false. */
  auth?: boolean;
}

/** The path of `op` with seeded values, percent-encoded; `override` replaces some of them. */
export function pathOf(op: Operation, override: Record<string, string> = {}): string {
  return (
    API_PREFIX +
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(
        Object.hasOwn(override, name) ? override[name] : (SEEDED_PATH_VALUES.get(name) ?? `${name}_x`),
      ),
    )
  );
}

const nodeCache = new WeakMap<Operation, ConstraintNode | null>();

/** The constraint tree of an operation's request body, or null without one. */
export function bodyNode(index: OperationIndex, op: Operation): ConstraintNode | null {
  if (!op.body) return null;
  let n = nodeCache.get(op);
  if (n === undefined) {
    n = describeSchema(op.body.schema, index.document.components.schemas);
    nodeCache.set(op, n);
  }
  return n;
}

/** The smallest valid body of `op` as an object (so that a hostile key reaches past the validator). */
export function baseBody(index: OperationIndex, op: Operation): Record<string, unknown> {
  const n = bodyNode(index, op);
  const v = n ? minimalValue(n) : {};
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** The top-level properties of the body of `op` (for a union: of every branch). */
function bodyProperties(index: OperationIndex, op: Operation): { name: string; node: ConstraintNode }[] {
  const n = bodyNode(index, op);
  if (!n) return [];
  const objects =
    n.kind === "object"
      ? [n]
      : n.kind === "union"
        ? n.branches.map((b) => b.node).filter((b) => b.kind === "object")
        : [];
  const seen = new Set<string>();
  const out: { name: string; node: ConstraintNode }[] = [];
  for (const o of objects) {
    if (o.kind !== "object") continue;
    for (const p of o.properties) if (!seen.has(p.name)) seen.add(p.name), out.push({ name: p.name, node: p.node });
  }
  return out;
}

/** An object with one own property `key` (also when `key` is `__proto__`). */
function own(key: string, value: unknown): Record<string, unknown> {
  return { [key]: value };
}

/** Values for property `node` that carry `name` as a value or as a key, at the depth the node allows. */
function hostileValues(node: ConstraintNode, name: string): unknown[] {
  switch (node.kind) {
    case "string":
      return [name];
    case "array":
      return [[name], [own(name, name)], [{ ...asObject(minimalValue(node.items)), ...own(name, name) }]];
    case "object":
      return [{ ...asObject(minimalValue(node)), ...own(name, name) }, own(name, own("polluted", 1))];
    case "union":
    case "any":
      return [name, own(name, name)];
    default:
      return [own(name, name)];
  }
}

function asObject(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Requests that put each prototype name in a query key, a query value, a path id, a header name, a body key and a body value of `op`. */
export function prototypeNameRequests(
  index: OperationIndex,
  op: Operation,
  names: readonly string[] = PROTOTYPE_NAMES,
): HostileRequest[] {
  const out: HostileRequest[] = [];
  const base = baseBody(index, op);
  const body = op.body ? JSON.stringify(base) : undefined;
  const json: Record<string, string> = op.body ? { "content-type": "application/json" } : {};
  const id = `${op.method} ${op.path}`;
  const path = pathOf(op);
  for (const name of names) {
    const q = encodeURIComponent(name);
    out.push({
      label: `${id} query key ${name}`,
      method: op.method,
      path: `${path}?${q}=1`,
      headers: { ...json },
      body,
    });
    out.push({
      label: `${id} repeated query key ${name}`,
      method: op.method,
      path: `${path}?${q}=1&${q}=2&${q}=3`,
      headers: { ...json },
      body,
    });
    for (const p of op.queryParams) {
      out.push({
        label: `${id} query ${p.name}=${name}`,
        method: op.method,
        path: `${path}?${encodeURIComponent(p.name)}=${q}`,
        headers: { ...json },
        body,
      });
    }
    for (const p of op.pathParams) {
      out.push({
        label: `${id} path {${p.name}}=${name}`,
        method: op.method,
        path: pathOf(op, { [p.name]: name }),
        headers: { ...json },
        body,
      });
    }
    out.push({ label: `${id} header ${name}`, method: op.method, path, headers: { ...json, [name]: name }, body });
    if (op.body) {
      out.push({
        label: `${id} body key ${name}`,
        method: op.method,
        path,
        headers: { ...json },
        body: JSON.stringify({ ...base, ...own(name, 1) }),
      });
      out.push({
        label: `${id} body ${name} only`,
        method: op.method,
        path,
        headers: { ...json },
        body: JSON.stringify(own(name, own(name, 1))),
      });
      for (const p of bodyProperties(index, op)) {
        for (const v of hostileValues(p.node, name)) {
          out.push({
            label: `${id} body /${p.name} ${JSON.stringify(v).slice(0, 60)}`,
            method: op.method,
            path,
            headers: { ...json },
            body: JSON.stringify({ ...base, [p.name]: v }),
          });
        }
      }
    }
  }
  return out;
}

/** Bodies that try to pollute Object.prototype, top level and under each property of `op`'s body. */
export function pollutingRequests(index: OperationIndex, op: Operation): HostileRequest[] {
  const id = `${op.method} ${op.path}`;
  const path = pathOf(op);
  const out: HostileRequest[] = POLLUTING_BODIES.map((b) => ({
    label: `${id} polluting body ${b}`,
    method: op.method,
    path,
    headers: { "content-type": "application/json" },
    body: b,
  }));
  if (!op.body) return out;
  const base = baseBody(index, op);
  for (const p of bodyProperties(index, op)) {
    for (const b of POLLUTING_BODIES) {
      // Spliced as text: the value must keep `__proto__` as a key of the JSON, not as a prototype.
      const text = JSON.stringify({ ...base, [p.name]: "\u0000SPLICE\u0000" }).replace(
        JSON.stringify("\u0000SPLICE\u0000"),
        b,
      );
      out.push({
        label: `${id} polluting /${p.name} ${b}`,
        method: op.method,
        path,
        headers: { "content-type": "application/json" },
        body: text,
      });
    }
  }
  return out;
}

/** `depth` nested arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`) as JSON text. */
export function deepJson(depth: number, kind: "array" | "object" = "array"): string {
  return kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** The names of the top-level properties of `op`'s body, where a deep value can be put. */
export function bodyPropertyNames(index: OperationIndex, op: Operation): string[] {
  return bodyProperties(index, op).map((p) => p.name);
}

/** One deep body for `op`: the whole body, or the value of `property` in the smallest valid body. */
export function deepRequest(
  index: OperationIndex,
  op: Operation,
  depth: number,
  kind: "array" | "object",
  property?: string,
): HostileRequest {
  const deep = deepJson(depth, kind);
  const body =
    property === undefined
      ? deep
      : JSON.stringify({ ...baseBody(index, op), [property]: "\u0000SPLICE\u0000" }).replace(
          JSON.stringify("\u0000SPLICE\u0000"),
          deep,
        );
  const where = property === undefined ? "" : ` at /${property}`;
  return {
    label: `${op.method} ${op.path} ${depth} nested ${kind}s${where}`,
    method: op.method,
    path: pathOf(op),
    headers: { "content-type": "application/json" },
    body,
  };
}

/** Deep bodies for `op`: whole-body and under each top-level property. */
export function deepRequests(index: OperationIndex, op: Operation, depth = 100_000): HostileRequest[] {
  const out: HostileRequest[] = [];
  for (const property of [undefined, ...(op.body ? bodyPropertyNames(index, op) : [])]) {
    for (const kind of ["array", "object"] as const) out.push(deepRequest(index, op, depth, kind, property));
  }
  return out;
}

/** Percent-encodings that do not decode to UTF-8 (truncated, lone `%`, overlong, surrogate, not hex). */
export const BAD_ENCODINGS: readonly string[] = [
  "%E0%A4%A",
  "%",
  "%%",
  "%zz",
  "%C0%AF",
  "%ED%A0%80",
  "%FF%FE",
  "%E2%82",
  "%u0041",
  "%F4%90%80%80",
];

/** `op` with a bad percent-encoding in a path id, a query key or a query value. */
export function badEncodingRequest(
  op: Operation,
  bad: string,
  where: "path" | "query-key" | "query-value",
): HostileRequest {
  const json: Record<string, string> = op.body ? { "content-type": "application/json" } : {};
  let path = pathOf(op);
  if (where === "path") {
    const p = op.pathParams[0];
    path = p
      ? pathOf(op, { [p.name]: "\u0000BAD\u0000" }).replace(encodeURIComponent("\u0000BAD\u0000"), bad)
      : `${path}/${bad}`;
  } else if (where === "query-key") path += `?${bad}=1`;
  else path += `?${encodeURIComponent(op.queryParams[0]?.name ?? "q")}=${bad}`;
  return {
    label: `${op.method} ${op.path} bad encoding ${bad} in ${where}`,
    method: op.method,
    path,
    headers: json,
    body: op.body ? "{}" : undefined,
  };
}

/** The outcome of a raw exchange: the first response on the socket, or why there was none. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `bytes` on a fresh socket and reads the first response. With `halfClose` the client ends its
 * side after writing (a body shorter than its content-length). Resolves an error string on a
 * transport failure or when no response came within `timeoutMs` (a hang).
 */
export function rawExchange(
  origin: string,
  bytes: Buffer,
  opts: { halfClose?: boolean; timeoutMs?: number } = {},
): Promise<RawResponse | { error: string }> {
  const u = new URL(origin);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect(Number(u.port), u.hostname);
    const finish = (r: RawResponse | { error: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(r);
    };
    const tryParse = (final: boolean) => {
      const buf = Buffer.concat(chunks);
      const end = buf.indexOf("\r\n\r\n");
      if (end === -1) {
        if (final)
          finish(
            buf.length
              ? { error: `unparseable response: ${JSON.stringify(buf.toString("latin1").slice(0, 80))}` }
              : { error: "connection closed without a response" },
          );
        return;
      }
      const [statusLine, ...lines] = buf.subarray(0, end).toString("latin1").split("\r\n");
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
      if (!m) return finish({ error: `bad status line ${JSON.stringify(statusLine)}` });
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(":");
        if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
      }
      const status = Number(m[1]);
      // 1xx interim answers (100 Continue) are skipped: the final response follows.
      if (status >= 100 && status < 200) {
        chunks.splice(0, chunks.length, buf.subarray(end + 4));
        return tryParse(final);
      }
      const len = headers["content-length"] !== undefined ? Number(headers["content-length"]) : NaN;
      const rest = buf.subarray(end + 4);
      if (Number.isFinite(len) && rest.length >= len)
        return finish({ status, headers, body: rest.subarray(0, len).toString("utf8") });
      if (final || status === 204 || status === 304) finish({ status, headers, body: rest.toString("utf8") });
    };
    const timer = setTimeout(
      () => finish({ error: `no response within ${opts.timeoutMs ?? 10_000} ms` }),
      opts.timeoutMs ?? 10_000,
    );
    socket.on("data", (d: Buffer) => {
      chunks.push(d);
      tryParse(false);
    });
    socket.on("end", () => tryParse(true));
    socket.on("close", () => tryParse(true));
    socket.on("error", (e) => {
      // A reset after a complete response is not a failure: the response stands.
      if (chunks.length) tryParse(true);
      else finish({ error: `transport: ${(e as NodeJS.ErrnoException).code ?? e.message}` });
    });
    socket.write(bytes, () => {
      if (opts.halfClose) socket.end();
    });
  });
}

export interface RawCase {
  label: string;
  bytes: Buffer;
  halfClose?: boolean;
}

/** Garbled requests for a raw socket: framing, headers, encodings, sizes. `key` is a valid admin key. */
export function garbledCases(key: string, maxBodyBytes: number): RawCase[] {
  const auth = `authorization: Bearer ${key}\r\n`;
  const host = "host: 127.0.0.1\r\n";
  const req = (head: string, body: Buffer | string = "") =>
    Buffer.concat([Buffer.from(head, "latin1"), typeof body === "string" ? Buffer.from(body, "latin1") : body]);
  const post = (extra: string, body: string, path = "/keys") =>
    req(`POST ${API_PREFIX}${path} HTTP/1.1\r\n${host}${auth}${extra}connection: close\r\n\r\n`, body);
  const get = (target: string, extra = auth) =>
    req(`GET ${target} HTTP/1.1\r\n${host}${extra}connection: close\r\n\r\n`);
  const keyBody = `{"label":"garbled","scope":"read"}`;
  const cases: RawCase[] = [
    // Percent-encoding that does not decode, in the path and the query.
    { label: "bad percent-encoding in a path id", bytes: get(`${API_PREFIX}/tasks/%E0%A4%A`) },
    { label: "bad percent-encoding in a path literal", bytes: get(`${API_PREFIX}/%E0%A4%A/x`) },
    { label: "bad percent-encoding in a query key", bytes: get(`${API_PREFIX}/jobs?%E0%A4%A=1`) },
    { label: "bad percent-encoding in a query value", bytes: get(`${API_PREFIX}/jobs?limit=%E0%A4%A`) },
    {
      label: "bad percent-encoding in a string query value",
      bytes: get(`${API_PREFIX}/repos/acme/app/contents?path=%E0%A4%A`),
    },
    { label: "lone % in the query", bytes: get(`${API_PREFIX}/jobs?%=%&%%=1`) },
    { label: "encoded NUL and slash in a path id", bytes: get(`${API_PREFIX}/tasks/%00%2F..%2F`) },
    { label: "non-UTF-8 bytes in the path", bytes: get(`${API_PREFIX}/tasks/\xff\xfe\x80`) },
    { label: "non-UTF-8 bytes in the query", bytes: get(`${API_PREFIX}/jobs?\xff=\xfe`) },
    { label: "overlong UTF-8 in a path id", bytes: get(`${API_PREFIX}/tasks/%C0%AF`) },
    { label: "encoded surrogate in a path id", bytes: get(`${API_PREFIX}/tasks/%ED%A0%80`) },
    // Very long URLs: beyond the header limit of node:http (16 KiB) and far beyond.
    { label: "20 KB path", bytes: get(`${API_PREFIX}/tasks/${"a".repeat(20_000)}`) },
    { label: "100 KB query", bytes: get(`${API_PREFIX}/jobs?q=${"a".repeat(100_000)}`) },
    { label: "8 KB path id", bytes: get(`${API_PREFIX}/tasks/${"a".repeat(8_000)}`) },
    {
      label: "4,000 query keys",
      bytes: get(`${API_PREFIX}/jobs?${Array.from({ length: 4_000 }, (_, i) => `k${i}=1`).join("&")}`),
    },
    { label: "absolute-form target", bytes: get(`http://127.0.0.1${API_PREFIX}/me`) },
    { label: "asterisk target", bytes: get(`*`) },
    { label: "target without a slash", bytes: get(`api/v1/me`) },
    // Authorization: schemes and credentials that are not `Bearer <key>`.
    ...[
      "Basic Zm9vOmJhcg==",
      "Bearer",
      "Bearer ",
      "Bearer a b",
      "Digest username=x",
      "bearer\tapk_x.y",
      "Bearer apk_constructor.aaaaaaaaaa",
      "Bearer apk___proto__.aaaaaaaaaa",
      "Bearer apk_tostring.aaaaaaaaaa",
      "Bearer constructor",
      "Bearer __proto__",
      `Bearer ${"a".repeat(8_000)}`,
      "Bearer \xff\xfe\x80\x81",
      "\xc3\x28\xa0\xa1",
    ].map((a) => ({
      label: `authorization ${JSON.stringify(a.slice(0, 30))}`,
      bytes: get(`${API_PREFIX}/me`, `authorization: ${a}\r\n`),
    })),
    { label: "two authorization headers", bytes: get(`${API_PREFIX}/me`, `${auth}authorization: Basic x\r\n`) },
    { label: "no authorization", bytes: get(`${API_PREFIX}/me`, "") },
    // Content types.
    ...[
      "text/plain",
      "application/xml",
      "application/json; charset=",
      ";;;",
      "application/",
      "application/jsonx",
      "multipart/form-data; boundary=x",
      "application/json; charset=\xff\xfe",
      `application/${"x".repeat(4_000)}+json`,
    ].map((ct) => ({
      label: `content-type ${JSON.stringify(ct.slice(0, 30))}`,
      bytes: post(`content-type: ${ct}\r\ncontent-length: ${keyBody.length}\r\n`, keyBody),
    })),
    {
      label: "JSON body with non-UTF-8 bytes",
      bytes: post(
        `content-type: application/json\r\ncontent-length: 20\r\n`,
        `{"label":"\xff\xfe\x80","x":1}`.slice(0, 20),
      ),
    },
    {
      label: "JSON body with a BOM",
      bytes: post(
        `content-type: application/json\r\ncontent-length: ${keyBody.length + 3}\r\n`,
        `\xef\xbb\xbf${keyBody}`,
      ),
    },
    {
      label: "JSON body of NUL bytes",
      bytes: post(`content-type: application/json\r\ncontent-length: 16\r\n`, "\0".repeat(16)),
    },
    // Framing: content-length that does not match the body, or cannot be read.
    {
      label: "content-length beyond the body (client ends)",
      bytes: post(`content-type: application/json\r\ncontent-length: 100\r\n`, keyBody),
      halfClose: true,
    },
    {
      label: "content-length short of the body",
      bytes: post(`content-type: application/json\r\ncontent-length: 5\r\n`, keyBody),
    },
    {
      label: "content-length not a number",
      bytes: post(`content-type: application/json\r\ncontent-length: abc\r\n`, keyBody),
    },
    {
      label: "content-length negative",
      bytes: post(`content-type: application/json\r\ncontent-length: -1\r\n`, keyBody),
    },
    {
      label: "content-length list",
      bytes: post(`content-type: application/json\r\ncontent-length: ${keyBody.length}, 5\r\n`, keyBody),
    },
    {
      label: "two different content-lengths",
      bytes: post(
        `content-type: application/json\r\ncontent-length: ${keyBody.length}\r\ncontent-length: 5\r\n`,
        keyBody,
      ),
    },
    {
      label: "content-length with transfer-encoding",
      bytes: post(
        `content-type: application/json\r\ncontent-length: 5\r\ntransfer-encoding: chunked\r\n`,
        `${keyBody.length.toString(16)}\r\n${keyBody}\r\n0\r\n\r\n`,
      ),
    },
    {
      label: "transfer-encoding gzip",
      bytes: post(`content-type: application/json\r\ntransfer-encoding: gzip\r\n`, keyBody),
    },
    {
      label: "bad chunk size",
      bytes: post(`content-type: application/json\r\ntransfer-encoding: chunked\r\n`, `zz\r\n${keyBody}\r\n0\r\n\r\n`),
    },
    {
      label: "chunked body ends early (client ends)",
      bytes: post(`content-type: application/json\r\ntransfer-encoding: chunked\r\n`, `100\r\n${keyBody}`),
      halfClose: true,
    },
    {
      label: "content-length beyond --max-body-bytes",
      bytes: post(`content-type: application/json\r\ncontent-length: ${maxBodyBytes + 1}\r\n`, keyBody),
      halfClose: true,
    },
    {
      label: "content-length 10^20",
      bytes: post(`content-type: application/json\r\ncontent-length: 100000000000000000000\r\n`, keyBody),
      halfClose: true,
    },
    {
      label: "content-length beyond --max-body-bytes on a bodyless operation",
      bytes: req(
        `GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}content-length: ${maxBodyBytes * 4}\r\nconnection: close\r\n\r\n`,
        "x".repeat(1000),
      ),
      halfClose: true,
    },
    // Header syntax.
    {
      label: "header without a colon",
      bytes: req(`GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}garbage line\r\n\r\n`),
    },
    {
      label: "header name with spaces",
      bytes: req(`GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}bad name: x\r\n\r\n`),
    },
    {
      label: "NUL in a header value",
      bytes: req(`GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}x-a: a\0b\r\nconnection: close\r\n\r\n`),
    },
    {
      label: "non-UTF-8 header value",
      bytes: req(`GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}x-a: \xc3\x28\xff\r\nconnection: close\r\n\r\n`),
    },
    {
      label: "obsolete line folding",
      bytes: req(`GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}x-a: a\r\n b\r\nconnection: close\r\n\r\n`),
    },
    {
      label: "bare LF line ends",
      bytes: Buffer.from(
        `GET ${API_PREFIX}/me HTTP/1.1\n${host.trim()}\nauthorization: Bearer ${key}\nconnection: close\n\n`,
        "latin1",
      ),
    },
    {
      label: "2,000 headers",
      bytes: req(
        `GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}${Array.from({ length: 2_000 }, (_, i) => `x-h${i}: v\r\n`).join("")}connection: close\r\n\r\n`,
      ),
    },
    {
      label: "Object.prototype header names",
      bytes: req(
        `GET ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}${PROTOTYPE_NAMES.map((n) => `${n}: ${n}\r\n`).join("")}connection: close\r\n\r\n`,
      ),
    },
    {
      label: "expect: something",
      bytes: req(
        `POST ${API_PREFIX}/keys HTTP/1.1\r\n${host}${auth}expect: something\r\ncontent-type: application/json\r\ncontent-length: ${keyBody.length}\r\nconnection: close\r\n\r\n`,
        keyBody,
      ),
    },
    // Request lines that are not HTTP.
    {
      label: "unknown method",
      bytes: req(`FROB ${API_PREFIX}/me HTTP/1.1\r\n${host}${auth}connection: close\r\n\r\n`),
    },
    { label: "HTTP/9.9", bytes: req(`GET ${API_PREFIX}/me HTTP/9.9\r\n${host}${auth}connection: close\r\n\r\n`) },
    { label: "garbage request line", bytes: req(`\x00\x01\x02 garbage\r\n\r\n`) },
    {
      label: "TLS hello on the plain port",
      bytes: Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03, 0x0d, 0x0a, 0x0d, 0x0a]),
    },
  ];
  return cases;
}

/** A status is acceptable for a hostile request: below 500 (and a 4XX carries the envelope: see `isEnvelope`). */
export function isEnvelope(text: string): boolean {
  try {
    const env = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof env?.error?.code === "string" && typeof env?.error?.message === "string";
  } catch {
    return false;
  }
}
