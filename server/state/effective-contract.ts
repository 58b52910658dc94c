/**
 * The contract as this deployment enforces it. doc 2 Events ("Outbound webhook"): an endpoint must
 * be `https:` "unless the deployment widened its allow-list" — with `--webhook-allow-http` the
 * server validates webhook urls against a copy of the contract that also admits `http:`.
 */
import { loadContract } from "../../lib/contract/load.ts";
import { OperationIndex, contractIndex } from "../../lib/contract/operations.ts";
import type { JsonSchema } from "../../lib/contract/types.ts";
import type { ServerOptions } from "../options.ts";

export function effectiveIndex(options: ServerOptions): OperationIndex {
  if (!options.webhookAllowHttp) return contractIndex();
  const doc = structuredClone(loadContract());
  const put = doc.components.schemas.PutNotificationWebhook as { properties: Record<string, JsonSchema> };
  put.properties.url = { ...put.properties.url, pattern: "^https?://" };
  return new OperationIndex(doc);
}
