/**
 * The triage of every mutant of the reference server that survived `npm run mutation` (issue 24):
 * a change to the server's domain or HTTP code after which the embedded conformance run (full
 * profile, seed 1) still passes. Each is one of
 *   (a) it breaks a stated clause: a rule is missing or too weak; `rule` says what would catch it;
 *   (b) it changes only what the documents leave unstated: `clause` names where they leave it open,
 *       or `reason` says why no clause applies;
 *   (c) it is equivalent: no request can tell it from the original.
 * A mutant is named by where it is, its mutator and its replacement (Stryker's ids change from run
 * to run); `npm run mutation -- --survivors` marks the survivors this list does not name. Lab data:
 * not compiled into the package (tsconfig.build.json).
 */

export type TriageClass = "a" | "b" | "c";

export interface TriageEntry {
  /** `path:line:column` of the mutated code, as the tool prints it. */
  at: string;
  /** Stryker's mutator name. */
  mutator: string;
  /** The code the mutant puts there. */
  replacement: string;
  class: TriageClass;
  /** The clause the mutant breaks (a), or leaves open (b, when one names it). */
  clause?: string;
  /** One line: what the mutant changes, and why it is in its class. */
  reason: string;
  /** (a) only: the rule (new or existing, to be strengthened) that would kill it. */
  rule?: string;
}

