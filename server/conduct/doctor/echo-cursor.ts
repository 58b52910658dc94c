/**
 * `--echo-cursor-once`: doc 2 Versioning asks a client to "fail if the server returns the cursor
 * just sent". To see whether it does, the first paged answer each client asks for with a cursor
 * carries that same cursor back instead of the next one; every later answer is the real one, so a
 * client that does not stop sends the cursor again and then walks on normally.
 */
import type { ClientLabel } from "../types.ts";

export class CursorEcho {
  private readonly spent = new Set<ClientLabel>();

  /** Whether this answer is the client's echo (and from now on, that it has had it). */
  take(client: ClientLabel, cursorSent: string | null): boolean {
    if (cursorSent === null || this.spent.has(client)) return false;
    this.spent.add(client);
    return true;
  }
}
