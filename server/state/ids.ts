/**
 * Identifiers. The documents leave their format unspecified (doc 1 Notation); the reference server
 * uses a type prefix and a per-server counter so ids are readable, unique across workspaces and
 * deterministic for a given sequence of requests.
 */
/** `prefix_counter`, `prefix:counter`, or a bare UUID carrying the counter. */
export type IdStyle = "underscore" | "colon" | "uuid";

export class IdSource {
  private n = 0;
  /** `prefix_counter` by default (the server looks the style up as the behaviour "ids.style"). */
  constructor(private readonly style: IdStyle = "underscore") {}
  next(prefix: string): string {
    this.n += 1;
    if (this.style === "uuid") return `00000000-0000-4000-8000-${this.n.toString(16).padStart(12, "0")}`;
    return `${prefix}${this.style === "colon" ? ":" : "_"}${this.n.toString(36).padStart(6, "0")}`;
  }
}
