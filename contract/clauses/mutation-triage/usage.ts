/** The mutation triage of server/domain/usage: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const USAGE_TRIAGE: readonly TriageEntry[] = [
  // server/domain/usage
  {
    at: "server/domain/usage/handlers.ts:18:46-18:63",
    mutator: "ArithmeticOperator",
    original: "s + r.inputTokens",
    replacement: "s - r.inputTokens",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason: "budget.inputTokens/outputTokens subtract the rows: what the budget's token figures hold is not shown",
  },
  {
    at: "server/domain/usage/handlers.ts:19:47-19:65",
    mutator: "ArithmeticOperator",
    original: "s + r.outputTokens",
    replacement: "s - r.outputTokens",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason: "budget.inputTokens/outputTokens subtract the rows: what the budget's token figures hold is not shown",
  },
  {
    at: "server/domain/usage/handlers.ts:33:104-33:109",
    mutator: "StringLiteral",
    original: '"30d"',
    replacement: '""',
    class: "b",
    clause: "D2-ID-SPEND-QUERY",
    reason:
      'the default `window` becomes "" (counted as 30d, echoed ""): the default window is not stated, and an unknown enum value is drift (D2-VERSION-ADDITIVE)',
  },
  {
    at: "server/domain/usage/spend.ts:13:9-13:23",
    mutator: "ArithmeticOperator",
    original: "7 * 86_400_000",
    replacement: "7 / 86_400_000",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "the span a `window` covers, and which entries a report counts, is not shown (doc 1 names the values only; `since` reports the start the server used)",
  },
  {
    at: "server/domain/usage/spend.ts:15:10-15:25",
    mutator: "ArithmeticOperator",
    original: "90 * 86_400_000",
    replacement: "90 / 86_400_000",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "the span a `window` covers, and which entries a report counts, is not shown (doc 1 names the values only; `since` reports the start the server used)",
  },
  {
    at: "server/domain/usage/spend.ts:34:9-34:21",
    mutator: "ConditionalExpression",
    original: "e.at < since",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "the span a `window` covers, and which entries a report counts, is not shown (doc 1 names the values only; `since` reports the start the server used)",
  },
  {
    at: "server/domain/usage/spend.ts:34:9-34:21",
    mutator: "EqualityOperator",
    original: "e.at < since",
    replacement: "e.at <= since",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "the span a `window` covers, and which entries a report counts, is not shown (doc 1 names the values only; `since` reports the start the server used)",
  },
  {
    at: "server/domain/usage/spend.ts:34:9-34:21",
    mutator: "EqualityOperator",
    original: "e.at < since",
    replacement: "e.at >= since",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "the span a `window` covers, and which entries a report counts, is not shown (doc 1 names the values only; `since` reports the start the server used)",
  },
  {
    at: "server/domain/usage/spend.ts:46:5-46:25",
    mutator: "AssignmentOperator",
    original: "row.calls += e.calls",
    replacement: "row.calls -= e.calls",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "what a spend row or the totals add up is not shown (doc 1 gives PublicSpendRow and PublicSpendTotals by field name and type only)",
  },
  {
    at: "server/domain/usage/spend.ts:47:5-47:37",
    mutator: "AssignmentOperator",
    original: "row.inputTokens += e.inputTokens",
    replacement: "row.inputTokens -= e.inputTokens",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "what a spend row or the totals add up is not shown (doc 1 gives PublicSpendRow and PublicSpendTotals by field name and type only)",
  },
  {
    at: "server/domain/usage/spend.ts:48:5-48:39",
    mutator: "AssignmentOperator",
    original: "row.outputTokens += e.outputTokens",
    replacement: "row.outputTokens -= e.outputTokens",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "what a spend row or the totals add up is not shown (doc 1 gives PublicSpendRow and PublicSpendTotals by field name and type only)",
  },
  {
    at: "server/domain/usage/spend.ts:49:29-49:60",
    mutator: "ArithmeticOperator",
    original: "row.meteredCost + e.meteredCost",
    replacement: "row.meteredCost - e.meteredCost",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "what a spend row or the totals add up is not shown (doc 1 gives PublicSpendRow and PublicSpendTotals by field name and type only)",
  },
  {
    at: "server/domain/usage/spend.ts:50:34-50:75",
    mutator: "ArithmeticOperator",
    original: "row.subscriptionCost + e.subscriptionCost",
    replacement: "row.subscriptionCost - e.subscriptionCost",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "what a spend row or the totals add up is not shown (doc 1 gives PublicSpendRow and PublicSpendTotals by field name and type only)",
  },
  {
    at: "server/domain/usage/spend.ts:53:15-57:5",
    mutator: "MethodExpression",
    original:
      '[...byKey.values()].sort((x, y) => { if ((x.key === "") !== (y.key === "")) return x.key === "" ? 1 : -1; const d = y.meteredCost + y.subscriptionCost - (x.meteredCost + x.subscriptionCost); return d !== 0 ? d : x.key < y.key ? -1 : x.key > y.key ? 1 : 0; })',
    replacement: "[...byKey.values()]",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:53:50-57:4",
    mutator: "BlockStatement",
    original:
      '{ if ((x.key === "") !== (y.key === "")) return x.key === "" ? 1 : -1; const d = y.meteredCost + y.subscriptionCost - (x.meteredCost + x.subscriptionCost); return d !== 0 ? d : x.key < y.key ? -1 : x.key > y.key ? 1 : 0; }',
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:9-54:42",
    mutator: "ConditionalExpression",
    original: '(x.key === "") !== (y.key === "")',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:9-54:42",
    mutator: "ConditionalExpression",
    original: '(x.key === "") !== (y.key === "")',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:9-54:42",
    mutator: "EqualityOperator",
    original: '(x.key === "") !== (y.key === "")',
    replacement: 'x.key === "" === (y.key === "")',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:10-54:22",
    mutator: "ConditionalExpression",
    original: 'x.key === ""',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:10-54:22",
    mutator: "ConditionalExpression",
    original: 'x.key === ""',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:10-54:22",
    mutator: "EqualityOperator",
    original: 'x.key === ""',
    replacement: 'x.key !== ""',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:20-54:22",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:29-54:41",
    mutator: "ConditionalExpression",
    original: 'y.key === ""',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:29-54:41",
    mutator: "ConditionalExpression",
    original: 'y.key === ""',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:29-54:41",
    mutator: "EqualityOperator",
    original: 'y.key === ""',
    replacement: 'y.key !== ""',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:39-54:41",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:51-54:63",
    mutator: "ConditionalExpression",
    original: 'x.key === ""',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:51-54:63",
    mutator: "ConditionalExpression",
    original: 'x.key === ""',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:51-54:63",
    mutator: "EqualityOperator",
    original: 'x.key === ""',
    replacement: 'x.key !== ""',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:61-54:63",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:54:70-54:72",
    mutator: "UnaryOperator",
    original: "-1",
    replacement: "+1",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:55:15-55:88",
    mutator: "ArithmeticOperator",
    original: "y.meteredCost + y.subscriptionCost - (x.meteredCost + x.subscriptionCost)",
    replacement: "y.meteredCost + y.subscriptionCost + (x.meteredCost + x.subscriptionCost)",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:55:15-55:49",
    mutator: "ArithmeticOperator",
    original: "y.meteredCost + y.subscriptionCost",
    replacement: "y.meteredCost - y.subscriptionCost",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:55:53-55:87",
    mutator: "ArithmeticOperator",
    original: "x.meteredCost + x.subscriptionCost",
    replacement: "x.meteredCost - x.subscriptionCost",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:56:12-56:19",
    mutator: "ConditionalExpression",
    original: "d !== 0",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:56:12-56:19",
    mutator: "ConditionalExpression",
    original: "d !== 0",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:56:12-56:19",
    mutator: "EqualityOperator",
    original: "d !== 0",
    replacement: "d === 0",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:56:47-56:60",
    mutator: "EqualityOperator",
    original: "x.key > y.key",
    replacement: "x.key <= y.key",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
  {
    at: "server/domain/usage/spend.ts:59:24-65:4",
    mutator: "BlockStatement",
    original:
      "{ totals.calls += r.calls; totals.inputTokens += r.inputTokens; totals.outputTokens += r.outputTokens; totals.meteredCost = round(totals.meteredCost + r.meteredCost); totals.subscriptionCost = round(totals.subscriptionCost + r.subscriptionCost); }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "what a spend row or the totals add up is not shown (doc 1 gives PublicSpendRow and PublicSpendTotals by field name and type only)",
  },
  {
    at: "server/domain/usage/spend.ts:68:18-68:54",
    mutator: "LogicalOperator",
    original: 'window === "30d" || window === "90d"',
    replacement: 'window === "30d" && window === "90d"',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:68:18-68:34",
    mutator: "ConditionalExpression",
    original: 'window === "30d"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:68:18-68:34",
    mutator: "EqualityOperator",
    original: 'window === "30d"',
    replacement: 'window !== "30d"',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:68:29-68:34",
    mutator: "StringLiteral",
    original: '"30d"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:68:38-68:54",
    mutator: "ConditionalExpression",
    original: 'window === "90d"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:68:38-68:54",
    mutator: "EqualityOperator",
    original: 'window === "90d"',
    replacement: 'window !== "90d"',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:68:49-68:54",
    mutator: "StringLiteral",
    original: '"90d"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:73:31-73:55",
    mutator: "ArithmeticOperator",
    original: "now - (now % 86_400_000)",
    replacement: "now + now % 86_400_000",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:73:38-73:54",
    mutator: "ArithmeticOperator",
    original: "now % 86_400_000",
    replacement: "now * 86_400_000",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason:
      "which windows read a daily rollup, and `rolledUpThrough`, are reference choices (doc 1 gives `source` and `rolledUpThrough` by type only)",
  },
  {
    at: "server/domain/usage/spend.ts:76:22-76:36",
    mutator: "StringLiteral",
    original: '"daily-rollup"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason: '`source` becomes "": an unknown enum value is drift, and which source a window reads is not stated',
  },
  {
    at: "server/domain/usage/spend.ts:76:39-76:47",
    mutator: "StringLiteral",
    original: '"ledger"',
    replacement: '""',
    class: "b",
    clause: "D2-VERSION-ADDITIVE",
    reason: '`source` becomes "": an unknown enum value is drift, and which source a window reads is not stated',
  },
  {
    at: "server/domain/usage/state.ts:11:51-19:2",
    mutator: "ArrayDeclaration",
    original: '[ "model", "agentKind", "service", "repo", "taskType", "ticket", "run", ]',
    replacement: "[]",
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:12:3-12:10",
    mutator: "StringLiteral",
    original: '"model"',
    replacement: '""',
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:13:3-13:14",
    mutator: "StringLiteral",
    original: '"agentKind"',
    replacement: '""',
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:14:3-14:12",
    mutator: "StringLiteral",
    original: '"service"',
    replacement: '""',
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:15:3-15:9",
    mutator: "StringLiteral",
    original: '"repo"',
    replacement: '""',
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:16:3-16:13",
    mutator: "StringLiteral",
    original: '"taskType"',
    replacement: '""',
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:17:3-17:11",
    mutator: "StringLiteral",
    original: '"ticket"',
    replacement: '""',
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:18:3-18:8",
    mutator: "StringLiteral",
    original: '"run"',
    replacement: '""',
    class: "c",
    reason:
      "SPEND_DIMENSIONS serves only the server's unit tests: no handler reads it (the contract enumerates `dimension`)",
  },
  {
    at: "server/domain/usage/state.ts:55:22-55:27",
    mutator: "StringLiteral",
    original: '"USD"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason: '`currency` "": its values are not stated',
  },
  {
    at: "server/domain/usage/state.ts:55:81-55:83",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "the empty rows or ledger of a new usage state, overwritten by the seed before any request",
  },
  {
    at: "server/domain/usage/state.ts:55:93-55:95",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason: "the empty rows or ledger of a new usage state, overwritten by the seed before any request",
  },
  {
    at: "server/domain/usage/state.ts:59:13-59:22",
    mutator: "ArithmeticOperator",
    original: "24 * HOUR",
    replacement: "24 / HOUR",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data: the ages of the seeded ledger entries and the period start change",
  },
  {
    at: "server/domain/usage/state.ts:63:10-63:50",
    mutator: "EqualityOperator",
    original: "ws.usage.costSpent >= ws.usage.costLimit",
    replacement: "ws.usage.costSpent > ws.usage.costLimit",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason: "exceeded only above the limit, not at it: whether a budget spent exactly is exceeded is not stated",
  },
  {
    at: "server/domain/usage/state.ts:72:7-72:41",
    mutator: "ConditionalExpression",
    original: "!Number.isFinite(cost) || cost < 0",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:72:7-72:41",
    mutator: "ConditionalExpression",
    original: "!Number.isFinite(cost) || cost < 0",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:72:7-72:41",
    mutator: "LogicalOperator",
    original: "!Number.isFinite(cost) || cost < 0",
    replacement: "!Number.isFinite(cost) && cost < 0",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:72:7-72:29",
    mutator: "BooleanLiteral",
    original: "!Number.isFinite(cost)",
    replacement: "Number.isFinite(cost)",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:72:33-72:41",
    mutator: "ConditionalExpression",
    original: "cost < 0",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:72:33-72:41",
    mutator: "EqualityOperator",
    original: "cost < 0",
    replacement: "cost <= 0",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:72:33-72:41",
    mutator: "EqualityOperator",
    original: "cost < 0",
    replacement: "cost >= 0",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:73:30-73:55",
    mutator: "ArithmeticOperator",
    original: "ws.usage.costSpent + cost",
    replacement: "ws.usage.costSpent - cost",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:74:34-74:64",
    mutator: "ArrowFunction",
    original: '(r) => r.billing === "metered"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:74:41-74:64",
    mutator: "ConditionalExpression",
    original: 'r.billing === "metered"',
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:74:41-74:64",
    mutator: "ConditionalExpression",
    original: 'r.billing === "metered"',
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:74:41-74:64",
    mutator: "EqualityOperator",
    original: 'r.billing === "metered"',
    replacement: 'r.billing !== "metered"',
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:74:55-74:64",
    mutator: "StringLiteral",
    original: '"metered"',
    replacement: '""',
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:75:7-75:10",
    mutator: "ConditionalExpression",
    original: "row",
    replacement: "true",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:75:7-75:10",
    mutator: "ConditionalExpression",
    original: "row",
    replacement: "false",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:75:12-79:4",
    mutator: "BlockStatement",
    original:
      "{ row.costEstimate = round(row.costEstimate + cost); row.inputTokens += tokens.inputTokens ?? 0; row.outputTokens += tokens.outputTokens ?? 0; }",
    replacement: "{}",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:76:30-76:53",
    mutator: "ArithmeticOperator",
    original: "row.costEstimate + cost",
    replacement: "row.costEstimate - cost",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:77:5-77:47",
    mutator: "AssignmentOperator",
    original: "row.inputTokens += tokens.inputTokens ?? 0",
    replacement: "row.inputTokens -= tokens.inputTokens ?? 0",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:77:24-77:47",
    mutator: "LogicalOperator",
    original: "tokens.inputTokens ?? 0",
    replacement: "tokens.inputTokens && 0",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:78:5-78:49",
    mutator: "AssignmentOperator",
    original: "row.outputTokens += tokens.outputTokens ?? 0",
    replacement: "row.outputTokens -= tokens.outputTokens ?? 0",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:78:25-78:49",
    mutator: "LogicalOperator",
    original: "tokens.outputTokens ?? 0",
    replacement: "tokens.outputTokens && 0",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "what a model call's cost does to the budget and the usage rows is not shown: the budget pipeline then never exceeds the budget, which the configuration promised (STATE-RUN-BUDGET-PAUSE not exercised), or the rows' figures move otherwise",
  },
  {
    at: "server/domain/usage/state.ts:83:21-83:31",
    mutator: "ArithmeticOperator",
    original: "n * 10_000",
    replacement: "n / 10_000",
    class: "b",
    clause: "D1-SHAPE-USAGE",
    reason:
      "costs rounded away: what precision costs carry is not stated (the budget pipeline then never exceeds the budget: STATE-RUN-BUDGET-PAUSE not exercised)",
  },
  {
    at: "server/domain/usage/state.ts:89:27-89:33",
    mutator: "Regex",
    original: "/^ws_/",
    replacement: "/ws_/",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:89:35-89:37",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:91:19-91:33",
    mutator: "ArithmeticOperator",
    original: "now - 10 * DAY",
    replacement: "now + 10 * DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:91:25-91:33",
    mutator: "ArithmeticOperator",
    original: "10 * DAY",
    replacement: "10 / DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:92:12-114:4",
    mutator: "ArrayDeclaration",
    original:
      '[ { billing: "metered", calls: 42, costEstimate: 18.42, inputTokens: 612_000, model: "claude-sonnet-4", outputTokens: 88_000, provider: "anthropic", vendor: "anthropic", }, // doc 1: costs on `subscription` rows are illustrative and must not be summed with metered cost. { billing: "subscription", calls: 17, costEstimate: 6.1, inputTokens: 204_000, model: "gpt-4.1", outputTokens: 31_000, provider: "openai-subscription", vendor: null, }, ]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:94:16-94:25",
    mutator: "StringLiteral",
    original: '"metered"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:98:14-98:31",
    mutator: "StringLiteral",
    original: '"claude-sonnet-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:100:17-100:28",
    mutator: "StringLiteral",
    original: '"anthropic"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:101:15-101:26",
    mutator: "StringLiteral",
    original: '"anthropic"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:105:16-105:30",
    mutator: "StringLiteral",
    original: '"subscription"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:109:14-109:23",
    mutator: "StringLiteral",
    original: '"gpt-4.1"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:111:17-111:38",
    mutator: "StringLiteral",
    original: '"openai-subscription"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:115:17-115:62",
    mutator: "MethodExpression",
    original: 'u.rows.filter((r) => r.billing === "metered")',
    replacement: "u.rows",
    class: "b",
    clause: "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    reason:
      "costSpent sums other rows (the subscription row's illustrative cost among them, or none): what costSpent totals is not stated, and the register calls not summing the reader's duty (uncheckable)",
  },
  {
    at: "server/domain/usage/state.ts:115:31-115:61",
    mutator: "ArrowFunction",
    original: '(r) => r.billing === "metered"',
    replacement: "() => undefined",
    class: "b",
    clause: "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    reason:
      "costSpent sums other rows (the subscription row's illustrative cost among them, or none): what costSpent totals is not stated, and the register calls not summing the reader's duty (uncheckable)",
  },
  {
    at: "server/domain/usage/state.ts:115:38-115:61",
    mutator: "ConditionalExpression",
    original: 'r.billing === "metered"',
    replacement: "true",
    class: "b",
    clause: "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    reason:
      "costSpent sums other rows (the subscription row's illustrative cost among them, or none): what costSpent totals is not stated, and the register calls not summing the reader's duty (uncheckable)",
  },
  {
    at: "server/domain/usage/state.ts:115:38-115:61",
    mutator: "ConditionalExpression",
    original: 'r.billing === "metered"',
    replacement: "false",
    class: "b",
    clause: "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    reason:
      "costSpent sums other rows (the subscription row's illustrative cost among them, or none): what costSpent totals is not stated, and the register calls not summing the reader's duty (uncheckable)",
  },
  {
    at: "server/domain/usage/state.ts:115:38-115:61",
    mutator: "EqualityOperator",
    original: 'r.billing === "metered"',
    replacement: 'r.billing !== "metered"',
    class: "b",
    clause: "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    reason:
      "costSpent sums other rows (the subscription row's illustrative cost among them, or none): what costSpent totals is not stated, and the register calls not summing the reader's duty (uncheckable)",
  },
  {
    at: "server/domain/usage/state.ts:115:52-115:61",
    mutator: "StringLiteral",
    original: '"metered"',
    replacement: '""',
    class: "b",
    clause: "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    reason:
      "costSpent sums other rows (the subscription row's illustrative cost among them, or none): what costSpent totals is not stated, and the register calls not summing the reader's duty (uncheckable)",
  },
  {
    at: "server/domain/usage/state.ts:115:80-115:98",
    mutator: "ArithmeticOperator",
    original: "s + r.costEstimate",
    replacement: "s - r.costEstimate",
    class: "b",
    clause: "D1-USAGE-SUBSCRIPTION-NOT-SUMMED",
    reason:
      "costSpent sums other rows (the subscription row's illustrative cost among them, or none): what costSpent totals is not stated, and the register calls not summing the reader's duty (uncheckable)",
  },
  {
    at: "server/domain/usage/state.ts:127:9-135:4",
    mutator: "ObjectLiteral",
    original:
      "{ model: { key: model, label: modelLabel }, agentKind: { key: agentKind, label: null }, service: { key: service[0], label: service[1] }, repo: { key: repo[0], label: repo[1] }, taskType: { key: taskType, label: null }, ticket: { key: ticket, label: null }, run: { key: run, label: null }, }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:128:12-128:45",
    mutator: "ObjectLiteral",
    original: "{ key: model, label: modelLabel }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:129:16-129:47",
    mutator: "ObjectLiteral",
    original: "{ key: agentKind, label: null }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:130:14-130:52",
    mutator: "ObjectLiteral",
    original: "{ key: service[0], label: service[1] }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:131:11-131:43",
    mutator: "ObjectLiteral",
    original: "{ key: repo[0], label: repo[1] }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:132:15-132:45",
    mutator: "ObjectLiteral",
    original: "{ key: taskType, label: null }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:133:13-133:41",
    mutator: "ObjectLiteral",
    original: "{ key: ticket, label: null }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:134:10-134:35",
    mutator: "ObjectLiteral",
    original: "{ key: run, label: null }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:137:5-137:22",
    mutator: "StringLiteral",
    original: '"claude-sonnet-4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:138:5-138:22",
    mutator: "StringLiteral",
    original: '"Claude Sonnet 4"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:139:5-139:12",
    mutator: "StringLiteral",
    original: '"coder"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:140:5-140:35",
    mutator: "ArrayDeclaration",
    original: '[ids.service, "Board service"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:140:19-140:34",
    mutator: "StringLiteral",
    original: '"Board service"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:141:5-141:27",
    mutator: "ArrayDeclaration",
    original: '[ids.repo, "acme/app"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:141:16-141:26",
    mutator: "StringLiteral",
    original: '"acme/app"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:142:5-142:14",
    mutator: "StringLiteral",
    original: '"feature"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:143:5-143:13",
    mutator: "StringLiteral",
    original: '"GH-101"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:147:5-147:14",
    mutator: "StringLiteral",
    original: '"gpt-4.1"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:148:5-148:14",
    mutator: "StringLiteral",
    original: '"GPT-4.1"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:149:5-149:15",
    mutator: "StringLiteral",
    original: '"reviewer"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:150:5-150:38",
    mutator: "ArrayDeclaration",
    original: '[ids.serviceNoRepo, "Docs frame"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:150:25-150:37",
    mutator: "StringLiteral",
    original: '"Docs frame"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:151:5-151:36",
    mutator: "ArrayDeclaration",
    original: '[`repo_docs_${w}`, "acme/docs"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:151:6-151:22",
    mutator: "StringLiteral",
    original: "`repo_docs_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:151:24-151:35",
    mutator: "StringLiteral",
    original: '"acme/docs"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:152:5-152:10",
    mutator: "StringLiteral",
    original: '"bug"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:153:5-153:13",
    mutator: "StringLiteral",
    original: '"LIN-42"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:157:5-157:21",
    mutator: "StringLiteral",
    original: '"gemini-2.5-pro"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:158:5-158:21",
    mutator: "StringLiteral",
    original: '"Gemini 2.5 Pro"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:159:5-159:13",
    mutator: "StringLiteral",
    original: '"tester"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:160:5-160:44",
    mutator: "ArrayDeclaration",
    original: '[`svc_retired_${w}`, "Retired service"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:160:6-160:24",
    mutator: "StringLiteral",
    original: "`svc_retired_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:160:26-160:43",
    mutator: "StringLiteral",
    original: '"Retired service"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:161:5-161:37",
    mutator: "ArrayDeclaration",
    original: '[`repo_old_${w}`, "acme/legacy"]',
    replacement: "[]",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:161:6-161:21",
    mutator: "StringLiteral",
    original: "`repo_old_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:161:23-161:36",
    mutator: "StringLiteral",
    original: '"acme/legacy"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:162:5-162:15",
    mutator: "StringLiteral",
    original: '"document"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:163:5-163:13",
    mutator: "StringLiteral",
    original: '"JIRA-7"',
    replacement: '""',
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:164:5-164:19",
    mutator: "StringLiteral",
    original: "`run_old_${w}`",
    replacement: "``",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:170:11-170:25",
    mutator: "ArithmeticOperator",
    original: "now - 2 * HOUR",
    replacement: "now + 2 * HOUR",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:170:17-170:25",
    mutator: "ArithmeticOperator",
    original: "2 * HOUR",
    replacement: "2 / HOUR",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:179:11-179:25",
    mutator: "ArithmeticOperator",
    original: "now - 5 * HOUR",
    replacement: "now + 5 * HOUR",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:179:17-179:25",
    mutator: "ArithmeticOperator",
    original: "5 * HOUR",
    replacement: "5 / HOUR",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:188:11-188:24",
    mutator: "ArithmeticOperator",
    original: "now - 3 * DAY",
    replacement: "now + 3 * DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:188:17-188:24",
    mutator: "ArithmeticOperator",
    original: "3 * DAY",
    replacement: "3 / DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:197:11-197:24",
    mutator: "ArithmeticOperator",
    original: "now - 6 * DAY",
    replacement: "now + 6 * DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:197:17-197:24",
    mutator: "ArithmeticOperator",
    original: "6 * DAY",
    replacement: "6 / DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:206:11-206:25",
    mutator: "ArithmeticOperator",
    original: "now - 12 * DAY",
    replacement: "now + 12 * DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:206:17-206:25",
    mutator: "ArithmeticOperator",
    original: "12 * DAY",
    replacement: "12 / DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:215:11-215:25",
    mutator: "ArithmeticOperator",
    original: "now - 20 * DAY",
    replacement: "now + 20 * DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:215:17-215:25",
    mutator: "ArithmeticOperator",
    original: "20 * DAY",
    replacement: "20 / DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:224:11-224:25",
    mutator: "ArithmeticOperator",
    original: "now - 60 * DAY",
    replacement: "now + 60 * DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:224:17-224:25",
    mutator: "ArithmeticOperator",
    original: "60 * DAY",
    replacement: "60 / DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:236:19-236:26",
    mutator: "ConditionalExpression",
    original: "i < 120",
    replacement: "false",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:236:19-236:26",
    mutator: "EqualityOperator",
    original: "i < 120",
    replacement: "i <= 120",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:236:19-236:26",
    mutator: "EqualityOperator",
    original: "i < 120",
    replacement: "i >= 120",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:236:33-246:4",
    mutator: "BlockStatement",
    original:
      "{ u.ledger.push({ at: now - 40 * DAY - i * 8 * HOUR, attribution: { ticket: { key: `OPS-${1000 + i}`, label: null } }, calls: 1, inputTokens: 400, outputTokens: 40, meteredCost: 0.01, subscriptionCost: 0, }); }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:238:11-238:40",
    mutator: "ArithmeticOperator",
    original: "now - 40 * DAY - i * 8 * HOUR",
    replacement: "now - 40 * DAY + i * 8 * HOUR",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:238:11-238:25",
    mutator: "ArithmeticOperator",
    original: "now - 40 * DAY",
    replacement: "now + 40 * DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:238:17-238:25",
    mutator: "ArithmeticOperator",
    original: "40 * DAY",
    replacement: "40 / DAY",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:238:28-238:40",
    mutator: "ArithmeticOperator",
    original: "i * 8 * HOUR",
    replacement: "i * 8 / HOUR",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:238:28-238:33",
    mutator: "ArithmeticOperator",
    original: "i * 8",
    replacement: "i / 8",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:239:20-239:71",
    mutator: "ObjectLiteral",
    original: "{ ticket: { key: `OPS-${1000 + i}`, label: null } }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:239:30-239:69",
    mutator: "ObjectLiteral",
    original: "{ key: `OPS-${1000 + i}`, label: null }",
    replacement: "{}",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:239:37-239:54",
    mutator: "StringLiteral",
    original: "`OPS-${1000 + i}`",
    replacement: "``",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/state.ts:239:44-239:52",
    mutator: "ArithmeticOperator",
    original: "1000 + i",
    replacement: "1000 - i",
    class: "b",
    reason:
      "the seeded usage is the reference server's own data (its rows, models, keys, labels, ledger ages and long tail); without the long tail the spend limit rules are not exercised, since the suite cannot make spend rows of its own",
  },
  {
    at: "server/domain/usage/spend.ts:31:89-31:94",
    mutator: "StringLiteral",
    original: '"30d"',
    replacement: '""',
    class: "c",
    reason:
      "unreached: the fallback for a window outside the enumeration, which the contract refuses before the handler",
  },
  {
    at: "server/domain/usage/spend.ts:56:42-56:44",
    mutator: "UnaryOperator",
    original: "-1",
    replacement: "+1",
    class: "b",
    clause: "D1-SHAPE-SPEND",
    reason: "the order of a spend report's rows is not stated (the unattributed bucket's place included)",
  },
];
