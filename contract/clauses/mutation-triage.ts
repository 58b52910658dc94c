/**
 * The triage of every mutant of the reference server that survived `npm run mutation` (issue 24):
 * a change to the server's domain or HTTP code after which the embedded conformance run (full
 * profile, seed 1) still passes. Each is one of
 *   (a) it breaks a stated clause: a rule is missing or too weak; `rule` says what would catch it;
 *   (b) it changes only what the documents leave unstated: `clause` names where they leave it open,
 *       or `reason` says why no clause applies;
 *   (c) it is equivalent: no request can tell it from the original.
 * A mutant is named by what it is, not where: its file, its mutator, the code it mutates (`original`) and
 * the code it puts there, so an edit above it does not orphan its entry; `at` (where it was when triaged)
 * only tells identical candidates apart, the nearest taking the entry (tools/mutation/triage-match.ts).
 * Stryker's ids change from run to run. `npm run mutation -- --survivors` marks the survivors this list
 * does not name; `npx tsx tools/mutation/backfill-originals.ts` fills in `original` for an entry written
 * without it, from the source at its `at`. Lab data: not compiled into the package (tsconfig.build.json).
 */

export type TriageClass = "a" | "b" | "c";

export interface TriageEntry {
  /** `path:line:column-line:column` of the mutated code when it was triaged, as the tool prints it (nested expressions may share a start); breaks ties only. */
  at: string;
  /** Stryker's mutator name. */
  mutator: string;
  /** The code the mutant replaces, as `--survivors` prints it (a span over several lines joined by spaces). */
  original: string;
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
  {
    at: "server/domain/keys/handlers.ts:43:44-43:108",
    mutator: "MethodExpression",
    original: "server.keys.liveInWorkspace(ws.id).sort((a, b) => a.seq - b.seq)",
    replacement: "server.keys.liveInWorkspace(ws.id)",
    class: "b",
    clause: "D2-KEYS-LIST-LIVE-METADATA",
    reason: "drops the oldest-first sort of GET /keys: the documents state live keys and metadata only, no order",
  },
  {
    at: "server/domain/keys/handlers.ts:43:84-43:107",
    mutator: "ArrowFunction",
    original: "(a, b) => a.seq - b.seq",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-KEYS-LIST-LIVE-METADATA",
    reason: "the sort of GET /keys compares nothing: the list's order is not stated",
  },
  {
    at: "server/domain/keys/handlers.ts:43:94-43:107",
    mutator: "ArithmeticOperator",
    original: "a.seq - b.seq",
    replacement: "a.seq + b.seq",
    class: "b",
    clause: "D2-KEYS-LIST-LIVE-METADATA",
    reason: "the sort of GET /keys breaks (a.seq + b.seq): the list's order is not stated",
  },
  {
    at: "server/domain/keys/handlers.ts:50:9-50:26",
    mutator: "ConditionalExpression",
    original: 'scope === "admin"',
    replacement: "false",
    class: "c",
    reason:
      "the handler's own admin guard: the contract's scope enum refuses `admin` with a 400 before the handler runs, so the guard is never the one that answers",
  },
  {
    at: "server/domain/keys/handlers.ts:50:19-50:26",
    mutator: "StringLiteral",
    original: '"admin"',
    replacement: '""',
    class: "c",
    reason:
      "the handler's own admin guard compares with \"\": the contract's scope enum already refused `admin` before the handler",
  },
  {
    at: "server/domain/keys/handlers.ts:53:12-53:34",
    mutator: "ConditionalExpression",
    original: "server.keys.has(keyId)",
    replacement: "false",
    class: "c",
    reason: "the retry on a key-id collision: 11 random characters from the seeded generator never collide in a run",
  },
  {
    at: "server/domain/keys/handlers.ts:74:66-74:88",
    mutator: "StringLiteral",
    original: '"key-secret-part-only"',
    replacement: '""',
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/handlers.ts:82:9-82:94",
    mutator: "ConditionalExpression",
    original: 'server.variant("key-revoke-unknown-404") && (!target || target.workspaceId !== ws.id)',
    replacement: "false",
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/handlers.ts:82:9-82:94",
    mutator: "LogicalOperator",
    original: 'server.variant("key-revoke-unknown-404") && (!target || target.workspaceId !== ws.id)',
    replacement: 'server.variant("key-revoke-unknown-404") || !target || target.workspaceId !== ws.id',
    class: "b",
    clause: "D2-KEYS-REVOKE-IDEMPOTENT",
    reason:
      "DELETE /keys/{id} answers 404 for an id no key of the workspace has: the documents state idempotence, not the answer to an unknown id (the catalogued variant key-revoke-unknown-404)",
  },
  {
    at: "server/domain/keys/handlers.ts:82:24-82:48",
    mutator: "StringLiteral",
    original: '"key-revoke-unknown-404"',
    replacement: '""',
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/store.ts:34:9-34:33",
    mutator: "ConditionalExpression",
    original: "this.byId.has(record.id)",
    replacement: "false",
    class: "c",
    reason: "the store's duplicate-id guard: ids never repeat (seeded random ids, checked before adding)",
  },
  {
    at: "server/domain/keys/store.ts:57:28-59:4",
    mutator: "BlockStatement",
    original: "{ return this.byId.has(id); }",
    replacement: "{}",
    class: "c",
    reason: "has() answers undefined: only the key-id collision retry asks it, and ids never collide in a run",
  },
  {
    at: "server/domain/keys/store.ts:76:11-76:24",
    mutator: "ConditionalExpression",
    original: "seen.has(cur)",
    replacement: "false",
    class: "c",
    reason:
      "the cascade's visited-set guard: the minted-by graph is a tree (each key has one minter), so no key is queued twice",
  },
  {
    at: "server/domain/keys/store.ts:79:11-79:15",
    mutator: "ConditionalExpression",
    original: "!rec",
    replacement: "false",
    class: "c",
    reason:
      "the cascade's unknown-id guard: the queue holds only ids of stored keys (the handler looked the target up first)",
  },
  {
    at: "server/domain/keys/store.ts:80:11-80:33",
    mutator: "ConditionalExpression",
    original: "rec.revokedAt === null",
    replacement: "true",
    class: "c",
    reason:
      "an already revoked key's `revokedAt` is stamped again: a revoked key is never listed (live keys only) nor admitted, so no answer shows the stamp",
  },
  {
    at: "server/domain/keys/handlers.ts:50:42-50:71",
    mutator: "StringLiteral",
    original: '"admin keys cannot be minted"',
    replacement: '""',
    class: "c",
    reason: "unreached: the message of the handler's admin guard, which the contract's scope enum pre-empts",
  },
  {
    at: "server/domain/keys/handlers.ts:50:73-50:128",
    mutator: "ArrayDeclaration",
    original: '[{ path: "/scope", message: "admin cannot be minted" }]',
    replacement: "[]",
    class: "c",
    reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts",
  },
  {
    at: "server/domain/keys/handlers.ts:50:74-50:127",
    mutator: "ObjectLiteral",
    original: '{ path: "/scope", message: "admin cannot be minted" }',
    replacement: "{}",
    class: "c",
    reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts",
  },
  {
    at: "server/domain/keys/handlers.ts:50:82-50:90",
    mutator: "StringLiteral",
    original: '"/scope"',
    replacement: '""',
    class: "c",
    reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts",
  },
  {
    at: "server/domain/keys/handlers.ts:50:101-50:125",
    mutator: "StringLiteral",
    original: '"admin cannot be minted"',
    replacement: '""',
    class: "c",
    reason: "unreached: the issues of the handler's admin guard, which the contract's scope enum pre-empts",
  },
  {
    at: "server/domain/keys/handlers.ts:82:54-82:93",
    mutator: "ConditionalExpression",
    original: "!target || target.workspaceId !== ws.id",
    replacement: "true",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/handlers.ts:82:54-82:93",
    mutator: "LogicalOperator",
    original: "!target || target.workspaceId !== ws.id",
    replacement: "!target && target.workspaceId !== ws.id",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/handlers.ts:82:54-82:61",
    mutator: "BooleanLiteral",
    original: "!target",
    replacement: "target",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/handlers.ts:82:65-82:93",
    mutator: "ConditionalExpression",
    original: "target.workspaceId !== ws.id",
    replacement: "false",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/handlers.ts:82:65-82:93",
    mutator: "EqualityOperator",
    original: "target.workspaceId !== ws.id",
    replacement: "target.workspaceId === ws.id",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/handlers.ts:82:111-82:116",
    mutator: "StringLiteral",
    original: '"key"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/keys/store.ts:34:51-34:87",
    mutator: "StringLiteral",
    original: "`key id ${record.id} already exists`",
    replacement: "``",
    class: "c",
    reason: "unreached: the message of the duplicate-id guard, which never fires",
  },
  {
    at: "server/domain/keys/store.ts:66:52-68:4",
    mutator: "BlockStatement",
    original: "{ return [...this.byId.values()].filter((k) => k.workspaceId === workspaceId); }",
    replacement: "{}",
    class: "c",
    reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler",
  },
  {
    at: "server/domain/keys/store.ts:67:12-67:80",
    mutator: "MethodExpression",
    original: "[...this.byId.values()].filter((k) => k.workspaceId === workspaceId)",
    replacement: "[...this.byId.values()]",
    class: "c",
    reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler",
  },
  {
    at: "server/domain/keys/store.ts:67:12-67:35",
    mutator: "ArrayDeclaration",
    original: "[...this.byId.values()]",
    replacement: "[]",
    class: "c",
    reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler",
  },
  {
    at: "server/domain/keys/store.ts:67:43-67:79",
    mutator: "ArrowFunction",
    original: "(k) => k.workspaceId === workspaceId",
    replacement: "() => undefined",
    class: "c",
    reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler",
  },
  {
    at: "server/domain/keys/store.ts:67:50-67:79",
    mutator: "ConditionalExpression",
    original: "k.workspaceId === workspaceId",
    replacement: "true",
    class: "c",
    reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler",
  },
  {
    at: "server/domain/keys/store.ts:67:50-67:79",
    mutator: "ConditionalExpression",
    original: "k.workspaceId === workspaceId",
    replacement: "false",
    class: "c",
    reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler",
  },
  {
    at: "server/domain/keys/store.ts:67:50-67:79",
    mutator: "EqualityOperator",
    original: "k.workspaceId === workspaceId",
    replacement: "k.workspaceId !== workspaceId",
    class: "c",
    reason: "unreached: allInWorkspace() serves only the fault catalogue (server/faults/keys.ts), never a handler",
  },
  // server/domain/notifications/webhook-url.ts
  {
    at: "server/domain/notifications/webhook-url.ts:14:7-14:75",
    mutator: "ConditionalExpression",
    original: 'u.protocol !== "https:" && !(allowWidened && u.protocol === "http:")',
    replacement: "false",
    class: "c",
    reason:
      "the scheme check off: the contract's pattern `^https://` already refused every other scheme before the handler",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:22:40-22:50",
    mutator: "Regex",
    original: "/^\\[|\\]$/g",
    replacement: "/\\[|\\]$/g",
    class: "c",
    reason: "the bracket strip loses an anchor: a URL hostname holds brackets only around an IPv6 literal, at its ends",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:22:40-22:50",
    mutator: "Regex",
    original: "/^\\[|\\]$/g",
    replacement: "/^\\[|\\]/g",
    class: "c",
    reason: "the bracket strip loses an anchor: a URL hostname holds brackets only around an IPv6 literal, at its ends",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:23:7-23:24",
    mutator: "ConditionalExpression",
    original: 'h === "localhost"',
    replacement: "false",
    class: "c",
    reason: "`localhost` is refused anyway as a single-label name (no dot)",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:23:13-23:24",
    mutator: "StringLiteral",
    original: '"localhost"',
    replacement: '""',
    class: "c",
    reason: "`localhost` is refused anyway as a single-label name (no dot)",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:24:14-24:60",
    mutator: "Regex",
    original: "/^(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$/",
    replacement: "/(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$/",
    class: "c",
    reason:
      "the IPv4 pattern loses its start anchor: a URL hostname whose last label is numeric is an IPv4 address whole, or the URL does not parse",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:24:14-24:60",
    mutator: "Regex",
    original: "/^(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$/",
    replacement: "/^(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})/",
    class: "b",
    clause: "D2-EVENTS-WEBHOOK-ROUTABLE",
    reason:
      "the IPv4 pattern loses its end anchor: a name such as `10.0.0.1x` is then judged as an address; the documents say nothing of names that look like addresses",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:11:11-13:4",
    mutator: "BlockStatement",
    original: '{ return "url is not an absolute URL"; }',
    replacement: "{}",
    class: "c",
    reason: "unreached: the contract's `format: uri` refuses a URL that does not parse before the handler",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:12:12-12:40",
    mutator: "StringLiteral",
    original: '"url is not an absolute URL"',
    replacement: '""',
    class: "c",
    reason: "unreached: the contract's `format: uri` refuses a URL that does not parse before the handler",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:34-14:75",
    mutator: "BooleanLiteral",
    original: '!(allowWidened && u.protocol === "http:")',
    replacement: 'allowWidened && u.protocol === "http:"',
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:36-14:74",
    mutator: "ConditionalExpression",
    original: 'allowWidened && u.protocol === "http:"',
    replacement: "true",
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:36-14:74",
    mutator: "ConditionalExpression",
    original: 'allowWidened && u.protocol === "http:"',
    replacement: "false",
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:36-14:74",
    mutator: "LogicalOperator",
    original: 'allowWidened && u.protocol === "http:"',
    replacement: 'allowWidened || u.protocol === "http:"',
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:52-14:74",
    mutator: "ConditionalExpression",
    original: 'u.protocol === "http:"',
    replacement: "true",
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:52-14:74",
    mutator: "EqualityOperator",
    original: 'u.protocol === "http:"',
    replacement: 'u.protocol !== "http:"',
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:67-14:74",
    mutator: "StringLiteral",
    original: '"http:"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:14:77-16:4",
    mutator: "BlockStatement",
    original: '{ return allowWidened ? "url must be https: or http:" : "url must be https:"; }',
    replacement: "{}",
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:15:27-15:56",
    mutator: "StringLiteral",
    original: '"url must be https: or http:"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  {
    at: "server/domain/notifications/webhook-url.ts:15:59-15:79",
    mutator: "StringLiteral",
    original: '"url must be https:"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: the contract's pattern `^https://` refuses every other scheme before the handler, and this deployment's allow-list is not widened",
  },
  // server/domain/notifications/webhooks.ts
  {
    at: "server/domain/notifications/webhooks.ts:47:41-49:2",
    mutator: "BlockStatement",
    original: '{ return createHash("sha256").update(secret).digest("hex"); }',
    replacement: "{}",
    class: "c",
    reason:
      "the stored digest of the signing secret is never read back; `hasSecret` still turns true when a secret is supplied",
  },
  {
    at: "server/domain/notifications/webhooks.ts:48:53-48:58",
    mutator: "StringLiteral",
    original: '"hex"',
    replacement: '""',
    class: "c",
    reason: "the stored digest's encoding is never read back; `hasSecret` is the same",
  },
  {
    at: "server/domain/notifications/webhooks.ts:53:47-53:133",
    mutator: "StringLiteral",
    original: "`the workspace already has ${held} webhook endpoints (cap ${cap}); edit or delete one`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the message text of the 409: `message` is a free string",
  },
  {
    at: "server/domain/notifications/webhooks.ts:53:135-53:142",
    mutator: "ObjectLiteral",
    original: "{ cap }",
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-REASON-IN-DETAILS",
    reason: "drops `cap` from the 409's details: only the `reason` is stated there",
  },
  {
    at: "server/domain/notifications/webhooks.ts:77:7-77:63",
    mutator: "ConditionalExpression",
    original: "!existing && hooks.size >= ctx.server.options.webhookCap",
    replacement: "false",
    class: "b",
    clause: "D2-LIMITS-WEBHOOK",
    reason: "no cap: its value is not shown, and a cap beyond what the suite registers is indistinguishable from none",
  },
  {
    at: "server/domain/notifications/webhooks.ts:77:7-77:63",
    mutator: "LogicalOperator",
    original: "!existing && hooks.size >= ctx.server.options.webhookCap",
    replacement: "!existing || hooks.size >= ctx.server.options.webhookCap",
    class: "b",
    clause: "D2-LIMITS-WEBHOOK",
    reason:
      "the cap's value is not shown (D2-LIMITS-WEBHOOK): with the seeded endpoint held, refusing every new id reads as a cap of 1 (the catalogued variant webhook-cap-1)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:77:20-77:63",
    mutator: "ConditionalExpression",
    original: "hooks.size >= ctx.server.options.webhookCap",
    replacement: "true",
    class: "b",
    clause: "D2-LIMITS-WEBHOOK",
    reason:
      "the cap's value is not shown (D2-LIMITS-WEBHOOK): with the seeded endpoint held, refusing every new id reads as a cap of 1 (the catalogued variant webhook-cap-1)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:77:20-77:63",
    mutator: "EqualityOperator",
    original: "hooks.size >= ctx.server.options.webhookCap",
    replacement: "hooks.size > ctx.server.options.webhookCap",
    class: "b",
    clause: "D2-LIMITS-WEBHOOK",
    reason: "a cap one higher: the cap's value is not shown",
  },
  {
    at: "server/domain/notifications/webhooks.ts:77:20-77:63",
    mutator: "EqualityOperator",
    original: "hooks.size >= ctx.server.options.webhookCap",
    replacement: "hooks.size < ctx.server.options.webhookCap",
    class: "b",
    clause: "D2-LIMITS-WEBHOOK",
    reason:
      "the cap's value is not shown (D2-LIMITS-WEBHOOK): with the seeded endpoint held, refusing every new id reads as a cap of 1 (the catalogued variant webhook-cap-1)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:79:29-79:51",
    mutator: "StringLiteral",
    original: '"webhook_url_required"',
    replacement: '""',
    class: "b",
    clause: "D2-WEBHOOKS-PUT-KEEP-OMITTED",
    reason: "the code of the refusal of a first registration without `url`: its status and code are not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:79:53-79:110",
    mutator: "StringLiteral",
    original: '"url is required when registering a new webhook endpoint"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the message text of the refusal of a first registration without `url`",
  },
  {
    at: "server/domain/notifications/webhooks.ts:79:112-79:160",
    mutator: "ObjectLiteral",
    original: '{ reason: "webhook_url_required", field: "url" }',
    replacement: "{}",
    class: "b",
    clause: "D2-WEBHOOKS-PUT-KEEP-OMITTED",
    reason: "the details of the refusal of a first registration without `url`: not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:79:122-79:144",
    mutator: "StringLiteral",
    original: '"webhook_url_required"',
    replacement: '""',
    class: "b",
    clause: "D2-WEBHOOKS-PUT-KEEP-OMITTED",
    reason: "the reason of the refusal of a first registration without `url`: not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:79:153-79:158",
    mutator: "StringLiteral",
    original: '"url"',
    replacement: '""',
    class: "b",
    clause: "D2-WEBHOOKS-PUT-KEEP-OMITTED",
    reason: "the details of the refusal of a first registration without `url`: not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:79:162-81:6",
    mutator: "ArrayDeclaration",
    original: '[ { path: "/url", message: "required on first registration" }, ]',
    replacement: "[]",
    class: "b",
    clause: "D1-ERROR-ENVELOPE",
    reason: "the `issues` of the refusal of a first registration without `url`: optional in the envelope",
  },
  {
    at: "server/domain/notifications/webhooks.ts:80:7-80:66",
    mutator: "ObjectLiteral",
    original: '{ path: "/url", message: "required on first registration" }',
    replacement: "{}",
    class: "b",
    clause: "D1-ERROR-ENVELOPE",
    reason: "the `issues` of the refusal of a first registration without `url`: their fields are not shown",
  },
  {
    at: "server/domain/notifications/webhooks.ts:80:15-80:21",
    mutator: "StringLiteral",
    original: '"/url"',
    replacement: '""',
    class: "b",
    clause: "D1-ERROR-ENVELOPE",
    reason: "the `issues` of the refusal of a first registration without `url`: their fields are not shown",
  },
  {
    at: "server/domain/notifications/webhooks.ts:80:32-80:64",
    mutator: "StringLiteral",
    original: '"required on first registration"',
    replacement: '""',
    class: "b",
    clause: "D1-ERROR-ENVELOPE",
    reason: "the `issues` of the refusal of a first registration without `url`: their fields are not shown",
  },
  {
    at: "server/domain/notifications/webhooks.ts:84:45-84:66",
    mutator: "StringLiteral",
    original: '"webhooks.urlProblem"',
    replacement: '""',
    class: "c",
    reason:
      "fault apparatus: no fault replaces the url judgement in the run, so the behaviour's name only selects the documented default",
  },
  {
    at: "server/domain/notifications/webhooks.ts:85:90-85:96",
    mutator: "StringLiteral",
    original: '"edit"',
    replacement: '""',
    class: "c",
    reason: "fault apparatus: the documented url judgement ignores whether it judges a registration or an edit",
  },
  {
    at: "server/domain/notifications/webhooks.ts:85:99-85:113",
    mutator: "StringLiteral",
    original: '"registration"',
    replacement: '""',
    class: "c",
    reason: "fault apparatus: the documented url judgement ignores whether it judges a registration or an edit",
  },
  {
    at: "server/domain/notifications/webhooks.ts:89:44-89:68",
    mutator: "StringLiteral",
    original: '"webhook-defaults-other"',
    replacement: '""',
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:94:30-94:32",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "c",
    reason: "the new record's placeholder url: a first registration always carries `url`, which replaces it",
  },
  {
    at: "server/domain/notifications/webhooks.ts:94:43-94:47",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-PUT-WEBHOOK",
    reason:
      "first-registration defaults are not stated (all PutNotificationWebhook fields are optional; the catalogued variant webhook-defaults-other)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:94:56-94:58",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-PUT-WEBHOOK",
    reason:
      "first-registration defaults are not stated (all PutNotificationWebhook fields are optional; the catalogued variant webhook-defaults-other); an unknown enum value is drift (D2-VERSION-ADDITIVE)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:94:71-94:73",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-PUT-WEBHOOK",
    reason:
      "first-registration defaults are not stated (all PutNotificationWebhook fields are optional; the catalogued variant webhook-defaults-other); an unknown enum value is drift (D2-VERSION-ADDITIVE)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:94:88-94:90",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "b",
    clause: "D1-SHAPE-PUT-WEBHOOK",
    reason:
      "first-registration defaults are not stated (all PutNotificationWebhook fields are optional; the catalogued variant webhook-defaults-other); an unknown enum value is drift (D2-VERSION-ADDITIVE)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:104:5-106:126",
    mutator: "ConditionalExpression",
    original:
      "!existing || body.secret !== undefined || JSON.stringify({ ...publicWebhook(next), updatedAt: 0 }) !== JSON.stringify({ ...publicWebhook(existing), updatedAt: 0 })",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:104:5-106:126",
    mutator: "ConditionalExpression",
    original:
      "!existing || body.secret !== undefined || JSON.stringify({ ...publicWebhook(next), updatedAt: 0 }) !== JSON.stringify({ ...publicWebhook(existing), updatedAt: 0 })",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:105:5-105:30",
    mutator: "ConditionalExpression",
    original: "body.secret !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:105:5-105:30",
    mutator: "EqualityOperator",
    original: "body.secret !== undefined",
    replacement: "body.secret === undefined",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:106:5-106:126",
    mutator: "ConditionalExpression",
    original:
      "JSON.stringify({ ...publicWebhook(next), updatedAt: 0 }) !== JSON.stringify({ ...publicWebhook(existing), updatedAt: 0 })",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:106:5-106:126",
    mutator: "EqualityOperator",
    original:
      "JSON.stringify({ ...publicWebhook(next), updatedAt: 0 }) !== JSON.stringify({ ...publicWebhook(existing), updatedAt: 0 })",
    replacement:
      "JSON.stringify({\n  ...publicWebhook(next),\n  updatedAt: 0\n}) === JSON.stringify({\n  ...publicWebhook(existing),\n  updatedAt: 0\n})",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:106:20-106:60",
    mutator: "ObjectLiteral",
    original: "{ ...publicWebhook(next), updatedAt: 0 }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:106:81-106:125",
    mutator: "ObjectLiteral",
    original: "{ ...publicWebhook(existing), updatedAt: 0 }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:107:7-107:14",
    mutator: "ConditionalExpression",
    original: "changed",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:107:7-107:14",
    mutator: "ConditionalExpression",
    original: "changed",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "when `updatedAt` is stamped on a webhook PUT is not stated (the no-op rule is stated for tracker writeback only)",
  },
  {
    at: "server/domain/notifications/webhooks.ts:130:80-130:91",
    mutator: "EqualityOperator",
    original: "a.id < b.id",
    replacement: "a.id <= b.id",
    class: "c",
    reason: "webhook ids are unique, so no two compare equal",
  },
  {
    at: "server/domain/notifications/webhooks.ts:130:99-130:110",
    mutator: "ConditionalExpression",
    original: "a.id > b.id",
    replacement: "true",
    class: "c",
    reason: "webhook ids are unique: an id not less than another is greater",
  },
  {
    at: "server/domain/notifications/webhooks.ts:130:99-130:110",
    mutator: "ConditionalExpression",
    original: "a.id > b.id",
    replacement: "false",
    class: "c",
    reason:
      "the comparator answers 0 where it answered 1: V8's Array.prototype.sort (TimSort: run detection, binary insertion, gallop and merge) only asks whether the answer is negative, so it sorts alike (20,000 random arrays of unique ids sorted the same); the list order is checked by PAGE-ORDER-WEBHOOKS-BY-ID",
  },
  {
    at: "server/domain/notifications/webhooks.ts:130:99-130:110",
    mutator: "EqualityOperator",
    original: "a.id > b.id",
    replacement: "a.id >= b.id",
    class: "c",
    reason: "webhook ids are unique, so no two compare equal",
  },
  {
    at: "server/domain/notifications/webhooks.ts:130:99-130:110",
    mutator: "EqualityOperator",
    original: "a.id > b.id",
    replacement: "a.id <= b.id",
    class: "c",
    reason:
      "the comparator answers 0 where it answered 1: V8's Array.prototype.sort (TimSort: run detection, binary insertion, gallop and merge) only asks whether the answer is negative, so it sorts alike (20,000 random arrays of unique ids sorted the same); the list order is checked by PAGE-ORDER-WEBHOOKS-BY-ID",
  },
  {
    at: "server/domain/notifications/webhooks.ts:58:28-58:49",
    mutator: "StringLiteral",
    original: '"webhook_url_invalid"',
    replacement: '""',
    class: "b",
    clause: "D2-EVENTS-WEBHOOK-ROUTABLE",
    reason: "the code of a refused url is not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:58:60-58:107",
    mutator: "ObjectLiteral",
    original: '{ reason: "webhook_url_invalid", field: "url" }',
    replacement: "{}",
    class: "b",
    clause: "D2-EVENTS-WEBHOOK-ROUTABLE",
    reason: "the details of a refused url are not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:58:70-58:91",
    mutator: "StringLiteral",
    original: '"webhook_url_invalid"',
    replacement: '""',
    class: "b",
    clause: "D2-EVENTS-WEBHOOK-ROUTABLE",
    reason: "the details of a refused url are not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:58:100-58:105",
    mutator: "StringLiteral",
    original: '"url"',
    replacement: '""',
    class: "b",
    clause: "D2-EVENTS-WEBHOOK-ROUTABLE",
    reason: "the details of a refused url are not stated",
  },
  {
    at: "server/domain/notifications/webhooks.ts:58:109-58:136",
    mutator: "ArrayDeclaration",
    original: '[{ path: "/url", message }]',
    replacement: "[]",
    class: "b",
    clause: "D1-ERROR-ENVELOPE",
    reason: "the `issues` of a refused url: optional in the envelope",
  },
  {
    at: "server/domain/notifications/webhooks.ts:58:110-58:135",
    mutator: "ObjectLiteral",
    original: '{ path: "/url", message }',
    replacement: "{}",
    class: "b",
    clause: "D1-ERROR-ENVELOPE",
    reason: "the `issues` of a refused url: their fields are not shown",
  },
  {
    at: "server/domain/notifications/webhooks.ts:58:118-58:124",
    mutator: "StringLiteral",
    original: '"/url"',
    replacement: '""',
    class: "b",
    clause: "D1-ERROR-ENVELOPE",
    reason: "the `issues` of a refused url: their fields are not shown",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:9-93:185",
    mutator: "ObjectLiteral",
    original:
      '{ id, name: `endpoint ${id}`, url: "", enabled: false, types: [], runEvents: ["run.started", "run.completed", "run.failed"], alertEvents: [], secretDigest: null, updatedAt: 0 }',
    replacement: "{}",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:21-93:37",
    mutator: "StringLiteral",
    original: "`endpoint ${id}`",
    replacement: "``",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:44-93:46",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:57-93:62",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:71-93:73",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:86-93:132",
    mutator: "ArrayDeclaration",
    original: '["run.started", "run.completed", "run.failed"]',
    replacement: "[]",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:87-93:100",
    mutator: "StringLiteral",
    original: '"run.started"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:102-93:117",
    mutator: "StringLiteral",
    original: '"run.completed"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:119-93:131",
    mutator: "StringLiteral",
    original: '"run.failed"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/webhooks.ts:93:147-93:149",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  // server/domain/notifications/handlers.ts
  {
    at: "server/domain/notifications/handlers.ts:14:22-16:39",
    mutator: "MethodExpression",
    original: '[...ws.notifications.cards.values()] .filter((n) => n.status === "open") .sort((a, b) => b.seq - a.seq)',
    replacement: '[...ws.notifications.cards.values()].filter(n => n.status === "open")',
    class: "b",
    clause: "D2-NOTIF-LIST-OPEN",
    reason: "drops the newest-first sort: the list's order is not stated",
  },
  {
    at: "server/domain/notifications/handlers.ts:16:15-16:38",
    mutator: "ArrowFunction",
    original: "(a, b) => b.seq - a.seq",
    replacement: "() => undefined",
    class: "b",
    clause: "D2-NOTIF-LIST-OPEN",
    reason: "the sort compares nothing: the list's order is not stated",
  },
  {
    at: "server/domain/notifications/handlers.ts:16:25-16:38",
    mutator: "ArithmeticOperator",
    original: "b.seq - a.seq",
    replacement: "b.seq + a.seq",
    class: "b",
    clause: "D2-NOTIF-LIST-OPEN",
    reason: "the sort breaks (b.seq + a.seq): the list's order is not stated",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:9-30:75",
    mutator: "ConditionalExpression",
    original: 'n.status !== "open" && ws.server.variant("dismiss-closed-refused")',
    replacement: "false",
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:9-30:75",
    mutator: "LogicalOperator",
    original: 'n.status !== "open" && ws.server.variant("dismiss-closed-refused")',
    replacement: 'n.status !== "open" || ws.server.variant("dismiss-closed-refused")',
    class: "b",
    clause: "D1-STATE-NOTIFICATION-DISMISS",
    reason:
      "dismissing a card no longer open is refused 409: the documents state only open \u2192 dismissed (the catalogued variant dismiss-closed-refused)",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:9-30:28",
    mutator: "ConditionalExpression",
    original: 'n.status !== "open"',
    replacement: "true",
    class: "c",
    reason: "the variant switch is still consulted and off, so nothing changes",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:9-30:28",
    mutator: "EqualityOperator",
    original: 'n.status !== "open"',
    replacement: 'n.status === "open"',
    class: "c",
    reason: "the variant switch is still consulted and off, so nothing changes",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:22-30:28",
    mutator: "StringLiteral",
    original: '"open"',
    replacement: '""',
    class: "c",
    reason: "the variant switch is still consulted and off, so nothing changes",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:50-30:74",
    mutator: "StringLiteral",
    original: '"dismiss-closed-refused"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:96-30:119",
    mutator: "StringLiteral",
    original: '"notification_not_open"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/notifications/handlers.ts:30:121-30:158",
    mutator: "StringLiteral",
    original: "`notification ${n.id} is ${n.status}`",
    replacement: "``",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  // server/domain/notifications/cards.ts
  {
    at: "server/domain/notifications/cards.ts:40:7-40:30",
    mutator: "ConditionalExpression",
    original: "n.payload !== undefined",
    replacement: "true",
    class: "c",
    reason: "an absent payload is copied as undefined, which JSON leaves out: the same body",
  },
  {
    at: "server/domain/notifications/cards.ts:40:46-40:64",
    mutator: "ConditionalExpression",
    original: "n.payload === null",
    replacement: "false",
    class: "c",
    reason: "structuredClone(null) is null: the same body",
  },
  {
    at: "server/domain/notifications/cards.ts:41:7-41:31",
    mutator: "ConditionalExpression",
    original: "n.severity !== undefined",
    replacement: "true",
    class: "c",
    reason: "an absent severity is set to undefined, which JSON leaves out: the same body",
  },
  {
    at: "server/domain/notifications/cards.ts:41:7-41:31",
    mutator: "ConditionalExpression",
    original: "n.severity !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason: "`severity` is never given: it is optional",
  },
  {
    at: "server/domain/notifications/cards.ts:41:7-41:31",
    mutator: "EqualityOperator",
    original: "n.severity !== undefined",
    replacement: "n.severity === undefined",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason: "`severity` is never given (set only when absent, as undefined): it is optional",
  },
  {
    at: "server/domain/notifications/cards.ts:47:26-47:40",
    mutator: "StringLiteral",
    original: '"notification"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 404's message text: `message` is a free string",
  },
  {
    at: "server/domain/notifications/cards.ts:56:7-56:26",
    mutator: "ConditionalExpression",
    original: 'n.status !== "open"',
    replacement: "false",
    class: "b",
    clause: "D1-STATE-NOTIFICATION-DISMISS",
    reason:
      "a card no longer open is dismissed again (status and resolvedAt rewritten): only open \u2192 dismissed is stated",
  },
  {
    at: "server/domain/notifications/cards.ts:75:24-75:53",
    mutator: "StringLiteral",
    original: '"notification_not_actionable"',
    replacement: '""',
    class: "b",
    clause: "D2-NOTIF-ACT-NOT-PARKING",
    reason: "the code of the refusal to act on a card that is not actionable: not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:75:55-75:120",
    mutator: "StringLiteral",
    original: "`a ${n.type} notification cannot be acted on: dismiss it instead`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the message text of the refusal to act: `message` is a free string",
  },
  {
    at: "server/domain/notifications/cards.ts:77:7-77:25",
    mutator: "ConditionalExpression",
    original: 'action === "retry"',
    replacement: "true",
    class: "c",
    reason: "only retry cards carry individualUsage (a merge is no retry), so the action test decides nothing",
  },
  {
    at: "server/domain/notifications/cards.ts:78:29-78:53",
    mutator: "StringLiteral",
    original: '"individual_usage_model"',
    replacement: '""',
    class: "b",
    clause: "D2-NOTIF-ACT-NOT-INDIVIDUAL",
    reason: "the code of the individual-usage refusal: not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:78:55-78:154",
    mutator: "StringLiteral",
    original: '"this card would retry a run on an individual-usage model, which cannot be retried through the API"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the message text of the individual-usage refusal: `message` is a free string",
  },
  {
    at: "server/domain/notifications/cards.ts:78:156-80:6",
    mutator: "ObjectLiteral",
    original: '{ reason: "individual_usage_model", }',
    replacement: "{}",
    class: "b",
    clause: "D2-NOTIF-ACT-NOT-INDIVIDUAL",
    reason: "the details of the individual-usage refusal: no reason is stated for it",
  },
  {
    at: "server/domain/notifications/cards.ts:79:15-79:39",
    mutator: "StringLiteral",
    original: '"individual_usage_model"',
    replacement: '""',
    class: "b",
    clause: "D2-NOTIF-ACT-NOT-INDIVIDUAL",
    reason: "the reason of the individual-usage refusal: not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:82:7-82:26",
    mutator: "ConditionalExpression",
    original: 'n.status !== "open"',
    replacement: "false",
    class: "b",
    clause: "D1-STATE-NOTIFICATION-ACT",
    reason: "a card no longer open is acted on again: only acting from `open` is stated",
  },
  {
    at: "server/domain/notifications/cards.ts:84:14-84:21",
    mutator: "StringLiteral",
    original: '"acted"',
    replacement: '""',
    class: "b",
    clause: "D1-STATE-NOTIFICATION-ACT",
    reason: "the card's status after acting: the row's next state is not shown (an unknown enum value is drift)",
  },
  {
    at: "server/domain/notifications/cards.ts:86:14-86:85",
    mutator: "ObjectLiteral",
    original: "{ action, runId: n.executionId, taskId: n.blockId, byKeyId: keyId, at }",
    replacement: "{}",
    class: "c",
    reason: "the internal record of the effect is never read by a handler",
  },
  {
    at: "server/domain/notifications/cards.ts:88:7-88:42",
    mutator: "ConditionalExpression",
    original: 'action === "merge" && n.executionId',
    replacement: "true",
    class: "c",
    reason:
      "acting on a retry card also marks its run merged: the seeded merge cards' run (run_done) is already merged through the app and the retry cards' run has no pull request, so no merge record a request can read changes, and no route creates a card (a merge card on an unmerged run in the seed would make it (a))",
  },
  {
    at: "server/domain/notifications/cards.ts:88:7-88:42",
    mutator: "ConditionalExpression",
    original: 'action === "merge" && n.executionId',
    replacement: "false",
    class: "c",
    reason:
      "acting on a merge card marks nothing merged: the seeded merge cards' run (run_done) is already merged through the app and the retry cards' run has no pull request, so no merge record a request can read changes, and no route creates a card (a merge card on an unmerged run in the seed would make it (a))",
  },
  {
    at: "server/domain/notifications/cards.ts:88:7-88:42",
    mutator: "LogicalOperator",
    original: 'action === "merge" && n.executionId',
    replacement: 'action === "merge" || n.executionId',
    class: "c",
    reason:
      "acting on a retry card also marks its run merged: the seeded merge cards' run (run_done) is already merged through the app and the retry cards' run has no pull request, so no merge record a request can read changes, and no route creates a card (a merge card on an unmerged run in the seed would make it (a))",
  },
  {
    at: "server/domain/notifications/cards.ts:88:7-88:25",
    mutator: "ConditionalExpression",
    original: 'action === "merge"',
    replacement: "true",
    class: "c",
    reason:
      "acting on a retry card also marks its run merged: the seeded merge cards' run (run_done) is already merged through the app and the retry cards' run has no pull request, so no merge record a request can read changes, and no route creates a card (a merge card on an unmerged run in the seed would make it (a))",
  },
  {
    at: "server/domain/notifications/cards.ts:88:7-88:25",
    mutator: "EqualityOperator",
    original: 'action === "merge"',
    replacement: 'action !== "merge"',
    class: "c",
    reason:
      "merges on retry cards and not on merge cards: the seeded merge cards' run (run_done) is already merged through the app and the retry cards' run has no pull request, so no merge record a request can read changes, and no route creates a card (a merge card on an unmerged run in the seed would make it (a))",
  },
  {
    at: "server/domain/notifications/cards.ts:88:18-88:25",
    mutator: "StringLiteral",
    original: '"merge"',
    replacement: '""',
    class: "c",
    reason:
      "acting on a merge card marks nothing merged: the seeded merge cards' run (run_done) is already merged through the app and the retry cards' run has no pull request, so no merge record a request can read changes, and no route creates a card (a merge card on an unmerged run in the seed would make it (a))",
  },
  {
    at: "server/domain/notifications/cards.ts:89:7-89:38",
    mutator: "ConditionalExpression",
    original: 'action === "retry" && n.blockId',
    replacement: "true",
    class: "c",
    reason: "a merge card's run is done, not failed, so the retry it would also start does nothing",
  },
  {
    at: "server/domain/notifications/cards.ts:89:7-89:38",
    mutator: "LogicalOperator",
    original: 'action === "retry" && n.blockId',
    replacement: 'action === "retry" || n.blockId',
    class: "c",
    reason: "a merge card's run is done, not failed, so the retry it would also start does nothing",
  },
  {
    at: "server/domain/notifications/cards.ts:89:7-89:25",
    mutator: "ConditionalExpression",
    original: 'action === "retry"',
    replacement: "true",
    class: "c",
    reason: "a merge card's run is done, not failed, so the retry it would also start does nothing",
  },
  {
    at: "server/domain/notifications/cards.ts:89:60-89:89",
    mutator: "StringLiteral",
    original: '"notifications.retryFromCard"',
    replacement: '""',
    class: "c",
    reason:
      "fault apparatus: no fault replaces the retry in the run, so the behaviour's name only selects the documented default",
  },
  {
    at: "server/domain/notifications/cards.ts:95:15-95:26",
    mutator: "OptionalChaining",
    original: "task?.runId",
    replacement: "task.runId",
    class: "b",
    reason:
      "acting on a retry card whose task was deleted throws: what acting does then is not stated, and no rule deletes that task first",
  },
  {
    at: "server/domain/notifications/cards.ts:97:7-97:60",
    mutator: "ConditionalExpression",
    original: '!task || !run || run.status !== "failed" || !pipeline',
    replacement: "false",
    class: "b",
    clause: "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    reason:
      "which runs a retry card still retries once its run is no longer failed (the second of two retry cards on one run) is not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:97:7-97:60",
    mutator: "LogicalOperator",
    original: '!task || !run || run.status !== "failed" || !pipeline',
    replacement: '(!task || !run || run.status !== "failed") && !pipeline',
    class: "b",
    clause: "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    reason:
      "which runs a retry card still retries once its run is no longer failed (the second of two retry cards on one run) is not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:97:7-97:47",
    mutator: "ConditionalExpression",
    original: '!task || !run || run.status !== "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    reason:
      "which runs a retry card still retries once its run is no longer failed (the second of two retry cards on one run) is not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:97:7-97:47",
    mutator: "LogicalOperator",
    original: '!task || !run || run.status !== "failed"',
    replacement: '(!task || !run) && run.status !== "failed"',
    class: "b",
    clause: "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    reason:
      "which runs a retry card still retries once its run is no longer failed (the second of two retry cards on one run) is not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:97:7-97:20",
    mutator: "ConditionalExpression",
    original: "!task || !run",
    replacement: "false",
    class: "b",
    clause: "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    reason:
      "which runs a retry card still retries once its run is no longer failed (the second of two retry cards on one run) is not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:97:7-97:20",
    mutator: "LogicalOperator",
    original: "!task || !run",
    replacement: "!task && !run",
    class: "b",
    clause: "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    reason:
      "which runs a retry card still retries once its run is no longer failed (the second of two retry cards on one run) is not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:97:24-97:47",
    mutator: "ConditionalExpression",
    original: 'run.status !== "failed"',
    replacement: "false",
    class: "b",
    clause: "D2-EVENTS-NOTIFICATION-ACT-EFFECT",
    reason:
      "which runs a retry card still retries once its run is no longer failed (the second of two retry cards on one run) is not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:98:66-98:73",
    mutator: "StringLiteral",
    original: '"admin"',
    replacement: '""',
    class: "c",
    reason: "the scope the retry starts with only gates pipelines that can park; the failed run's pipeline cannot",
  },
  {
    at: "server/domain/notifications/cards.ts:82:47-82:70",
    mutator: "StringLiteral",
    original: '"notification_not_open"',
    replacement: '""',
    class: "b",
    clause: "D1-STATE-NOTIFICATION-ACT",
    reason: "unreached: the code of the refusal to act on a card no longer open: not stated",
  },
  {
    at: "server/domain/notifications/cards.ts:82:72-82:113",
    mutator: "StringLiteral",
    original: "`the notification is already ${n.status}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "unreached: the message text of the refusal to act on a card no longer open",
  },
  // server/domain/notifications/state.ts
  {
    at: "server/domain/notifications/state.ts:66:13-66:27",
    mutator: "StringLiteral",
    original: '"merge_review"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "merge_review" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:67:14-67:43",
    mutator: "StringLiteral",
    original: '"Pull request ready to merge"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:68:13-68:69",
    mutator: "StringLiteral",
    original: '"The finished run opened a pull request awaiting merge."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:71:17-71:25",
    mutator: "StringLiteral",
    original: '"normal"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded card\'s `severity` becomes "": an unknown enum value is drift, and which severity a card has is not stated',
  },
  {
    at: "server/domain/notifications/state.ts:74:13-74:32",
    mutator: "StringLiteral",
    original: '"pipeline_complete"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "pipeline_complete" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:75:14-75:33",
    mutator: "StringLiteral",
    original: '"Pipeline complete"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:76:13-76:64",
    mutator: "StringLiteral",
    original: '"The run finished; its pull request can be merged."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:81:13-81:24",
    mutator: "StringLiteral",
    original: '"ci_failed"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "ci_failed" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:82:14-82:25",
    mutator: "StringLiteral",
    original: '"CI failed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:83:13-83:55",
    mutator: "StringLiteral",
    original: '"Checks failed on the run\'s pull request."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:86:17-86:25",
    mutator: "StringLiteral",
    original: '"urgent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded card\'s `severity` becomes "": an unknown enum value is drift, and which severity a card has is not stated',
  },
  {
    at: "server/domain/notifications/state.ts:87:16-87:43",
    mutator: "ObjectLiteral",
    original: '{ failingChecks: ["unit"] }',
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's `payload` object changed: its inner fields are not shown (object, opt); only merge_tag_request's record id is stated",
  },
  {
    at: "server/domain/notifications/state.ts:87:33-87:41",
    mutator: "ArrayDeclaration",
    original: '["unit"]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's `payload` object changed: its inner fields are not shown (object, opt); only merge_tag_request's record id is stated",
  },
  {
    at: "server/domain/notifications/state.ts:87:34-87:40",
    mutator: "StringLiteral",
    original: '"unit"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's `payload` object changed: its inner fields are not shown (object, opt); only merge_tag_request's record id is stated",
  },
  {
    at: "server/domain/notifications/state.ts:90:13-90:26",
    mutator: "StringLiteral",
    original: '"test_failed"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "test_failed" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:91:14-91:28",
    mutator: "StringLiteral",
    original: '"Tests failed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:92:13-92:44",
    mutator: "StringLiteral",
    original: '"The tester reported failures."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:98:13-98:32",
    mutator: "StringLiteral",
    original: '"decision_required"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "decision_required" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:99:14-99:36",
    mutator: "StringLiteral",
    original: '"A decision is needed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:100:13-100:52",
    mutator: "StringLiteral",
    original: '"A run is waiting on a human decision."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:106:13-106:31",
    mutator: "StringLiteral",
    original: '"budget_threshold"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "budget_threshold" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:107:14-107:40",
    mutator: "StringLiteral",
    original: '"Budget threshold reached"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:108:13-108:53",
    mutator: "StringLiteral",
    original: '"The workspace spent 80% of its budget."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:111:17-111:25",
    mutator: "StringLiteral",
    original: '"urgent"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded card\'s `severity` becomes "": an unknown enum value is drift, and which severity a card has is not stated',
  },
  {
    at: "server/domain/notifications/state.ts:112:16-112:34",
    mutator: "ObjectLiteral",
    original: "{ threshold: 0.8 }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's `payload` object changed: its inner fields are not shown (object, opt); only merge_tag_request's record id is stated",
  },
  {
    at: "server/domain/notifications/state.ts:116:13-116:32",
    mutator: "StringLiteral",
    original: '"merge_tag_request"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "merge_tag_request" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:117:14-117:35",
    mutator: "StringLiteral",
    original: '"Tag reviewer effort"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:118:13-118:66",
    mutator: "StringLiteral",
    original: '"Tag the reviewer effort of the merged pull request."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:125:13-125:24",
    mutator: "StringLiteral",
    original: '"ci_failed"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason:
      'a seeded open card\'s type "ci_failed" becomes "": an unknown type is a new enum value (drift, not refused), and which types the server seeds is its own data; the rules then act on or look for another card, or are not exercised',
  },
  {
    at: "server/domain/notifications/state.ts:126:14-126:42",
    mutator: "StringLiteral",
    original: '"CI failed (personal model)"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:127:13-127:78",
    mutator: "StringLiteral",
    original: '"Checks failed on a run that uses a personal-subscription model."',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded card's title or body text emptied: `title` and `body` are required strings whose content is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:134:13-134:30",
    mutator: "StringLiteral",
    original: '"platform_health"',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:135:14-135:33",
    mutator: "StringLiteral",
    original: '"Platform degraded"',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:136:13-136:41",
    mutator: "StringLiteral",
    original: '"Model latency is elevated."',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:139:15-139:26",
    mutator: "StringLiteral",
    original: '"dismissed"',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:142:13-142:27",
    mutator: "StringLiteral",
    original: '"merge_review"',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:143:14-143:35",
    mutator: "StringLiteral",
    original: '"Pull request merged"',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:144:13-144:43",
    mutator: "StringLiteral",
    original: '"Merged from an earlier card."',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:147:15-147:22",
    mutator: "StringLiteral",
    original: '"acted"',
    replacement: '""',
    class: "c",
    reason:
      "a seeded card that is already resolved: the list shows open cards only and no read takes a card id, so no request reaches it (an empty status is not `open` either)",
  },
  {
    at: "server/domain/notifications/state.ts:152:20-152:38",
    mutator: "LogicalOperator",
    original: 's.status ?? "open"',
    replacement: 's.status && "open"',
    class: "b",
    reason:
      "the seeded open cards lose their status (never listed) and the two resolved seeds become open: the server then holds two open cards, one a merge_review that acts as stated; which cards are seeded is the server's own data",
  },
  {
    at: "server/domain/notifications/state.ts:154:20-154:25",
    mutator: "StringLiteral",
    original: '"ntf"',
    replacement: '""',
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason: "the card ids lose their `ntf` prefix: identifiers are strings of unspecified format, still unique",
  },
  {
    at: "server/domain/notifications/state.ts:163:19-163:36",
    mutator: "ConditionalExpression",
    original: 'status === "open"',
    replacement: "true",
    class: "c",
    reason:
      "resolvedAt null on the seeded resolved cards as well: no request reaches a resolved seed card (the list shows open cards only)",
  },
  {
    at: "server/domain/notifications/state.ts:163:19-163:36",
    mutator: "ConditionalExpression",
    original: 'status === "open"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded open card carries a creation time in `resolvedAt`: the shape says number|null, what it holds before a card is resolved is not stated; acting and dismissing still stamp it",
  },
  {
    at: "server/domain/notifications/state.ts:163:19-163:36",
    mutator: "EqualityOperator",
    original: 'status === "open"',
    replacement: 'status !== "open"',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded open card carries a creation time in `resolvedAt`: the shape says number|null, what it holds before a card is resolved is not stated; acting and dismissing still stamp it",
  },
  {
    at: "server/domain/notifications/state.ts:163:30-163:36",
    mutator: "StringLiteral",
    original: '"open"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "a seeded open card carries a creation time in `resolvedAt`: the shape says number|null, what it holds before a card is resolved is not stated; acting and dismissing still stamp it",
  },
  {
    at: "server/domain/notifications/state.ts:167:9-167:33",
    mutator: "ConditionalExpression",
    original: "s.severity !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a seed without severity stores `severity: undefined`, which publicNotification omits as it omits an unset one",
  },
  {
    at: "server/domain/notifications/state.ts:167:9-167:33",
    mutator: "ConditionalExpression",
    original: "s.severity !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "the seeded cards' `severity` dropped or set undefined: the field is optional and which card has one is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:167:9-167:33",
    mutator: "EqualityOperator",
    original: "s.severity !== undefined",
    replacement: "s.severity === undefined",
    class: "b",
    clause: "D1-SHAPE-NOTIFICATION",
    reason:
      "the seeded cards' `severity` dropped or set undefined: the field is optional and which card has one is not stated",
  },
  {
    at: "server/domain/notifications/state.ts:168:9-168:32",
    mutator: "ConditionalExpression",
    original: "s.payload !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a seed without payload stores `payload: undefined`, which publicNotification omits as it omits an unset one",
  },
  {
    at: "server/domain/notifications/state.ts:172:33-172:45",
    mutator: "StringLiteral",
    original: '"ops-alerts"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:174:11-174:23",
    mutator: "StringLiteral",
    original: '"Ops alerts"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:175:10-175:48",
    mutator: "StringLiteral",
    original: '"https://hooks.example.com/ops-alerts"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:176:14-176:18",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:177:12-177:45",
    mutator: "ArrayDeclaration",
    original: '["ci_failed", "budget_threshold"]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:177:13-177:24",
    mutator: "StringLiteral",
    original: '"ci_failed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:177:26-177:44",
    mutator: "StringLiteral",
    original: '"budget_threshold"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:178:16-178:30",
    mutator: "ArrayDeclaration",
    original: '["run.failed"]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:178:17-178:29",
    mutator: "StringLiteral",
    original: '"run.failed"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:179:18-179:72",
    mutator: "ArrayDeclaration",
    original: '["platform_health.firing", "platform_health.resolved"]',
    replacement: "[]",
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:179:19-179:43",
    mutator: "StringLiteral",
    original: '"platform_health.firing"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },
  {
    at: "server/domain/notifications/state.ts:179:45-179:71",
    mutator: "StringLiteral",
    original: '"platform_health.resolved"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-WEBHOOK",
    reason:
      "the seeded `ops-alerts` endpoint's own data (id, name, url, enabled, subscriptions) changed: a stored endpoint's values are the server's data; the rules write and read back endpoints of their own",
  },

  // server/domain/tasks
  {
    at: "server/domain/tasks/dependencies.ts:13:39-13:62",
    mutator: "OptionalChaining",
    original: "getTask(ws, id)?.status",
    replacement: "getTask(ws, id).status",
    class: "c",
    reason:
      "a dependency id that resolves to no task throws: every id in `dependsOn` names a live task of the workspace (a deleted one is taken out, a foreign one refused)",
  },
  {
    at: "server/domain/tasks/dependencies.ts:18:10-18:67",
    mutator: "MethodExpression",
    original: "listTasks(ws).filter((t) => t.dependsOn.includes(taskId))",
    replacement: "listTasks(ws)",
    class: "c",
    reason:
      "dependentsOf lists every task: its one caller, the delete's edge removal, filters the deleted id out of each list, which leaves the others as they were",
  },
  {
    at: "server/domain/tasks/dependencies.ts:18:31-18:66",
    mutator: "ArrowFunction",
    original: "(t) => t.dependsOn.includes(taskId)",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a task that depended on a deleted task keeps the deleted id in `dependsOn`: what a delete does to the tasks depending on it is not stated (the row: removed; run history removed)",
  },
  {
    at: "server/domain/tasks/dependencies.ts:31:9-31:22",
    mutator: "ConditionalExpression",
    original: "seen.has(cur)",
    replacement: "false",
    class: "c",
    reason:
      "the cycle walk revisits a task: cycles are refused, so the graph is acyclic and the walk ends with the same answer",
  },
  {
    at: "server/domain/tasks/dependencies.ts:33:24-33:51",
    mutator: "OptionalChaining",
    original: "getTask(ws, cur)?.dependsOn",
    replacement: "getTask(ws, cur).dependsOn",
    class: "c",
    reason: "the cycle walk throws on an id that names no task: every id in a `dependsOn` names a live task",
  },
  {
    at: "server/domain/tasks/dependencies.ts:39:73-41:2",
    mutator: "BlockStatement",
    original: "{ for (const t of dependentsOf(ws, taskId)) t.dependsOn = t.dependsOn.filter((id) => id !== taskId); }",
    replacement: "{}",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a delete leaves the deleted id in its dependents' `dependsOn`: what a delete does to the tasks depending on it is not stated",
  },
  {
    at: "server/domain/tasks/dependencies.ts:40:59-40:100",
    mutator: "MethodExpression",
    original: "t.dependsOn.filter((id) => id !== taskId)",
    replacement: "t.dependsOn",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a delete leaves the deleted id in its dependents' `dependsOn`: what a delete does to the tasks depending on it is not stated",
  },
  {
    at: "server/domain/tasks/dependencies.ts:40:86-40:99",
    mutator: "ConditionalExpression",
    original: "id !== taskId",
    replacement: "true",
    class: "b",
    clause: "D1-STATE-TASK-DELETE",
    reason:
      "a delete leaves the deleted id in its dependents' `dependsOn`: what a delete does to the tasks depending on it is not stated",
  },
  {
    at: "server/domain/tasks/documents.ts:18:30-18:38",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "uploads are filed under source \"\" instead of `upload`: a row is identified by (`source`, `externalId`) and an upload's source is not stated (the PR report's `origin` of an upload stays `upload`, read from its kind)",
  },
  {
    at: "server/domain/tasks/documents.ts:28:9-28:28",
    mutator: "ConditionalExpression",
    original: 'd.kind !== "source"',
    replacement: "false",
    class: "c",
    reason:
      "an upload goes through the held check too: its key (no source, no ref) names no stored document, so it is never refused",
  },
  {
    at: "server/domain/tasks/documents.ts:31:9-31:59",
    mutator: "LogicalOperator",
    original: "holder && holder !== taskId && getTask(ws, holder)",
    replacement: "holder && holder !== taskId || getTask(ws, holder)",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:31:9-31:36",
    mutator: "ConditionalExpression",
    original: "holder && holder !== taskId",
    replacement: "true",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:31:9-31:36",
    mutator: "LogicalOperator",
    original: "holder && holder !== taskId",
    replacement: "holder || holder !== taskId",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:31:19-31:36",
    mutator: "ConditionalExpression",
    original: "holder !== taskId",
    replacement: "true",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:34:9-34:40",
    mutator: "StringLiteral",
    original: '"document_held_by_another_task"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason:
      "the code of the held-document refusal: doc 2 Errors lists it among the refusals whose codes are unspecified",
  },
  {
    at: "server/domain/tasks/documents.ts:35:9-35:109",
    mutator: "StringLiteral",
    original: "`document (${d.source}, ${d.ref}) is held by task ${holder}: detach it there first; it is not moved`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the held-document refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/documents.ts:46:30-46:35",
    mutator: "StringLiteral",
    original: '"doc"',
    replacement: '""',
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason: "an upload's `externalId` loses its `doc` prefix: identifiers are strings of unspecified format",
  },
  {
    at: "server/domain/tasks/documents.ts:47:12-47:74",
    mutator: "ConditionalExpression",
    original: "ws.tasks.documents.has(documentKey(UPLOAD_SOURCE, externalId))",
    replacement: "false",
    class: "c",
    reason: "the retry on an upload id collision: ids come from the server's counter and never collide",
  },
  {
    at: "server/domain/tasks/documents.ts:52:13-52:21",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "an upload's `kind` is empty: a document row is identified by (`source`, `externalId`), its other fields not shown (object*); in the PR report its `origin` stays `upload` (its source) and only `url` and `freshness` change, whose values for an upload are not stated",
  },
  {
    at: "server/domain/tasks/documents.ts:61:9-61:13",
    mutator: "ConditionalExpression",
    original: "!rec",
    replacement: "true",
    class: "c",
    reason:
      "an existing source page's record is made again on attach: with the same values (its title is its ref, no content), since the held check already refused one another task holds",
  },
  {
    at: "server/domain/tasks/documents.ts:62:63-62:71",
    mutator: "StringLiteral",
    original: '"source"',
    replacement: '""',
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "a source page's row `kind` is empty: a row is identified by (`source`, `externalId`); its other fields are not shown (object*)",
  },
  {
    at: "server/domain/tasks/documents.ts:67:7-67:40",
    mutator: "ConditionalExpression",
    original: "!task.documents.includes(rec.key)",
    replacement: "true",
    class: "b",
    clause: "D2-TASKS-DOCUMENT-HELD-REFUSED",
    reason:
      "a document attached again to the task holding it is listed twice: attaching a document the task itself already holds: doc 2 Tasks states the refusal only for one held by a different live task and no answer for a repeat, and no rule attaches one twice",
  },
  {
    at: "server/domain/tasks/documents.ts:75:24-75:29",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason: "detach reports a change when there was none: only the task's `updatedAt` follows, which no response shows",
  },
  {
    at: "server/domain/tasks/documents.ts:78:7-78:46",
    mutator: "ConditionalExpression",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the detach releases the document whoever holds it: a task lists only documents it holds (one held elsewhere is refused, not moved)",
  },
  {
    at: "server/domain/tasks/documents.ts:78:7-78:46",
    mutator: "LogicalOperator",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "rec || rec.heldByTaskId === task.taskId",
    class: "c",
    reason:
      "the detach releases the document whoever holds it: a task lists only documents it holds (one held elsewhere is refused, not moved)",
  },
  {
    at: "server/domain/tasks/documents.ts:78:14-78:46",
    mutator: "ConditionalExpression",
    original: "rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the detach releases the document whoever holds it: a task lists only documents it holds (one held elsewhere is refused, not moved)",
  },
  {
    at: "server/domain/tasks/documents.ts:79:10-79:14",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason: "detach reports no change: only the task's `updatedAt` follows, which no response shows",
  },
  {
    at: "server/domain/tasks/documents.ts:83:73-89:2",
    mutator: "BlockStatement",
    original:
      "{ for (const key of task.documents) { const rec = ws.tasks.documents.get(key); if (rec && rec.heldByTaskId === task.taskId) rec.heldByTaskId = null; } task.documents = []; }",
    replacement: "{}",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:84:37-87:4",
    mutator: "BlockStatement",
    original:
      "{ const rec = ws.tasks.documents.get(key); if (rec && rec.heldByTaskId === task.taskId) rec.heldByTaskId = null; }",
    replacement: "{}",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:9-86:48",
    mutator: "ConditionalExpression",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:9-86:48",
    mutator: "ConditionalExpression",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "false",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:9-86:48",
    mutator: "LogicalOperator",
    original: "rec && rec.heldByTaskId === task.taskId",
    replacement: "rec || rec.heldByTaskId === task.taskId",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:16-86:48",
    mutator: "ConditionalExpression",
    original: "rec.heldByTaskId === task.taskId",
    replacement: "true",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:86:16-86:48",
    mutator: "EqualityOperator",
    original: "rec.heldByTaskId === task.taskId",
    replacement: "rec.heldByTaskId !== task.taskId",
    class: "c",
    reason:
      "the documents of a deleted task stay marked as held by it: the held check counts only a holder that is a live task, so no attach can tell",
  },
  {
    at: "server/domain/tasks/documents.ts:88:20-88:22",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "a deleted task's document list is set to a junk entry: the task is gone, nothing reads it",
  },
  {
    at: "server/domain/tasks/handlers.ts:53:29-53:56",
    mutator: "StringLiteral",
    original: "`task ${ctx.params.taskId}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 404's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:59:32-59:65",
    mutator: "StringLiteral",
    original: "`service ${ctx.params.serviceId}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 404's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:66:29-66:50",
    mutator: "StringLiteral",
    original: '"task_fields_invalid"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-LIST-NOT-SHOWN",
    reason: "the code of the `fields` refusal: the list of codes is not shown",
  },
  {
    at: "server/domain/tasks/handlers.ts:66:52-66:101",
    mutator: "StringLiteral",
    original: '"fields do not match the task type\'s descriptors"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the `fields` refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:76:39-76:55",
    mutator: "StringLiteral",
    original: '"tasks.listPage"',
    replacement: '""',
    class: "c",
    reason:
      "fault apparatus: no fault replaces the task list's paging, so the behaviour's name only selects the documented default",
  },
  {
    at: "server/domain/tasks/handlers.ts:82:7-82:141",
    mutator: "ObjectLiteral",
    original:
      '{ list: `tasks:${service.serviceId}:${status ?? "*"}`, workspaceId: ctx.ws.id, newestFirst: ctx.server.variant("tasks-newest-first") }',
    replacement: "{}",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the task list's cursor is no longer bound to its service, status filter and workspace: a walk of one list is stated, a cursor carried to another list is not",
  },
  {
    at: "server/domain/tasks/handlers.ts:82:15-82:60",
    mutator: "StringLiteral",
    original: '`tasks:${service.serviceId}:${status ?? "*"}`',
    replacement: "``",
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the task list's cursor is no longer bound to its service and status filter: a walk of one list is stated, a cursor carried to another list is not",
  },
  {
    at: "server/domain/tasks/handlers.ts:82:45-82:58",
    mutator: "LogicalOperator",
    original: 'status ?? "*"',
    replacement: 'status && "*"',
    class: "b",
    clause: "D2-CONV-PAGING-KEYSET",
    reason:
      "the list name no longer tells an unfiltered list from a filtered one: a cursor carried between the two is not stated",
  },
  {
    at: "server/domain/tasks/handlers.ts:82:55-82:58",
    mutator: "StringLiteral",
    original: '"*"',
    replacement: '""',
    class: "c",
    reason: 'the unfiltered list\'s name ends in "" instead of "*": still distinct from every status\'s name',
  },
  {
    at: "server/domain/tasks/handlers.ts:82:118-82:138",
    mutator: "StringLiteral",
    original: '"tasks-newest-first"',
    replacement: '""',
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/handlers.ts:95:62-95:71",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      "a task created without `taskType` has its `fields` validated against no type's descriptors: which type a task without `taskType` gets is not stated (doc 1 CreatePublicTask: `taskType` opt, no default; the variant task-type-chore reads it otherwise)",
  },
  {
    at: "server/domain/tasks/handlers.ts:123:9-123:34",
    mutator: "ConditionalExpression",
    original: "body.fields !== undefined",
    replacement: "false",
    class: "b",
    clause: "D1-TASK-FIELDS-VALIDATED",
    reason:
      "PATCH `fields` are not validated: the documents state validation on creation only (UpdatePublicTask: the same map type, merged)",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:9-130:34",
    mutator: "ConditionalExpression",
    original: "body.fields !== undefined",
    replacement: "true",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason: "a PATCH without `fields` merges nothing into them: the same map",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:9-130:34",
    mutator: "ConditionalExpression",
    original: "body.fields !== undefined",
    replacement: "false",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "PATCH `fields` are never stored: no response shows `fields` and nothing the server does reads them (the register calls the merge uncheckable)",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:9-130:34",
    mutator: "EqualityOperator",
    original: "body.fields !== undefined",
    replacement: "body.fields === undefined",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "PATCH `fields` are never stored: no response shows `fields` and nothing the server does reads them (the register calls the merge uncheckable)",
  },
  {
    at: "server/domain/tasks/handlers.ts:130:50-130:84",
    mutator: "ObjectLiteral",
    original: "{ ...task.fields, ...body.fields }",
    replacement: "{}",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason: "a PATCH of `fields` empties them: no response shows `fields` and nothing the server does reads them",
  },
  {
    at: "server/domain/tasks/handlers.ts:149:9-149:62",
    mutator: "ConditionalExpression",
    original: '!dep && ctx.server.variant("dependency-refusals-422")',
    replacement: "false",
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/handlers.ts:149:9-149:62",
    mutator: "LogicalOperator",
    original: '!dep && ctx.server.variant("dependency-refusals-422")',
    replacement: '!dep || ctx.server.variant("dependency-refusals-422")',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason:
      "a dependency naming no task of the workspace is refused 422 instead of 404: the refusal's status and code are unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:149:9-149:13",
    mutator: "BooleanLiteral",
    original: "!dep",
    replacement: "dep",
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/handlers.ts:149:36-149:61",
    mutator: "StringLiteral",
    original: '"dependency-refusals-422"',
    replacement: '""',
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:39-150:50",
    mutator: "StringLiteral",
    original: '"not_found"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason: "the code of the refusal of a dependency outside the workspace: unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:52-150:95",
    mutator: "StringLiteral",
    original: "`task ${depId} (dependsOnTaskId) not found`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:97-150:125",
    mutator: "ObjectLiteral",
    original: '{ field: "dependsOnTaskId" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the refusal's `details` lose the field name: `details` is optional and its content not stated for this refusal",
  },
  {
    at: "server/domain/tasks/handlers.ts:150:106-150:123",
    mutator: "StringLiteral",
    original: '"dependsOnTaskId"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the refusal's `details.field` is empty: `details` is optional and its content not stated for this refusal",
  },
  {
    at: "server/domain/tasks/handlers.ts:154:9-154:35",
    mutator: "ConditionalExpression",
    original: "dep.taskId === task.taskId",
    replacement: "false",
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason:
      "a task depending on itself is refused as a cycle (409) instead of 422: a self-edge closes a cycle, and the refusal's status is unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:154:56-154:78",
    mutator: "StringLiteral",
    original: '"dependency_on_itself"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason: "the code of the self-dependency refusal: a cycle's code is unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:154:80-154:112",
    mutator: "StringLiteral",
    original: '"a task cannot depend on itself"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the self-dependency refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:158:40-158:65",
    mutator: "StringLiteral",
    original: '"dependency-refusals-422"',
    replacement: '""',
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/handlers.ts:158:80-158:98",
    mutator: "StringLiteral",
    original: '"dependency_cycle"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-OTHER-REFUSALS",
    reason: "the code of the cycle refusal: unspecified",
  },
  {
    at: "server/domain/tasks/handlers.ts:158:100-158:184",
    mutator: "StringLiteral",
    original: "`task ${dep.taskId} already depends on ${task.taskId}: the edge would close a cycle`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the cycle refusal's message text: `message` is a free string",
  },
  {
    at: "server/domain/tasks/handlers.ts:169:9-169:39",
    mutator: "ConditionalExpression",
    original: "task.dependsOn.includes(depId)",
    replacement: "true",
    class: "c",
    reason:
      "removing an absent dependency filters the list anyway: it is unchanged, and only `updatedAt`, which no response shows, is stamped",
  },
  {
    at: "server/domain/tasks/handlers.ts:189:9-189:41",
    mutator: "ConditionalExpression",
    original: "task.documents.length !== before",
    replacement: "true",
    class: "c",
    reason: "an attach stamps `updatedAt` even when nothing changed: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:189:9-189:41",
    mutator: "ConditionalExpression",
    original: "task.documents.length !== before",
    replacement: "false",
    class: "c",
    reason: "an attach never stamps `updatedAt`: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:189:9-189:41",
    mutator: "EqualityOperator",
    original: "task.documents.length !== before",
    replacement: "task.documents.length === before",
    class: "c",
    reason: "an attach stamps `updatedAt` only when nothing changed: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:198:9-198:17",
    mutator: "ConditionalExpression",
    original: "detached",
    replacement: "true",
    class: "c",
    reason: "a detach always stamps `updatedAt`: no response shows it",
  },
  {
    at: "server/domain/tasks/handlers.ts:198:9-198:17",
    mutator: "ConditionalExpression",
    original: "detached",
    replacement: "false",
    class: "c",
    reason: "a detach never stamps `updatedAt`: no response shows it",
  },
  {
    at: "server/domain/tasks/lifecycle.ts:24:57-26:2",
    mutator: "BlockStatement",
    original: '{ return task.status !== "planned" && task.status !== "done"; }',
    replacement: "{}",
    class: "b",
    clause: "D2-SERVICES-DELETE-UNFINISHED-422",
    reason:
      "no task counts as unfinished, so a service is always deleted: which task states count as unfinished is not shown, and the same row stops running runs first (the register calls the 422 uncheckable)",
  },
  {
    at: "server/domain/tasks/lifecycle.ts:25:10-25:61",
    mutator: "ConditionalExpression",
    original: 'task.status !== "planned" && task.status !== "done"',
    replacement: "false",
    class: "b",
    clause: "D2-SERVICES-DELETE-UNFINISHED-422",
    reason:
      "no task counts as unfinished, so a service is always deleted: which task states count as unfinished is not shown, and the same row stops running runs first (the register calls the 422 uncheckable)",
  },
  {
    at: "server/domain/tasks/lifecycle.ts:25:10-25:35",
    mutator: "ConditionalExpression",
    original: 'task.status !== "planned"',
    replacement: "true",
    class: "b",
    clause: "D2-SERVICES-DELETE-UNFINISHED-422",
    reason:
      "a `planned` task counts as unfinished too: which task states count as unfinished is not shown, and the same row stops running runs first (the register calls the 422 uncheckable)",
  },
  {
    at: "server/domain/tasks/lifecycle.ts:25:10-25:35",
    mutator: "EqualityOperator",
    original: 'task.status !== "planned"',
    replacement: 'task.status === "planned"',
    class: "b",
    clause: "D2-SERVICES-DELETE-UNFINISHED-422",
    reason:
      "only a `planned` task counts as unfinished: which task states count as unfinished is not shown, and the same row stops running runs first (the register calls the 422 uncheckable)",
  },
  {
    at: "server/domain/tasks/lifecycle.ts:25:26-25:35",
    mutator: "StringLiteral",
    original: '"planned"',
    replacement: '""',
    class: "b",
    clause: "D2-SERVICES-DELETE-UNFINISHED-422",
    reason:
      "a `planned` task counts as unfinished too: which task states count as unfinished is not shown, and the same row stops running runs first (the register calls the 422 uncheckable)",
  },
  {
    at: "server/domain/tasks/projection.ts:30:77-30:100",
    mutator: "LogicalOperator",
    original: "d.title ?? d.externalId",
    replacement: "d.title && d.externalId",
    class: "b",
    clause: "D2-TASKS-DOCUMENTS-IDENTIFIED",
    reason:
      "a document row's `title` is its externalId when it has a title: a row is identified by (`source`, `externalId`), its other fields not shown (object*)",
  },
  {
    at: "server/domain/tasks/state.ts:29:10-29:68",
    mutator: "MethodExpression",
    original: "[...ws.tasks.tasks.values()].sort((a, b) => a.seq - b.seq)",
    replacement: "[...ws.tasks.tasks.values()]",
    class: "b",
    clause: "D1-STATE-TASK-ADD-DEPENDENCY",
    reason:
      "listTasks loses its creation order: the task list's pages sort by sequence themselves, so only the order in which a finished blocker's dependents are started changes, which is not stated",
  },
  {
    at: "server/domain/tasks/state.ts:29:44-29:67",
    mutator: "ArrowFunction",
    original: "(a, b) => a.seq - b.seq",
    replacement: "() => undefined",
    class: "b",
    clause: "D1-STATE-TASK-ADD-DEPENDENCY",
    reason:
      "listTasks loses its creation order: the task list's pages sort by sequence themselves, so only the order in which a finished blocker's dependents are started changes, which is not stated",
  },
  {
    at: "server/domain/tasks/state.ts:29:54-29:67",
    mutator: "ArithmeticOperator",
    original: "a.seq - b.seq",
    replacement: "a.seq + b.seq",
    class: "b",
    clause: "D1-STATE-TASK-ADD-DEPENDENCY",
    reason:
      "listTasks loses its creation order: the task list's pages sort by sequence themselves, so only the order in which a finished blocker's dependents are started changes, which is not stated",
  },
  {
    at: "server/domain/tasks/state.ts:43:10-43:114",
    mutator: "MethodExpression",
    original:
      "task.documents.map((k) => ws.tasks.documents.get(k)).filter((d): d is DocumentRecord => d !== undefined)",
    replacement: "task.documents.map(k => ws.tasks.documents.get(k))",
    class: "c",
    reason:
      "a task's documents are not filtered for missing records: the store never drops a document, so every key resolves",
  },
  {
    at: "server/domain/tasks/state.ts:43:98-43:113",
    mutator: "ConditionalExpression",
    original: "d !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "a task's documents are not filtered for missing records: the store never drops a document, so every key resolves",
  },
  {
    at: "server/domain/tasks/state.ts:69:38-69:43",
    mutator: "StringLiteral",
    original: '"tsk"',
    replacement: '""',
    class: "b",
    clause: "D1-NOTATION-IDS",
    reason: "a task id loses its `tsk` prefix: identifiers are strings of unspecified format",
  },
  {
    at: "server/domain/tasks/state.ts:73:39-73:41",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      'a task created without `description` gets a made-up text instead of "": `description` is optional on create and its default is not shown',
  },
  {
    at: "server/domain/tasks/state.ts:76:52-76:77",
    mutator: "StringLiteral",
    original: '"task-type-default-other"',
    replacement: '""',
    class: "c",
    reason:
      "variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/state.ts:76:91-76:100",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      'a task created without `taskType` gets "" instead of `feature`: the default is not shown, and any string is a task type (the catalogued variant task-type-default-other gives `chore`)',
  },
  {
    at: "server/domain/tasks/state.ts:77:13-77:40",
    mutator: "ObjectLiteral",
    original: "{ ...(input.fields ?? {}) }",
    replacement: "{}",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "`fields` given on create are not stored: no response shows `fields` and nothing the server does reads them",
  },
  {
    at: "server/domain/tasks/state.ts:77:19-77:37",
    mutator: "LogicalOperator",
    original: "input.fields ?? {}",
    replacement: "input.fields && {}",
    class: "c",
    clause: "D2-TASKS-PATCH-FIELDS-MERGED",
    reason:
      "`fields` given on create are not stored: no response shows `fields` and nothing the server does reads them",
  },
  {
    at: "server/domain/tasks/state.ts:81:16-81:44",
    mutator: "ArrayDeclaration",
    original: "[...(input.dependsOn ?? [])]",
    replacement: "[]",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it (only the seeded planned task is inserted with a dependency)",
  },
  {
    at: "server/domain/tasks/state.ts:88:16-88:18",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "a new task starts with a junk document key: the key names no stored document, so its list, attach, detach and delete are as before",
  },
  {
    at: "server/domain/tasks/state.ts:98:27-98:33",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:98:35-98:37",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:99:10-99:86",
    mutator: "ObjectLiteral",
    original: "{ withSourceDoc: `tsk_planned_${w}`, withUpload: `tsk_planned_norepo_${w}` }",
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:99:27-99:45",
    mutator: "StringLiteral",
    original: "`tsk_planned_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:99:59-99:84",
    mutator: "StringLiteral",
    original: "`tsk_planned_norepo_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:108:48-161:2",
    mutator: "BlockStatement",
    original:
      '{ const ids = plannedSeedIds(ws); insertTask(ws, { taskId: ws.ids.taskDone, serviceId: ws.ids.service, title: "Add CSV export to the board", description: "Users can export the visible board columns as CSV.", taskType: "feature", ticket: { source: "github", ref: "acme/app#12" }, status: "done", progress: 100, }); insertTask(ws, { taskId: ws.ids.taskFailed, serviceId: ws.ids.service, title: "Fix flaky login redirect", description: "The login page sometimes redirects twice.", taskType: "bug", ticket: { source: "github", ref: "acme/app#15" }, // Placeholder: the runs domain sets the status its failed run implies. status: "in_progress", }); const planned = insertTask(ws, { taskId: ids.withSourceDoc, serviceId: ws.ids.service, title: "Paginate the activity feed", description: "The activity feed loads every event at once; page it.", taskType: "feature", fields: { priority: "high" }, ticket: { source: "jira", ref: "APP-101" }, dependsOn: [ws.ids.taskDone], }); seedDocument(ws, planned, { source: "confluence", externalId: "APP/Activity+feed+design", kind: "source", title: "APP/Activity+feed+design", content: null, }); const noRepo = insertTask(ws, { taskId: ids.withUpload, serviceId: ws.ids.serviceNoRepo, title: "Write the onboarding guide outline", taskType: "document", ticket: { source: "linear", ref: "DOC-7" }, }); seedDocument(ws, noRepo, { source: "upload", externalId: `doc_seed_${ws.id.replace(/^ws_/, "")}`, kind: "upload", title: "Onboarding notes", content: "Audience: new workspace admins. Cover keys, services and the first task.", }); }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:110:18-119:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ws.ids.taskDone, serviceId: ws.ids.service, title: "Add CSV export to the board", description: "Users can export the visible board columns as CSV.", taskType: "feature", ticket: { source: "github", ref: "acme/app#12" }, status: "done", progress: 100, }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:113:12-113:41",
    mutator: "StringLiteral",
    original: '"Add CSV export to the board"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:114:18-114:70",
    mutator: "StringLiteral",
    original: '"Users can export the visible board columns as CSV."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:115:15-115:24",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:116:23-116:31",
    mutator: "StringLiteral",
    original: '"github"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:116:38-116:51",
    mutator: "StringLiteral",
    original: '"acme/app#12"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:117:13-117:19",
    mutator: "StringLiteral",
    original: '"done"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:120:18-129:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ws.ids.taskFailed, serviceId: ws.ids.service, title: "Fix flaky login redirect", description: "The login page sometimes redirects twice.", taskType: "bug", ticket: { source: "github", ref: "acme/app#15" }, // Placeholder: the runs domain sets the status its failed run implies. status: "in_progress", }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:123:12-123:38",
    mutator: "StringLiteral",
    original: '"Fix flaky login redirect"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:124:18-124:61",
    mutator: "StringLiteral",
    original: '"The login page sometimes redirects twice."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:125:15-125:20",
    mutator: "StringLiteral",
    original: '"bug"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:126:23-126:31",
    mutator: "StringLiteral",
    original: '"github"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:126:38-126:51",
    mutator: "StringLiteral",
    original: '"acme/app#15"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:128:13-128:26",
    mutator: "StringLiteral",
    original: '"in_progress"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:130:34-139:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ids.withSourceDoc, serviceId: ws.ids.service, title: "Paginate the activity feed", description: "The activity feed loads every event at once; page it.", taskType: "feature", fields: { priority: "high" }, ticket: { source: "jira", ref: "APP-101" }, dependsOn: [ws.ids.taskDone], }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:133:12-133:40",
    mutator: "StringLiteral",
    original: '"Paginate the activity feed"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:134:18-134:73",
    mutator: "StringLiteral",
    original: '"The activity feed loads every event at once; page it."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:135:15-135:24",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:136:13-136:33",
    mutator: "ObjectLiteral",
    original: '{ priority: "high" }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:136:25-136:31",
    mutator: "StringLiteral",
    original: '"high"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:137:13-137:47",
    mutator: "ObjectLiteral",
    original: '{ source: "jira", ref: "APP-101" }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:137:23-137:29",
    mutator: "StringLiteral",
    original: '"jira"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:137:36-137:45",
    mutator: "StringLiteral",
    original: '"APP-101"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:138:16-138:33",
    mutator: "ArrayDeclaration",
    original: "[ws.ids.taskDone]",
    replacement: "[]",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:140:29-146:4",
    mutator: "ObjectLiteral",
    original:
      '{ source: "confluence", externalId: "APP/Activity+feed+design", kind: "source", title: "APP/Activity+feed+design", content: null, }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:141:13-141:25",
    mutator: "StringLiteral",
    original: '"confluence"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:142:17-142:43",
    mutator: "StringLiteral",
    original: '"APP/Activity+feed+design"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:143:11-143:19",
    mutator: "StringLiteral",
    original: '"source"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:144:12-144:38",
    mutator: "StringLiteral",
    original: '"APP/Activity+feed+design"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:147:33-153:4",
    mutator: "ObjectLiteral",
    original:
      '{ taskId: ids.withUpload, serviceId: ws.ids.serviceNoRepo, title: "Write the onboarding guide outline", taskType: "document", ticket: { source: "linear", ref: "DOC-7" }, }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:150:12-150:48",
    mutator: "StringLiteral",
    original: '"Write the onboarding guide outline"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:151:15-151:25",
    mutator: "StringLiteral",
    original: '"document"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:152:13-152:47",
    mutator: "ObjectLiteral",
    original: '{ source: "linear", ref: "DOC-7" }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:152:23-152:31",
    mutator: "StringLiteral",
    original: '"linear"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:152:38-152:45",
    mutator: "StringLiteral",
    original: '"DOC-7"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:154:28-160:4",
    mutator: "ObjectLiteral",
    original:
      '{ source: "upload", externalId: `doc_seed_${ws.id.replace(/^ws_/, "")}`, kind: "upload", title: "Onboarding notes", content: "Audience: new workspace admins. Cover keys, services and the first task.", }',
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:155:13-155:21",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:156:17-156:56",
    mutator: "StringLiteral",
    original: '`doc_seed_${ws.id.replace(/^ws_/, "")}`',
    replacement: "``",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:156:43-156:49",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:156:51-156:53",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:157:11-157:19",
    mutator: "StringLiteral",
    original: '"upload"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:158:12-158:30",
    mutator: "StringLiteral",
    original: '"Onboarding notes"',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:159:14-159:88",
    mutator: "StringLiteral",
    original: '"Audience: new workspace admins. Cover keys, services and the first task."',
    replacement: '""',
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:163:111-167:2",
    mutator: "BlockStatement",
    original:
      "{ const key = documentKey(d.source, d.externalId); ws.tasks.documents.set(key, { ...d, key, heldByTaskId: task.taskId }); task.documents.push(key); }",
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/state.ts:165:31-165:71",
    mutator: "ObjectLiteral",
    original: "{ ...d, key, heldByTaskId: task.taskId }",
    replacement: "{}",
    class: "b",
    reason:
      "seed data: what a workspace holds before any request (its tasks, their titles, types, tickets, documents and ids) is the deployment's, stated by no clause; no rule may depend on it",
  },
  {
    at: "server/domain/tasks/dependencies.ts:33:55-33:57",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "unreached: the cycle walk's fallback for an id naming no task: every id in a `dependsOn` names a live task",
  },
  {
    at: "server/domain/tasks/handlers.ts:149:83-149:112",
    mutator: "StringLiteral",
    original: '"dependency_not_in_workspace"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/handlers.ts:149:114-149:179",
    mutator: "StringLiteral",
    original: "`task ${depId} (dependsOnTaskId) is not a task of this workspace`",
    replacement: "``",
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
  {
    at: "server/domain/tasks/state.ts:37:108-39:2",
    mutator: "BlockStatement",
    original: "{ return ws.tasks.documents.get(documentKey(source, externalId)); }",
    replacement: "{}",
    class: "c",
    reason: "unreached: getDocument() serves no handler (the store is read through a task's documents)",
  },
  {
    at: "server/domain/tasks/state.ts:76:81-76:88",
    mutator: "StringLiteral",
    original: '"chore"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: variant apparatus: the embedded run switches no variant on, so the name or condition of a variant switch is never consulted with a different result",
  },
];
