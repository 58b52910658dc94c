/**
 * The example config (config/conformance.config.example.json, the file config/README.md tells a
 * user to copy): the command's own loader reads it without a problem, the generated schema accepts
 * it, and it names every fact the reference server states, so a fact added to the table lands in
 * the example too.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { loadConfigFile } from "../../app/cli/config-file.ts";
import { REFERENCE_FACTS } from "../../lib/run/config.ts";

const EXAMPLE = fileURLToPath(new URL("../conformance.config.example.json", import.meta.url));
const SCHEMA = fileURLToPath(new URL("../conformance.schema.json", import.meta.url));

describe("the example config", () => {
  it("is read by the command's loader without a problem", () => {
    expect(() => loadConfigFile(EXAMPLE)).not.toThrow();
  });

  it("is valid under the generated schema", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, "utf8")) as object);
    const example: unknown = JSON.parse(readFileSync(EXAMPLE, "utf8"));
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
  });

  it("names every fact of the reference server", () => {
    const { config } = loadConfigFile(EXAMPLE);
    const named = Object.keys((config as { facts?: object }).facts ?? {}).sort();
    expect(named).toEqual(Object.keys(REFERENCE_FACTS).sort());
  });
});
