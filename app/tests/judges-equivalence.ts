/**
 * A live run judged twice: the rules run through the engine against the reference server (optionally
 * committing faults), with the validating proxy (app/traffic/proxy.ts) between them, so every
 * exchange of the run — setup and cleanup included — is also judged passively by the same session
 * verify-traffic and proxy use. The live results and the passive ones are answered side by side,
 * reduced per rule to the verdict a reader acts on. Not strict: drift warns both ways.
 */
import { describe, expect, it } from "vitest";
import { FAULTS, type FaultDef } from "../../server/faults/index.ts";
import { startServer } from "../../server/index.ts";
import { scaled } from "../../lib/testing/slowdown.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import type { Outcome } from "../../lib/rules/types.ts";

/** What of a result, live or passive, the comparison reads. */
type RuleResult = { rule: string; operationId: string | null; outcome: Outcome; message: string };
import { JUDGES } from "../../suites/traffic/index.ts";
import { startProxy, type RunningProxy } from "../traffic/proxy.ts";
import { narrowed, runSuite } from "../wiring.ts";

/** The rules judged passively: each speaks for a live rule of the registry. */
export const PASSIVE_RULES: readonly string[] = [...new Set(JUDGES.map((j) => j.rule))];

export type Verdict = "fail" | "warn" | "holds";

export interface Judged {
  live: Map<string, Verdict>;
  passive: Map<string, Verdict>;
  /** Operations failed per rule, live and passive (global rules: null). */
  liveFailed: Map<string, Set<string | null>>;
  passiveFailed: Map<string, Set<string | null>>;
  /** The results, for messages. */
  results: { live: RuleResult[]; passive: RuleResult[] };
  errors: string[];
}

/** A rule's verdict over its results: it fails when one result fails, warns when one warns, else holds. */
function verdicts(results: readonly RuleResult[]): Map<string, Verdict> {
  const rank: Partial<Record<Outcome, Verdict>> = { fail: "fail", warn: "warn" };
  const out = new Map<string, Verdict>();
  for (const r of results) {
    const v = rank[r.outcome] ?? "holds";
    const had = out.get(r.rule);
    if (!had || had === "holds" || (had === "warn" && v === "fail")) out.set(r.rule, v);
  }
  return out;
}

function failedOps(results: readonly RuleResult[]): Map<string, Set<string | null>> {
  const out = new Map<string, Set<string | null>>();
  for (const r of results) if (r.outcome === "fail") out.set(r.rule, (out.get(r.rule) ?? new Set()).add(r.operationId));
  return out;
}

/** Runs `rules` live with `faults` committed, every exchange also judged passively. */
export async function judgedBothWays(rules: readonly string[], faults: readonly string[] = []): Promise<Judged> {
  let proxy: RunningProxy | null = null;
  const wiring = narrowed(rules);
  const report = await runSuite(
    { ...DEFAULT_RUN_CONFIG, profile: "full", seed: 1, only: [...rules], serverFaults: [...faults], concurrency: 1 },
    {
      ...wiring,
      // The embedded server, reached over the loopback through the proxy rather than in process.
      startEmbedded: async (o) => {
        const server = await startServer({
          port: 0,
          host: "127.0.0.1",
          ...o,
          faults: [...o.faults],
          variants: [...o.variants],
        });
        proxy = await startProxy({ target: server.url, port: 0, host: "127.0.0.1" });
        const p = proxy;
        return {
          url: p.url,
          close: async () => {
            await p.close();
            await server.close();
          },
        };
      },
    },
  );
  if (!proxy) throw new Error("the run started no server");
  const passive = (proxy as RunningProxy).session.results();
  const live = report.results.filter((r) => PASSIVE_RULES.includes(r.rule));
  return {
    live: verdicts(live),
    passive: verdicts(passive),
    liveFailed: failedOps(live),
    passiveFailed: failedOps(passive),
    results: { live, passive },
    errors: report.errors.map((e) => (typeof e === "string" ? e : JSON.stringify(e))),
  };
}

