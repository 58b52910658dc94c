/**
 * Writes the table of every setting into config/README.md, between its markers, from the settings
 * table (lib/run/settings/readme-table.ts): `npx tsx config/write-settings-table.ts` after changing a
 * setting. app/tests/settings-readme.test.ts fails while the README differs from what this would write.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { withSettingsTable } from "../lib/run/settings/readme-table.ts";

const FILE = fileURLToPath(new URL("README.md", import.meta.url));
writeFileSync(FILE, withSettingsTable(readFileSync(FILE, "utf8")));
console.log(`wrote the settings table of ${FILE}`);
