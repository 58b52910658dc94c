/**
 * operationId → handler, merged from the explicit list of domain tables below. An operation handled
 * twice is a start-up error; one handled nowhere answers 501 and fails the server's route test.
 */
import type { Handler, HandlerTable } from "../state/context.ts";
import { handlers as keys } from "../domain/keys/handlers.ts";
import { handlers as catalog } from "../domain/catalog/handlers.ts";
import { handlers as platform } from "../domain/platform/handlers.ts";
import { handlers as usage } from "../domain/usage/handlers.ts";
import { handlers as services } from "../domain/services/handlers.ts";
import { handlers as tasks } from "../domain/tasks/handlers.ts";
import { handlers as runs } from "../domain/runs/handlers.ts";
import { handlers as decisions } from "../domain/decisions/handlers.ts";
import { handlers as jobs } from "../domain/jobs/handlers.ts";
import { handlers as notifications } from "../domain/notifications/handlers.ts";
import { handlers as kaizen } from "../domain/kaizen/handlers.ts";
import { handlers as evidence } from "../domain/evidence/handlers.ts";

const TABLES: HandlerTable[] = [
  keys,
  catalog,
  platform,
  usage,
  services,
  tasks,
  runs,
  decisions,
  jobs,
  notifications,
  kaizen,
  evidence,
];

export function handlerTable(): Map<string, Handler> {
  const table = new Map<string, Handler>();
  for (const t of TABLES) {
    for (const [id, h] of Object.entries(t)) {
      if (!h) continue;
      if (table.has(id)) throw new Error(`operation ${id} has two handlers`);
      table.set(id, h);
    }
  }
  return table;
}
