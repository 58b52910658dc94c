/**
 * CONC-REPO-LINK-IDEMPOTENT: clients race links of one repository the workspace has linked already
 * (found as STATE-REPO-LINK-IDEMPOTENT finds it: a GET /repos row confirmed `linked` by GET
 * /repos/available) and reads of GET /repos, checked against models/repo-link.ts: every link answers
 * the repository's `repoId`, and every list holds it once. Linking adopts a repository for good (no
 * route unlinks), so the rule links only one already linked, where the documents make a link a no-op;
 * it adopts none anew, even on a disposable target, where a new link would change which repositories
 * other rules' services are built from. A server that refreshes a link by removing the row and
 * inserting it again after an `await` lets a racing link find none and adopt the repository twice.
 */
import type { Rule } from "../../lib/rules/types.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { setupRefused } from "../../generators/calls/resources.ts";
import { confirmedLinked, linkedRows, repoIdsOf } from "../state/repo-link.ts";
import { type LinkInput, type LinkOutput, repoLinkModel } from "./models/repo-link.ts";
import { runRace, type Step } from "./race.ts";
import { jsonText } from "../../lib/json/safe.ts";

type LinkStep = Step<LinkInput, LinkOutput>;

export const repoLinkRace: Rule = {
  id: "CONC-REPO-LINK-IDEMPOTENT",
  title: "links of one linked repository racing each other answer its one `repoId`, and GET /repos lists it once",
  level: "MUST",
  family: "CONC",
  clause: 'doc 2 Repos, POST /repos/link ("200 object* incl. `repoId`; idempotent"); GET /repos (linked repositories)',
  clauses: ["D2-REPOS-LINK-IDEMPOTENT"],
  profile: "standard",
  scope: "global",
  async check(c) {
    const before = await linkedRows(c);
    const pair = await confirmedLinked(c, before);
    if (!pair)
      c.notExercised(
        "no repository GET /repos lists could be confirmed linked by GET /repos/available (row owner/name fields are not shown), and the race links none anew (linking adopts for good)",
      );
    const body = { owner: pair!.owner, name: pair!.name };
    const first = await c.call<{ repoId?: unknown }>("POST", "/repos/link", { body });
    if (first.status !== 200) setupRefused(c, `linking ${body.owner}/${body.name}, already linked`, first);
    const repoId = first.json?.repoId;
    if (typeof repoId !== "string" || !repoIdsOf(before).includes(repoId))
      c.notExercised(
        `linking ${body.owner}/${body.name} answered repoId ${jsonText(repoId)}, not one GET /repos listed: STATE-REPO-LINK-IDEMPOTENT judges that; the race needs the repository's one repoId`,
      );
    const link: LinkStep = {
      input: { link: true },
      send: async () => {
        const r = await c.call<{ repoId?: unknown }>("POST", "/repos/link", { body });
        return { status: r.status, ...(r.status === 200 ? { repoId: r.json?.repoId } : {}) };
      },
    };
    const list: LinkStep = {
      input: { list: true },
      send: async () => {
        const r = await c.call("GET", "/repos");
        const rows = r.status === 200 ? (itemsOf(null, r.json) as Record<string, unknown>[] | null) : null;
        if (!rows) return { status: r.status };
        return { status: r.status, rows: repoIdsOf(rows).filter((id) => id === repoId).length };
      },
    };
    await runRace<string, LinkInput, LinkOutput>(c, {
      model: repoLinkModel(repoId as string),
      what: `${body.owner}/${body.name} (repoId ${repoId}), linked again by many clients at once`,
      documented:
        "POST /repos/link is idempotent (doc 2 Repos): linking a linked repository adopts nothing new, so every link answers its one repoId and GET /repos lists it once",
      step: (_client, _round, pick) => (pick() < 0.25 ? list : link),
      between: () => [list],
      unexercised: (history) =>
        history.some((o) => "link" in o.input && o.client > 0 && o.output.status === 200)
          ? null
          : "no racing link was admitted",
    });
  },
};
