/**
 * The last net under a key left live. Every POST /keys the run sends that the target does not refuse
 * (a 2XX, a 5XX, no answer at all) may have minted a key, and when its answer is unreadable nothing
 * names that key. The watch, told every answer by the transport (ClientOptions.onAnswer), keeps the
 * label each such request sent and the key that sent it. At the end the sweep lists the keys of each
 * sending workspace and revokes those that are live, were not there when the run began, carry one of
 * those labels and were minted by the sending key: all four, so that no key of the user's, nor one a
 * concurrent run minted under other labels, is ever touched. Labels and ids only: the senders' keys
 * stay in memory, never in a record.
 */
import type { ApiClient } from "../http/client.ts";
import type { Outgoing } from "../http/exchange.ts";
import type { Leftover } from "./fixtures.ts";
import { revokeKey } from "./revoke.ts";

/** A key whose mints are swept: its id, and the ids its workspace listed before the run minted anything (null: unreadable). */
interface Sender {
  keyId: string;
  before: ReadonlySet<string> | null;
}

interface KeyRow {
  id?: unknown;
  label?: unknown;
  revokedAt?: unknown;
  createdByKeyId?: unknown;
}

/** How much of a label a leftover line quotes (generated labels can be 120 characters). */
const LABEL_SHOWN = 60;

export class MintWatch {
  private readonly senders = new Map<string, Sender>();
  /** Labels sent by POST /keys requests that were not refused, by the key that sent them. */
  private readonly labels = new Map<string, Set<string>>();
  /** Those whose answer named no key: unseen at the end, they may be live (a revoked key is no longer listed either). */
  private readonly unnamed = new Set<string>();
  /** Such requests whose body had no label to find the key by. */
  private unlabelled = 0;

  /** Lists the keys of `key`'s workspace now, before the run mints any, so that the sweep can tell which are the run's. */
  async know(client: ApiClient, key: string, keyId: string): Promise<void> {
    if (!keyId) return;
    this.senders.set(key, { keyId, before: await liveIds(client, key) });
  }

  /** The transport's report of one answer (ClientOptions.onAnswer). */
  readonly observe = (sent: Outgoing, status: number | null, json: unknown): void => {
    if (sent.method !== "POST" || !isKeysPath(sent.url)) return;
    if (status !== null && status >= 400 && status < 500) return;
    const key = bearer(sent.headers);
    if (key === null || !this.senders.has(key)) return;
    const label = labelOf(sent.body);
    if (label === null) {
      this.unlabelled += 1;
      return;
    }
    let set = this.labels.get(key);
    if (!set) this.labels.set(key, (set = new Set()));
    set.add(label);
    if (typeof (json as { key?: { id?: unknown } } | undefined)?.key?.id !== "string") this.unnamed.add(label);
  };

  /**
   * Revokes every key a watched request minted that is still live, and says what may be live still:
   * keys whose revocation failed, labels no listed key carried, requests without a label.
   */
  async sweep(client: ApiClient): Promise<Leftover[]> {
    const left: Leftover[] = [];
    for (const [key, labels] of this.labels) {
      const sender = this.senders.get(key)!;
      const listed = await keyRows(client, key);
      // A sender refused its own list was revoked, and every key it minted with it (doc 2 Authentication 8).
      if (listed === "refused") continue;
      if (listed === null || sender.before === null) {
        left.push(
          ...[...labels]
            .filter((l) => this.unnamed.has(l))
            .map((l) => unfound(l, "the workspace's keys could not be listed to find it")),
        );
        continue;
      }
      const found = new Set<string>();
      for (const row of listed) {
        if (typeof row.id !== "string" || typeof row.label !== "string" || !labels.has(row.label)) continue;
        if (sender.before.has(row.id) || row.createdByKeyId !== sender.keyId) continue;
        found.add(row.label);
        if (row.revokedAt !== null && row.revokedAt !== undefined) continue;
        const why = await revokeKey(client, row.id, key);
        if (why !== null)
          left.push({
            kind: "key",
            id: row.id,
            reason: `found live at the end by its label; revocation failed: ${why}`,
          });
      }
      for (const l of labels)
        if (this.unnamed.has(l) && !found.has(l)) left.push(unfound(l, "no key of the workspace carries its label"));
    }
    if (this.unlabelled > 0) {
      left.push({
        kind: "key",
        id: "(unnamed)",
        reason: `${this.unlabelled} POST /keys request(s) without a label were not refused and named no key: a key may be live`,
      });
    }
    return left;
  }
}

function unfound(label: string, why: string): Leftover {
  const shown = label.length > LABEL_SHOWN ? `${label.slice(0, LABEL_SHOWN)}…` : label;
  return {
    kind: "key",
    id: `(labelled ${JSON.stringify(shown)})`,
    reason: `POST /keys was not refused, yet its answer named no key, and ${why}: a key may be live`,
  };
}

async function liveIds(client: ApiClient, key: string): Promise<Set<string> | null> {
  const rows = await keyRows(client, key);
  if (rows === null || rows === "refused") return null;
  return new Set(rows.flatMap((r) => (typeof r.id === "string" ? [r.id] : [])));
}

/** GET /keys (live keys and metadata, doc 2 Keys) with `key`: its rows, "refused" for a 401, null when unreadable. */
async function keyRows(client: ApiClient, key: string): Promise<KeyRow[] | "refused" | null> {
  try {
    const r = await client.call<{ keys?: unknown }>("GET", "/keys", { key });
    if (r.status === 401) return "refused";
    if (r.status !== 200 || !Array.isArray(r.json?.keys)) return null;
    return (r.json.keys as unknown[]).filter((x): x is KeyRow => typeof x === "object" && x !== null);
  } catch {
    return null;
  }
}

function isKeysPath(url: string): boolean {
  try {
    return /\/api\/v1\/keys\/?$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

function bearer(headers: Record<string, string>): string | null {
  const v = Object.entries(headers).find(([k]) => k.toLowerCase() === "authorization")?.[1];
  const m = v ? /^Bearer (.+)$/.exec(v) : null;
  return m ? m[1] : null;
}

function labelOf(body: string | undefined): string | null {
  if (body === undefined) return null;
  try {
    const v = JSON.parse(body) as { label?: unknown } | null;
    return v && typeof v === "object" && typeof v.label === "string" ? v.label : null;
  } catch {
    return null;
  }
}
