import { clause } from "./types.ts";

export const CONVENTIONS = [
] as const;
