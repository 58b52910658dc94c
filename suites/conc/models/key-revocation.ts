/**
 * One API key of the suite's own, active or revoked, as the documents state it (doc 2 Keys: DELETE
 * /keys/{keyId} "204 | revokes the key"; doc 1 States, API key: active → delete → revoked; doc 2
 * Authentication 5: a key is admitted or refused). An active key's request is admitted (a 2XX); a
 * revoked key's is refused (a 4XX: 401 is the likely reading, KEYS-REVOKED-REFUSED says why it is
 * not the only one); a revocation answers 204 and leaves the key revoked. A 429 says nothing either
 * way. Linearizability then states revocation is immediate: a request that begins after the 204 has
 * only the revoked key to meet. Each key is its own part of the history.
 */
import type { Model } from "../../../lib/history/model.ts";

export type KeyInput = { use: string } | { revoke: string };

/** The status alone: what the model reads of an answer. */
export type Status = number;

const keyOf = (i: KeyInput) => ("use" in i ? i.use : i.revoke);
const admitted = (s: Status) => s >= 200 && s < 300;
const refusedNow = (s: Status) => s >= 400 && s < 500 && s !== 429;

export const keyRevocationModel: Model<boolean, KeyInput, Status> = {
  // The state: whether the key is revoked.
  init: () => false,
  step: (revoked, input, status) => {
    if ("revoke" in input) return { ok: status === 204 || status === 429, next: revoked || status === 204 };
    if (status === 429) return { ok: true, next: revoked };
    return { ok: revoked ? refusedNow(status) : admitted(status), next: revoked };
  },
  shows: (input, status) => {
    if ("revoke" in input) return status === 204 ? true : undefined;
    return admitted(status) ? false : refusedNow(status) ? true : undefined;
  },
  reads: (input) => "use" in input,
  partition: (history) => {
    const parts = new Map<string, (typeof history)[number][]>();
    for (const o of history) parts.set(keyOf(o.input), [...(parts.get(keyOf(o.input)) ?? []), o]);
    return [...parts.values()];
  },
  describe: (revoked) => (revoked ? "revoked" : "active"),
  describeOperation: (input, status) =>
    "revoke" in input ? `DELETE /keys/${input.revoke} → ${status}` : `GET /me with ${input.use} → ${status}`,
  key: (revoked) => (revoked ? "1" : "0"),
};
