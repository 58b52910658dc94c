import { clause } from "./types.ts";

export const SHAPES = [
] as const;
