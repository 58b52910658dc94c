import { clause } from "./types.ts";

export const ERRORS = [
] as const;
