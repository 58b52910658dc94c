import { clause } from "./types.ts";

export const EVENTS = [
] as const;
