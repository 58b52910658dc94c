/** Faults the VALID family must catch. */
export const faults = {} as const;
