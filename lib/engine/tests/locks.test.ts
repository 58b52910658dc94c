import { describe, expect, it } from "vitest";
import { Locks } from "../locks.ts";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("Locks", () => {
  it("lets readers share a name and holds a writer until they are done", async () => {
    const locks = new Locks();
    const r1 = await locks.take({ reads: ["a"], writes: [] });
    const r2 = await locks.take({ reads: ["a"], writes: [] });
    let wrote = false;
    const w = locks.take({ reads: [], writes: ["a"] }).then((release) => ((wrote = true), release));
    await tick();
    expect(wrote).toBe(false);
    r1();
    await tick();
    expect(wrote).toBe(false);
    r2();
    await tick();
    expect(wrote).toBe(true);
    (await w)();
  });

  it("serves in order: a reader arriving after a waiting writer waits for it", async () => {
    const locks = new Locks();
    const order: string[] = [];
    const first = await locks.take({ reads: ["a"], writes: [] });
    const writer = locks.take({ reads: [], writes: ["a"] }).then((release) => (order.push("writer"), release));
    const reader = locks.take({ reads: ["a"], writes: [] }).then((release) => (order.push("reader"), release));
    first();
    (await writer)();
    (await reader)();
    expect(order).toEqual(["writer", "reader"]);
  });

  it("keeps names apart: a writer of one does not hold another", async () => {
    const locks = new Locks();
    const a = await locks.take({ reads: [], writes: ["a"] });
    const b = await locks.take({ reads: [], writes: ["b"] });
    a();
    b();
  });
});
