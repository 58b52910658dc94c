/**
 * How the user invoked the installed command, so its usage lines and re-run commands name it the
 * same way: `npx app-conformance` under npx (npm exec names its lifecycle event "npx"), `npm run
 * NAME --` under a user's npm script, the bare bin otherwise. The source tree's entry
 * (app/cli/conformance.ts) is always `npm run conformance --`.
 */
export { DEFAULT_PROGRAM as SOURCE_PROGRAM } from "../../lib/report/rerun.ts";
export const BIN = "app-conformance";

export function installedAs(env: NodeJS.ProcessEnv): string {
  const event = env.npm_lifecycle_event;
  if (event === "npx") return `npx ${BIN}`;
  if (event && /^[\w:.-]+$/.test(event)) return `npm run ${event} --`;
  return BIN;
}
