/** Faults the OP family must catch. */
export const faults = {} as const;
