import { clause } from "./types.ts";

export const AUTHENTICATION = [
] as const;
