/**
 * Preparing a target: the key ladder is minted and confirmed through /me, and closing revokes every
 * minted key and stops the embedded server, whose own job slots and stream cap are the run's facts.jobSlots and facts.streamCap.
 */
import { describe, expect, it } from "vitest";
import { startServer } from "../../server/index.ts";
import { DEFAULT_RUN_CONFIG } from "../../lib/run/config.ts";
import { prepareTarget } from "../../lib/run/prepare.ts";
import { WIRING } from "../wiring.ts";

const ADMIN = "apk_devadmin.reference-server-admin-secret";

describe("prepareTarget", () => {
  it("mints read, write and decide keys and revokes them on close", async () => {
    const server = await startServer({ port: 0 });
    try {
      const p = await prepareTarget({ ...DEFAULT_RUN_CONFIG, baseUrl: server.url, adminKey: ADMIN });
      expect(p.info.keys.read && p.info.keys.write && p.info.keys.decide).toBeTruthy();
      expect(p.info.keyProblems).toEqual({ peer: expect.stringMatching(/no second workspace key/) });
      for (const rung of ["read", "write", "decide"] as const) {
        const me = await fetch(`${server.url}/api/v1/me`, {
          headers: { authorization: `Bearer ${p.info.keys[rung]}` },
        });
        expect(((await me.json()) as { scope: string }).scope).toBe(rung);
      }
      const before = (await (
        await fetch(`${server.url}/api/v1/keys`, { headers: { authorization: `Bearer ${ADMIN}` } })
      ).json()) as { keys: unknown[] };
      expect((await p.close()).unrevokedKeys).toEqual([]);
      const after = (await (
        await fetch(`${server.url}/api/v1/keys`, { headers: { authorization: `Bearer ${ADMIN}` } })
      ).json()) as { keys: unknown[] };
      expect(before.keys.length - after.keys.length).toBe(3);
      const me = await fetch(`${server.url}/api/v1/me`, { headers: { authorization: `Bearer ${p.info.keys.read}` } });
      expect(me.status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it("accepts a peer key of another workspace and refuses one of the same workspace", async () => {
    const server = await startServer({ port: 0 });
    try {
      const ok = await prepareTarget({
        ...DEFAULT_RUN_CONFIG,
        baseUrl: server.url,
        adminKey: ADMIN,
        peerAdminKey: "apk_devpeer.reference-server-peer-secret",
      });
      expect(ok.info.peerWorkspaceId).toBe("ws_b");
      await ok.close();
      const same = await prepareTarget({
        ...DEFAULT_RUN_CONFIG,
        baseUrl: server.url,
        adminKey: ADMIN,
        peerAdminKey: ADMIN,
      });
      expect(same.info.keys.peer).toBeNull();
      expect(same.info.keyProblems.peer).toMatch(/same workspace/);
      await same.close();
    } finally {
      await server.close();
    }
  });

  it("takes the embedded server's job slots and stream cap as its facts (a variant lowers them), under the configured facts", async () => {
    const embedded = { startEmbedded: WIRING.startEmbedded };
    const facts = async (over: Partial<typeof DEFAULT_RUN_CONFIG>) => {
      const p = await prepareTarget({ ...DEFAULT_RUN_CONFIG, ...over }, embedded);
      try {
        return [p.info.facts.jobSlots, p.info.facts.streamCap];
      } finally {
        await p.close();
      }
    };
    expect(await facts({})).toEqual([2, 64]);
    expect(await facts({ serverVariants: ["job-slots-1"] })).toEqual([1, 64]);
    expect(await facts({ serverVariants: ["stream-cap-1"] })).toEqual([2, 1]);
    expect(await facts({ serverVariants: ["job-slots-1"], facts: { jobSlots: 3, streamCap: 5 } })).toEqual([3, 5]);
  });
});
