/**
 * What `npm run mutation -- [area…]` mutates: the reference server's domain folders and its HTTP
 * layer, one area at a time. Each area is its own Stryker run with its own incremental file, so a
 * full pass is a series of slices that each fit the machine, and a slice cut short loses only itself.
 */
import { posix } from "node:path";

/** The areas of a full pass, in the order it runs them: each domain folder, the domain's own files, then the HTTP layer. */
export const DOMAIN_AREAS = [
  "catalog",
  "decisions",
  "evidence",
  "jobs",
  "kaizen",
  "keys",
  "notifications",
  "platform",
  "runs",
  "services",
  "tasks",
  "usage",
].map((d) => `server/domain/${d}`);
/**
 * The files directly under server/domain (the state every domain's slice hangs from), each an area
 * of its own: no folder area holds them. A test holds that every server file is in exactly one area.
 */
export const DOMAIN_FILES = ["server/domain/server-state.ts", "server/domain/workspace.ts"];
export const AREAS: readonly string[] = [...DOMAIN_AREAS, ...DOMAIN_FILES, "server/http"];

/** The two roots mutation testing covers; anything else in server/ (faults, variants, conduct) is the suite's test apparatus. */
const ROOTS = ["server/domain", "server/http"];

export class AreaError extends Error {}

/** How a path looks on disk: the area names a folder, a file, or nothing. */
export type PathKind = "dir" | "file" | "missing";

/**
 * The areas the arguments name, in run order and each once: none or `all` is every area; a root
 * (`server`, `server/domain`) the areas under it; anything else a folder or a .ts file under
 * server/domain or server/http.
 */
export function resolveAreas(args: readonly string[], kindOf: (path: string) => PathKind): string[] {
  if (args.length === 0) return [...AREAS];
  const picked: string[] = [];
  const add = (a: string) => {
    if (!picked.includes(a)) picked.push(a);
  };
  for (const arg of args) {
    const area = normalise(arg);
    if (area === "all") {
      AREAS.forEach(add);
      continue;
    }
    const under = AREAS.filter((a) => a.startsWith(`${area}/`));
    if (under.length) {
      under.forEach(add);
      continue;
    }
    if (!ROOTS.some((r) => area === r || area.startsWith(`${r}/`)))
      throw new AreaError(`${arg} is not under server/domain or server/http (the areas: ${AREAS.join(", ")})`);
    const kind = kindOf(area);
    if (kind === "missing") throw new AreaError(`${arg} does not exist`);
    if (kind === "file" && !area.endsWith(".ts")) throw new AreaError(`${arg} is not a .ts file`);
    if (kind === "file" && area.endsWith(".test.ts")) throw new AreaError(`${arg} is a test, not server code`);
    add(area);
  }
  return picked;
}

/** A path as the areas spell it: relative to the project, forward slashes, no `./` or trailing slash. */
function normalise(arg: string): string {
  const p = posix.normalize(arg.replace(/\\/g, "/")).replace(/\/+$/, "");
  return p.startsWith("./") ? p.slice(2) : p;
}

/** Stryker's `mutate` globs for an area: a file itself, a folder's .ts files less any tests. */
export function mutateGlobs(area: string): string[] {
  if (area.endsWith(".ts")) return [area];
  return [`${area}/**/*.ts`, `!${area}/**/*.test.ts`, `!${area}/**/tests/**`];
}

/** Whether a project file (relative, forward slashes) is one the area's globs mutate (mutateGlobs). */
export function inArea(area: string, file: string): boolean {
  if (area.endsWith(".ts")) return file === area;
  return file.startsWith(`${area}/`) && file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("/tests/");
}

/** The area as a file name: `server/domain/keys` → `server-domain-keys`. */
export function areaSlug(area: string): string {
  return area.replace(/\.ts$/, "").replace(/[/.]/g, "-");
}
