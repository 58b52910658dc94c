import { clause } from "./types.ts";

export const NOTATION = [
] as const;
