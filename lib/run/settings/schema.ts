/**
 * The JSON Schema of conformance.config.json, made from the settings table: one property per setting
 * the file may hold, its type and range from the setting's kind, its description from its help
 * line. Checked in as config/conformance.schema.json (for editors, and shipped in the package);
 * `npx tsx config/write-schema.ts` writes it again, and a test holds the file to this.
 */
import type { JsonSchema } from "./kinds.ts";
import { SETTING_ENTRIES } from "./table.ts";

export function configSchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = { $schema: { type: "string" } };
  for (const [, s] of SETTING_ENTRIES) {
    if (s.file && s.kind.schema) properties[s.file] = { ...s.kind.schema, description: s.help };
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://agent-pipeline-platform.example/conformance.schema.json",
    title: "conformance.config.json",
    description:
      "Configuration of `npm run conformance`. Precedence: command-line flags, then CONFORMANCE_* environment variables, then this file, then the defaults. Keys are never read from this file: give them through CONFORMANCE_ADMIN_KEY / CONFORMANCE_PEER_ADMIN_KEY (or the flags).",
    type: "object",
    additionalProperties: false,
    properties,
  };
}

/** The file's text as checked in. */
export const configSchemaText = (): string => `${JSON.stringify(configSchema(), null, 2)}\n`;
