/** Faults the KEYS family must catch. */
export const faults = {} as const;