export const MUTATION_TRIAGE: readonly TriageEntry[] = [
  // server/domain/keys
  { at: "server/domain/keys/format.ts:6:16", mutator: "Regex", replacement: "/apk_([a-z0-9]{1,40})\\.([A-Za-z0-9_-]{8,200})$/", class: "a", clause: "D2-AUTH-5-401", reason: "the key pattern loses its start anchor: any text before a valid key (`Bearer xapk_<id>.<secret>`) is admitted, a credential no key has, i.e. an unknown key, which must be 401", rule: "AUTH (new or in AUTH-NO-KEY): the admin key with one character put before it is refused 401" },
  { at: "server/domain/keys/format.ts:6:16", mutator: "Regex", replacement: "/^apk_([a-z0-9]{1,40})\\.([A-Za-z0-9_-]{8,200})/", class: "a", clause: "D2-AUTH-5-401", reason: "the key pattern loses its end anchor: a valid key followed by a character outside the secret's alphabet (`<key>!`) is admitted, an unknown credential that must be 401", rule: "AUTH (new or in AUTH-NO-KEY): the admin key with a character such as `!` or `.` appended is refused 401" },
  { at: "server/domain/keys/handlers.ts:43:44", mutator: "MethodExpression", replacement: "server.keys.liveInWorkspace(ws.id)", class: "b", clause: "D2-KEYS-LIST-LIVE-METADATA", reason: "drops the oldest-first sort of GET /keys: the documents state live keys and metadata only, no order" },
  { at: "server/domain/keys/handlers.ts:43:84", mutator: "ArrowFunction", replacement: "() => undefined", class: "b", clause: "D2-KEYS-LIST-LIVE-METADATA", reason: "the sort of GET /keys compares nothing: the list's order is not stated" },
  { at: "server/domain/keys/handlers.ts:43:94", mutator: "ArithmeticOperator", replacement: "a.seq + b.seq", class: "b", clause: "D2-KEYS-LIST-LIVE-METADATA", reason: "the sort of GET /keys breaks (a.seq + b.seq): the list's order is not stated" },
  { at: "server/domain/keys/handlers.ts:50:9", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "the handler's own admin guard: the contract's scope enum refuses `admin` with a 400 before the handler runs, so the guard is never the one that answers" },
  { at: "server/domain/keys/handlers.ts:50:19", mutator: "StringLiteral", replacement: "\"\"", class: "c", reason: "the handler's own admin guard compares with \"\": the contract's scope enum already refused `admin` before the handler" },
  { at: "server/domain/keys/handlers.ts:53:12", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "the retry on a key-id collision: 11 random characters from the seeded generator never collide in a run" },
  { at: "server/domain/keys/handlers.ts:74:66", mutator: "StringLiteral", replacement: "\"\"", class: "c", reason: "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/handlers.ts:82:9", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/handlers.ts:82:9", mutator: "LogicalOperator", replacement: "server.variant(\"key-revoke-unknown-404\") || !target || target.workspaceId !== ws.id", class: "b", clause: "D2-KEYS-REVOKE-IDEMPOTENT", reason: "DELETE /keys/{id} answers 404 for an id no key of the workspace has: the documents state idempotence, not the answer to an unknown id (the catalogued variant key-revoke-unknown-404)" },
  { at: "server/domain/keys/handlers.ts:82:24", mutator: "StringLiteral", replacement: "\"\"", class: "c", reason: "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/store.ts:34:9", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "the store's duplicate-id guard: ids never repeat (seeded random ids, checked before adding)" },
  { at: "server/domain/keys/store.ts:57:28", mutator: "BlockStatement", replacement: "{}", class: "c", reason: "has() answers undefined: only the key-id collision retry asks it, and ids never collide in a run" },
  { at: "server/domain/keys/store.ts:76:11", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "the cascade's visited-set guard: the minted-by graph is a tree (each key has one minter), so no key is queued twice" },
  { at: "server/domain/keys/store.ts:79:11", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "the cascade's unknown-id guard: the queue holds only ids of stored keys (the handler looked the target up first)" },
  { at: "server/domain/keys/store.ts:80:11", mutator: "ConditionalExpression", replacement: "true", class: "c", reason: "an already revoked key's `revokedAt` is stamped again: a revoked key is never listed (live keys only) nor admitted, so no answer shows the stamp" },
  { at: "server/domain/keys/store.ts:81:47", mutator: "ConditionalExpression", replacement: "false", class: "a", clause: "D2-KEYS-REVOKE-CASCADE", reason: "revoking a key no longer revokes the keys it minted; the register marks the cascade uncheckable, but on the embedded or a --disposable target the suite can revoke a minting admin key of its own (the peer workspace's, last) (issue 24 point 3)", rule: "KEYS-REVOKE-CASCADE (disposable and embedded only): mint keys with the peer admin key, revoke the peer admin key, require each minted key refused and absent from GET /keys" },
  { at: "server/domain/keys/handlers.ts:50:42", mutator: "StringLiteral", replacement: "\"\"", class: "c", reason: "unreached: the message of the handler's admin guard, which the contract's scope enum pre-empts" },
  { at: "server/domain/keys/handlers.ts:50:73", mutator: "ArrayDeclaration", replacement: "[]", class: "c", reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts" },
  { at: "server/domain/keys/handlers.ts:50:74", mutator: "ObjectLiteral", replacement: "{}", class: "c", reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts" },
  { at: "server/domain/keys/handlers.ts:50:82", mutator: "StringLiteral", replacement: "\"\"", class: "c", reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts" },
  { at: "server/domain/keys/handlers.ts:50:101", mutator: "StringLiteral", replacement: "\"\"", class: "c", reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts" },
  { at: "server/domain/keys/handlers.ts:82:54", mutator: "ConditionalExpression", replacement: "true", class: "c", reason: "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/handlers.ts:82:54", mutator: "LogicalOperator", replacement: "!target && target.workspaceId !== ws.id", class: "c", reason: "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/handlers.ts:82:54", mutator: "BooleanLiteral", replacement: "target", class: "c", reason: "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/handlers.ts:82:65", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/handlers.ts:82:65", mutator: "EqualityOperator", replacement: "target.workspaceId === ws.id", class: "c", reason: "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/handlers.ts:82:111", mutator: "StringLiteral", replacement: "\"\"", class: "c", reason: "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result" },
  { at: "server/domain/keys/store.ts:34:51", mutator: "StringLiteral", replacement: "``", class: "c", reason: "unreached: the message of the duplicate-id guard, which never fires" },
  { at: "server/domain/keys/store.ts:66:52", mutator: "BlockStatement", replacement: "{}", class: "c", reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler" },
  { at: "server/domain/keys/store.ts:67:12", mutator: "MethodExpression", replacement: "[...this.byId.values()]", class: "c", reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler" },
  { at: "server/domain/keys/store.ts:67:12", mutator: "ArrayDeclaration", replacement: "[]", class: "c", reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler" },
  { at: "server/domain/keys/store.ts:67:43", mutator: "ArrowFunction", replacement: "() => undefined", class: "c", reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler" },
  { at: "server/domain/keys/store.ts:67:50", mutator: "ConditionalExpression", replacement: "true", class: "c", reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler" },
  { at: "server/domain/keys/store.ts:67:50", mutator: "ConditionalExpression", replacement: "false", class: "c", reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler" },
  { at: "server/domain/keys/store.ts:67:50", mutator: "EqualityOperator", replacement: "k.workspaceId !== workspaceId", class: "c", reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler" },

];
