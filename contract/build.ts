/**
 * Writes contract/openapi.json from contract/src. `--check` exits 1 when the committed file is stale.
 *   npm run contract:build            # regenerate
 *   npm run contract:build -- --check # verify only
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildDocument } from "./src/document.ts";

export const CONTRACT_PATH = fileURLToPath(new URL("./openapi.json", import.meta.url));

export function renderContract(): string {
  return JSON.stringify(buildDocument(), null, 2) + "\n";
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderContract();
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(CONTRACT_PATH, "utf8");
    } catch {
      /* missing counts as stale */
    }
    if (current !== text) {
      console.error("contract/openapi.json is stale: run `npm run contract:build`");
      process.exit(1);
    }
    console.log("contract/openapi.json is up to date");
  } else {
    writeFileSync(CONTRACT_PATH, text);
    const doc = JSON.parse(text);
    const ops = Object.values(doc.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
    console.log(`wrote contract/openapi.json: ${ops} operations, ${Object.keys(doc.components.schemas).length} schemas`);
  }
}
