/** `npm run verify-traffic`: the command (verify-traffic.ts) with the process's arguments. */
import { main } from "./verify-traffic.ts";

process.exitCode = await main(process.argv.slice(2));
