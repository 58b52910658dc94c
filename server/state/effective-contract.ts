/**
 * The contract as this deployment enforces it. doc 2 Events ("Outbound webhook"): an endpoint must
 * be `https:` "unless the deployment widened its allow-list" — with `--webhook-allow-http` the
 * server validates webhook urls against a copy of the contract that also admits `http:`.
 */
import { loadContract } from "../../lib/contract/load.ts";
import { OperationIndex, contractIndex } from "../../lib/contract/operations.ts";
import type { JsonSchema } from "../../lib/contract/types.ts";
import type { ServerOptions } from "../options.ts";
import { validContractFaults } from "../faults/valid.ts";

export function effectiveIndex(options: ServerOptions): OperationIndex {
  // FAULTS page-limit-off-by-one, page-empty-cursor-first-page (server/faults/page.ts): the paging
  // parameters are enforced with wrong bounds.
  const limitFault = options.faults.includes("page-limit-off-by-one");
  const cursorFault = options.faults.includes("page-empty-cursor-first-page");
  // FAULTS of server/faults/valid.ts: request bounds enforced too loosely.
  const validFaults = validContractFaults(options.faults);
  if (!options.webhookAllowHttp && !limitFault && !cursorFault && !validFaults) return contractIndex();
  const doc = structuredClone(loadContract());
  if (options.webhookAllowHttp) {
    const put = doc.components.schemas.PutNotificationWebhook as { properties: Record<string, JsonSchema> };
    put.properties.url = { ...put.properties.url, pattern: "^https?://" };
  }
  if (limitFault || cursorFault) widenPaging(doc, limitFault, cursorFault);
  validFaults?.(doc);
  return new OperationIndex(doc);
}

/** The paging parameters of every keyset-paged list, with the bound a PAGE fault gets wrong. */
function widenPaging(doc: ReturnType<typeof loadContract>, limit: boolean, cursor: boolean): void {
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as { "x-paging"?: unknown; parameters?: { name: string; in: string; schema?: JsonSchema }[] }[]) {
      if (!op || typeof op !== "object" || !op["x-paging"]) continue;
      for (const p of op.parameters ?? []) {
        if (p.in !== "query" || !p.schema) continue;
        if (limit && p.name === "limit") p.schema = { ...p.schema, maximum: 101 };
        if (cursor && p.name === "cursor") p.schema = { ...p.schema, minLength: 0 };
      }
    }
  }
}
