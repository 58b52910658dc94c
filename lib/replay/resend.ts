/**
 * Re-sends the recorded requests of one failing result (its kept evidence, the decisive exchange
 * included) through the run's own transport, with the run's fresh keys: what each answered then and
 * what it answers now. What a re-sent request makes is put on the run's ledger, so the run removes
 * it at its end like anything a check made (lib/run/removal.ts); a key minted by one is also found
 * by the mint watch the transport reports to.
 */
import { TransportError } from "../http/client.ts";
import type { Exchange } from "../http/exchange.ts";
import type { ReportResult } from "../report/report.ts";
import type { Target } from "../run/target.ts";
import { Withheld } from "../run/withheld.ts";
import { rebuild, type Shown } from "./recorded.ts";

export interface Resent {
  shown: Shown;
  /** The exchange that decided the recorded verdict. */
  decisive: boolean;
  /** What it answered in the report: a status, or why there was none. */
  then: string;
  /** What it answers now; null when it was not re-sent (`notSent` says why). */
  now: string | null;
  notSent: string | null;
  /** A re-sent request that succeeded in changing the target beyond what the run removes. */
  changed: string | null;
}

/** What a successful POST to a collection makes, by the ledger's kinds (lib/run/removal.ts), and whose key removes it. */
const MADE_BY: [RegExp, string][] = [
  [/^\/tasks$/, "task"],
  [/^\/services$/, "service"],
  [/^\/notification-webhooks$/, "webhook"],
  [/^\/keys$/, "key"],
];

const answerOf = (e: Pick<Exchange, "status" | "error">): string =>
  e.status !== undefined && e.status !== 0 ? String(e.status) : `no answer (${e.error ?? "none recorded"})`;

/** `apiPrefix`: the recorded target's path to the API, `/api/v1` under its base path. */
export async function resendEvidence(t: Target, result: ReportResult, apiPrefix: string): Promise<Resent[]> {
  const out: Resent[] = [];
  for (const [i, exchange] of result.evidence.entries()) {
    const rebuilt = rebuild(exchange, apiPrefix, t.keys);
    const entry: Resent = {
      shown: rebuilt.shown,
      decisive: result.decisive === i,
      then: answerOf(exchange),
      now: null,
      notSent: null,
      changed: null,
    };
    out.push(entry);
    if (!rebuilt.ok) {
      entry.notSent = rebuilt.why;
      continue;
    }
    const { method, path, headers, body } = rebuilt.request;
    try {
      const reply = await t.client.call(method, path, { key: null, headers, rawBody: body });
      entry.now = String(reply.status);
      if (method !== "GET" && method !== "HEAD" && reply.status >= 200 && reply.status < 300)
        entry.changed = noteMade(t, method, path, rebuilt.shown.credential, reply.json);
    } catch (e) {
      if (e instanceof TransportError) entry.now = `no answer (${e.message})`;
      // The run's selection or its stop: nothing was sent.
      else if (e instanceof Withheld) entry.notSent = e.message;
      else throw e;
    }
  }
  return out;
}

/**
 * A 2XX to a request that may have changed the target: what it made goes on the ledger (removed at
 * the run's end); anything else is said, since nothing can undo it here. Null when the ledger has it.
 */
function noteMade(t: Target, method: string, path: string, credential: string | null, json: unknown): string | null {
  const bare = path.split("?")[0];
  const kind = method === "POST" ? MADE_BY.find(([re]) => re.test(bare))?.[1] : undefined;
  const made = json && typeof json === "object" ? (json as { id?: unknown; key?: { id?: unknown } }) : null;
  const id = kind === "key" ? made?.key?.id : made?.id;
  if (kind && typeof id === "string" && t.info.ledger) {
    t.info.ledger.made(credential?.includes("$PEER_ADMIN_KEY") ? `peer ${kind}` : kind, id);
    return null;
  }
  return `${method} ${bare} succeeded: it may have changed the target, and nothing here undoes it`;
}
