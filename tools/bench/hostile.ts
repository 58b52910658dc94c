/**
 * `npm run bench:hostile [-- NAME…]`: every target of the hostile catalogue (app/tests/hostile/),
 * or those named, one at a time. Prints each one's exit code (and the one it owes), wall time, the
 * command's peak RSS, whether a report was written, the suite's keys left live on the target and
 * whether the admin key's secret appeared in any output. A figure, not a test: hostile.test.ts
 * holds the verdicts.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEV_ADMIN } from "../../app/tests/cli-harness.ts";
import { filesUnder } from "../../app/tests/files.ts";
import { HOSTILE } from "../../app/tests/hostile/targets.ts";
import { runHostile } from "../../app/tests/hostile/run.ts";
import { loadavg } from "node:os";

const names = process.argv.slice(2);
const unknown = names.filter((n) => !HOSTILE.some((h) => h.name === n));
if (unknown.length) {
  console.error(
    `bench:hostile: no target named ${unknown.map((n) => JSON.stringify(n)).join(", ")} (the targets: ${HOSTILE.map((h) => h.name).join(", ")})`,
  );
  process.exit(2);
}
const SECRET = DEV_ADMIN.split(".")[1]!;
const root = mkdtempSync(join(tmpdir(), "bench-hostile-"));
console.log(`load average ${loadavg()[0]!.toFixed(1)} at the start`);
console.log(`${"target".padEnd(22)} exit (owed)  wall s  peak MiB  report  keys left  secret found`);
try {
  for (const h of HOSTILE.filter((x) => names.length === 0 || names.includes(x.name))) {
    const r = await runHostile(h, root, true);
    const texts = [r.out, r.err, ...filesUnder(r.dir).map((f) => readFileSync(f, "utf8"))];
    const keysLeft = r.after.key.filter((k) => !r.before.key.includes(k)).length;
    const peak = r.peakKiB === null ? "?" : (r.peakKiB / 1024).toFixed(0);
    console.log(
      `${h.name.padEnd(22)} ${String(r.code).padStart(4)} (${h.expect.code})  ${r.seconds.toFixed(1).padStart(6)}  ${peak.padStart(8)}  ${String(r.report !== null).padEnd(6)}  ${String(keysLeft).padStart(9)}  ${texts.some((t) => t.includes(SECRET))}`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
