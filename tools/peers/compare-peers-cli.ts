/** `npm run compare:peers`: the peer comparison (compare-peers.ts) with the process's arguments. */
import { main } from "./compare-peers.ts";

process.exitCode = await main(process.argv.slice(2));
