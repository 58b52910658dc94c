/**
 * What a rule's judge answers (suites/<family>/judges/): a statement broken, in the rules' words —
 * what was received, what the documents state — or null where it holds. The live check that drove
 * the requests and the passive adapter that read them from traffic (suites/traffic/) call the same
 * judge, so a live run and a recording of it are judged in the same words.
 */
import type { Exchange } from "../../lib/http/client.ts";
import type { CheckContext } from "../../lib/rules/check.ts";

export interface Finding {
  received: string;
  documented: string;
}

/** Ends the live check failed when the judge found something (`where`: appended to what was received). */
export function holds(c: CheckContext, f: Finding | null, exchange?: Exchange, where = ""): void {
  if (f) c.require(false, `${f.received}${where}`, f.documented, exchange);
}
