/** `npm run proxy`: the validating proxy (proxy.ts) with the process's arguments. */
import { main } from "./proxy.ts";

process.exitCode = await main(process.argv.slice(2));
