import type fc from "fast-check";
import { must } from "../../../kit/verdicts.ts";
import type { HookModel, HookReal } from "../model.ts";

/** DELETE /notification-webhooks/{id}: 204, idempotent. */
export class DeleteHookCommand implements fc.AsyncCommand<HookModel, HookReal> {
  check(): boolean {
    return true;
  }
  async run(m: HookModel, real: HookReal): Promise<void> {
    const r = await real.c.call("DELETE", `/notification-webhooks/${real.id}`);
    must(
      r.status === 204,
      `${r.status} deleting ${m.stored ? "the endpoint" : "an endpoint already gone"}`,
      "204; idempotent (doc 2 Webhooks)",
    );
    m.stored = null;
  }
  toString(): string {
    return "delete()";
  }
}
