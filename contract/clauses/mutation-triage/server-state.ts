/** The mutation triage of server/domain/server-state.ts: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const SERVER_STATE_TRIAGE: readonly TriageEntry[] = [
  // server/domain/server-state.ts (measured in session 16)
  {
    at: "server/domain/server-state.ts:48:18-48:32",
    mutator: "ConditionalExpression",
    original: "start === null",
    replacement: "true",
    class: "c",
    reason:
      "the clock always real time: the gated run starts the server with no fixed clock start (clockStart null), so it takes this branch anyway",
  },
  {
    at: "server/domain/server-state.ts:48:18-48:32",
    mutator: "ConditionalExpression",
    original: "start === null",
    replacement: "false",
    class: "b",
    reason:
      "the clock reads from 0 instead of the time of day (every read still 1 ms past the last): doc 1 Notation, the unit (and so the origin) of timestamp numbers is not shown",
  },
  {
    at: "server/domain/server-state.ts:48:18-48:32",
    mutator: "EqualityOperator",
    original: "start === null",
    replacement: "start !== null",
    class: "b",
    reason:
      "with no fixed start the clock reads from 0 instead of the time of day (every read still 1 ms past the last): doc 1 Notation, the unit (and so the origin) of timestamp numbers is not shown",
  },
  {
    at: "server/domain/server-state.ts:49:44-49:55",
    mutator: "StringLiteral",
    original: '"ids.style"',
    replacement: '""',
    class: "c",
    reason:
      "the behaviour looked up under no name: no variant or fault is installed in the gated run, so the documented style is taken either way",
  },
  {
    at: "server/domain/server-state.ts:49:57-49:69",
    mutator: "StringLiteral",
    original: '"underscore"',
    replacement: '""',
    class: "c",
    reason:
      "an empty id style is neither `uuid` nor `colon`, so ids are written `<type>_<counter>` exactly as under `underscore`",
  },
  {
    at: "server/domain/server-state.ts:53:35-53:63",
    mutator: "StringLiteral",
    original: "`cursor-key:${options.seed}`",
    replacement: "``",
    class: "b",
    reason:
      "the key cursors are sealed with no longer depends on the seed: cursors stay opaque and round-trip within the server; their text is not stated (doc 2 Paging: an opaque cursor)",
  },
  {
    at: "server/domain/server-state.ts:60:31-60:39",
    mutator: "StringLiteral",
    original: '"acct_a"',
    replacement: '""',
    class: "b",
    reason:
      "the first workspace's account id emptied (still distinct from the peer's): doc 1 Notation, identifiers are strings whose format is unspecified",
  },
  {
    at: "server/domain/server-state.ts:60:59-60:70",
    mutator: "StringLiteral",
    original: '"admin key"',
    replacement: '""',
    class: "b",
    reason: "the seeded admin key's label emptied: a label's text is not stated for a key the suite was given",
  },
  {
    at: "server/domain/server-state.ts:61:23-61:29",
    mutator: "StringLiteral",
    original: '"ws_b"',
    replacement: '""',
    class: "b",
    reason:
      "the peer workspace's id emptied (still distinct from the first): doc 1 Notation, identifiers are strings whose format is unspecified",
  },
  {
    at: "server/domain/server-state.ts:61:31-61:39",
    mutator: "StringLiteral",
    original: '"acct_b"',
    replacement: '""',
    class: "b",
    reason:
      "the peer workspace's account id emptied (still distinct from the first): doc 1 Notation, identifiers are strings whose format is unspecified",
  },
  {
    at: "server/domain/server-state.ts:61:63-61:79",
    mutator: "StringLiteral",
    original: '"peer admin key"',
    replacement: '""',
    class: "b",
    reason: "the seeded peer admin key's label emptied: a label's text is not stated for a key the suite was given",
  },
  {
    at: "server/domain/server-state.ts:73:21-73:26",
    mutator: "EqualityOperator",
    original: "i < n",
    replacement: "i <= n",
    class: "b",
    reason:
      "a minted key id and secret one character longer: doc 2 Authentication gives a key as prefix, key id, dot and secret, not their lengths",
  },
  {
    at: "server/domain/server-state.ts:79:9-79:16",
    mutator: "ConditionalExpression",
    original: "!parsed",
    replacement: "false",
    class: "c",
    reason:
      "the start-up check of a configured admin key's form never refuses: the gated run starts the server with well-formed keys, which parse; no request reaches it",
  },
  {
    at: "server/domain/server-state.ts:84:9-84:36",
    mutator: "ConditionalExpression",
    original: "this.keys.has(parsed.keyId)",
    replacement: "false",
    class: "c",
    reason:
      "the start-up check that the two admin keys differ never refuses: the gated run starts the server with two distinct keys; no request reaches it",
  },
  {
    at: "server/domain/server-state.ts:98:26-98:43",
    mutator: "StringLiteral",
    original: "`usr_owner_${id}`",
    replacement: "``",
    class: "b",
    reason:
      "the seeded admin key's `createdByUserId` emptied: doc 1 PublicApiKey types it string|null (the person who minted it in the app) and leaves its form open",
  },
  {
    at: "server/domain/server-state.ts:100:23-100:40",
    mutator: "StringLiteral",
    original: "`usr_owner_${id}`",
    replacement: "``",
    class: "b",
    reason:
      "the seeded admin key's `actsAsUserId` emptied: doc 1 PublicApiKey types it string|null and leaves its form open",
  },
  {
    at: "server/domain/server-state.ts:79:18-83:6",
    mutator: "BlockStatement",
    original:
      "{ throw new Error( `the ${what} must look like apk_<key id>.<secret> (lowercase letters and digits, a dot, 8-200 url-safe characters)`, ); }",
    replacement: "{}",
    class: "c",
    reason:
      "the start-up refusal of a malformed admin key emptied: the gated run starts the server with well-formed keys, so it is never reached (no coverage)",
  },
  {
    at: "server/domain/server-state.ts:81:9-81:124",
    mutator: "StringLiteral",
    original:
      "`the ${what} must look like apk_<key id>.<secret> (lowercase letters and digits, a dot, 8-200 url-safe characters)`",
    replacement: "``",
    class: "c",
    reason:
      "the start-up refusal's message emptied: the gated run starts the server with well-formed keys, so it is never reached (no coverage)",
  },
  {
    at: "server/domain/server-state.ts:85:23-85:99",
    mutator: "StringLiteral",
    original: "`the ${what} reuses key id ${parsed.keyId}: give each workspace its own key`",
    replacement: "``",
    class: "c",
    reason:
      "the start-up refusal's message for a reused key id emptied: the gated run starts the server with two distinct keys, so it is never reached (no coverage)",
  },
];
