/**
 * The table of change kinds: every kind of change the command can name, each with its id, class,
 * the Versioning clause it is judged by, and its detector. Ids are unique (a test holds it).
 */
import type { ChangeKind, Site } from "../types.ts";
import { DOCUMENT_KINDS } from "./document.ts";
import { MEMBER_KINDS } from "./members.ts";
import { OPERATION_KINDS } from "./operation.ts";
import { SCHEMA_KINDS } from "./schema.ts";

export const CHANGE_KINDS: readonly ChangeKind[] = [
  ...DOCUMENT_KINDS,
  ...OPERATION_KINDS,
  ...MEMBER_KINDS,
  ...SCHEMA_KINDS,
] as ChangeKind[];

/** The kinds that look at a site, by site name. */
export function kindsFor(site: Site["site"]): readonly ChangeKind[] {
  return CHANGE_KINDS.filter((k) => (Array.isArray(k.site) ? k.site.includes(site) : k.site === site));
}
