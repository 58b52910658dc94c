/**
 * A live run and the same run's exchanges judged passively give the same verdicts (judges-equivalence.ts)
 * under each PAGE, AUTH and STATE fault — the rules a sequence of exchanges shows.
 */
import { passiveFaults, proveSameVerdicts } from "./judges-equivalence.ts";

proveSameVerdicts("PAGE, AUTH and STATE", passiveFaults(["PAGE", "AUTH", "STATE"]), false);
