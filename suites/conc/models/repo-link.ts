/**
 * One repository the workspace has linked, as the documents state it (doc 2 Repos: POST /repos/link
 * "200 object* incl. `repoId`; idempotent"; GET /repos "linked repositories"): linking it again adopts
 * nothing new, so every link answers the `repoId` it has, and GET /repos lists that `repoId` once.
 * Linking a linked repository changes nothing, so the state is only that `repoId`; a refusal (4XX)
 * changes nothing either (doc 2 Errors), a 5XX is no answer the documents allow.
 */
import type { Model } from "../../../lib/history/model.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export type LinkInput = { link: true } | { list: true };

/** A link's `repoId`; a list's count of rows carrying the repository's `repoId`. */
export interface LinkOutput {
  status: number;
  repoId?: unknown;
  rows?: number;
}

export function repoLinkModel(repoId: string): Model<string, LinkInput, LinkOutput> {
  return {
    init: () => repoId,
    step: (s, input, out) => {
      if (out.status >= 400 && out.status < 500) return { ok: true, next: s };
      if (out.status < 200 || out.status >= 300) return { ok: false, next: s };
      // A list the suite cannot read (its shape is the SCHEMA family's to judge) shows nothing.
      return { ok: "link" in input ? out.repoId === s : out.rows === undefined || out.rows === 1, next: s };
    },
    reads: () => true,
    describe: (s) => `linked as ${s}`,
    describeOperation: (input, out) =>
      "link" in input
        ? `POST /repos/link → ${out.status}${out.repoId !== undefined ? ` repoId ${jsonText(out.repoId)}` : ""}`
        : `GET /repos → ${out.status}${out.rows !== undefined ? `, ${out.rows} row(s) of it` : ""}`,
  };
}
