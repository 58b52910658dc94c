/**
 * Identifiers. The documents leave their format unspecified (doc 1 Notation); the reference server
 * uses a type prefix and a per-server counter so ids are readable, unique across workspaces and
 * deterministic for a given sequence of requests.
 */
export class IdSource {
  private n = 0;
  next(prefix: string): string {
    this.n += 1;
    return `${prefix}_${this.n.toString(36).padStart(6, "0")}`;
  }
}
