/** doc 2 Endpoints: the notes column of each group's table (and the group's rows of the Errors table), one file per group. */
export const NOTES = [
] as const;
