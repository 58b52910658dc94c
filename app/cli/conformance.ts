/** `npm run conformance`: the conformance command (app/cli/main.ts) with the process's arguments. */
import { conformanceMain } from "./main.ts";

await conformanceMain(process.argv.slice(2), process.env);
