/** A mistake of the user (a flag, a file, a value): exit 2 with this one sentence, never a stack trace. */
export class UsageError extends Error {}
