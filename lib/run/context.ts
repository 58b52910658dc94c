/**
 * The run's implicit contexts: what reaches a function without its signature showing it. They are
 * all here (a test holds it: app/tests/layers.test.ts), so a reader who meets one knows where to look.
 *
 * Why implicit: a check calls helpers (generators/calls, the kits of suites/common) that call the
 * client, and a shared discovery (`memo`, lib/run/target.ts) runs inside whichever check asked first.
 * What these contexts carry belongs to the CHECK, not to the helper: passing it as a parameter would
 * thread it through every helper signature of the suite, and a memoised discovery would still carry
 * the first check's. Node's AsyncLocalStorage follows the check through every await instead.
 *
 * | context | carries | entered by | read by |
 * | --- | --- | --- | --- |
 * | `readingSinks` | where the running check (and a discovery being made) notes what it depends on: configured readings, operations addressed | lib/rules/check.ts `runCheck` (`collecting`), target.ts `memo` (`madeCollecting`) | readings.ts `noteReading`, `noteOperation` (from select.ts's guard and the Proxy below) |
 * | `fixtureOwner` | the check that owns what is created now (null: shared until the family's teardown) | check.ts `runCheck`, target.ts `memo` (`withOwner`, fixtures.ts) | fixtures.ts `track` |
 * | `cleaningUp` | that the running code removes what the suite made (a release or the teardown) | fixtures.ts `undo` | fixtures.ts `inCleanup`: select.ts's guard lets removals through, target.ts's budget does not count them |
 * | `withheldWitnesses` | the lists that witness every request the run withholds from the running check | check.ts `runCheck` (`witnessing`, withheld.ts) | withheld.ts: each `Withheld` adds itself when made |
 *
 * And one Proxy: the `info` a check sees (`c.t.info`) is the run's settings behind a Proxy
 * (lib/rules/check.ts `watchReadings`) that notes each configured value of a point the documents leave
 * unshown (`bodies`, `facts`, `decisionFields`, `pipelines`) into `readingSinks` as it is read, so the
 * check's message names what it assumed. Reading such a setting is therefore an act: read it only on
 * the path that uses it (suites/valid/addresses/probe.ts `resolveJudge`).
 *
 * Every store is entered with `run` around an async function, never set, so a context ends when that
 * function's promise settles, and stores nest (an outer check still sees what its discovery notes).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Dependencies } from "./readings.ts";
import type { Withheld } from "./withheld.ts";

/** The dependency sinks of the running check and of the shared discoveries being made inside it, outermost first. */
export const readingSinks = new AsyncLocalStorage<Dependencies[]>();

/** The check that owns what is created now, or null: shared, kept until the family's teardown. */
export const fixtureOwner = new AsyncLocalStorage<object | null>();

/** True while the suite removes what it created. */
export const cleaningUp = new AsyncLocalStorage<boolean>();

/** The lists witnessing the running check's Withhelds (nested: a check inside a discovery inside a check). */
export const withheldWitnesses = new AsyncLocalStorage<Withheld[][]>();
