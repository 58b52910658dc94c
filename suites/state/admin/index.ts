/** STATE, keys, webhooks and service deletion (doc 1 API key row; doc 2 Keys, Webhooks, Services). */
import type { Rule } from "../../../lib/rules/types.ts";
import { keyRevoke } from "./keys.ts";
import { serviceDelete } from "./services.ts";
import { serviceDeleteUnfinished } from "./service-unfinished.ts";
import { webhookMachine } from "./webhooks.ts";
import { webhookHasSecret } from "./webhook-has-secret.ts";

export const adminRules: Rule[] = [
  // keys
  keyRevoke,
  // webhooks
  webhookMachine,
  webhookHasSecret,
  // services
  serviceDelete,
  serviceDeleteUnfinished,
];
