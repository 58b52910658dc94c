/**
 * The three profiles: how much of the target the suite may touch. Each rule names the lowest profile
 * that runs it; a run under a lower profile reports it not exercised, with the profile as the reason.
 * Ordered from least to most invasive: a profile includes every one before it.
 */
export interface ProfileDefinition {
  name: "safe" | "standard" | "full";
  /** What the suite may do on the target under this profile (shown by --help and the config README). */
  allows: string;
  /** Whether it creates resources of its own (and deletes them afterwards). */
  creates: boolean;
  /** Whether it starts runs on the pipelines of the configuration. */
  startsRuns: boolean;
}

export const PROFILE_DEFINITIONS = [
  { name: "safe", allows: "reads, plus minting and revoking its own keys", creates: false, startsRuns: false },
  {
    name: "standard",
    allows: "also creates, edits and deletes resources of its own; starts no run",
    creates: true,
    startsRuns: false,
  },
  {
    name: "full",
    allows: "also starts runs on the configured pipelines and answers their decisions",
    creates: true,
    startsRuns: true,
  },
] as const satisfies readonly ProfileDefinition[];

export const PROFILES = PROFILE_DEFINITIONS.map((p) => p.name) as unknown as readonly ["safe", "standard", "full"];
export type Profile = (typeof PROFILE_DEFINITIONS)[number]["name"];
