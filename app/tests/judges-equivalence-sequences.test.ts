/**
 * A live run and the same run's exchanges judged passively give the same verdicts (judges-equivalence.ts)
 * under each PAGE, AUTH, STATE and EVENTS fault — the rules a sequence of exchanges (or a stream's frames) shows.
 */
import { passiveFaults, proveSameVerdicts } from "./judges-equivalence.ts";

proveSameVerdicts("PAGE, AUTH, STATE and EVENTS", passiveFaults(["PAGE", "AUTH", "STATE", "EVENTS"]), false);
