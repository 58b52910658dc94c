/**
 * EVENTS-STREAM-CAP: where the target's facts state its connection cap on event streams
 * (`facts.streamCap`; doc 2 Limits: "a per-deployment connection cap on event streams", its figure
 * not shown), the rule holds that many streams open at once, each on the same run of its own parked
 * on a decision (quiet and open by design, doc 2 Events), requiring none of them answered the cap's
 * `timeout`; then it opens one more, which must end with `timeout` (doc 2 Events, Streams: the task
 * run stream ends "with `done` or `error`, or `timeout` when the connection cap is reached"). It
 * closes every stream it opened before it ends.
 *
 * Reaching the cap cuts off every other consumer's next stream, so it runs on a disposable target
 * only (the embedded server always is), alone (`exclusive`: no other rule streams meanwhile), and is
 * not exercised above MAX_HELD streams. A stream the rule closed a moment ago (or an earlier rule's)
 * may still count on the target, so a stream below the cap answered `timeout` is opened again
 * within the wait before it fails.
 */
import { setMaxListeners } from "node:events";
import type { Exchange } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import type { Rule } from "../../lib/rules/types.ts";
import type { StreamFrame, StreamRead } from "../../lib/sse/reader.ts";
import { disposableOnly } from "../common/disposable.ts";
import { factGated } from "../common/fact-gated.ts";
import { poll } from "../state/kit/poll.ts";
import { guarded } from "../state/kit/verdicts.ts";
import { parkedRun } from "./parked.ts";
import { liveDeadlineMs, read, requireOpened, streamKind, summary, TERMINAL } from "./streams.ts";

/** The most streams the rule holds open: a larger cap is not exercised. */
export const MAX_HELD = 128;

const AT_CAP =
  "a task run's stream ends with `timeout` when the connection cap is reached (doc 2 Events, Streams; doc 2 Limits: a per-deployment connection cap on event streams, with facts.streamCap)";

type Ended = { read: StreamRead & { exchange: Exchange } } | { error: unknown };

/** A stream the rule holds open until `stop` aborts. */
interface Held {
  /** Its first frame, or null when the read ended before one. */
  first: Promise<StreamFrame | null>;
  /** The read once ended: by the server, the deadline or `stop`. */
  ended: Promise<Ended>;
  settled: boolean;
}

const ends = (f: StreamFrame): boolean => TERMINAL.task.has(f.event) || f.event === "error";

function hold(c: CheckContext, path: string, stop: AbortSignal, deadlineMs: number): Held {
  let firstSeen: (f: StreamFrame | null) => void = () => undefined;
  const first = new Promise<StreamFrame | null>((resolve) => {
    firstSeen = resolve;
  });
  const h: Held = { first, ended: Promise.resolve({ error: null }), settled: false };
  h.ended = read(c, path, {
    stop,
    deadlineMs,
    stopOn: (f, frames) => {
      if (frames.length === 1) firstSeen(f);
      return ends(f);
    },
  })
    .then(
      (r): Ended => ({ read: r }),
      (error): Ended => ({ error }),
    )
    .finally(() => {
      h.settled = true;
      firstSeen(null);
    });
  return h;
}

/** Stream `n` of the cap, held open: opened again while the cap answers it (streams closed a moment ago may still count). */
async function holdNth(c: CheckContext, path: string, stop: AbortSignal, n: number, cap: number): Promise<Held> {
  let last: Held | null = null;
  const opened = await poll(
    c,
    `open stream ${n} of ${cap} (facts.streamCap) without the cap's \`timeout\`, which only a stream past the cap is answered (doc 2 Events, Streams; doc 2 Limits)`,
    async () => {
      last = hold(c, path, stop, liveDeadlineMs(c) * 4 + cap * 1_000);
      const f = await last.first;
      if (f?.event === "timeout") await last.ended;
      return f ? f.event : "(no frame)";
    },
    (event) => event !== "timeout",
  );
  const h = last as unknown as Held;
  if (opened.value !== "(no frame)") return h;
  // No frame: the read ended (an error answer, a close, the deadline) before the parked run's replay.
  const end = await h.ended;
  if ("error" in end) throw end.error;
  requireOpened(c, end.read, `stream ${n} of the parked run`);
  return c.notExercised(
    `stream ${n} of the parked run carried no frame (${summary(end.read)}): the rule cannot tell it was held open`,
    end.read.exchange,
  );
}

export const streamCap: Rule = disposableOnly(
  factGated(
    {
      id: "EVENTS-STREAM-CAP",
      title: "With the connection cap the facts state, that many streams open and the next one ends with `timeout`",
      level: "MUST",
      family: "EVENTS",
      clause:
        'doc 2 Limits ("a per-deployment connection cap on event streams"), with the target\'s facts.streamCap; doc 2 Events, Streams (a task run stream ends "with `done` or `error`, or `timeout` when the connection cap is reached")',
      clauses: ["D2-LIMITS-STREAM-CAP", "D2-EVENTS-TASK-TERMINAL"],
      profile: "full",
      scope: "operation",
      exclusive: true,
      appliesTo: (op) => streamKind(op) === "task",
      check: (c) =>
        guarded(c, async () => {
          const cap = c.t.info.facts!.streamCap!;
          if (cap > MAX_HELD)
            c.notExercised(`facts.streamCap is ${cap}: the rule holds at most ${MAX_HELD} streams open`);
          const { subject } = await parkedRun(c, "stream cap");
          const stop = new AbortController();
          // Every held stream listens on `stop`: `cap` listeners are meant, not a leak Node should warn of on stderr.
          setMaxListeners(cap + 2, stop.signal);
          const held: Held[] = [];
          try {
            for (let n = 1; n <= cap; n++) held.push(await holdNth(c, subject.path, stop.signal, n, cap));
            const past = await read(c, subject.path, { stopOn: ends });
            const gone = held.filter((h) => h.settled).length;
            if (gone)
              c.notExercised(
                `${gone} of the ${cap} streams held on ${subject.label} ended before the one past them was answered: the cap was not held`,
              );
            requireOpened(c, past, `stream ${cap + 1} of ${subject.label}, past the cap`);
            const end = past.frames.find(ends);
            c.require(
              end?.event === "timeout",
              `with ${cap} streams of ${subject.label} held open (facts.streamCap), the next one ${end ? `ended with \`${end.event}\`` : "carried no terminal event"}: ${summary(past)}`,
              AT_CAP,
              past.exchange,
            );
            c.pass(
              `${cap} streams of ${subject.label} held open at once (facts.streamCap), none answered \`timeout\`; the next one: ${summary(past)}`,
            );
          } finally {
            stop.abort();
            await Promise.all(held.map((h) => h.ended));
          }
        }),
    },
    "streamCap",
    "how many event streams the deployment holds open at once",
  ),
  "it holds the deployment's event streams at their cap, so other consumers' streams are cut off meanwhile",
);
