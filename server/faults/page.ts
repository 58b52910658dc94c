/** Faults the PAGE family must catch. */
export const faults = {} as const;
