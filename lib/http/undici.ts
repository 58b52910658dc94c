/**
 * The one place the HTTP library is imported. The suite's requests all go through client.ts; what
 * else speaks HTTP at a low level — the server's own tests and fuzzer sending malformed requests,
 * the load generators of tools/bench, the sample undici client of the conduct tests — takes the
 * library from here, so swapping or pinning it is one file.
 */
export { Agent, Pool, RetryAgent, request } from "undici";
export type { Dispatcher } from "undici";
