/**
 * doc 2 Tasks, documents: attach 201; detach 204, idempotent, the document survives in the
 * workspace; "a document held by a different live task is refused, not moved" (status unspecified,
 * doc 2 Errors "Other refusals").
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { firstPageWithItems } from "../../../generators/calls/pages.ts";
import { ownTask } from "../../../generators/calls/resources.ts";
import { enc, keyOf, mustRefuse, mustStatus } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { added, docKey, taskDocs, type DocRef } from "./docs.ts";
import { provokesOn } from "../../common/provokes.ts";

export const taskDocuments: Rule = {
  id: "STATE-TASK-DOCUMENTS",
  title:
    "A document attaches (201) and detaches (204); detaching again is idempotent and leaves the task's other documents attached",
  level: "MUST",
  family: "STATE",
  clause: "doc 2 Tasks (POST /tasks/{taskId}/documents 201; POST /tasks/{taskId}/documents/detach 204, idempotent)",
  clauses: ["D2-TASKS-DETACH-IDEMPOTENT"],
  profile: "standard",
  scope: "global",
  provokes: provokesOn(["attachTaskDocument", 201], ["detachTaskDocument", 204]),
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const task = await ownTask(c, { title: "conformance documents" });
      const before = await taskDocs(c, task.taskId);
      // Two documents: a detach repeated must change nothing, so the one left attached must stay.
      const fresh: DocRef[] = [];
      for (const title of ["conformance attached", "conformance kept"]) {
        const had = await taskDocs(c, task.taskId);
        const a = await c.call("POST", `/tasks/${enc(task.taskId)}/documents`, {
          key: write,
          body: { kind: "upload", title, content: "Attached after creation." },
        });
        mustStatus(a, 201, "attaching an uploaded document", "doc 2 Tasks: attach 201");
        const one = added(had, await taskDocs(c, task.taskId));
        must(
          one.length === 1,
          `${one.length} new document(s) listed after one attach`,
          "the attached document is listed (doc 2 Tasks)",
        );
        fresh.push(one[0]);
      }
      must(
        added(before, await taskDocs(c, task.taskId)).length === 2,
        "fewer than both attached documents listed",
        "the attached documents are listed (doc 2 Tasks)",
      );
      const [gone, kept] = fresh;
      const body = { source: gone.source, externalId: gone.externalId };
      for (const round of ["detach", "detach again"]) {
        const d = await c.call("POST", `/tasks/${enc(task.taskId)}/documents/detach`, { key: write, body });
        mustStatus(d, 204, `${round} of ${docKey(gone)}`, "doc 2 Tasks: detach 204; idempotent");
        const now = await taskDocs(c, task.taskId);
        must(
          !now.some((x) => docKey(x) === docKey(gone)),
          `${docKey(gone)} still listed after ${round}`,
          "a detached document is no longer attached (doc 2 Tasks)",
        );
        must(
          now.some((x) => docKey(x) === docKey(kept)),
          `${docKey(kept)}, never detached, no longer listed after the ${round} of ${docKey(gone)}`,
          "detaching one document leaves the others attached, and a repeat changes nothing (doc 2 Tasks: idempotent)",
        );
      }
      c.pass("attached two 201, detached one 204 twice: no longer listed, the other still attached");
    }),
};

/**
 * Document source identifiers are not shown (doc 1 PublicTaskDocument): the ones already in use in
 * the workspace are read from tasks' document lists (reads only; nothing of theirs is touched).
 */
async function sourcesInUse(c: CheckContext): Promise<string[]> {
  const found = new Set<string>();
  const services = await c.call("GET", "/services", { key: c.t.keys.read ?? c.t.keys.admin });
  for (const s of (itemsOf(null, services.json) ?? []).slice(0, 6)) {
    const sid = (s as { serviceId?: string }).serviceId;
    if (!sid) continue;
    const tasks = await firstPageWithItems(c, `/services/${enc(sid)}/tasks`, {
      key: c.t.keys.read ?? c.t.keys.admin,
      query: { limit: 10 },
    });
    for (const t of ((tasks.json as { tasks?: { taskId: string }[] } | undefined)?.tasks ?? []).slice(0, 10)) {
      try {
        for (const d of await taskDocs(c, t.taskId)) found.add(d.source);
      } catch {
        // an unreadable list here is not this rule's business
      }
      if (found.size >= 3) return [...found];
    }
  }
  return [...found];
}

