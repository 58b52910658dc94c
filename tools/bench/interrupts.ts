/**
 * `npm run bench:interrupts [-- N]`: N interrupt trials (default 20), cycling through the points of a
 * run (interrupt-trials.ts), two at a time. Prints each trial's point, exit code, wall time and what
 * was left, then "clean X of N". A figure, not a test: app/tests/interrupt.test.ts holds the verdicts.
 */
import { interruptTrial, POINTS, trialsDone, type Trial } from "../../app/tests/interrupt-trials.ts";

const n = Number(process.argv[2] ?? 20);
if (!Number.isInteger(n) || n < 1 || n > 200) {
  console.error("bench:interrupts: the number of trials must be a whole number from 1 to 200");
  process.exit(2);
}

/** Clean: exit 2, a partial report, every key revoked, leftovers exactly the target's difference. */
function clean(t: Trial): string | null {
  if (!t.signalled) return "the point was never reached";
  if (t.code !== 2) return `exit ${t.code}`;
  if (!t.report) return "no report";
  if (t.report.interrupted !== "SIGINT") return "report not marked interrupted";
  if (t.after.key.join() !== t.before.key.join())
    return `keys left: ${t.after.key.filter((k) => !t.before.key.includes(k)).join(", ")}`;
  const listed = t.report.leftovers
    .filter((l) => ["key", "service", "task", "webhook", "job"].includes(l.kind))
    .map((l) => `${l.kind} ${l.id}`)
    .sort();
  if (listed.join() !== t.left.join())
    return `report lists [${listed.join(", ")}], target holds [${t.left.join(", ")}]`;
  return null;
}

let cleanCount = 0;
let next = 0;
async function lane(): Promise<void> {
  while (next < n) {
    const i = next++;
    const point = POINTS[i % POINTS.length]!;
    const t = await interruptTrial(point);
    const problem = clean(t);
    if (!problem) cleanCount += 1;
    console.log(
      `${String(i + 1).padStart(3)}  ${point.label.padEnd(40)} exit ${t.code}  ${(t.ms / 1000).toFixed(1)} s  left ${t.left.length}  ${problem ?? "clean"}`,
    );
  }
}
await Promise.all([lane(), lane()]);
trialsDone();
console.log(`clean ${cleanCount} of ${n}`);
process.exit(cleanCount === n ? 0 : 1);
