/**
 * Which key a reproduction needs, by name (issue 27, point 5): a curl line that says `$API_KEY`
 * for every key cannot be replayed — AUTH-403-BELOW needs the read key, AUTH-401-UNKNOWN a key no
 * server issued. The run names its keys here (lib/run/target.ts) and a rule names a made-up
 * credential that is no secret; every other secret stays masked.
 */

/** One piece of a credential as written out: a named key's variable, or text that holds no secret. */
export type CredentialPart = { variable: string } | { text: string };

export class KeyNames {
  private readonly byKey = new Map<string, string>();
  private readonly literal = new Set<string>();

  /** `key` is written as `$variable` (ADMIN_KEY, READ_KEY…). */
  name(key: string | null | undefined, variable: string): void {
    if (key) this.byKey.set(key, variable);
  }

  /** A credential that is no secret (a made-up key of the right shape): written as it is. */
  showLiterally(credential: string): void {
    this.literal.add(credential);
  }

  /** The variable `key` is written as, if it was named. */
  variableOf(key: string): string | undefined {
    return this.byKey.get(key);
  }

  /**
   * A credential as parts: a named key whole, a literal one, or a named key wrapped in text with no
   * secret in it (`holdsSecret` decides, the run's redactor); null when it cannot be written out.
   */
  parts(credential: string, holdsSecret: (text: string) => boolean): CredentialPart[] | null {
    const whole = this.byKey.get(credential);
    if (whole) return [{ variable: whole }];
    if (this.literal.has(credential) && !holdsSecret(credential)) return [{ text: credential }];
    const keys = [...this.byKey.keys()].sort((a, b) => b.length - a.length);
    const parts: CredentialPart[] = [];
    let rest = credential;
    while (rest) {
      let at = -1;
      let key = "";
      for (const k of keys) {
        const i = rest.indexOf(k);
        if (i >= 0 && (at < 0 || i < at)) [at, key] = [i, k];
      }
      if (at < 0) {
        parts.push({ text: rest });
        break;
      }
      if (at > 0) parts.push({ text: rest.slice(0, at) });
      parts.push({ variable: this.byKey.get(key)! });
      rest = rest.slice(at + key.length);
    }
    const named = parts.some((p) => "variable" in p);
    const clean = parts.every((p) => "variable" in p || !holdsSecret(p.text));
    return named && clean ? parts : null;
  }
}

/** Parts as the inside of a double-quoted shell word: variables expand, text is escaped. */
export function shellParts(parts: CredentialPart[]): string {
  return parts
    .map((p, i) => {
      if ("text" in p) return p.text.replace(/[\\"$`]/g, "\\$&");
      const next = parts[i + 1];
      return next && "text" in next && /^\w/.test(next.text) ? `\${${p.variable}}` : `$${p.variable}`;
    })
    .join("");
}

/** Parts as a reader sees them in a recorded header: `$READ_KEY`, text as it is. */
export function shownParts(parts: CredentialPart[]): string {
  return parts.map((p) => ("text" in p ? p.text : `$${p.variable}`)).join("");
}
