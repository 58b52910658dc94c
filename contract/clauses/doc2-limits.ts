import { clause } from "./types.ts";

export const LIMITS = [
] as const;
