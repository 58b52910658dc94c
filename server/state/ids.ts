/**
 * Identifiers. The documents leave their format unspecified (doc 1 Notation); the reference server
 * uses a type prefix and a per-server counter so ids are readable, unique across workspaces and
 * deterministic for a given sequence of requests.
 */
export class IdSource {
  private n = 0;
  /**
   * `prefix_counter` by default; under the variants of server/variants/identifiers.ts
   * `prefix:counter` (ids-with-colon) or a bare UUID carrying the counter (ids-uuid).
   */
  constructor(private readonly style: "underscore" | "colon" | "uuid" = "underscore") {}
  next(prefix: string): string {
    this.n += 1;
    if (this.style === "uuid") return `00000000-0000-4000-8000-${this.n.toString(16).padStart(12, "0")}`;
    return `${prefix}${this.style === "colon" ? ":" : "_"}${this.n.toString(36).padStart(6, "0")}`;
  }
}
