/**
 * doc 2 Use cases: GET /use-cases/{useCaseId} answers 200 object* and POST
 * /use-cases/{useCaseId}/invocations 200 object* (or a documented refusal of the body or the model):
 * both address a registered use case by the same id, so an id one of them takes is no unknown id to
 * the other, and each use case GET /use-cases lists is addressable. The id field of a listed use case
 * is not shown, so each id-like value of the listed items is tried on both (suites/common/use-cases.ts):
 * - a value GET reads (200) must not be answered 404 by its invocation, and a value whose invocation
 *   took the configured body (200) must not be answered 404 by GET;
 * - the field through which some listed item was read (200) is the id field: every listed item must
 *   hold a non-empty id there that GET reads, and a read must not describe another listed use case
 *   (hold another listed item's id in that field).
 * Candidates both answer 404 to are other fields (not judged). Invoking spends the model budget: only
 * on a disposable target, with `bodies.invokeUseCase`.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import type { CheckContext } from "../../../lib/rules/check.ts";
import type { Reply } from "../../../lib/http/client.ts";
import { idCandidates, listItems, type Item } from "../../../generators/calls/discover.ts";
import { invocationBody, invoke, said, type Body } from "../../common/use-cases.ts";
import { enc } from "../kit/api.ts";
import { brief, guarded, must } from "../kit/verdicts.ts";

/** At most this many listed use cases are tried, two id-like values each (as useCaseIds does). */
const ITEMS = 8;

const DOC = "doc 2 Use cases: GET /use-cases/{useCaseId}";

function read(c: CheckContext, useCaseId: string): Promise<Reply> {
  return c.call("GET", `/use-cases/${enc(useCaseId)}`, { key: c.t.keys.read ?? c.t.keys.admin });
}

/** The id-like values of a listed item, each with the field holding it. */
function candidates(item: Item): [field: string, value: string][] {
  return idCandidates(item, ["useCaseId", "id"])
    .slice(0, 2)
    .map((v) => [Object.keys(item).find((k) => item[k] === v) as string, v]);
}

/** Judges one value both ways; returns whether GET read it (200). */
async function bothWays(c: CheckContext, useCaseId: string, body: Body, seen: string[]): Promise<Reply> {
  const r = await read(c, useCaseId);
  const invoked = await invoke(c, useCaseId, body);
  const what = `use case ${useCaseId}: GET ${said(r)}, invocation with bodies.invokeUseCase ${said(invoked)}`;
  must(
    !(r.status === 200 && invoked.status === 404),
    what,
    "the use case GET reads is no unknown id to its invocation (doc 2 Use cases)",
  );
  must(!(invoked.status === 200 && r.status === 404), what, `the use case an invocation took reads 200 (${DOC})`);
  if (r.status === 200 || invoked.status === 200) seen.push(what);
  return r;
}

export const useCaseAddressable: Rule = {
  id: "STATE-USE-CASE-ADDRESSABLE",
  title: "Each listed use case is read by its id, as itself, and one GET reads is invocable by the same id",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Use cases (GET /use-cases/{useCaseId}: 200 object*; POST /use-cases/{useCaseId}/invocations: 200 object*)",
  clauses: ["D2-ROW-getUseCase", "D2-ROW-invokeUseCase"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const body = invocationBody(c);
      const items = (await listItems(c, "/use-cases")).slice(0, ITEMS);
      const seen: string[] = [];
      const readBy = new Map<string, Reply>();
      let idField: string | undefined;
      for (const item of items) {
        for (const [field, value] of candidates(item)) {
          const r = await bothWays(c, value, body, seen);
          if (r.status === 200) {
            readBy.set(value, r);
            idField ??= field;
          }
        }
      }
      const field = idField;
      if (!seen.length || field === undefined)
        return c.notExercised(
          "no id-like value of a listed use case was read (200) or took bodies.invokeUseCase (200)",
        );
      const ids = items.map((item) => item[field]);
      items.forEach((item, i) => {
        const id = ids[i];
        must(
          typeof id === "string" && id.length > 0,
          `listed use case ${brief(item)} holds \`${field}\` ${brief(id)} (the field GET /use-cases/{useCaseId} read another listed use case by)`,
          `each registered use case addressable by its id (${DOC})`,
        );
      });
      for (const id of ids as string[]) {
        const r = readBy.get(id) ?? (await read(c, id));
        must(r.status === 200, `${said(r)} for GET /use-cases/${id}, a listed use case`, `200 object* (${DOC})`);
        const described = (r.json as Record<string, unknown> | null)?.[field];
        must(
          !(typeof described === "string" && described !== id && ids.includes(described)),
          `GET /use-cases/${id} describes ${described}, another listed use case (its \`${field}\`)`,
          `the use case addressed (${DOC})`,
        );
      }
      c.pass(`${seen.join("; ")}; each of the ${ids.length} listed use cases read as itself by \`${field}\``);
    }),
};
