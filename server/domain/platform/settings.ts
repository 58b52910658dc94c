/**
 * Source-control connection and tracker writeback (doc 2 Identity table: /vcs/connection,
 * /tracker/writeback; doc 1 "Resources described only by prose"). Field names are reference choices:
 * the connection has `provider`, `account`, `accountType`, `authentication`, `permissions`
 * {`createRepositories`, `writeWorkflowFiles`}, `connectedAt`; writeback has the three actions
 * `commentOnPullRequestOpen`, `commentAndCloseOnMerge`, `postParkedRequirementsFindings` and
 * `updatedAt`.
 */
import { invalid, type EnvelopeIssue } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";

/** doc 2 GET /tracker/writeback: the three actions and when they were last set. */
export interface WritebackView {
  commentOnPullRequestOpen: boolean;
  commentAndCloseOnMerge: boolean;
  postParkedRequirementsFindings: boolean;
  updatedAt: number | null;
}

declare module "../../state/behaviours.ts" {
  interface Behaviours {
    /** doc 2 Tracker writeback: the settings as answered (the three actions and `updatedAt`). */
    "tracker.writebackView": (view: WritebackView) => WritebackView;
  }
}

export interface VcsConnection {
  provider: string;
  account: string;
  accountType: "organization" | "user";
  authentication: "app_installation" | "oauth_token";
  permissions: { createRepositories: boolean; writeWorkflowFiles: boolean };
  connectedAt: number;
}

export const WRITEBACK_ACTIONS = [
  "commentOnPullRequestOpen",
  "commentAndCloseOnMerge",
  "postParkedRequirementsFindings",
] as const;
export type WritebackAction = (typeof WRITEBACK_ACTIONS)[number];

export type Writeback = Record<WritebackAction, boolean> & { updatedAt: number | null };

/** doc 1: `updatedAt` null while nobody has chosen, in which case all three are on. */
export function defaultWriteback(): Writeback {
  return {
    commentOnPullRequestOpen: true,
    commentAndCloseOnMerge: true,
    postParkedRequirementsFindings: true,
    updatedAt: null,
  };
}

export function publicWriteback(w: Writeback, ws: Workspace): WritebackView {
  return ws.server.behaviour(
    "tracker.writebackView",
    (view: WritebackView) => view,
  )({
    commentOnPullRequestOpen: w.commentOnPullRequestOpen,
    commentAndCloseOnMerge: w.commentAndCloseOnMerge,
    postParkedRequirementsFindings: w.postParkedRequirementsFindings,
    updatedAt: w.updatedAt,
  });
}

/**
 * doc 2 PATCH /tracker/writeback: merged (an omitted action keeps its value); an empty patch is a
 * no-op and does not stamp `updatedAt`. Reference choices: unknown fields are ignored (so a patch of
 * unknown fields only is empty); a non-boolean value for an action is a 400 envelope naming every
 * such field; a patch naming at least one action stamps `updatedAt` even when no value changes
 * (somebody has now chosen).
 */
export function patchWriteback(ws: Workspace, body: unknown): Writeback {
  const w = ws.platform.writeback;
  if (body === undefined) return w;
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw invalid("the writeback patch is a JSON object", [{ path: "/body", message: "must be an object" }]);
  }
  const patch = body as Record<string, unknown>;
  const issues: EnvelopeIssue[] = [];
  const named = WRITEBACK_ACTIONS.filter((a) => a in patch);
  for (const a of named)
    if (typeof patch[a] !== "boolean") issues.push({ path: `/${a}`, message: "must be a boolean" });
  if (issues.length) throw invalid("invalid writeback patch", issues);
  if (named.length === 0) return w;
  for (const a of named) w[a] = patch[a] as boolean;
  w.updatedAt = ws.now();
  return w;
}
