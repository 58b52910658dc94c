/** Faults the EVENTS family must catch. */
export const faults = {} as const;
