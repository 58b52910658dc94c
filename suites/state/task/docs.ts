/**
 * Reading a task's documents (doc 2 Tasks: "attached documents in agent reading order, each
 * identified by (`source`, `externalId`)"); the item array's name is not shown, so it is discovered.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { enc } from "../kit/api.ts";
import { inconclusive, must } from "../kit/verdicts.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export interface DocRef {
  source: string;
  externalId: string;
}

export const docKey = (d: DocRef): string => jsonText([d.source, d.externalId]);

export async function taskDocs(c: CheckContext, taskId: string): Promise<DocRef[]> {
  const r = await c.call("GET", `/tasks/${enc(taskId)}/documents`, { key: c.t.keys.read ?? c.t.keys.admin });
  must(
    r.status === 200,
    `${r.status} listing the documents of task ${taskId}`,
    "200 (doc 2 Tasks: GET /tasks/{taskId}/documents)",
  );
  // The body is `object*`: its item array is not named; a body the suite cannot read so is not judged.
  // A body holding no array at all lists no document, whatever its array would be named.
  const items = itemsOf(null, r.json) ?? (holdsNoArray(r.json) ? [] : null);
  if (items === null)
    inconclusive(
      `the documents body of task ${taskId} holds no single array of objects (${jsonText(r.json).slice(0, 200)}): its item array is not named (object*)`,
    );
  return items.map((it) => {
    const d = it as Record<string, unknown>;
    must(
      typeof d.source === "string" && typeof d.externalId === "string",
      `document ${jsonText(d).slice(0, 200)}`,
      "each document identified by (`source`, `externalId`) (doc 2 Tasks)",
    );
    return { source: d.source as string, externalId: d.externalId as string };
  });
}

/** The documents of `after` that `before` did not hold. */
export function added(before: DocRef[], after: DocRef[]): DocRef[] {
  const had = new Set(before.map(docKey));
  return after.filter((d) => !had.has(docKey(d)));
}

function holdsNoArray(body: unknown): boolean {
  return body !== null && typeof body === "object" && !Array.isArray(body) && !Object.values(body).some(Array.isArray);
}
