/** Change kinds found at a pair of operations (or an operation on one side only). */
import { SCOPE_LADDER, type Scope } from "../../contract/types.ts";
import { child } from "../pointer.ts";
import type { Finding, OperationSite } from "../types.ts";
import { finding, keyChanges, kinds } from "./build.ts";

const DOCUMENTATION = ["summary", "description", "tags", "deprecated", "externalDocs"];
/** The operation keys some kind judges; the walk descends into parameters, body, responses and errors. */
const KNOWN = new Set([
  ...DOCUMENTATION,
  "operationId",
  "parameters",
  "requestBody",
  "responses",
  "security",
  "x-scope",
  "x-paging",
  "x-order",
  "x-errors",
]);

const label = (o: { method: string; path: string }) => `${o.method} ${o.path}`;

/** The rung of a scope on the ladder (doc 2 Authentication 4); a scope off the ladder ranks above admin. */
const rung = (scope: unknown) => {
  const i = SCOPE_LADDER.indexOf(scope as Scope);
  return i >= 0 ? i : SCOPE_LADDER.length;
};

function scopeMoved(s: OperationSite, raised: boolean): Finding[] {
  if (!s.old || !s.new) return [];
  const o = s.old.raw["x-scope"];
  const n = s.new.raw["x-scope"];
  if (o === n) return [];
  // Off the ladder on either side (or unstated) cannot be ordered: judged as raised.
  const up = rung(n) > rung(o) || rung(n) === SCOPE_LADDER.length || rung(o) === SCOPE_LADDER.length;
  if (up !== raised) return [];
  return [finding(o, n, child(s.old.pointer, "x-scope"), child(s.new.pointer, "x-scope"), { detail: "x-scope" })];
}

const keyed = (s: OperationSite, select: (k: string) => boolean) =>
  s.old && s.new ? keyChanges(s.old.raw, s.new.raw, s.old.pointer, s.new.pointer, select) : [];

export const OPERATION_KINDS = kinds<OperationSite>([
  {
    id: "operation-added",
    class: "additive",
    site: "operation",
    title: "new operation",
    clause: "D2-VERSION-ADDITIVE",
    because: "a new operation adds to the surface; no existing request changes",
    detect: (s) => (!s.old && s.new ? [finding(null, label(s.new), null, s.new.pointer)] : []),
  },
  {
    id: "operation-removed",
    class: "breaking",
    site: "operation",
    title: "operation removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients call it: the clause admits only additions",
    detect: (s) => (s.old && !s.new ? [finding(label(s.old), null, s.old.pointer, null)] : []),
  },
  {
    id: "operation-moved",
    class: "breaking",
    site: "operation",
    title: "operation moved to another method or path",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests to the old method and path no longer reach it",
    detect: (s) =>
      s.old && s.new && label(s.old) !== label(s.new)
        ? [finding(label(s.old), label(s.new), s.old.pointer, s.new.pointer)]
        : [],
  },
  {
    id: "operation-id-changed",
    class: "breaking",
    site: "operation",
    title: "operationId changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients generated from the description name the call by it",
    detect: (s) =>
      s.old && s.new && s.old.operationId !== s.new.operationId
        ? [
            finding(
              s.old.operationId,
              s.new.operationId,
              child(s.old.pointer, "operationId"),
              child(s.new.pointer, "operationId"),
            ),
          ]
        : [],
  },
  {
    id: "scope-raised",
    class: "breaking",
    site: "operation",
    title: "scope raised",
    clause: "D2-VERSION-ADDITIVE",
    because: "keys of the old scope are now refused 403: access is taken away, not added",
    detect: (s) => scopeMoved(s, true),
  },
  {
    id: "scope-lowered",
    class: "additive",
    site: "operation",
    title: "scope lowered",
    clause: "D2-VERSION-ADDITIVE",
    because: "more keys are admitted; every key admitted before still is",
    detect: (s) => scopeMoved(s, false),
  },
  {
    id: "security-changed",
    class: "breaking",
    site: "operation",
    title: "security requirement changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "the credentials a request needs changed",
    detect: (s) => keyed(s, (k) => k === "security"),
  },
  {
    id: "paging-changed",
    class: "breaking",
    site: "operation",
    title: "paging changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients page by the stated item and cursor fields",
    detect: (s) => keyed(s, (k) => k === "x-paging"),
  },
  {
    id: "order-changed",
    class: "breaking",
    site: "operation",
    title: "list order changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients rely on the stated order of a list",
    detect: (s) => keyed(s, (k) => k === "x-order"),
  },
  {
    id: "operation-documentation-changed",
    class: "documentation",
    site: "operation",
    title: "operation summary, description or tags changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "no field, value or code appears or goes",
    detect: (s) => keyed(s, (k) => DOCUMENTATION.includes(k)),
  },
  {
    id: "operation-unrecognised-change",
    class: "breaking",
    site: "operation",
    title: "operation keyword this command does not judge changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "not one of the additions the clause admits, as far as this command can tell: a person should read it",
    detect: (s) => keyed(s, (k) => !KNOWN.has(k)),
  },
]);
