/**
 * doc 2 Events, Streams, "Task run": "progress frames carrying the rich run projection".
 *
 * What is asserted, and why no more: the run projection of the documents is the Run resource,
 * `PublicRun` (doc 1 "Run"; GET /tasks/{taskId}/run answers it), and "rich" says the frames carry
 * the projection itself, not a summary of it. Where it sits in a frame, under which key, and what
 * else a frame holds are not shown. So each progress frame (every frame that is not a terminal
 * event) must hold, anywhere in its JSON payload, an object that the tolerant reading of
 * `PublicRun` accepts (unknown fields and enum values allowed, doc 2 Versioning) and whose `runId`
 * is the task's run. Terminal frames are not judged (their payload is not shown), nor the event
 * name of progress frames, nor how many progress frames a run emits. Besides its subject it reads
 * the finished streams of a few listed tasks of each end (`done`, `failed`): they replay from the start.
 */
import type { Rule } from "../../lib/rules/types.ts";
import type { Issue } from "../../lib/contract/validators.ts";
import { streamKind, isTerminal, read } from "./streams.ts";
import { listedFinishedTasks, requireStreamOpened, subjectFor, type StreamSubject } from "./subjects.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { jsonText } from "../../lib/json/safe.ts";

/** Every object in a JSON value (depth-first, bounded), the value itself included. */
function objectsIn(value: unknown, depth = 0, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (depth > 6 || value === null || typeof value !== "object") return out;
  if (!Array.isArray(value)) out.push(value as Record<string, unknown>);
  for (const v of Object.values(value as Record<string, unknown>)) objectsIn(v, depth + 1, out);
  return out;
}

const showIssues = (issues: Issue[]) =>
  issues
    .slice(0, 4)
    .map((i) => `${i.path || "(root)"}: ${i.message}`)
    .join("; ");

/** Reads a subject's stream and judges its progress frames; returns how many there were. */
async function projectedFrames(c: CheckContext, s: StreamSubject): Promise<number> {
  const r = await read(c, s.path, { stopOn: (f) => isTerminal(s.kind, f) });
  await requireStreamOpened(c, r, s);
  const progress = r.frames.map((f, i) => ({ f, i })).filter(({ f }) => !isTerminal(s.kind, f));
  const validate = c.t.validators.schema("PublicRun", "tolerant");
  for (const { f, i } of progress) {
    const where = `frame #${i + 1} (event ${f.event}) of ${s.label}`;
    c.require(
      f.json !== undefined,
      `${where}: data is not JSON: ${jsonText(f.data.slice(0, 200))}`,
      "the run projection (doc 2 Events, Streams)",
      r.exchange,
    );
    const candidates = objectsIn(f.json).filter((o) => o.runId === s.runId);
    const results = candidates.map((o) => validate(o));
    if (results.some((v) => v.ok)) continue;
    const received = candidates.length
      ? `${where} holds an object with runId ${s.runId} that is not a PublicRun: ${showIssues(results[0].issues)}`
      : `${where} holds no object with the run's runId ${s.runId}: ${f.data.slice(0, 300)}`;
    c.fail(
      `Received: ${received} / Documented: progress frames carrying the rich run projection, PublicRun (doc 2 Events, Streams; doc 1 Run)`,
      r.exchange,
    );
  }
  return progress.length;
}

export const runProjection: Rule = {
  id: "EVENTS-TASK-RUN-PROJECTION",
  title: "The task run stream's progress frames carry the run projection (a PublicRun of the task's run)",
  level: "MUST",
  family: "EVENTS",
  clause: "doc 2 Events, Streams (Task run: progress frames carrying the rich run projection); doc 1 Run (PublicRun)",
  clauses: ["D2-EVENTS-TASK-PROJECTION"],
  profile: "safe",
  scope: "operation",
  appliesTo: (op) => streamKind(op) === "task",
  check: async (c) => {
    const s = await subjectFor(c, c.operation);
    // The finished streams of listed tasks too: a run's frames are replayed from the start (doc 2
    // Events), so a target's own finished runs show their progress frames again.
    const subjects = [s, ...(await listedFinishedTasks(c, c.operation, s.id))];
    const judged: string[] = [];
    for (const subject of subjects) {
      const frames = await projectedFrames(c, subject);
      if (frames) judged.push(`${frames} of ${subject.label}`);
    }
    // How many progress frames a run emits, and when, is not shown: streams with none (runs that
    // went straight to their terminal event) show nothing to judge.
    if (!judged.length)
      c.notExercised(`no stream read carried a progress frame (${subjects.map((x) => x.label).join("; ")})`);
    c.pass(`progress frame(s) each carrying a PublicRun of their run: ${judged.join("; ")}`);
  },
};
