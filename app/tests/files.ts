/** Every file under a folder, recursively (none when it does not exist): for "no secret in any output". */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
