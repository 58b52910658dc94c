/**
 * Every rule of the suite, from the explicit lists of the family indexes (nothing registers itself
 * by being imported). The CLI lists it (`--list-rules`), the reports count against it, and a test
 * checks that ids are unique and every rule cites a clause.
 */
import type { Family, Rule } from "../lib/rules/types.ts";
import type { FamilySpec } from "../lib/engine/plan.ts";
import type { FamilyPhase } from "../lib/engine/phases.ts";
import { rules as op } from "./op/index.ts";
import { rules as auth } from "./auth/index.ts";
import { rules as keys } from "./keys/index.ts";
import { rules as valid } from "./valid/index.ts";
import { rules as page } from "./page/index.ts";
import { rules as nullability } from "./null/index.ts";
import { rules as errors } from "./errors/index.ts";
import { rules as sec } from "./sec/index.ts";
import { rules as state } from "./state/index.ts";
import { rules as events } from "./events/index.ts";
import { rules as conc } from "./conc/index.ts";
import { rules as coverage } from "./coverage/index.ts";

export const FAMILY_RULES: Record<string, readonly Rule[]> = {
  OP: op,
  AUTH: auth,
  KEYS: keys,
  VALID: valid,
  PAGE: page,
  NULL: nullability,
  ERRORS: errors,
  SEC: sec,
  STATE: state,
  EVENTS: events,
  CONC: conc,
  COVERAGE: coverage,
};

export const ALL_RULES: readonly Rule[] = Object.values(FAMILY_RULES).flat();

/** Families judging the whole run's answers: run after all the others (lib/engine/plan.ts `afterRun`). */
const AFTER_RUN = new Set(["COVERAGE"]);

/**
 * The families whose place in the run matters, and why: the planner derives the run order from these
 * (lib/engine/phases.ts; the others by name) and refuses constraints that cannot all hold.
 */
const PHASES: Partial<Record<Family, FamilyPhase>> = {
  NULL: {
    after: ["ERRORS"],
    why: "on a disposable target its success bodies act on and dismiss notification cards for good, so ERRORS-NOTIFICATION-NOT-ACTIONABLE asks its refusals on the cards while they are open",
  },
  OP: {
    after: ["ERRORS"],
    why: "on a disposable target OP-SUCCESS acts on and dismisses notification cards for good, so ERRORS-NOTIFICATION-NOT-ACTIONABLE asks its refusals on the cards while they are open",
  },
  CONC: {
    after: ["NULL"],
    why: "on a disposable target CONC-WRITEBACK-LOST-UPDATE patches the tracker writeback settings, stamping their `updatedAt` for good, so NULL-WRITEBACK-DEFAULT-ON reads the unchosen defaults first",
  },
  VALID: {
    after: ["NULL"],
    why: "on a target that admits a tracker-writeback action patched with a number, VALID-WRITEBACK-ON-OFF stamps the settings' `updatedAt` for good, so NULL-WRITEBACK-DEFAULT-ON reads the unchosen defaults first",
  },
  STATE: {
    last: true,
    why: "STATE-RUN-BUDGET-PAUSE spends the workspace's budget for good, so every family that starts or parks runs goes before it",
  },
  KEYS: {
    last: true,
    after: ["STATE", "SEC", "ERRORS"],
    why: "on a disposable target KEYS-REVOKE-CASCADE revokes the second workspace's admin key for good, so every family that reads that workspace goes before it (KEYS starts no run)",
  },
};

/**
 * The families as the engine runs them. Every family's checks may run at once (--concurrency):
 * those that read workspace state whole or change it for others say so in their rule's data
 * (`shares`, `exclusive`), and the engine makes them take turns (lib/engine/claims.ts).
 */
export const FAMILIES: readonly FamilySpec[] = Object.entries(FAMILY_RULES).map(([family, rules]) => ({
  family: family as Family,
  rules,
  afterRun: AFTER_RUN.has(family),
  phase: PHASES[family as Family],
}));