/** Faults whose rule states more than traffic shows: the passive judge holds there, and says why. */
export const SEEN_LIVE_ONLY: Record<string, { rule: string; why: string }> = {
  "op-service-create-needs-repo": {
    rule: "OP-SUCCESS",
    why: "that the refused create body is the configured one (bodies.createService, which must be admitted) is the run's configuration, not in a recording: there it is one more refused body",
  },
  "state-job-list-unfiltered-empty": {
    rule: "STATE-JOB-MACHINE",
    why: "that GET /jobs lists the job the rule started is read by the live rule; the passive judge holds the job machine's status set and rows (a finished job stays finished, cancel returns it unchanged)",
  },
  "state-task-create-drops-documents": {
    rule: "STATE-TASK-CREATE",
    why: "the documents a creation attaches are read by the live rule; the passive judge holds a creation to its state (planned) only",
  },
  "events-open-after-terminal": {
    rule: "EVENTS-TERMINAL-ENDS",
    why: "whether the server or the client closed a stream cut off after its terminal event is not in a recording",
  },
};

/**
 * The test of one recording: every rule judged passively has the live verdict (fail, warn, or
 * holds: passed or not exercised), and every operation a live rule failed the passive judge fails
 * too (it may fail more: it reads every exchange of the run, other rules' walks and reads included).
 */
export function proveSameVerdicts(family: string, faults: readonly string[], withClean: boolean): void {
  describe(`live and passive judgement of the ${family} rules`, () => {
    if (withClean) {
      it("agree on the reference server: every rule holds both ways", { timeout: scaled(300_000) }, async () => {
        const j = await judgedBothWays(PASSIVE_RULES);
        expect(j.errors).toEqual([]);
        for (const rule of PASSIVE_RULES) {
          expect(j.live.get(rule), `${rule} live`).toBe("holds");
          expect(j.passive.get(rule) ?? "holds", `${rule} passive: ${messagesOf(j.results.passive, rule)}`).toBe(
            "holds",
          );
        }
      });
    }
    it.each(faults.map((f) => [f]))("agree under %s", { timeout: scaled(180_000) }, async (name) => {
      const def = (FAULTS as Record<string, FaultDef>)[name];
      const rules = def.rules.filter((r) => PASSIVE_RULES.includes(r));
      expect(rules.length, `${name} names no rule judged passively`).toBeGreaterThan(0);
      const j = await judgedBothWays([...def.rules, ...(def.alongside ?? [])], [name]);
      expect(j.errors).toEqual([]);
      for (const rule of rules) {
        const live = j.live.get(rule);
        expect(live, `${rule} live under ${name}`).not.toBe("holds");
        if (SEEN_LIVE_ONLY[name]?.rule === rule) {
          expect(j.passive.get(rule) ?? "holds", `${rule} passive under ${name} (${SEEN_LIVE_ONLY[name].why})`).toBe(
            "holds",
          );
          continue;
        }
        expect(j.passive.get(rule), `${rule} passive under ${name}: ${messagesOf(j.results.passive, rule)}`).toBe(live);
        const missed = [...(j.liveFailed.get(rule) ?? [])].filter((op) => !j.passiveFailed.get(rule)?.has(op));
        expect(missed, `${rule}: operations failed live, not passively, under ${name}`).toEqual([]);
      }
    });
  });
}

function messagesOf(results: readonly RuleResult[], rule: string): string {
  return results
    .filter((r) => r.rule === rule && r.outcome !== "pass")
    .map((r) => `${r.operationId} ${r.outcome}: ${r.message}`)
    .join(" | ");
}

/** The faults of the catalogue of `families` that name a rule judged passively. */
export function passiveFaults(families: readonly string[]): string[] {
  return Object.entries(FAULTS as Record<string, FaultDef>)
    .filter(([, d]) => families.includes(d.family) && d.rules.some((r) => PASSIVE_RULES.includes(r)))
    .map(([name]) => name);
}
