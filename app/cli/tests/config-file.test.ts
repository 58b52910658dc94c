/**
 * The config file's JSON Schema (config/conformance.schema.json): the shipped example is valid, every
 * setting the table says the file can set is in the schema (and nothing else is), bad files are
 * refused with the file and the pointer named, in the words of the setting's kind, and keys are
 * never read from a file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIG_SCHEMA, configProblems, loadConfigFile } from "../config-file.ts";
import { SETTING_ENTRIES } from "../../../lib/run/settings/table.ts";
import { UsageError } from "../../../lib/report/usage-error.ts";
import { DECISION_KINDS } from "../../../contract/src/common.ts";
import { PROFILES } from "../../../config/profiles.ts";
import { ROOT } from "../run.ts";
import {
  BODY_OPERATIONS,
  GUESSED_BODY_OPERATIONS,
  REFERENCE_BODIES,
  REFUSED_BODY_OPERATIONS,
} from "../../../lib/run/config.ts";

const dir = mkdtempSync(join(tmpdir(), "config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const properties = CONFIG_SCHEMA.properties as Record<
  string,
  { enum?: unknown[]; properties?: Record<string, unknown> }
>;

describe("the schema", () => {
  it("accepts the example in config/", () => {
    const example = JSON.parse(readFileSync(join(ROOT, "config", "conformance.config.example.json"), "utf8"));
    expect(configProblems(example)).toEqual([]);
  });

  it("is shown whole by the example in config/: every key the file can set, and nothing else", () => {
    const example = JSON.parse(readFileSync(join(ROOT, "config", "conformance.config.example.json"), "utf8"));
    expect(Object.keys(example).sort()).toEqual(Object.keys(properties).sort());
  });

  it("has exactly the keys the settings table reads from a file", () => {
    const fromTable = SETTING_ENTRIES.flatMap(([, s]) => (s.file ? [s.file] : []));
    expect(Object.keys(properties).sort()).toEqual([...fromTable, "$schema"].sort());
  });

  it("takes a body for each operation whose body the documents leave unshown, and no other", () => {
    // … the bodies sent to see a stated non-success (a refused credential: REFUSED_BODY_OPERATIONS),
    // and the bodies the suite guesses unless one is configured (GUESSED_BODY_OPERATIONS).
    expect(Object.keys(properties.bodies.properties!).sort()).toEqual(
      [...BODY_OPERATIONS, ...REFUSED_BODY_OPERATIONS, ...GUESSED_BODY_OPERATIONS].sort(),
    );
    expect(configProblems({ bodies: REFERENCE_BODIES })).toEqual([]);
  });

  it("lists the profiles of config/profiles.ts and a pipeline per decision kind", () => {
    expect(properties.profile.enum).toEqual([...PROFILES]);
    const park = (properties.pipelines.properties!.park as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(park).sort()).toEqual([...DECISION_KINDS].sort());
  });

  it.each([
    [{ seed: -1 }, /^\/seed must be a whole number from 0 to 9007199254740991, got -1$/],
    [{ seed: "1" }, /^\/seed expects a whole number, got "1"$/],
    [{ profile: "all" }, /^\/profile must be one of safe, standard, full, got "all"$/],
    [{ baseUrl: "ftp://x" }, /^\/baseUrl takes an http: or https: URL, not ftp:$/],
    [{ baseUrl: "" }, /^\/baseUrl is empty/],
    [{ baseUrl: "http://u:pw-never-shown@x" }, /^\/baseUrl: the URL carries credentials[^]*$/],
    [{ only: ["page"] }, /^\/only expects rule ids, families or rule id prefixes .*, got "page"$/],
    [{ only: ["PAGE", "PAGE"] }, /^\/only lists "PAGE" twice$/],
    [{ concurrency: 0 }, /^\/concurrency must be a whole number from 1 to 64, got 0$/],
    [{ pipelines: { park: { nonsense: "pl" } } }, /\/pipelines\/park: unknown property "nonsense"/],
    [{ disposable: "yes" }, /^\/disposable expects true or false, got "yes"$/],
    [{ bodies: { getMe: {} } }, /\/bodies: unknown property "getMe"/],
    [{ bodies: { invokeUseCase: "text" } }, /\/bodies\/invokeUseCase must be object,null/],
    [{ sneed: 1 }, /unknown property "sneed"/],
    [{ adminKey: "apk_x.y" }, /"adminKey" is not read from a config file/],
    [[], /must be object/],
  ])("refuses %j", (value, message) => {
    expect(configProblems(value).join("; ")).toMatch(message);
  });
});

describe("loading", () => {
  it("names the file when it is not JSON or not valid", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, "{ seed: 1 ");
    expect(() => loadConfigFile(bad)).toThrow(UsageError);
    expect(() => loadConfigFile(bad)).toThrow(/bad\.json is not JSON/);
    const invalid = join(dir, "invalid.json");
    writeFileSync(invalid, JSON.stringify({ seed: 1.5, adminKey: "apk_never.printed" }));
    let message = "";
    try {
      loadConfigFile(invalid);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/invalid\.json is invalid: .*\/seed must be a whole number from 0 to \d+, got 1\.5/);
    expect(message).not.toContain("apk_never.printed");
  });

  it("is optional by default and required when named", () => {
    expect(loadConfigFile(undefined, dir)).toEqual({ path: null, config: {} });
    expect(() => loadConfigFile("nope.json", dir)).toThrow(/does not exist/);
  });
});
