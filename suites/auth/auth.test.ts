import { defineFamily } from "../../lib/run/vitest-family.ts";
import { rules } from "./index.ts";

// Its rules may run at once (--concurrency): each works on probes and resources of its own and
// compares no whole list or stored value with what another rule may be changing meanwhile.
defineFamily("AUTH", rules, { concurrent: true });
