import { describe, expect, it } from "vitest";
import { checkHistory } from "../checker.ts";
import type { Model, Operation } from "../model.ts";
import { timeline } from "../timeline.ts";

type RegIn = { w: number } | { r: boolean };
const register: Model<number, RegIn, number | null> = {
  init: () => 0,
  step: (s, i, o) => ("w" in i ? { ok: true, next: i.w } : { ok: o === s, next: s }),
  reads: (i) => "r" in i,
  describe: (s) => `value ${s}`,
  describeOperation: (i, o) => ("w" in i ? `write ${i.w}` : `read → ${o}`),
};

/** A set of keyed items: add and remove answer nothing, a read answers the members in order. */
type SetIn = { add: string } | { remove: string } | { read: boolean };
const set: Model<string[], SetIn, string[] | null> = {
  init: () => [],
  step: (s, i, o) => {
    if ("add" in i) return { ok: true, next: s.includes(i.add) ? s : [...s, i.add].sort() };
    if ("remove" in i) return { ok: true, next: s.filter((x) => x !== i.remove) };
    return { ok: JSON.stringify(o) === JSON.stringify(s), next: s };
  },
  reads: (i) => "read" in i,
  describe: (s) => `{${s.join(", ")}}`,
  describeOperation: (i, o) => ("add" in i ? `add ${i.add}` : "remove" in i ? `remove ${i.remove}` : `read → {${o}}`),
};

/** Fetch-and-add: an increment answers the value it made. */
const counter: Model<number, "inc" | "get", number> = {
  init: () => 0,
  step: (s, i, o) => (i === "inc" ? { ok: o === s + 1, next: s + 1 } : { ok: o === s, next: s }),
  reads: (i) => i === "get",
  describe: (s) => `count ${s}`,
  describeOperation: (i, o) => (i === "inc" ? `increment → ${o}` : `get → ${o}`),
};

/**
 * Two fields of one record, each set alone; every answer is the record as stored after it, so it
 * shows the whole state (Model.shows), as a task's PATCH and GET do.
 */
type Pair = { a: number; b: number };
type PairIn = { set: "a" | "b"; to: number } | { read: true };
const pairSteps: Model<Pair, PairIn, Pair> = {
  init: () => ({ a: 0, b: 0 }),
  step: (s, i, o) => {
    const next = "set" in i ? { ...s, [i.set]: i.to } : s;
    return { ok: next.a === o.a && next.b === o.b, next };
  },
  reads: (i) => "read" in i,
  describe: (s) => `a=${s.a} b=${s.b}`,
  describeOperation: (i, o) => `${"set" in i ? `set ${i.set}=${i.to}` : "read"} → a=${o.a} b=${o.b}`,
};
const pair: Model<Pair, PairIn, Pair> = { ...pairSteps, shows: (_i, o) => o };

const op = <I, O>(client: number, input: I, output: O, call: number, ret: number): Operation<I, O> => ({
  client,
  input,
  output,
  call,
  ret,
});

