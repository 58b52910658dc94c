/**
 * The model CONC-PAGING-UNDER-WRITES checks walks against (suites/conc/models/task-walk.ts), on
 * histories whose verdict is known: a task served twice, or one that lived through the whole walk and
 * was not served, fits no order; a task created or deleted while the walk ran may be missed.
 */
import { describe, expect, it } from "vitest";
import { checkHistory } from "../../lib/history/checker.ts";
import type { Operation } from "../../lib/history/model.ts";
import { type WalkInput, type WalkOutput, walkModel } from "../../suites/conc/models/task-walk.ts";

type Op = Operation<WalkInput, WalkOutput>;

const create = (id: string, call: number, ret: number): Op => ({
  client: 2,
  input: { create: true },
  output: { status: 201, id },
  call,
  ret,
});
const remove = (id: string, call: number, ret: number): Op => ({
  client: 3,
  input: { remove: id },
  output: { status: 204 },
  call,
  ret,
});
/** A walk of client 1: page k answers `pages[k - 1]`, 10 ms a page from `from`; the last ends it. */
const walk = (n: number, from: number, pages: string[][]): Op[] =>
  pages.map((ids, i) => ({
    client: 1,
    input: { walk: n, page: i + 1 },
    output: { status: 200, ids, last: i === pages.length - 1 },
    call: from + 10 * i,
    ret: from + 10 * i + 5,
  }));

const verdict = (history: Op[]) => checkHistory(walkModel(), history).verdict;

describe("the keyset walk model", () => {
  const before = [create("a", 0, 1), create("b", 2, 3), create("c", 4, 5)];

  it("accepts a walk serving every task once", () => {
    expect(verdict([...before, ...walk(1, 10, [["a", "b"], ["c"]])])).toBe("linearizable");
  });

  it("refuses a task served on two pages, and twice on one", () => {
    expect(
      verdict([
        ...before,
        ...walk(1, 10, [
          ["a", "b"],
          ["b", "c"],
        ]),
      ]),
    ).toBe("not-linearizable");
    expect(
      verdict([
        ...before,
        ...walk(1, 10, [
          ["a", "a"],
          ["b", "c"],
        ]),
      ]),
    ).toBe("not-linearizable");
  });

  it("refuses a walk missing a task that lived through it, naming that task in the window", () => {
    const r = checkHistory(walkModel(), [...before, ...walk(1, 10, [["a"], ["c"]]), remove("b", 40, 41)]);
    expect(r.verdict).toBe("not-linearizable");
    expect(r.counterexample!.window.map((o) => JSON.stringify(o.input))).toContain(
      JSON.stringify({ walk: 1, page: 2, about: "b" }),
    );
  });

  it("accepts missing a task deleted, or created, while the walk ran", () => {
    // b's deletion is called before the last page answers; d's creation answers after the first page is called.
    expect(verdict([...before, ...walk(1, 10, [["a"], ["c"]]), remove("b", 12, 21)])).toBe("linearizable");
    expect(verdict([...before, create("d", 9, 11), ...walk(1, 10, [["a", "b"], ["c"]])])).toBe("linearizable");
  });

  it("refuses missing a task created before the walk began, and judges each walk from its own start", () => {
    expect(verdict([...before, create("d", 6, 8), ...walk(1, 10, [["a", "b"], ["c"]])])).toBe("not-linearizable");
    // Walk 2 begins after b's deletion answered: b is not owed to it.
    const two = [...before, ...walk(1, 10, [["a", "b"], ["c"]]), remove("b", 30, 31), ...walk(2, 40, [["a"], ["c"]])];
    expect(verdict(two)).toBe("linearizable");
  });

  it("takes a refusal for a change of nothing and a 5XX for no answer the documents allow", () => {
    const refused: Op = { ...remove("b", 12, 13), output: { status: 404 } };
    expect(verdict([...before, refused, ...walk(1, 20, [["a", "b"], ["c"]])])).toBe("linearizable");
    const broken: Op = { ...create("x", 12, 13), output: { status: 503 } };
    expect(verdict([...before, broken, ...walk(1, 20, [["a", "b"], ["c"]])])).toBe("not-linearizable");
  });
});
