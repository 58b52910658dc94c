/**
 * One case of the peer comparison: the suite, narrowed to some rules, run against the reference
 * server (with one fault of the catalogue on, or none for the control) through our validating proxy
 * (app/traffic/proxy.ts, the `proxy` command's own code); each exchange the proxy judged is also
 * teed to Prism's validating proxy (prism-tee.ts). Both peers thus judge the same exchanges.
 *
 * The server is started as the run's embedded server (the wiring's factory, wrapped), so the run is
 * exactly the fault harness's (app/tests/fault-harness.ts): the full profile, a seeded clock, the
 * reference server's bodies and facts — only its base URL is our proxy's.
 */
import { runConformance, type Wiring } from "../../lib/engine/conformance-run.ts";
import { DEFAULT_RUN_CONFIG, type RunConfig } from "../../lib/run/config.ts";
import type { RuleResult } from "../../lib/rules/types.ts";
import type { CapturedExchange } from "../../suites/traffic/exchange.ts";
import { TrafficSession } from "../../suites/traffic/session.ts";
import { startProxy, type RunningProxy } from "../../app/traffic/proxy.ts";
import { narrowed, WIRING } from "../../app/wiring.ts";
import { PrismTee, type PrismVerdict } from "./prism-tee.ts";
import type { ReplayUpstream } from "./replay-upstream.ts";

export interface CaseSpec {
  /** "control", or the fault's name. */
  name: string;
  fault: string | null;
  /** The rules driven: the ones the fault names (the control: every selected fault's). */
  rules: string[];
}

export interface CaseRun {
  spec: CaseSpec;
  durationMs: number;
  /** Exchanges our proxy judged (Prism was sent the same ones). */
  exchanges: number;
  /** Of them, those no operation of the contract names (both peers see them; ours lists them). */
  unmatched: number;
  /** Our proxy's results, as its report holds them. */
  ours: RuleResult[];
  prism: PrismVerdict[];
  /** The suite's own verdict on the run that made the traffic: failing or warning (rule, operation) results. */
  suiteFailed: number;
  /** Errors of the run outside any rule (a failed set-up), which make its traffic suspect. */
  errors: string[];
  interrupted: string | null;
  /** The session's redactor: every secret of the traffic, for the examples that leave this run. */
  redact: (s: string) => string;
}

/** The proxy's session, teeing each exchange to Prism before judging it. */
class TeeSession extends TrafficSession {
  constructor(private readonly tee: PrismTee) {
    super();
  }

  override feed(captured: CapturedExchange) {
    this.tee.offer(captured);
    return super.feed(captured);
  }
}

export interface CaseContext {
  prismUrl: string;
  replay: ReplayUpstream;
  seed: number;
  signal?: AbortSignal;
}

export async function runCase(spec: CaseSpec, ctx: CaseContext): Promise<CaseRun> {
  const started = Date.now();
  const tee = new PrismTee(ctx.prismUrl, ctx.replay);
  const session = new TeeSession(tee);
  let proxy: RunningProxy | null = null;
  const wiring: Wiring = {
    ...narrowed(spec.rules),
    startEmbedded: async (options) => {
      const server = await WIRING.startEmbedded!(options);
      try {
        proxy = await startProxy({ target: server.url, port: 0, host: "127.0.0.1" }, session);
      } catch (e) {
        await server.close();
        throw e;
      }
      const running = proxy;
      return {
        url: running.url,
        // The proxy first: it judges what is still streaming before the server goes.
        close: async () => {
          await running.close();
          await server.close();
        },
      };
    },
  };
  const config: RunConfig = {
    ...DEFAULT_RUN_CONFIG,
    profile: "full",
    seed: ctx.seed,
    only: spec.rules,
    serverFaults: spec.fault ? [spec.fault] : [],
  };
  try {
    const { report, interrupted } = await runConformance(wiring, config, null, {
      embedded: true,
      allure: false,
      signal: ctx.signal,
    });
    await tee.drain();
    return {
      spec,
      durationMs: Date.now() - started,
      exchanges: session.exchanges,
      unmatched: session.unmatchedCount,
      ours: session.results(),
      prism: tee.verdicts,
      suiteFailed: report.summary.failed + report.summary.warned,
      errors: report.errors,
      interrupted,
      redact: (s) => session.redactor.redact(s),
    };
  } finally {
    tee.close();
  }
}
