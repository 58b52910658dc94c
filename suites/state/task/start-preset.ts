/**
 * doc 2 Authentication 9: tasks on an individual-usage model cannot be started through the API. A
 * task runs on its pinned model preset's models (doc 1 Model preset: `baseModelId`, `overrides` for
 * the agent kinds that run on another model), and GET /models flags a model that runs on a personal
 * credential (`personalSubscription`). So a task pinned to a preset any of whose models is flagged
 * must be refused its start, whatever pipeline the request names, and a task pinned to a preset none
 * of whose models is flagged must start. The catalogues' id fields are not shown: the first id under
 * a plausible name is taken (as suites/common/pins.ts does), and a target that drops the pin leaves
 * the check not driven.
 */
import type { CheckContext } from "../../../lib/rules/check.ts";
import { listItems } from "../../../generators/calls/discover.ts";
import { idUnder } from "../../common/pins.ts";
import { readTask } from "../kit/api.ts";
import { startableTask } from "./fixtures.ts";

type Rec = Record<string, unknown>;

export interface PinnedPreset {
  presetId: string;
  /** The preset's models that run on a personal credential (empty: none does). */
  personal: string[];
  /** Whether GET /models lists each of its models, none flagged unavailable or policy-blocked. */
  servable: boolean;
}

/** The target's presets, each with those of its models GET /models flags `personalSubscription`. */
export async function presetsByUsage(c: CheckContext): Promise<PinnedPreset[]> {
  const models = await listItems(c, "/models");
  const ids = (keep: (m: Rec) => boolean) =>
    new Set(
      models
        .filter(keep)
        .map((m) => idUnder(m, ["modelId", "id"]))
        .filter((id): id is string => id !== undefined),
    );
  const personal = ids((m) => m.personalSubscription === true);
  const servable = ids((m) => m.available !== false && m.policyBlocked !== true);
  const out: PinnedPreset[] = [];
  for (const p of await listItems(c, "/model-presets")) {
    const presetId = idUnder(p, ["modelPresetId", "presetId", "id"]);
    if (!presetId) continue;
    const overrides = p.overrides && typeof p.overrides === "object" ? Object.values(p.overrides as Rec) : [];
    const used = [p.baseModelId, ...overrides].filter((m): m is string => typeof m === "string");
    out.push({
      presetId,
      personal: [...new Set(used.filter((m) => personal.has(m)))],
      servable: used.every((m) => servable.has(m)),
    });
  }
  return out;
}

/** A task of the suite's own pinned to `presetId`, or null when the target does not keep the pin. */
export async function taskPinnedTo(c: CheckContext, presetId: string): Promise<string | null> {
  const task = await startableTask(c, { title: `conformance pinned to preset ${presetId}`, modelPresetId: presetId });
  const read = (await readTask(c, task.taskId)) as unknown as Rec;
  return read.modelPresetId === presetId ? task.taskId : null;
}
