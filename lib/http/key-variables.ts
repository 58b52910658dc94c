/**
 * The variables a reproduction names keys with, and what each one is: the page and junit.xml say
 * so beside every curl line that needs one (issue 27, point 5).
 */

/** The run's keys (LadderKeys' fields) and their variables. */
export const KEY_VARIABLES = [
  ["admin", "ADMIN_KEY"],
  ["read", "READ_KEY"],
  ["write", "WRITE_KEY"],
  ["decide", "DECIDE_KEY"],
  ["peer", "PEER_ADMIN_KEY"],
] as const;

const MINT = (scope: string) =>
  `a key of scope ${scope}: mint one with POST /api/v1/keys {"label":"repro","scope":"${scope}"} and $ADMIN_KEY (the answer's secret); the run revoked its own`;

export const KEY_MEANINGS: Record<string, string> = {
  ADMIN_KEY: "the admin key the run was given (CONFORMANCE_ADMIN_KEY)",
  READ_KEY: MINT("read"),
  WRITE_KEY: MINT("write"),
  DECIDE_KEY: MINT("decide"),
  PEER_ADMIN_KEY: "the admin key of the second workspace (CONFORMANCE_PEER_ADMIN_KEY)",
  API_KEY: "a key the check minted for itself and revoked since: mint one of the scope the rule names",
};

/** Each key variable a command names, in order of first use, with what it is. */
export function keysNamedIn(command: string): [variable: string, meaning: string][] {
  const seen = new Set<string>();
  for (const m of command.matchAll(/\$\{?([A-Z_]+_KEY)\b/g)) if (KEY_MEANINGS[m[1]]) seen.add(m[1]);
  return [...seen].map((v) => [v, KEY_MEANINGS[v]]);
}
