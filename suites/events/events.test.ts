import { defineFamily } from "../../lib/run/vitest-family.ts";
import { rules } from "./index.ts";

defineFamily("EVENTS", rules);
