/**
 * The verdict survives the disk (lib/report/write.ts): a file is whole or absent, a full disk names
 * the file and the free space and the other files are still written, and a secret shaped like JSON
 * syntax cannot break conformance.json.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Redactor } from "../../http/redact.ts";
import { writeReports, type WriteFile } from "../write.ts";
import { makeReport, makeResult } from "./make-report.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function folder(): string {
  const d = mkdtempSync(join(tmpdir(), "write-disk-"));
  dirs.push(d);
  return d;
}

/** A disk with `room` bytes left: a write past it fails as ENOSPC does, after writing what fitted. */
function fillingDisk(room: number): WriteFile {
  let left = room;
  return (path, text) => {
    const bytes = Buffer.byteLength(text);
    if (bytes > left) {
      writeFileSync(path, text.slice(0, Math.max(0, left)));
      left = 0;
      throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    }
    left -= bytes;
    writeFileSync(path, text);
  };
}

describe("writing the reports", () => {
  it("on a disk that fills, names each file it could not write, leaves no partial file and keeps the rest", () => {
    const dir = folder();
    const report = makeReport([
      ["OP-SUCCESS", "getMe", "pass"],
      ["AUTH-401-ABSENT", "getMe", "fail"],
    ]);
    const full = writeReports(report, dir, new Redactor(), { allure: true, writeFile: fillingDisk(0) });
    expect(full.files).toEqual([]);
    expect(full.problems[0]).toMatch(
      /^could not write .*conformance\.json: ENOSPC \(no space left on device\); .* free on its disk$/,
    );
    expect(full.problems.some((p) => p.includes("junit.xml"))).toBe(true);
    // Nothing half-written is left under any name.
    expect(readdirSync(dir).filter((f) => f !== "allure-results")).toEqual([]);
    expect(readdirSync(join(dir, "allure-results"))).toEqual([]);

    const dir2 = folder();
    const json = writeReports(report, dir2, new Redactor(), { allure: false }).files;
    const room = readFileSync(join(dir2, "conformance.json")).length + 10;
    const some = writeReports(report, folder(), new Redactor(), { allure: false, writeFile: fillingDisk(room) });
    expect(json).toContain("conformance.json");
    expect(some.files).toEqual(["conformance.json"]);
    expect(some.problems).toHaveLength(3);
  });

  it("keeps conformance.json JSON when a secret looks like JSON syntax, and holds the secret nowhere", () => {
    for (const secret of [`","x":"`, `123456`, `{"a":1}`, `\\"],[ab`, `null, true`]) {
      const dir = folder();
      const redactor = new Redactor();
      redactor.add(secret);
      const result = { ...makeResult(["OP-SUCCESS", "getMe", "fail"]), message: `the target said ${secret}` };
      const report = makeReport([], { results: [result] });
      const { problems } = writeReports(report, dir, redactor, { allure: true });
      expect(problems).toEqual([]);
      const text = readFileSync(join(dir, "conformance.json"), "utf8");
      const parsed = JSON.parse(text) as { results: { message: string }[] };
      expect(parsed.results[0]!.message).toBe("the target said [REDACTED]");
      for (const f of readdirSync(join(dir, "allure-results")).filter((n) => n.endsWith(".json")))
        expect(() => JSON.parse(readFileSync(join(dir, "allure-results", f), "utf8")), f).not.toThrow();
    }
  });
});
