/**
 * The project's tests start the command, the server and the other entry points as child processes
 * (~75 of them in `npm test`). Through tsx each start cost about 2.9 s of CPU, most of it the loader
 * hooks compiling and resolving ~400 modules; from JavaScript tsc emitted, 1.7 s. `npm test`'s type
 * check emits that JavaScript into .build/ (lib/testing/build.ts, the same single tsc pass that
 * checks the types), and `entryArgs` runs a script from there while it is at least as new as every
 * source file; otherwise (a test file run on its own after an edit) through tsx, as before. Either
 * way the child runs the code of the working tree.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (this file is lib/testing/compiled.ts, or .build/lib/testing/compiled.js). */
const ABOVE = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const ROOT = basename(ABOVE) === ".build" ? dirname(ABOVE) : ABOVE;
export const BUILD_DIR = join(ROOT, ".build");
/** Written by lib/testing/build.ts after tsc succeeded: its mtime is when the build was made. */
export const STAMP = join(BUILD_DIR, ".stamp");
/** The folders whose sources the build compiles (tsconfig.json's include). */
export const SOURCE_FOLDERS = ["app", "contract", "lib", "generators", "suites", "server", "config", "tools"] as const;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|json)$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether `root`/.build holds the JavaScript of every source file of `root` as it is now. */
export function freshIn(root: string): boolean {
  const stamp = join(root, ".build", ".stamp");
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCE_FOLDERS.every((f) => !existsSync(join(root, f)) || newestSource(join(root, f)) <= built);
}

let fresh: boolean | undefined;

/** freshIn(ROOT), asked once per process. */
export function buildIsFresh(): boolean {
  return (fresh ??= freshIn(ROOT));
}

/** node's arguments to run `script` (a .ts path from the project root): the compiled file when fresh, else through tsx. */
export function entryArgs(script: string): string[] {
  return buildIsFresh() ? [join(BUILD_DIR, script.replace(/\.ts$/, ".js"))] : ["--import", "tsx", script];
}
