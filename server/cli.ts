/**
 * npm run serve -- [--host H] [--port N] [--admin-key KEY] [--peer-admin-key KEY] [--fault NAME]... [--variant NAME]...
 * Prints `listening http://HOST:PORT` once ready; stops cleanly on SIGINT/SIGTERM (server/serve-cli.ts).
 */
import { serveMain } from "./serve-cli.ts";

await serveMain(process.argv.slice(2), process.env);
