/**
 * doc 2 Tasks, GET /tasks/{taskId}/documents: "200 object*: attached documents in agent reading
 * order, each identified by (`source`, `externalId`)". A task of the suite's own is created with two
 * uploaded documents and a third is attached afterwards; the list (its item array's name is not
 * shown: discovered) must hold the three, each carrying `source` and `externalId`, no two with the
 * same pair — otherwise the pair would not identify them. The reading order is not asserted (its
 * rule is not shown).
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { ownTask, setupRefused } from "../../../generators/calls/resources.ts";
import { enc, keyOf, mustStatus } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { brief } from "./hooks.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const CLAUSE =
  "attached documents, each identified by (`source`, `externalId`) (doc 2 Tasks, GET /tasks/{taskId}/documents)";

export const taskDocumentsIdentified: Rule = {
  id: "STATE-TASK-DOCUMENTS-IDENTIFIED",
  title: "A task's document list holds every attached document, each with its own (source, externalId) pair",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Tasks (GET /tasks/{taskId}/documents: attached documents, each identified by (`source`, `externalId`)); doc 1 Task create (documents attached if given)",
  clauses: ["D2-TASKS-DOCUMENTS-IDENTIFIED"],
  profile: "standard",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      const task = await ownTask(c, {
        title: "conformance documents identified",
        documents: [
          { kind: "upload", title: "conformance notes", content: "First uploaded document of the conformance suite." },
          {
            kind: "upload",
            title: "conformance notes",
            content: "Second uploaded document, same title, other content.",
          },
        ],
      });
      const a = await c.call("POST", `/tasks/${enc(task.taskId)}/documents`, {
        key: write,
        body: {
          kind: "upload",
          title: "conformance attached later",
          content: "Third document, attached after creation.",
        },
      });
      // Setup (attaching is judged by STATE-TASK-DOCUMENTS): a refusal is not exercised.
      if (a.status !== 201) setupRefused(c, "attaching a third document to a task of the suite's own", a);

      const r = await c.call("GET", `/tasks/${enc(task.taskId)}/documents`, { key: c.t.keys.read ?? c.t.keys.admin });
      mustStatus(
        r,
        200,
        `listing the documents of task ${task.taskId}`,
        "doc 2 Tasks: GET /tasks/{taskId}/documents 200",
      );
      const items = itemsOf(null, r.json);
      // The body is `object*`: its item array is not named; a body the suite cannot read so is not judged.
      if (items === null)
        inconclusive(
          `the documents body holds no single array of objects (${brief(r.json)}): its item array is not named (object*)`,
        );
      must(
        items.length === 3,
        `${items.length} document(s) listed for a task created with two and given a third`,
        CLAUSE,
      );
      const pairs = new Map<string, unknown>();
      for (const it of items) {
        const d = it as Record<string, unknown>;
        must(
          d.source !== undefined && d.source !== null && d.externalId !== undefined && d.externalId !== null,
          `document ${brief(d)}`,
          `a document carrying \`source\` and \`externalId\` (${CLAUSE})`,
        );
        const key = jsonText([d.source, d.externalId]);
        must(
          !pairs.has(key),
          `two documents listed with the pair ${key}: ${brief(pairs.get(key))} and ${brief(d)}`,
          `each document identified by its pair: no two share one (${CLAUSE})`,
        );
        pairs.set(key, d);
      }
      c.pass(
        `the three attached documents are listed with distinct (source, externalId) pairs: ${[...pairs.keys()].join(", ")}`,
      );
    }),
};
