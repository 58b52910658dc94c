/**
 * EVENTS: the server-sent event streams (doc 2 Events, Streams; doc 2 Authentication 2; doc 2
 * Versioning on stream conduct). The per-deployment connection cap (doc 2 Limits), its figure not
 * shown, is checked only where `facts.streamCap` states it and on a disposable target (reaching it
 * cuts off other consumers' streams): EVENTS-STREAM-CAP. Elsewhere the cap's `timeout` is accepted
 * as a terminal event wherever it shows.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { contentType } from "./content-type.ts";
import { framesParse } from "./frames-parse.ts";
import { runProjection } from "./run-projection.ts";
import { terminalEnds } from "./terminal-ends.ts";
import { liveEnds } from "./live-ends.ts";
import { replay } from "./replay.ts";
import { quietParked } from "./quiet-parked.ts";
import { streamAuth } from "./auth.ts";
import { streamCap } from "./stream-cap.ts";

export const rules: Rule[] = [
  // the answer and its frames
  contentType,
  framesParse,
  runProjection,
  // how streams end and start over
  terminalEnds,
  liveEnds,
  replay,
  quietParked,
  // the deployment's connection cap (disposable targets, facts.streamCap)
  streamCap,
  // who may read them
  streamAuth,
];
