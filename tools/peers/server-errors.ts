/**
 * The reference server logs each unexpected error it answers 500 with, stack and all, through
 * console.error (server/http/app.ts). Faults that answer 500 on purpose (op-no5xx-fractional-limit,
 * page-garbage-cursor-500…) would flood the comparison's terminal with stacks; they are counted per
 * run instead, and the count goes in the table. Any other console.error line passes through.
 */
const PREFIX = "reference server: unexpected error:";

export interface ServerErrorCount {
  /** The lines counted since the last call, and the count restarted. */
  take(): number;
  restore(): void;
}

export function countServerErrors(): ServerErrorCount {
  const original = console.error;
  let count = 0;
  console.error = (...args: unknown[]) => {
    if (args[0] === PREFIX) count += 1;
    else original.apply(console, args);
  };
  return {
    take: () => {
      const n = count;
      count = 0;
      return n;
    },
    restore: () => {
      console.error = original;
    },
  };
}
