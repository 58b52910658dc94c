/**
 * `npm run figures [-- --counts]`: writes docs/figures.md. The counts come from the registries;
 * without `--counts` the tarball and a safe-profile run are measured too (about two minutes: the pack
 * builds the package), otherwise the measured part already in the file is kept as it is.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { countFigures } from "./counts.ts";
import { measure } from "./measure.ts";
import { figuresFile, MEASURED_END, MEASURED_START, measuredSection, section } from "./render.ts";
import { ROOT } from "./root.ts";

const USAGE = "Usage: npm run figures [-- --counts]   (--counts: recount only, keep the measured figures)";

const FILE = join(ROOT, "docs", "figures.md");

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((a) => a !== "--counts");
  if (unknown.length > 0 || args.includes("--help")) {
    console.error(args.includes("--help") ? USAGE : `unknown argument ${unknown[0]}\n${USAGE}`);
    return args.includes("--help") ? 0 : 2;
  }
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8"));
  const counts = countFigures(lock);
  const kept = existsSync(FILE) ? section(readFileSync(FILE, "utf8"), MEASURED_START, MEASURED_END) : null;
  const measured = args.includes("--counts") ? (kept ?? measuredSection(null)) : measuredSection(await measure());
  writeFileSync(FILE, figuresFile(counts, measured));
  console.log(`wrote ${FILE}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
