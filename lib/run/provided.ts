/** The values the run hands to the test workers through vitest's provide/inject. */
import type { TargetInfo } from "./config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    target: TargetInfo;
  }
}

export {};
