/** `npm run diff-contract -- OLD NEW [--out DIR]`: the contract diff (lib/contract-diff/command.ts). */
import { diffContractMain } from "../../lib/contract-diff/command.ts";

process.exit(await diffContractMain(process.argv.slice(2)));