describe("the linearizability checker", () => {
  it("accepts a register whose concurrent read sees a write in flight, and one that does not yet", () => {
    const h = [op(1, { w: 1 }, null, 0, 10), op(2, { r: true }, 1, 2, 5), op(3, { r: true }, 0, 1, 3)];
    expect(checkHistory(register, h).verdict).toBe("linearizable");
  });

  it("refuses a stale register read that began after the write answered", () => {
    const h = [op(1, { w: 1 }, null, 0, 2), op(2, { r: true }, 0, 3, 4)];
    const r = checkHistory(register, h);
    expect(r.verdict).toBe("not-linearizable");
    // The write answered before the read began: the read alone, from the value written, is the window.
    expect(r.counterexample!.window).toHaveLength(1);
    expect(r.counterexample!.start).toBe(1);
  });

  it("finds the smallest window of a register history: the race, not the operations before or after it", () => {
    const h = [
      op(1, { w: 1 }, null, 0, 1),
      op(2, { r: true }, 1, 2, 3),
      op(1, { w: 2 }, null, 4, 5),
      // the race: a read saw 3, and a later read saw 2 again
      op(1, { w: 3 }, null, 6, 10),
      op(2, { r: true }, 3, 7, 8),
      op(3, { r: true }, 2, 9, 11),
      op(1, { w: 4 }, null, 12, 13),
      op(2, { r: true }, 4, 14, 15),
    ];
    const r = checkHistory(register, h);
    expect(r.verdict).toBe("not-linearizable");
    const cx = r.counterexample!;
    expect(cx.before).toBe(3);
    expect(cx.start).toBe(2);
    expect(cx.window.map((o) => o.output)).toEqual([null, 3, 2]);
    const text = timeline(register, cx);
    expect(text).toContain("state before them: value 2");
    expect(text.split("\n").filter((l) => l.startsWith("client"))).toHaveLength(3);
    expect(text).toContain("#3");
  });

  it("accepts a set whose two concurrent adds are both read, in either order of the adds", () => {
    const h = [
      op(1, { add: "b" }, null, 0, 5),
      op(2, { add: "a" }, null, 1, 4),
      op(3, { read: true }, ["a", "b"], 6, 7),
      op(1, { remove: "a" }, null, 8, 9),
      op(2, { read: true }, ["b"], 10, 11),
    ];
    expect(checkHistory(set, h).verdict).toBe("linearizable");
  });

  it("refuses a set that lost one of two concurrent adds, and shows the state where no order fits", () => {
    const h = [
      op(1, { add: "z" }, null, 0, 1),
      op(1, { add: "b" }, null, 2, 5),
      op(2, { add: "a" }, null, 3, 4),
      op(3, { read: true }, ["a", "z"], 6, 7),
    ];
    const r = checkHistory(set, h);
    expect(r.verdict).toBe("not-linearizable");
    // Both adds answered before the read began: every order of them reaches {a, b, z}, and the read alone is the window.
    expect(r.counterexample!.before).toBe(3);
    expect(r.counterexample!.window).toHaveLength(1);
    expect(set.describe(r.counterexample!.stuck as string[])).toBe("{a, b, z}");
  });

  it("checks a partitioned history part by part: a fault in one part is found, the other parts stay small", () => {
    const byKey: Model<string[], SetIn, string[] | null> = {
      ...set,
      partition: (h) => ["a", "b"].map((k) => h.filter((o) => JSON.stringify(o.input).includes(`"${k}`))),
    };
    const h = [op(1, { add: "a" }, null, 0, 1), op(2, { add: "b" }, null, 0, 1), op(3, { remove: "b" }, null, 2, 3)];
    const r = checkHistory(byKey, h);
    expect(r.verdict).toBe("linearizable");
    expect(r.parts).toBe(2);
  });

  it("accepts counters whose concurrent increments answer distinct values", () => {
    const h = [op(1, "inc", 2, 0, 5), op(2, "inc", 1, 1, 4), op(3, "get", 2, 6, 7)] as Operation<
      "inc" | "get",
      number
    >[];
    expect(checkHistory(counter, h).verdict).toBe("linearizable");
  });

  it("refuses a lost increment (both answer 1) and finds the two racing increments alone", () => {
    const h = [
      op(1, "inc", 1, 0, 1),
      op(1, "inc", 2, 2, 3),
      op(1, "inc", 3, 4, 8),
      op(2, "inc", 3, 5, 7),
      op(3, "get", 4, 9, 10),
    ] as Operation<"inc" | "get", number>[];
    const r = checkHistory(counter, h);
    expect(r.verdict).toBe("not-linearizable");
    expect(r.counterexample!.before).toBe(2);
    expect(r.counterexample!.window).toHaveLength(2);
    expect(r.counterexample!.start).toBe(2);
    expect(r.counterexample!.longest).toHaveLength(1);
  });

  it("places a read that fits at once: racing writes do not send the search through their every order", () => {
    // Twenty writes racing four reads of the initial value, then a read of the last write: a search that
    // tried a write first would meet the reads' returns only after every subset of the writes.
    const h = [
      ...Array.from({ length: 20 }, (_, i) => op(i + 1, { w: i + 1 }, null, i * 0.1, 10)),
      ...Array.from({ length: 4 }, (_, i) => op(21 + i, { r: true }, 0, 2 + i * 0.1, 9)),
      op(30, { r: true }, 20, 11, 12),
    ];
    expect(checkHistory(register, h, 50_000).verdict).toBe("linearizable");
  });

  it("never places first a write that changes nothing yet: it may be the one that changes the state last", () => {
    // Writing 0 at 0 changes nothing there; only after the racing write of 1 does it give the read its 0.
    const h = [op(1, { w: 0 }, null, 0, 10), op(2, { w: 1 }, null, 1, 9), op(3, { r: true }, 0, 11, 12)];
    expect(checkHistory(register, h).verdict).toBe("linearizable");
  });

  it("tries one of many alike racing operations at a time: thirty adds of one item are a count, not a subset", () => {
    // Thirty clients add x at once; a read after them all finds the set empty (the adds were lost).
    const adds = Array.from({ length: 30 }, (_, i) => op(i + 1, { add: "x" } as SetIn, null, i * 0.1, 10 + i * 0.1));
    const lost = [...adds, op(31, { read: true } as SetIn, [] as string[], 20, 21)];
    expect(checkHistory(set, lost, 5_000).verdict).toBe("not-linearizable");
    expect(checkHistory(set, [...adds, op(31, { read: true } as SetIn, ["x"], 20, 21)], 5_000).verdict).toBe(
      "linearizable",
    );
  });

  it("gives up on a history past its work bound instead of searching on", () => {
    // Forty fully concurrent increments answering values no order can give (all of them 1): every
    // subset is tried before the search can answer.
    const h = Array.from({ length: 40 }, (_, i) => op(i + 1, "inc" as const, i < 20 ? i + 1 : 0, 0, 100));
    const r = checkHistory(counter, h, 500);
    expect(r.verdict).toBe("too-large");
  });

  it("decides a large linearizable history of many concurrent clients quickly", () => {
    // Fifty rounds of 32 overlapping increments, each round answering its 32 values in reverse client order.
    const h: Operation<"inc" | "get", number>[] = [];
    for (let round = 0; round < 50; round++)
      for (let c = 1; c <= 32; c++) h.push(op(c, "inc", round * 32 + 33 - c, round * 10, round * 10 + 5));
    const r = checkHistory(counter, h);
    expect(r.verdict).toBe("linearizable");
    expect(r.size).toBe(1600);
  });

  describe("where answers show the whole state", () => {
    // 32 clients set a or b at once from a=0 b=0 and each answer keeps the other field at 0 (each wrote
    // back the record it read: a lost update), then one read between rounds shows the last write.
    const lostRound = (t0: number, from: Pair): Operation<PairIn, Pair>[] =>
      Array.from({ length: 32 }, (_, i) => {
        const field = i % 2 ? "b" : "a";
        return op(i + 1, { set: field, to: t0 + i + 1 }, { ...from, [field]: t0 + i + 1 }, t0 + i * 0.1, t0 + 10);
      });
    const readAt = (t: number, shown: Pair) => op(0, { read: true } as PairIn, shown, t, t + 1);

    it("refuses a round of 32 racing writes that lost each other at once, where the whole search gives up", () => {
      const h = [...lostRound(0, { a: 0, b: 0 }), readAt(11, { a: 0, b: 32 })];
      const r = checkHistory(pair, h, 50_000);
      expect(r.verdict).toBe("not-linearizable");
      expect(r.counterexample!.window).toHaveLength(33);
      expect(r.counterexample!.start).toEqual({ a: 0, b: 0 });
      // The timeline says of each answer left whether it fits next: those it names as not fitting do not.
      const cx = r.counterexample!;
      const misfits = timeline(pair, cx)
        .split("\n")
        .find((l) => l.startsWith("no answer fits next"))!;
      const named = [...misfits.matchAll(/#(\d+)/g)].map((m) => cx.window[Number(m[1]) - 1]);
      expect(named.length).toBeGreaterThan(0);
      for (const o of named) expect(pair.step(cx.stuck as Pair, o.input as PairIn, o.output as Pair).ok).toBe(false);
      // The same history, the model not saying what its answers show: every subset of the writes is tried.
      expect(checkHistory(pairSteps, h, 50_000).verdict).toBe("too-large");
    });

    it("judges a round after a read between rounds from the state the read shows: the window is that round and its read", () => {
      const serial = (t0: number, from: Pair) => {
        let s = from;
        return Array.from({ length: 32 }, (_, i) => {
          const field = i % 2 ? "b" : "a";
          s = { ...s, [field]: t0 + i + 1 };
          return op(i + 1, { set: field, to: t0 + i + 1 } as PairIn, s, t0 + i * 0.1, t0 + 10);
        });
      };
      const first = serial(0, { a: 0, b: 0 });
      const end = first.at(-1)!.output;
      // Values of their own (from 101): a write of the value a field holds would let the others back in.
      const h = [...first, readAt(11, end), ...lostRound(100, end), readAt(111, { ...end, b: 132 })];
      const r = checkHistory(pair, h, 50_000);
      expect(r.verdict).toBe("not-linearizable");
      expect(r.counterexample!.before).toBe(33);
      expect(r.counterexample!.start).toEqual(end);
      expect(r.counterexample!.window).toHaveLength(33);
      expect(checkHistory(pair, [...first, readAt(11, end)], 50_000).verdict).toBe("linearizable");
    });

    it("accepts racing writes whose read between rounds shows one order's last write, not the one found first", () => {
      // Two writes answering nothing, racing: one order ends at 1, the other at 2; the read shows 1.
      const reg: Model<number, RegIn, number | null> = {
        ...register,
        shows: (i, o) => ("w" in i ? undefined : (o ?? undefined)),
      };
      const h = [op(1, { w: 1 }, null, 0, 5), op(2, { w: 2 }, null, 1, 4), op(0, { r: true }, 1, 6, 7)];
      const more = [op(1, { w: 3 }, null, 8, 9), op(2, { r: true }, 1, 10, 11)];
      expect(checkHistory(reg, h).verdict).toBe("linearizable");
      const r = checkHistory(reg, [...h, ...more]);
      expect(r.verdict).toBe("not-linearizable");
      // The window after the read: the write of 3 and the stale read, from the 1 the read showed.
      expect(r.counterexample!.start).toBe(1);
      expect(r.counterexample!.window.map((o) => o.output)).toEqual([null, 1]);
    });
  });
});
