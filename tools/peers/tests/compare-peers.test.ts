/**
 * `npm run compare:peers` on three faults and their control, in process: the table's shape (JSON and
 * Markdown), our proxy's 0 false alarms on the clean control, a fault each peer must catch (a wrong
 * content type), one only ours can (a stateful breach) and one only Prism does (a missing response
 * header), and that Prism is gone afterwards. Then a run aborted during the control, and the pieces
 * a mistake would hide in: the selection's errors, an unreadable `sl-violations` header.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAULTS, type FaultDef } from "../../../server/faults/index.ts";
import { DEFAULT_STARTUP_DEADLINE_MS, portIsFree, STARTUP_DEADLINE_ENV } from "../../fidelity/prism.ts";
import { controlSpec, main, selectFaults } from "../compare-peers.ts";
import { parseViolations } from "../prism-tee.ts";
import type { PeerTable } from "../table.ts";
import { scaled } from "../../../lib/testing/slowdown.ts";

const BOTH = "op-content-type-text-plain";
const OURS_ONLY = "auth-write-admitted-to-decide";
// Once Prism's alone (the declared `X-Content-Type-Options` header); the proxy judges SEC-ARTIFACT-NOSNIFF
// passively since the judges became one per rule (suites/sec/judges/artifact.ts), so now both catch it.
const NOSNIFF = "sec-artifact-nosniff-missing";
const CATALOGUE = FAULTS as Record<string, FaultDef>;
// Prism's start on a slow or busy machine (tools/fidelity/prism.ts).
process.env[STARTUP_DEADLINE_ENV] = String(scaled(DEFAULT_STARTUP_DEADLINE_MS));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "compare-peers-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stream that keeps what is written and calls `onLine` with all of it so far. */
function sink(onWrite?: (all: string) => void): Writable & { text: () => string } {
  let all = "";
  const w = new Writable({
    write(chunk, _enc, done) {
      all += String(chunk);
      onWrite?.(all);
      done();
    },
  }) as Writable & { text: () => string };
  w.text = () => all;
  return w;
}

function prismPort(err: string): number {
  const m = /proxy on http:\/\/127\.0\.0\.1:(\d+)/.exec(err);
  if (!m) throw new Error(`no Prism address in: ${err}`);
  return Number(m[1]);
}

describe("compare:peers on three faults", () => {
  let table: PeerTable;
  let code: number;
  let out: ReturnType<typeof sink>;
  let err: ReturnType<typeof sink>;
  const reportDir = () => join(dir, "three");

  beforeAll(async () => {
    out = sink();
    err = sink();
    code = await main(
      ["--fault", BOTH, "--fault", OURS_ONLY, "--fault", NOSNIFF, "--report-dir", reportDir()],
      out,
      err,
    );
    table = JSON.parse(readFileSync(join(reportDir(), "peers.json"), "utf8")) as PeerTable;
  }, scaled(120_000));

  it("exits 0 and writes the table as JSON and Markdown", () => {
    expect(code, err.text()).toBe(0);
    expect(table.tool).toBe("compare-peers");
    expect(table.interrupted).toBeNull();
    expect(table.selection).toMatchObject({ catalogue: Object.keys(CATALOGUE).length, selected: 3 });
    const md = readFileSync(join(reportDir(), "peers.md"), "utf8");
    for (const name of [BOTH, OURS_ONLY, NOSNIFF]) expect(md).toContain(`\`${name}\``);
    expect(md).toContain("## The clean control");
  });

  it("has one row per fault, in the catalogue's order, with its family and rules", () => {
    const order = Object.keys(CATALOGUE).filter((f) => [BOTH, OURS_ONLY, NOSNIFF].includes(f));
    expect(table.faults.map((r) => r.fault)).toEqual(order);
    for (const r of table.faults) {
      expect(r.family).toBe(CATALOGUE[r.fault].family);
      expect(r.rules).toEqual([...CATALOGUE[r.fault].rules]);
      expect(r.exchanges).toBeGreaterThan(0);
      // Prism was sent every exchange our proxy judged.
      expect(r.prism.judged + r.prism.unjudged).toBe(r.exchanges);
      expect(r.errors).toEqual([]);
    }
  });

  it("drives the control with the rules the faults name, and our proxy raises no false alarm there", () => {
    const c = table.control!;
    expect(c.rules).toBe(controlSpec(CATALOGUE, [BOTH, OURS_ONLY, NOSNIFF]).rules.length);
    expect(c.exchanges).toBeGreaterThan(0);
    expect(c.suiteFailed).toBe(0);
    expect(c.ours.falseAlarms).toBe(0);
    expect(c.ours.examples).toEqual([]);
    // The replayed answers are the server's own, so Prism finds nothing wrong with them either …
    expect(c.prism.falseAlarms).toBe(0);
    // … while it does flag the suite's deliberately invalid requests, as the client's.
    expect(c.prism.requestExchanges).toBeGreaterThan(0);
    expect(c.prism.examples.request.length).toBeGreaterThan(0);
  });

  it("credits each peer with what it caught", () => {
    const row = (name: string) => table.faults.find((r) => r.fault === name)!;
    expect([row(BOTH).ours.caught, row(BOTH).prism.caught]).toEqual([true, true]);
    expect(row(BOTH).ours.failingRules).toContain("OP-CONTENT-TYPE");
    expect(row(BOTH).prism.examples.join("\n")).toMatch(/media type/);
    expect([row(OURS_ONLY).ours.caught, row(OURS_ONLY).prism.caught]).toEqual([true, false]);
    expect([row(NOSNIFF).ours.caught, row(NOSNIFF).prism.caught]).toEqual([true, true]);
    expect(row(NOSNIFF).ours.failingRules).toContain("SEC-ARTIFACT-NOSNIFF");
    expect(row(NOSNIFF).prism.examples.join("\n")).toMatch(/x-content-type-options/);
    expect(table.totals).toMatchObject({
      faults: 3,
      ours: 3,
      prism: 2,
      both: 2,
      oursOnly: 1,
      prismOnly: 0,
      neither: 0,
      suite: 3,
    });
    expect(table.families.reduce((n, f) => n + f.faults, 0)).toBe(3);
  });

  it("prints the totals and how long it took, and leaves no Prism behind", async () => {
    expect(out.text()).toMatch(/faults caught by ours: {2}3 of 3/);
    expect(out.text()).toMatch(/faults caught by Prism: 2 of 3/);
    expect(out.text()).toMatch(/took \d+\.\d s/);
    expect(await portIsFree(prismPort(err.text()))).toBe(true);
  });

  it("writes no secret: neither the keys the suite minted nor the reference server's", () => {
    const written =
      readFileSync(join(reportDir(), "peers.json"), "utf8") +
      readFileSync(join(reportDir(), "peers.md"), "utf8") +
      out.text() +
      err.text();
    expect(written).not.toMatch(/apk_[A-Za-z0-9]+\.[A-Za-z0-9_-]{8,}/);
  });
});

