/** Faults the SEC family must catch. */
export const faults = {} as const;
