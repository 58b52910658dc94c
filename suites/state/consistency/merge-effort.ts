/**
 * doc 2 Merge records, POST /merge-records/{recordId}/effort: "object* (effort tag `none`|`minor`|
 * `major`, or null to clear) | 200 object*; idempotent; may be tagged before or after the merge;
 * untagged merge records null"; doc 1 Resources described only by prose (merge record:
 * "reviewer-effort tag (`none`, `minor`, `major`, or null)"; field names not shown).
 *
 * The body's field is not shown: it is configuration (`bodies.setMergeRecordEffort`; the embedded
 * server's default is its own reading), and the field of that body holding a tag is the one the
 * record is read under. The record read must show that field (else the tag cannot be seen: not
 * exercised). A tag then reads back; the same tag again changes nothing; `none` is a tag of its own;
 * null clears it, and the cleared (untagged) record holds null; clearing again changes nothing; a
 * value that is no tag (another word, a tag in another case, a number) leaves the cleared record null,
 * whether it is refused or answered (the refusal's status is not stated for an object* body).
 * Tagging changes a record the suite did not create: only on a disposable target, and the tag it
 * found is put back afterwards (also at teardown).
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Rule } from "../../../lib/rules/types.ts";
import { enc, keyOf } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { someMergeRecord } from "./discover.ts";
import { brief } from "./hooks.ts";
import { jsonText } from "../../../lib/json/safe.ts";

const TAGS = ["none", "minor", "major"] as const;
type Tag = (typeof TAGS)[number] | null;
/** Values no effort tag is: another word, a tag's case changed, a number. */
const NOT_TAGS: readonly unknown[] = ["huge", "Major", 1];
const isTag = (v: unknown): v is Tag => v === null || (TAGS as readonly unknown[]).includes(v);
const CLAUSE = "doc 2 Merge records (POST /merge-records/{recordId}/effort)";

/** The configured body and the name of its field holding a tag. */
function configured(c: CheckContext): { body: Record<string, unknown>; field: string } {
  const body = c.t.info.bodies.setMergeRecordEffort;
  if (body === undefined || body === null)
    inconclusive(
      "the documents do not show the fields of the effort body (object*): set bodies.setMergeRecordEffort in the config file to the body the target accepts",
    );
  const fields = Object.keys(body).filter((k) => isTag(body[k]));
  if (fields.length !== 1)
    inconclusive(
      `bodies.setMergeRecordEffort ${brief(body)} has ${fields.length} fields holding a tag (none, minor, major or null): the tag's field cannot be told`,
    );
  return { body, field: fields[0] };
}

export const mergeEffortTag: Rule = {
  id: "STATE-MERGE-EFFORT-TAG",
  title:
    "An effort tag (none, minor, major) reads back on the merge record, repeats idempotently, null clears it to null, and a value outside them is never stored",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Merge records (POST /merge-records/{recordId}/effort: tag none|minor|major or null to clear; idempotent; untagged records null); doc 1 Resources described only by prose (merge record)",
  clauses: ["D2-MERGE-EFFORT-TAG"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      if (!c.t.disposable)
        inconclusive(
          "tagging changes a merge record the suite did not create: only on a disposable target (--disposable)",
        );
      const { body, field } = configured(c);
      const write = keyOf(c, "write");
      const found = await someMergeRecord(c);
      if (!found) inconclusive("no run of the workspace has a merge record to tag");
      const { recordId } = found;
      const read = async (when: string): Promise<Record<string, unknown>> => {
        const r = await c.call<Record<string, unknown>>("GET", `/merge-records/${enc(recordId)}`, {
          key: c.t.keys.read ?? c.t.keys.admin,
        });
        must(
          r.status === 200 && r.json && typeof r.json === "object",
          `${r.status} reading merge record ${recordId} ${when}`,
          "200 (doc 2 Merge records: GET /merge-records/{recordId})",
        );
        return r.json;
      };
      const first = await read("before tagging");
      if (!(field in first)) {
        inconclusive(
          `merge record ${recordId} shows no field \`${field}\` (the tag's field in bodies.setMergeRecordEffort); the record's field names are not shown (doc 1), so the tag cannot be read back`,
        );
      }
      const original = first[field];
      must(
        isTag(original),
        `merge record ${recordId} \`${field}\` ${jsonText(original)}`,
        "a reviewer-effort tag none, minor, major, or null (doc 1 merge record)",
      );
      const tag = (t: Tag) =>
        c.call<Record<string, unknown>>("POST", `/merge-records/${enc(recordId)}/effort`, {
          key: write,
          body: { ...body, [field]: t },
        });
      c.t.fixtures.track("merge record effort", recordId, async () => {
        await c.t.client.call("POST", `/merge-records/${enc(recordId)}/effort`, {
          key: c.t.keys.admin,
          body: { ...body, [field]: original },
        });
      });

      const a: Tag = original === "major" ? "minor" : "major";
      let last: Record<string, unknown> | null = null;
      for (const [t, again] of [
        [a, false],
        [a, true],
        ["none", false],
        [null, false],
        [null, true],
      ] as [Tag, boolean][]) {
        const what = `${again ? "repeating " : ""}${t === null ? "clearing with null" : `tagging ${t}`}`;
        const r = await tag(t);
        // The answer is `object*` (its fields are not shown): only its status is judged; the record read tells the rest.
        must(r.status === 200, `${r.status} ${brief(r.json)} for ${what}`, `200 (${CLAUSE})`);
        const now = await read(`after ${what}`);
        // Idempotent: the same tag again answers 200 and leaves the tag as it was. The record's other
        // fields are not shown and may move on their own (the merge may happen meanwhile: "may be
        // tagged before or after the merge"), so they are not compared.
        must(
          now[field] === t,
          `merge record \`${field}\` ${jsonText(now[field])} after ${what}${again ? ` (before the repeat: ${jsonText(last?.[field])})` : ""}`,
          t === null
            ? `null: null clears the tag, and untagged records hold null${again ? "; idempotent" : ""} (${CLAUSE})`
            : `${t}${again ? ": idempotent, the same tag again changes nothing" : ""} (${CLAUSE})`,
        );
        last = now;
      }
      // A tag outside none|minor|major|null is no tag: refused or not, the record keeps the one it had
      // (null, just cleared). A 2XX that stores it leaves the record holding an effort the documents rule out.
      const outside: string[] = [];
      for (const bad of NOT_TAGS) {
        const r = await c.call<Record<string, unknown>>("POST", `/merge-records/${enc(recordId)}/effort`, {
          key: write,
          body: { ...body, [field]: bad },
        });
        const now = await read(`after tagging ${jsonText(bad)}`);
        must(
          now[field] === null,
          `merge record \`${field}\` ${jsonText(now[field])} after tagging ${jsonText(bad)} (answered ${r.status}) on the cleared record`,
          `null still: the tag is none, minor, major, or null to clear; ${jsonText(bad)} is none of them (${CLAUSE})`,
        );
        outside.push(`${jsonText(bad)} ${r.status}`);
      }
      if (original !== null) await tag(original as Tag);
      c.pass(
        `merge record ${recordId}: \`${field}\` (reading: the field of bodies.setMergeRecordEffort) read back ${a}, ${a} again unchanged, none, then null twice; tags outside the four left it null (${outside.join(", ")}); put back to ${jsonText(original)}`,
      );
    }),
};
