#!/usr/bin/env node
/**
 * The installed command (package.json `bin`, compiled to dist/app/cli/bin.js by
 * `npm run build`): `app-conformance [options]` and its `merge`, `compare` and `allure` commands are
 * `npm run conformance --` (app/cli/main.ts); `app-conformance serve [options]` is `npm run serve --`
 * (server/serve-cli.ts). Default report folders go under the working directory's reports/.
 */
const argv = process.argv.slice(2);

if (argv[0] === "serve") {
  const { serveMain } = await import("../../server/serve-cli.ts");
  await serveMain(argv.slice(1), process.env, "app-conformance serve");
} else {
  const { conformanceMain } = await import("./main.ts");
  await conformanceMain(argv, process.env, {
    program: "app-conformance",
    moreCommands: "  serve [options]          start the reference server (app-conformance serve --help)\n",
    reportsBase: process.cwd(),
  });
}
