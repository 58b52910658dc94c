/** Faults the NULL family must catch. */
export const faults = {} as const;
