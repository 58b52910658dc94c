/**
 * The contract as this deployment enforces it. doc 2 Events ("Outbound webhook"): an endpoint must
 * be `https:` "unless the deployment widened its allow-list" — with `--webhook-allow-http` the
 * server validates webhook urls against a copy of the contract that also admits `http:`.
 */
import { loadContract } from "../../lib/contract/load.ts";
import { OperationIndex, contractIndex } from "../../lib/contract/operations.ts";
import type { JsonSchema, OpenApiDocument } from "../../lib/contract/types.ts";
import type { ServerOptions } from "../options.ts";
import type { BehaviourLookup } from "./behaviours.ts";

/** One change to the copy of the contract the server validates requests against. */
export type ContractEdit = (doc: OpenApiDocument) => void;

declare module "./behaviours.ts" {
  interface Behaviours {
    /** The edits this deployment makes to the contract it enforces on requests, in order. */
    "contract.edits": readonly ContractEdit[];
  }
}

export function effectiveIndex(options: ServerOptions, behaviour: BehaviourLookup): OperationIndex {
  const edits = behaviour("contract.edits", options.webhookAllowHttp ? [allowHttpWebhooks] : []);
  // Unedited, the shared index (and its compiled validators) serves every server.
  if (!edits.length) return contractIndex();
  const doc = structuredClone(loadContract());
  for (const edit of edits) edit(doc);
  return new OperationIndex(doc);
}

function allowHttpWebhooks(doc: OpenApiDocument): void {
  const put = doc.components.schemas.PutNotificationWebhook as { properties: Record<string, JsonSchema> };
  put.properties.url = { ...put.properties.url, pattern: "^https?://" };
}
