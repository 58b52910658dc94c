/**
 * doc 2 Debug, GET /debug/runs/{runId}/tool-calls: "tool calls in call order". Without `order`, the
 * list reads as the calls were made: read on the items' `createdAt` when every item carries one, no
 * call is listed after a later one (calls of one time may come either way).
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { type ListRead, num } from "./read.ts";

const DOC = "doc 2 Debug: GET /debug/runs/{runId}/tool-calls, tool calls in call order";

/** Fails a list without `order` that lists a call before an earlier one; returns what was judged. */
export function callOrderNote(c: CheckContext, all: ListRead): string {
  const stamps = all.items.map((x) => num(x, "createdAt"));
  if (all.items.length < 2 || stamps.some((s) => s === undefined))
    return "call order not judged: fewer than two calls, or calls without a numeric createdAt";
  const at = (stamps as number[]).findIndex((s, i) => i > 0 && s < (stamps as number[])[i - 1]);
  c.require(
    at < 0,
    `${all.label}: item ${at + 1} has createdAt ${stamps[at]}, before item ${at} at ${stamps[at - 1]}`,
    `without \`order\`, the calls in call order, earliest first (${DOC}; read on the items' createdAt)`,
    all.first.exchange,
  );
  return `without \`order\` the ${all.items.length} calls are in call order on createdAt`;
}
