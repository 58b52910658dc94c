/**
 * Faults of file reads at a ref (doc 2 Repos, GET /repos/{owner}/{name}/contents: "`ref` opt
 * (branch, tag or commit sha; default branch when omitted)"), each a hole the mutants of
 * server/domain/platform/repo-files.ts's ref resolution showed; each names the rules it proves.
 */
import type { FaultDef } from "./index.ts";
import type { RequestContext } from "../state/context.ts";
import { stated } from "../state/errors.ts";
import type { Reply } from "../state/reply.ts";
import { linkedByName, providerRepo } from "../domain/platform/repos.ts";
import { resolveRef } from "../domain/platform/repo-files.ts";

/** What the read's `ref` resolves to on the linked repository (undefined: not linked, or nothing). */
function refKind(ctx: RequestContext): "branch" | "tag" | "commit" | undefined {
  const { owner, name } = ctx.params;
  const linked = linkedByName(ctx.ws, owner, name);
  const repo = linked ? providerRepo(ctx.ws, linked.owner, linked.name) : undefined;
  const ref = ctx.query.ref as string | undefined;
  if (!repo || ref === undefined) return undefined;
  return resolveRef(repo, ref)?.kind;
}

/** A read refused as the path absent at the ref. */
function absent(ctx: RequestContext): never {
  const path = String(ctx.query.path ?? "");
  throw stated(404, "file_not_found", `${path} is absent at ${String(ctx.query.ref ?? "the default branch")}`, {
    path,
  });
}

/** Installs a wrapper refusing every read at a ref of `kind` as the path absent there. */
function unresolved(kind: "tag" | "commit"): FaultDef["install"] {
  return (layer) =>
    layer.around("getRepoContents", async (ctx: RequestContext, next: () => Promise<Reply>) =>
      refKind(ctx) === kind ? absent(ctx) : next(),
    );
}

export const faults = {
  "repos-default-branch-unresolved": {
    family: "ERRORS",
    description:
      "GET /repos/{owner}/{name}/contents with `ref` omitted resolves no default branch: every such read answers 404 `file_not_found`, the large file's among them",
    rules: ["ERRORS-FILE-TOO-LARGE"],
    install(layer) {
      layer.around("getRepoContents", async (ctx: RequestContext, next: () => Promise<Reply>) =>
        ctx.query.ref === undefined ? absent(ctx) : next(),
      );
    },
  },
  "repos-ref-ignored": {
    family: "STATE",
    description:
      "GET /repos/{owner}/{name}/contents reads every `ref` at the default branch: a ref naming no branch, tag or commit serves the default branch's file",
    rules: ["STATE-REPO-FILE-REFS"],
    install(layer) {
      layer.around("getRepoContents", async (ctx: RequestContext, next: () => Promise<Reply>) => {
        if (ctx.query.ref !== undefined) ctx.query = { ...ctx.query, ref: undefined };
        return next();
      });
    },
  },
  "repos-commit-ref-unresolved": {
    family: "STATE",
    description:
      "GET /repos/{owner}/{name}/contents resolves no commit sha: a read at a commit answers 404 `file_not_found` (branches and tags still resolve)",
    rules: ["STATE-REPO-FILE-REFS"],
    install: unresolved("commit"),
  },
  "repos-tag-unresolved": {
    family: "STATE",
    description:
      "GET /repos/{owner}/{name}/contents resolves no tag: a read at a tag answers 404 `file_not_found` (branches and commits still resolve)",
    rules: ["STATE-REPO-FILE-REFS"],
    install: unresolved("tag"),
  },
} as const satisfies Record<string, FaultDef>;
