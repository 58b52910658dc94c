#!/usr/bin/env node
/**
 * The installed command (package.json `bin`, compiled to dist/app/cli/bin.js by
 * `npm run build`): `app-conformance [options]` and its `merge`, `compare`, `allure` and
 * `diff-contract` commands are `npm run conformance --` (app/cli/main.ts); `app-conformance serve
 * [options]` is `npm run serve --` (server/serve-cli.ts); `verify-traffic` and `proxy` are
 * `npm run verify-traffic --` and `npm run proxy --` (app/traffic/). Default report folders go under
 * the working directory's reports/.
 */
import { installedAs } from "./invoked.ts";

const argv = process.argv.slice(2);
/** `npx app-conformance`, `app-conformance` or `npm run NAME --`: what the usage and re-run lines say. */
const program = installedAs(process.env);

if (argv[0] === "serve") {
  const { serveMain } = await import("../../server/serve-cli.ts");
  await serveMain(argv.slice(1), process.env, `${program} serve`);
} else if (argv[0] === "verify-traffic") {
  const { main } = await import("../traffic/verify-traffic.ts");
  process.exitCode = await main(argv.slice(1), process.stdout, process.stderr, `${program} verify-traffic`);
} else if (argv[0] === "proxy") {
  const { main } = await import("../traffic/proxy.ts");
  process.exitCode = await main(argv.slice(1), process.stdout, process.stderr, undefined, `${program} proxy`);
} else {
  const { conformanceMain } = await import("./main.ts");
  await conformanceMain(argv, process.env, {
    program,
    moreCommands:
      `  serve [options]          start the reference server (${program} serve --help)\n` +
      `  verify-traffic FILE.har  judge recorded exchanges (${program} verify-traffic --help)\n` +
      `  proxy --target URL       a validating reverse proxy (${program} proxy --help)\n`,
    reportsBase: process.cwd(),
  });
}
