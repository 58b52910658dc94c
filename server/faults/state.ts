/** Faults the STATE family must catch. */
export const faults = {} as const;
