import { clause } from "./types.ts";

export const PROSE = [
] as const;
