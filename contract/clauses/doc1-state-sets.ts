import { clause } from "./types.ts";

export const STATE_SETS = [
] as const;
