/**
 * VALID: every stated request constraint (length, range, set, required, type, format, `https://`,
 * slug) refused with a 4XX envelope when broken alone; values at the bounds accepted (doc 1 request
 * shapes; doc 2 Endpoints, Limits, Webhooks, Errors). See DESIGN.md "Rule families".
 */
import type { Rule } from "../../lib/rules/types.ts";
import { bodyViolationRefused } from "./body-violation.ts";
import { boundaryAccepted } from "./boundary.ts";
import { integerStrings, queryBoundaryAccepted, queryViolationRefused } from "./query.ts";
import { httpsOnly, slugIds } from "./webhook.ts";
import { maxLengthStored } from "./stored-lengths.ts";
import { jsonBodyText } from "./json-text.ts";
import { webhookRoutable } from "./webhook-routable.ts";
import { validTaskFields } from "./task-fields.ts";
import { serviceFieldTypes } from "./service-field-types.ts";
import { bodyStatedContent } from "./stated-content.ts";
import { envOpenStrings } from "./env-open-strings.ts";
import { writebackOnOff } from "./writeback-on-off.ts";
import { serviceMonorepo } from "./service-monorepo.ts";

export const rules: Rule[] = [
  // request bodies
  bodyViolationRefused,
  boundaryAccepted,
  maxLengthStored,
  jsonBodyText,
  validTaskFields,
  serviceFieldTypes,
  bodyStatedContent,
  envOpenStrings,
  writebackOnOff,
  serviceMonorepo,
  // query strings
  queryViolationRefused,
  queryBoundaryAccepted,
  integerStrings,
  // webhook endpoints
  httpsOnly,
  webhookRoutable,
  slugIds,
];
