/**
 * The diff: every site of the two documents (pair.ts) through every kind that looks at it
 * (kinds/), each finding made a change; the same change reached from several operations (a shared
 * component) is one change listing them all.
 */
import { VERSIONING_SENTENCES } from "./clause-sentences.ts";
import { kindsFor } from "./kinds/index.ts";
import { operationsOf, sitesOf } from "./pair.ts";
import {
  CHANGE_CLASSES,
  type Change,
  type ChangeClass,
  type ContractDiff,
  type Document,
  type DocumentSummary,
  type Location,
} from "./types.ts";

export interface DiffInput {
  doc: Document;
  /** How the report names the file. */
  file: string;
}

function summarise(side: DiffInput): DocumentSummary {
  const info = (side.doc.info ?? {}) as Record<string, unknown>;
  return {
    file: side.file,
    title: typeof info.title === "string" ? info.title : null,
    version: typeof info.version === "string" ? info.version : null,
    operations: operationsOf(side).length,
  };
}

const sameLocation = (a: Location, b: Location) =>
  a.operationId === b.operationId &&
  a.method === b.method &&
  a.path === b.path &&
  a.part === b.part &&
  a.field === b.field;

export function diffContracts(old: DiffInput, neu: DiffInput): ContractDiff {
  const changes = new Map<string, Change>();
  for (const site of sitesOf(old, neu)) {
    for (const kind of kindsFor(site.site)) {
      for (const f of kind.detect(site as never)) {
        const where: Location = f.field === undefined ? site.location : { ...site.location, field: f.field };
        const key = JSON.stringify([kind.id, f.oldPointer, f.newPointer, f.detail ?? null, f.old, f.new]);
        const known = changes.get(key);
        if (known) {
          if (!known.where.some((w) => sameLocation(w, where))) known.where.push(where);
          continue;
        }
        changes.set(key, {
          kind: kind.id,
          class: kind.class,
          title: kind.title,
          clause: kind.clause,
          sentence: VERSIONING_SENTENCES[kind.clause],
          because: kind.because,
          old: f.old,
          new: f.new,
          oldPointer: f.oldPointer,
          newPointer: f.newPointer,
          ...(f.detail ? { detail: f.detail } : {}),
          where: [where],
        });
      }
    }
  }
  const order = (c: ChangeClass) => CHANGE_CLASSES.indexOf(c);
  // A stable sort: within a class, changes stay in document order.
  const list = [...changes.values()].sort((a, b) => order(a.class) - order(b.class));
  const summary = Object.fromEntries(
    CHANGE_CLASSES.map((c) => [c, list.filter((x) => x.class === c).length]),
  ) as Record<ChangeClass, number>;
  return {
    tool: "diff-contract",
    old: summarise(old),
    new: summarise(neu),
    verdict: summary.breaking ? "breaking" : list.length ? "non-breaking" : "identical",
    summary,
    changes: list,
  };
}
