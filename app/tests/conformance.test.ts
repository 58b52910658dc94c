/**
 * `npm test` proves the suite green on a correct server: the whole suite, through the vitest adapter
 * (app/vitest.ts, the one a user imports), against the embedded reference server, seeded by
 * CONFORMANCE_SEED when set. Every planned check is a test here; a failing rule fails `npm test`.
 */
import { conformanceSuite } from "../vitest.ts";
import { scaled } from "../../lib/testing/slowdown.ts";

await conformanceSuite({
  embedded: true,
  seed: process.env.CONFORMANCE_SEED ? Number(process.env.CONFORMANCE_SEED) : undefined,
  timeoutMs: scaled(600_000),
});
