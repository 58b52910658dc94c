/**
 * The throwaway environments of a run's outcome summary (doc 2 Evidence GET /runs/{runId}/outcome:
 * "throwaway environments (`state` `live` only while `expiresAt` is ahead; every row keeps its URL)").
 *
 * The outcome is `object*`: where its environment rows sit is not shown, but the statement names two
 * of their fields, so a row is any object in the outcome carrying both `state` and `expiresAt`. Each
 * such row must keep a URL (`url`, a non-empty string, whatever its state), and a row reading `live`
 * must have its `expiresAt` ahead. "Ahead" is judged against the server's own clock, never the
 * suite's: the `generatedAt` of the run's report (doc 1 PrVerificationReport, a number) read just
 * before the outcome, so the outcome was composed at or after it; a live row whose `expiresAt` lies
 * before that instant was not ahead when the outcome was composed (held as `>=`, so a timestamp unit
 * coarser than the clock cannot raise a false alarm). The runs read are the workspace's (GET
 * /debug/runs); a target whose runs show no such row leaves the rule not exercised.
 */
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import { runsOf } from "../common/evidence.ts";
import { jsonText } from "../../lib/json/safe.ts";
import { enc } from "./kit/api.ts";

/** Runs whose outcome is read at most. */
const OUTCOME_READS = 20;

const LIVE = "`state` `live` only while `expiresAt` is ahead (doc 2 Evidence GET /runs/{runId}/outcome)";
const URL_KEPT = "every throwaway environment row keeps its URL (doc 2 Evidence GET /runs/{runId}/outcome)";

type Row = Record<string, unknown>;

/** The objects in `value` that carry both `state` and `expiresAt`: the environment rows the statement names. */
function environmentRows(value: unknown, into: Row[] = []): Row[] {
  if (Array.isArray(value)) for (const v of value) environmentRows(v, into);
  else if (value && typeof value === "object") {
    const o = value as Row;
    if ("state" in o && "expiresAt" in o) into.push(o);
    for (const v of Object.values(o)) environmentRows(v, into);
  }
  return into;
}

/** The report's `generatedAt` (the server's clock) when the report reads 200 with a number there, else null. */
async function serverNow(c: CheckContext, runId: string): Promise<number | null> {
  const r = await c.call<{ generatedAt?: unknown }>("GET", `/runs/${enc(runId)}/report`);
  return r.status === 200 && typeof r.json?.generatedAt === "number" ? r.json.generatedAt : null;
}

export const outcomeEnvironments: Rule = {
  id: "STATE-RUN-OUTCOME-ENVIRONMENTS",
  title: "An outcome's environment rows keep their URL, and read `live` only while `expiresAt` is ahead",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Evidence (GET /runs/{runId}/outcome: throwaway environments, `state` `live` only while `expiresAt` is ahead; every row keeps its URL); doc 1 PrVerificationReport (`generatedAt` number, the server's clock)",
  clauses: ["D2-EVIDENCE-OUTCOME-LIVE"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const runs = (await runsOf(c)).slice(0, OUTCOME_READS);
    if (!runs.length) c.notExercised("the workspace lists no run (GET /debug/runs)");
    const judged: string[] = [];
    for (const runId of runs) {
      const now = await serverNow(c, runId);
      const r = await c.call("GET", `/runs/${enc(runId)}/outcome`);
      // A refused read is the row rules' to judge; a run with no environment row says nothing here.
      if (r.status !== 200) continue;
      const rows = environmentRows(r.json);
      if (!rows.length) continue;
      for (const row of rows) {
        const at = `an environment row ${jsonText(row)} in the outcome of run ${runId}`;
        c.require(
          typeof row.url === "string" && row.url.length > 0,
          `${at}: url ${jsonText(row.url)}`,
          URL_KEPT,
          r.exchange,
        );
        if (row.state === "live" && now !== null)
          c.require(
            typeof row.expiresAt === "number" && row.expiresAt >= now,
            `${at}: \`live\` with expiresAt ${jsonText(row.expiresAt)}, before the server's clock read just earlier (the report's generatedAt ${now})`,
            LIVE,
            r.exchange,
          );
      }
      judged.push(`${runId} (${rows.length} row(s)${now === null ? ", no report clock: `live` not judged" : ""})`);
    }
    if (!judged.length)
      c.notExercised(
        `no outcome of the ${runs.length} run(s) read holds an object with both \`state\` and \`expiresAt\` (an environment row)`,
      );
    c.pass(`environment rows keep their URL and read live only while ahead: ${judged.join(", ")}`);
  },
};
