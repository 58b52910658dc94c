/**
 * The one place the layers meet: the rule registry and the transition table (suites/) and the
 * embedded reference server (server/) handed to the engine (lib/). Everything that runs the suite —
 * the command, the programmatic API, the vitest adapter, the project's tests — takes its wiring from here.
 */
import { runConformance, type Wiring } from "../lib/engine/conformance-run.ts";
import type { RunConfig } from "../lib/run/config.ts";
import type { ConformanceReport } from "../lib/report/report.ts";
import type { SuiteDefinition } from "../lib/engine/plan.ts";
import { FAMILIES } from "../suites/registry.ts";
import { TRANSITIONS } from "../suites/state/transitions.ts";
import { UNPROVOCABLE } from "../suites/coverage/unprovocable.ts";

export const SUITE: SuiteDefinition = { families: FAMILIES, transitions: TRANSITIONS, unprovocable: UNPROVOCABLE };

export const WIRING: Wiring = {
  suite: SUITE,
  startEmbedded: async (o) => {
    // Loaded only when no base URL is given: a run against a real target never loads the server.
    const { startServer } = await import("../server/index.ts");
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      ...o,
      faults: [...o.faults],
      variants: [...o.variants],
    });
    // Its connections stay in the process (server/http/in-process.ts): the same bytes, no network.
    // Its job slots and stream cap as started (a variant may lower them): the suite's facts follow them.
    return {
      url: server.url,
      close: () => server.close(),
      connect: server.connect,
      facts: { jobSlots: server.state.options.jobSlots, streamCap: server.state.options.streamCap },
    };
  },
};

/** The suite narrowed to some families and rules (the fault catalogue runs only the rules a fault names). */
export function narrowed(ruleIds: readonly string[]): Wiring {
  const wanted = new Set(ruleIds);
  return {
    ...WIRING,
    suite: {
      ...SUITE,
      families: SUITE.families
        .map((f) => ({ ...f, rules: f.rules.filter((r) => wanted.has(r.id)) }))
        .filter((f) => f.rules.length),
    },
  };
}

/** A run that writes nothing and leaves the process's signals alone: the report, for tests and tools. */
export async function runSuite(config: RunConfig, wiring: Wiring = WIRING): Promise<ConformanceReport> {
  return (await runConformance(wiring, config, null, { embedded: true })).report;
}