export const taskDocumentHeld: Rule = {
  id: "STATE-TASK-DOCUMENT-HELD",
  title:
    "A document held by another live task is refused, and not moved; once its holder detaches it, another task may attach it",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Tasks (attach: a document held by a different live task is refused, not moved; detach: the document survives in the workspace); doc 2 Errors (other refusals)",
  clauses: ["D2-TASKS-DOCUMENT-HELD-REFUSED", "D2-ERR-OTHER-REFUSALS"],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const holder = await ownTask(c, { title: "conformance document holder" });
      const other = await ownTask(c, { title: "conformance document taker" });
      const ref = `conformance/state/${c.seed().toString(36)}`;
      let page: DocRef | null = null;
      let body: Record<string, unknown> | null = null;
      // A source the config's facts name is accepted (facts.documentSource); else those in use are tried.
      const stated = c.t.info.facts?.documentSource ?? null;
      for (const source of stated ? [stated] : await sourcesInUse(c)) {
        const b = { kind: "source", source, ref };
        const before = await taskDocs(c, holder.taskId);
        const r = await c.call("POST", `/tasks/${enc(holder.taskId)}/documents`, { key: write, body: b });
        if (stated)
          must(
            r.status === 201,
            `${r.status} attaching a fresh page of ${source}`,
            "201: a source the target accepts (facts.documentSource), a page no task holds (doc 2 Tasks)",
          );
        // A source in use may still be refused here (its identifiers are not shown), but never with a 5XX.
        must(
          r.status < 500,
          `${r.status} attaching a page of ${source}, a source in use in the workspace`,
          "a 201, or a 4XX refusal (doc 2 Tasks; doc 2 Errors)",
        );
        if (r.status !== 201) continue;
        const fresh = added(before, await taskDocs(c, holder.taskId));
        must(
          fresh.length === 1,
          `${fresh.length} new document(s) listed after one attach`,
          "the attached document is listed (doc 2 Tasks)",
        );
        page = fresh[0];
        body = b;
        break;
      }
      if (!page || !body)
        inconclusive(
          "no named document source could be attached (the source identifiers are not shown; none in use in the workspace was accepted; facts.documentSource names one the target accepts)",
        );
      const r = await c.call("POST", `/tasks/${enc(other.taskId)}/documents`, { key: write, body });
      mustRefuse(r, `attaching ${docKey(page)}, held by another live task`, "doc 2 Tasks: refused, not moved");
      const held = await taskDocs(c, holder.taskId);
      must(
        held.some((d) => docKey(d) === docKey(page!)),
        `${docKey(page)} no longer on its holder after the refusal`,
        "not moved (doc 2 Tasks)",
      );
      const taken = await taskDocs(c, other.taskId);
      must(
        !taken.some((d) => docKey(d) === docKey(page!)),
        `${docKey(page)} listed on the other task after the refusal`,
        "refused: not attached there (doc 2 Tasks)",
      );
      // Detached, the page is held by no task: the other task may now attach it.
      const detached = await c.call("POST", `/tasks/${enc(holder.taskId)}/documents/detach`, {
        key: write,
        body: { source: page.source, externalId: page.externalId },
      });
      mustStatus(detached, 204, `detaching ${docKey(page)} from its holder`, "doc 2 Tasks: detach 204");
      const moved = await c.call("POST", `/tasks/${enc(other.taskId)}/documents`, { key: write, body });
      mustStatus(
        moved,
        201,
        `attaching ${docKey(page)} to another task once its holder detached it`,
        "doc 2 Tasks: only a document held by a different live task is refused; a detached one survives, held by none",
      );
      const now = await taskDocs(c, other.taskId);
      must(
        now.some((d) => docKey(d) === docKey(page!)),
        `${docKey(page)} not listed on the task that attached it after the detach`,
        "attached (doc 2 Tasks)",
      );
      // Release the page so nothing of the suite holds it any more.
      await c.call("POST", `/tasks/${enc(other.taskId)}/documents/detach`, {
        key: write,
        body: { source: page.source, externalId: page.externalId },
      });
      c.pass(`refused; ${docKey(page)} stayed on its holder, and once detached attached to the other task`);
    }),
};
