import { clause } from "./types.ts";

export const VERSIONING = [
] as const;
