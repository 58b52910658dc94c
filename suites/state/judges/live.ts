/**
 * A machine's judge of recorded traffic (stated-transition.ts), run live over the replies of the
 * STATE check that drives that machine: the check's model holds the rows it drives, and the judge
 * that `verify-traffic` and `proxy` run holds what the table states of every read between them, in
 * the same words, so a live run and a recording of it fail on the same reads.
 */
import type { Exchange, Reply } from "../../../lib/http/client.ts";
import { shownCredentials } from "../../../lib/http/curl.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import { readExchange, type TrafficExchange } from "../../traffic/exchange.ts";
import type { TrafficContext, Verdict } from "../../traffic/judge.ts";
import { KeyBook } from "../../traffic/memory/keys.ts";
import { PageChains } from "../../traffic/memory/pages.ts";
import { holds } from "../../common/finding.ts";
import type { StatedMachine } from "./machines.ts";
import { statedTransition } from "./stated-transition.ts";

/** A reply as the passive judges read a captured exchange: its body whole, the key as the record redacted it. */
function captured(reply: Reply, seq: number, c: CheckContext): TrafficExchange {
  const x = reply.exchange;
  return readExchange(
    {
      startedAt: new Date(x.startedAt).toISOString(),
      durationMs: x.durationMs,
      method: x.method,
      url: x.url,
      requestHeaders: x.requestHeaders,
      requestBody: x.requestBody ?? null,
      status: reply.status,
      responseHeaders: reply.headers,
      responseBody: reply.text,
      responseBytes: reply.bytes.length,
    },
    seq,
    c.t.index,
  );
}

export interface MachineWatch {
  /** Ends the check failed on the judge's first failure, with the exchange that showed it. */
  holds(): void;
}

/** Starts `m`'s judge on every reply `c` receives from now on. */
export function watchMachine(c: CheckContext, m: StatedMachine): MachineWatch {
  const keys = new KeyBook();
  // The recorded exchanges name the run's keys ($READ_KEY…) rather than show them: each acts in the
  // workspace the run knows it in, so reads with one key and triggers with another meet on one resource.
  const { admin, read, write, decide, peer } = c.t.keys;
  const placed: [string | null, string | null][] = [
    ...[admin, read, write, decide].map((k): [string | null, string | null] => [k, c.t.info.workspaceId]),
    [peer, c.t.info.peerWorkspaceId],
  ];
  for (const [key, ws] of placed)
    if (key && ws) keys.place(shownCredentials(`Bearer ${key}`, c.t.redactor).slice(7), ws);
  const context: TrafficContext = {
    index: c.t.index,
    validators: c.t.validators,
    keys,
    pages: new PageChains(),
  };
  const feed = statedTransition(m).start(context);
  const sent = new Map<TrafficExchange, Exchange>();
  const verdicts: Verdict[] = [];
  let seq = 0;
  c.watchReplies((reply) => {
    const x = captured(reply, ++seq, c);
    sent.set(x, reply.exchange);
    verdicts.push(...feed(x));
  });
  return {
    holds: () => {
      const failed = verdicts.find((v) => v.outcome === "fail");
      if (failed) holds(c, failed.finding ?? null, sent.get(failed.at));
    },
  };
}
