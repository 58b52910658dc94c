/** Faults the ERRORS family must catch. */
export const faults = {} as const;
