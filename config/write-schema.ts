/**
 * Writes config/conformance.schema.json from the settings table (lib/run/settings/schema.ts):
 * `npx tsx config/write-schema.ts` after changing a setting. app/tests/settings-agree.test.ts fails
 * while the checked-in file differs from what this would write.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configSchemaText } from "../lib/run/settings/schema.ts";

const FILE = fileURLToPath(new URL("conformance.schema.json", import.meta.url));
writeFileSync(FILE, configSchemaText());
console.log(`wrote ${FILE}`);
