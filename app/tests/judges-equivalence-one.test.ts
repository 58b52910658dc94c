/**
 * A live run and the same run's exchanges judged passively give the same verdicts (judges-equivalence.ts):
 * on the reference server, and under each OP, NULL, SEC and KEYS fault — mostly the rules of one exchange.
 */
import { passiveFaults, proveSameVerdicts } from "./judges-equivalence.ts";

proveSameVerdicts("OP, NULL, SEC and KEYS", passiveFaults(["OP", "NULL", "SEC", "KEYS"]), true);
