/** doc 2 Identity (GET /me "startup self-check"); doc 1 PublicIdentity: `/me` reports the key's real scope. */
import type { Rule } from "../../lib/rules/types.ts";
import { holds } from "../common/finding.ts";
import { meScopeFinding } from "./judges/refused.ts";

export const meReportsScope: Rule = {
  id: "AUTH-ME-SCOPE",
  title: "/me reports the calling key's real scope and one workspace",
  level: "MUST",
  family: "AUTH",
  clause: "doc 2 Identity (GET /me); doc 1 PublicIdentity; doc 2 Authentication 3",
  clauses: ["D2-ID-ME-SELFCHECK", "D2-AUTH-3-ONE-WORKSPACE", "D1-SHAPE-IDENTITY"],
  profile: "safe",
  scope: "global",
  check: async (c) => {
    const rungs = (["read", "write", "decide", "admin"] as const).filter((r) => c.t.keys[r]);
    for (const rung of rungs) {
      const r = await c.call<{ scope?: string; workspaceId?: string }>("GET", "/me", { key: c.t.keys[rung] });
      c.require(r.status === 200, `${r.status} from /me for the ${rung} key`, "200 PublicIdentity");
      holds(c, meScopeFinding(rung, r.json));
      c.require(
        r.json?.workspaceId === c.t.info.workspaceId,
        `workspace ${r.json?.workspaceId}`,
        `the admin key's workspace ${c.t.info.workspaceId}`,
      );
    }
    // A rung the ladder could not mint is said, so a pass never hides what was not checked.
    const missing = (["read", "write", "decide"] as const).filter((r) => !c.t.keys[r]);
    c.pass(
      `checked ${rungs.join(", ")}${missing.length ? `; not minted: ${missing.map((r) => `${r} (${c.t.info.keyProblems[r] ?? "no key"})`).join(", ")}` : ""}`,
    );
  },
};
