/**
 * A counterexample (checker.ts) as a person reads it: one line per client, its operations in time
 * order with their times relative to the window's start, then the state the window began in, the
 * longest order of its operations the search found the model accepting (it abandons an order once
 * some answer can fit nowhere after it), and the state there: which answers fit next, and which do not.
 */
import type { Counterexample } from "./checker.ts";
import type { Model } from "./model.ts";

const ms = (n: number) => n.toFixed(1);

export function timeline<S, I, O>(model: Model<S, I, O>, cx: Counterexample<S>): string {
  const { window } = cx;
  const t0 = Math.min(...window.map((o) => o.call));
  const label = (i: number) => `#${i + 1}`;
  const said = (i: number) => model.describeOperation(window[i].input as I, window[i].output as O);
  const clients = [...new Set(window.map((o) => o.client))].sort((a, b) => a - b);
  const width = String(Math.max(...clients)).length;
  const lines = clients.map((client) => {
    const own = window
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => o.client === client)
      .sort((a, b) => a.o.call - b.o.call);
    const ops = own.map(({ o, i }) => `${label(i)} [${ms(o.call - t0)}–${ms(o.ret - t0)} ms] ${said(i)}`);
    return `client ${String(client).padStart(width)} │ ${ops.join("  ·  ")}`;
  });
  const placed = new Set(cx.longest);
  const left = window.map((_, i) => i).filter((i) => !placed.has(i));
  // Those that do fit there lead only to states from which some other answer fits no more (search.ts).
  const fits = (i: number) => model.step(cx.stuck, window[i].input as I, window[i].output as O).ok;
  const stranding = left.filter(fits);
  const misfits = left.filter((i) => !fits(i));
  return [
    `${window.length} operations that no order fits${cx.before ? ` (after ${cx.before} earlier ones that one did)` : ""}:`,
    ...lines,
    `state before them: ${model.describe(cx.start)}`,
    `longest order found that fits: ${cx.longest.length ? cx.longest.map(label).join(" → ") : "(none)"}`,
    `state there: ${model.describe(cx.stuck)}`,
    `no answer fits next from that state: ${misfits.map(label).join(", ") || "(none)"}`,
    ...(stranding.length
      ? [
          `${stranding.map(label).join(", ")} fit there, but every order through them leaves some answer fitting nowhere`,
        ]
      : []),
  ].join("\n");
}
