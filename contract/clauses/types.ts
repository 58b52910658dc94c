/**
 * The clause register's entry: one normative statement of the two API documents, with a stable id.
 * Rules cite these ids (lib/rules/types.ts `clauses`); the report judges each clause by the results
 * of the rules that cite it. A statement no request can observe from outside carries `uncheckable`
 * with the reason, so "no rule" is always a decision written down, never an oversight. A statement
 * only a throwaway target can bear to have checked carries `disposable`, with the reason: its rules
 * run only there (`--disposable`; the embedded server always is), and are not exercised elsewhere.
 * A statement that turns on what the documents leave to the deployment, and that a config fact states
 * (`facts` in the config file; the embedded reference server's by default), carries `fact`: its rules
 * run only where that fact is given, and are not exercised elsewhere.
 */
import type { OperationId } from "../operation-ids.ts";

export interface Clause {
  /** Stable, upper-case: `D<doc>-<SECTION>-<SLUG>` (e.g. `D2-KEYS-REVOKE-IDEMPOTENT`). */
  id: string;
  doc: 1 | 2;
  /** The document's heading path: "Endpoints › Keys", "Errors", "States and transitions". */
  section: string;
  /** The statement, in a few words. */
  statement: string;
  /** The endpoint row it belongs to, when it is one operation's. */
  operationId?: OperationId;
  /** Why no rule can check it from outside (server-internal timing, an unshown figure, …). */
  uncheckable?: string;
  /**
   * Checkable on a disposable target only: why a shared target cannot bear its check (it revokes a
   * key the user lent the suite, it spends the model budget pass after pass). Every rule citing it
   * runs only there (app/tests/clause-register.test.ts).
   */
  disposable?: string;
  /**
   * Checkable where a config fact says what the documents leave to the deployment: the fact's key
   * (`facts.<key>`, lib/run/config.ts TargetFacts) and why the documents alone do not make it
   * checkable. Every rule citing it is gated on that fact (app/tests/clause-register.test.ts).
   */
  fact?: { key: string; why: string };
}

/** Builds one entry; `const` keeps the id literal so the register's ids form a type. */
export function clause<const I extends string>(
  id: I,
  doc: 1 | 2,
  section: string,
  statement: string,
  more: {
    operationId?: OperationId;
    uncheckable?: string;
    disposable?: string;
    fact?: { key: string; why: string };
  } = {},
): Clause & { id: I } {
  return { id, doc, section, statement, ...more };
}
