/**
 * A live run and the same run's exchanges judged passively give the same verdicts (judges-equivalence.ts):
 * on the reference server, and under each OP and NULL fault — the rules of one exchange.
 */
import { passiveFaults, proveSameVerdicts } from "./judges-equivalence.ts";

proveSameVerdicts("OP and NULL", passiveFaults(["OP", "NULL"]), true);