describe("compare:peers stopped during the control", () => {
  it(
    "stops in order, exits 2, stops Prism and writes a table marked interrupted",
    async () => {
      const stop = new AbortController();
      const err = sink((all) => {
        if (/proxy on http/.test(all) && !stop.signal.aborted) stop.abort();
      });
      const reportDir = join(dir, "aborted");
      const code = await main(["--fault", BOTH, "--report-dir", reportDir], sink(), err, stop.signal);
      expect(code).toBe(2);
      const table = JSON.parse(readFileSync(join(reportDir, "peers.json"), "utf8")) as PeerTable;
      expect(table.interrupted).toBe("abort");
      expect(table.control).toBeNull();
      expect(table.faults).toEqual([]);
      expect(await portIsFree(prismPort(err.text()))).toBe(true);
    },
    scaled(60_000),
  );
});

describe("the selection", () => {
  it("takes families and a cap, in the catalogue's order", () => {
    const auth = selectFaults(CATALOGUE, { onlyFamily: ["AUTH"], maxFaults: 2, named: null });
    expect(auth).toEqual(
      Object.keys(CATALOGUE)
        .filter((f) => CATALOGUE[f].family === "AUTH")
        .slice(0, 2),
    );
    expect(selectFaults(CATALOGUE, { onlyFamily: [], maxFaults: null, named: null })).toHaveLength(
      Object.keys(CATALOGUE).length,
    );
  });

  it("refuses an unknown family or fault, or an empty selection, with one line and exit 2", async () => {
    for (const argv of [
      ["--only-family", "NOPE"],
      ["--fault", "no-such-fault"],
      ["--fault", BOTH, "--only-family", "AUTH"],
      ["--max-faults", "0"],
      ["--bogus"],
    ]) {
      const err = sink();
      expect(await main([...argv, "--report-dir", join(dir, "never")], sink(), err), argv.join(" ")).toBe(2);
      expect(err.text().trim().split("\n"), argv.join(" ")).toHaveLength(1);
      expect(err.text()).toMatch(/^compare:peers: /);
    }
    expect(existsSync(join(dir, "never", "peers.json"))).toBe(false);
  });
});

describe("reading sl-violations", () => {
  it("reads Prism's JSON array, and counts the locations of a header Prism cut short", () => {
    const whole = [
      { location: ["response", "body"], severity: "Error", code: "type", message: "Response body must be object" },
    ];
    expect(parseViolations(JSON.stringify(whole))).toEqual(whole);
    expect(parseViolations(undefined)).toEqual([]);
    const many = JSON.stringify([
      ...whole,
      {
        location: ["request", "query", "limit"],
        severity: "Error",
        code: "type",
        message: "Request query parameter limit must be integer",
      },
    ]);
    const cut = `Too many violations! ${many.slice(0, many.length - 20)}`;
    expect(parseViolations(cut).map((v) => v.location[0])).toEqual(["response"]);
    expect(parseViolations("garbage")[0].location).toEqual(["unknown"]);
  });
});
