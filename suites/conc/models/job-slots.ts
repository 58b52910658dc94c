/**
 * The job slots of a workspace as the documents state them (doc 1 States: Job "none → start job →
 * running; slot used", "running → cancel → slot freed"; doc 2 Limits: "a job concurrency slot"), with
 * the number of slots the target's facts state (its figure is not shown). A job may finish on its
 * own at any time, which frees its slot unseen, so no admission is judged by itself, and the state
 * holds nothing but the slots: a list of the running jobs may show no more of the race's jobs than
 * the slots hold, whatever was started or cancelled before it. That every operation leaves the one
 * state (`shows`) lets the search abandon at once an order in which such a list cannot fit, rather
 * than place every subset of 32 racing starts first (lib/history/search.ts). A start the target
 * refuses (any 4XX: the refusal beyond the slots is not shown) changes nothing; a 5XX never fits.
 */
import type { Model } from "../../../lib/history/model.ts";
import { type Answer, refused, said, succeeded } from "./answer.ts";

export type JobSlotsInput = { start: true } | { list: true } | { cancel: string };

/** A start's answer: the job it started; a list's: the race's jobs it shows running. */
export interface JobsShown {
  started?: string | null;
  running?: string[];
}

export function jobSlotsModel(slots: number): Model<number, JobSlotsInput, Answer<JobsShown>> {
  return {
    init: () => slots,
    step: (s, input, out) => {
      if (refused(out)) return { ok: true, next: s };
      if ("cancel" in input) return { ok: out.status === 200, next: s };
      if (!succeeded(out)) return { ok: false, next: s };
      return { ok: "start" in input || (out.body!.running ?? []).length <= s, next: s };
    },
    shows: () => slots,
    reads: () => true,
    describe: (s) => `at most ${s} job(s) running at once`,
    describeOperation: (input, out) => {
      if ("cancel" in input) return `POST /jobs/${input.cancel}/cancel → ${out.status}`;
      if ("start" in input) return `POST /jobs → ${said(out, out.body?.started ?? "no jobId")}`;
      const running = out.body?.running ?? [];
      return `GET /jobs?status=running → ${said(out, `${running.length} of the round's running: ${running.join(", ")}`)}`;
    },
    key: String,
  };
}
