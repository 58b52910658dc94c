/** Faults the AUTH family must catch (doc 2 Authentication). */
export const faults = {
  "auth-write-admitted-to-decide": {
    family: "AUTH",
    description: "the ladder compares loosely: a write key is admitted to decide operations",
  },
  "auth-unknown-key-403": {
    family: "AUTH",
    description: "an unknown key is answered 403 instead of 401",
  },
  "auth-me-reports-admin": {
    family: "AUTH",
    description: "/me reports scope admin for every key",
  },
} as const;
