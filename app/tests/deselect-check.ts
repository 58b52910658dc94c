/**
 * `npm run check:deselect [-- OPERATION…]`: the suite (embedded, full profile, seed 1) once with the
 * full selection, then once with each operation deselected alone (all 125, or those named), one
 * after the other in this process. Prints each run's new failures (those the full selection does
 * not have) and the figures: runs, runs with a false alarm, alarms (MUST and SHOULD), CPU and wall
 * time. Exit 1 when any run raised one. Not part of `npm test` (125 runs, minutes of CPU):
 * deselection.test.ts deselects groups of operations instead.
 */
import { allOperations, failuresOf, line, newAlarms, runWithout } from "./deselection.ts";

const all = allOperations();
const asked = process.argv.slice(2);
const unknown = asked.filter((o) => !all.includes(o));
if (unknown.length) {
  console.error(`check:deselect: no operation of the contract has the id ${unknown.join(", ")}`);
  process.exit(2);
}
const targets = asked.length ? asked : all;

interface Took {
  wall: number;
  cpu: number;
}
function timed<T>(fn: () => Promise<T>): Promise<[T, Took]> {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return fn().then((v) => {
    const used = process.cpuUsage(cpu);
    return [v, { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 }];
  });
}
const seconds = (ms: number) => (ms / 1000).toFixed(1);

const [full, first] = await timed(() => runWithout([]));
const baseline = failuresOf(full);
console.log(
  `full selection: ${baseline.length} failure(s) (${seconds(first.cpu)} s CPU)${baseline.map((a) => `\n    ${line(a)}`).join("")}`,
);

const runs: Took[] = [first];
const alarmed: string[] = [];
let must = 0;
let should = 0;
for (const [i, op] of targets.entries()) {
  const [report, took] = await timed(() => runWithout([op]));
  const found = newAlarms(report, baseline);
  runs.push(took);
  must += found.filter((a) => a.level === "MUST").length;
  should += found.filter((a) => a.level !== "MUST").length;
  if (found.length) alarmed.push(op);
  console.log(
    `${String(i + 1).padStart(3)}/${targets.length}  without ${op.padEnd(34)} ${seconds(took.cpu).padStart(5)} s CPU  ${found.length ? `${found.length} new failure(s)` : "none new"}`,
  );
  for (const a of found) console.log(`      ${line(a)}`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const singles = runs.slice(1);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
console.log(
  `\n${targets.length} single deselections: ${alarmed.length} raised a false alarm (${must} MUST and ${should} SHOULD failure(s) the full selection has not)` +
    `${alarmed.length ? `: ${alarmed.join(", ")}` : ""}\n` +
    `per run: median ${seconds(median(singles.map((r) => r.cpu)))} s CPU, ${seconds(median(singles.map((r) => r.wall)))} s wall; ` +
    `all ${runs.length} runs: ${seconds(sum(runs.map((r) => r.cpu)))} s CPU, ${seconds(sum(runs.map((r) => r.wall)))} s wall`,
);
process.exit(alarmed.length ? 1 : 0);
