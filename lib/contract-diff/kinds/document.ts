/** Change kinds found at the two documents as wholes. */
import { child } from "../pointer.ts";
import type { DocumentSite, Finding } from "../types.ts";
import { keyChanges, kinds } from "./build.ts";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : undefined;

/** Top-level keys some kind judges; `paths` is walked, and `components` is reached through $refs. */
const KNOWN = new Set([
  "openapi",
  "info",
  "servers",
  "tags",
  "externalDocs",
  "security",
  "x-scopes",
  "paths",
  "components",
  "jsonSchemaDialect",
]);
const DOCUMENTATION = new Set(["openapi", "tags", "externalDocs", "jsonSchemaDialect"]);

const top = (s: DocumentSite, select: (k: string) => boolean): Finding[] => keyChanges(s.old, s.new, "", "", select);
const info = (s: DocumentSite, select: (k: string) => boolean): Finding[] =>
  keyChanges(obj(s.old.info) ?? {}, obj(s.new.info) ?? {}, "/info", "/info", select);
const schemes = (s: DocumentSite): Finding[] =>
  keyChanges(
    obj(obj(s.old.components)?.securitySchemes) ?? {},
    obj(obj(s.new.components)?.securitySchemes) ?? {},
    child("/components", "securitySchemes"),
    child("/components", "securitySchemes"),
    () => true,
  );

export const DOCUMENT_KINDS = kinds<DocumentSite>([
  {
    id: "server-changed",
    class: "breaking",
    site: "document",
    title: "server URL or path prefix changed",
    clause: "D2-VERSION-PREFIX",
    because: "clients address the API by its prefix",
    detect: (s) => top(s, (k) => k === "servers"),
  },
  {
    id: "version-changed",
    class: "documentation",
    site: "document",
    title: "surface version changed",
    clause: "D2-VERSION-PREFIX",
    because: "the version names the surface; what changed in it is judged change by change",
    detect: (s) => info(s, (k) => k === "version"),
  },
  {
    id: "scope-ladder-changed",
    class: "breaking",
    site: "document",
    title: "scope ladder changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "keys carry the old rungs",
    detect: (s) => top(s, (k) => k === "x-scopes"),
  },
  {
    id: "security-changed-globally",
    class: "breaking",
    site: "document",
    title: "security scheme or default requirement changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "the credentials a request needs changed",
    detect: (s) => [...top(s, (k) => k === "security"), ...schemes(s)],
  },
  {
    id: "document-documentation-changed",
    class: "documentation",
    site: "document",
    title: "title, description, tags or format version changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "no operation, field, value or code appears or goes",
    detect: (s) => [...info(s, (k) => k !== "version"), ...top(s, (k) => DOCUMENTATION.has(k))],
  },
  {
    id: "document-unrecognised-change",
    class: "breaking",
    site: "document",
    title: "top-level keyword this command does not judge changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "not one of the additions the clause admits, as far as this command can tell: a person should read it",
    detect: (s) => top(s, (k) => !KNOWN.has(k)),
  },
]);
