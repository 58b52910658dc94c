/**
 * The client duties `serve --check-clients` judges, from an explicit list: what doc 2 Versioning
 * (and Events, Conventions) asks of a client that a recording server can see.
 */
import type { Duty } from "../types.ts";
import { RETRY_NON_IDEMPOTENT } from "./retry-non-idempotent.ts";
import { STREAM_NO_RECONNECT } from "./stream-reconnect.ts";
import { PAGING_ENDS_ON_NULL } from "./paging-end.ts";
import { STOP_ON_ECHOED_CURSOR } from "./echoed-cursor.ts";
import { ACCEPT_UNKNOWN } from "./accept-unknown.ts";

export const DUTIES: readonly Duty[] = [
  RETRY_NON_IDEMPOTENT,
  STREAM_NO_RECONNECT,
  PAGING_ENDS_ON_NULL,
  STOP_ON_ECHOED_CURSOR,
  ACCEPT_UNKNOWN,
];

export { RETRY_NON_IDEMPOTENT, STREAM_NO_RECONNECT, PAGING_ENDS_ON_NULL, STOP_ON_ECHOED_CURSOR, ACCEPT_UNKNOWN };
