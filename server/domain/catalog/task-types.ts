/**
 * Task types and their field descriptors (doc 1 "Resources described only by prose": "Task type: the
 * fields each accepts (descriptors) for `fields` on task creation; hidden types are absent"; doc 1
 * CreatePublicTask `fields`: map string -> string | array of string | boolean | number, "validated
 * against the task-type descriptors"). Descriptor field names are reference choices.
 */
import type { Workspace } from "../workspace.ts";

export type FieldKind = "string" | "enum" | "string[]" | "boolean" | "number";

export interface FieldDescriptor {
  name: string;
  label: string;
  type: FieldKind;
  required: boolean;
  /** `enum`: the allowed values; `string[]`: allowed items when set. */
  options?: string[];
  maxLength?: number;
  maxItems?: number;
  min?: number;
  max?: number;
}

export interface TaskTypeDef {
  taskType: string;
  label: string;
  description: string;
  /** Listed by GET /task-types; hidden types are absent there (doc 1). */
  hidden: boolean;
  /** `recurring` is listed for PublicTask but not accepted by CreatePublicTask (doc 1 Tasks). */
  creatable: boolean;
  fields: FieldDescriptor[];
}

const f = (d: Partial<FieldDescriptor> & Pick<FieldDescriptor, "name" | "type">): FieldDescriptor => ({
  label: d.name,
  required: false,
  ...d,
});

const PRIORITY = f({ name: "priority", label: "Priority", type: "enum", options: ["low", "medium", "high"] });

export function seededTaskTypes(): TaskTypeDef[] {
  const t = (
    taskType: string,
    label: string,
    description: string,
    fields: FieldDescriptor[],
    extra: Partial<TaskTypeDef> = {},
  ): TaskTypeDef => ({
    taskType,
    label,
    description,
    hidden: false,
    creatable: true,
    fields,
    ...extra,
  });
  return [
    t("feature", "Feature", "New behaviour in the product.", [
      PRIORITY,
      f({ name: "acceptanceCriteria", label: "Acceptance criteria", type: "string", maxLength: 4000 }),
      f({ name: "components", label: "Components", type: "string[]", maxItems: 20, maxLength: 120 }),
      f({ name: "uiChange", label: "Changes the UI", type: "boolean" }),
    ]),
    t("bug", "Bug", "Something that does not work as specified.", [
      PRIORITY,
      f({ name: "severity", label: "Severity", type: "enum", options: ["low", "medium", "high", "critical"] }),
      f({ name: "stepsToReproduce", label: "Steps to reproduce", type: "string", maxLength: 4000 }),
      f({ name: "affectedVersion", label: "Affected version", type: "string", maxLength: 120 }),
      f({ name: "regression", label: "Regression", type: "boolean" }),
    ]),
    t("document", "Document", "Writing that lives next to the code.", [
      f({ name: "audience", label: "Audience", type: "enum", options: ["developers", "operators", "end-users"] }),
      f({ name: "format", label: "Format", type: "enum", options: ["markdown", "adr", "runbook"] }),
    ]),
    t("spike", "Spike", "A time-boxed investigation that answers one question.", [
      f({ name: "question", label: "Question to answer", type: "string", required: true, maxLength: 2000 }),
      f({ name: "timeboxHours", label: "Time box (hours)", type: "number", min: 1, max: 40 }),
    ]),
    t("review", "Review", "A review of existing code or a pull request.", [
      f({ name: "targetRef", label: "Branch, tag or pull request", type: "string", maxLength: 500 }),
      f({
        name: "focus",
        label: "Focus areas",
        type: "string[]",
        options: ["security", "performance", "readability", "tests"],
      }),
    ]),
    t("ralph", "Ralph loop", "An agent loop that iterates on one goal until it holds.", [
      f({ name: "goal", label: "Goal", type: "string", maxLength: 2000 }),
      f({ name: "maxIterations", label: "Iteration cap", type: "number", min: 1, max: 50 }),
    ]),
    t("media", "Media", "Images, diagrams or other media assets.", [
      f({ name: "mediaKind", label: "Kind", type: "enum", options: ["image", "video", "audio", "diagram"] }),
      f({ name: "dimensions", label: "Dimensions", type: "string", maxLength: 40 }),
    ]),
    t(
      "recurring",
      "Recurring",
      "A task re-created on a schedule; created by the platform, not by CreatePublicTask.",
      [f({ name: "schedule", label: "Schedule (cron)", type: "string", maxLength: 120 })],
      { creatable: false },
    ),
    // A hidden type: known to the deployment, absent from GET /task-types (doc 1).
    t("internal-maintenance", "Internal maintenance", "Platform housekeeping.", [], { hidden: true, creatable: false }),
  ];
}

export function findTaskType(ws: Workspace, taskType: string): TaskTypeDef | undefined {
  return ws.catalog.taskTypes.find((t) => t.taskType === taskType);
}

export function publicTaskType(t: TaskTypeDef) {
  return {
    taskType: t.taskType,
    label: t.label,
    description: t.description,
    creatable: t.creatable,
    fields: t.fields.map((d) => ({ ...d, ...(d.options ? { options: [...d.options] } : {}) })),
  };
}

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Checks values against descriptors and returns EVERY problem (never stops at the first). Used by
 * use-case parameters here and exported for the tasks domain (`fields` on create; on PATCH pass
 * `partial` so required fields already stored are not demanded again). `base` prefixes the paths.
 */
export function checkAgainstDescriptors(
  descriptors: FieldDescriptor[],
  values: Record<string, unknown>,
  opts: { partial?: boolean; base?: string } = {},
): FieldIssue[] {
  const base = opts.base ?? "";
  const issues: FieldIssue[] = [];
  const byName = new Map(descriptors.map((d) => [d.name, d]));
  for (const name of Object.keys(values)) {
    if (!byName.has(name)) issues.push({ path: `${base}/${name}`, message: `unknown field ${JSON.stringify(name)}` });
  }
  for (const d of descriptors) {
    const path = `${base}/${d.name}`;
    if (!Object.hasOwn(values, d.name)) {
      if (d.required && !opts.partial) issues.push({ path, message: "required" });
      continue;
    }
    const v = values[d.name];
    switch (d.type) {
      case "string":
        if (typeof v !== "string") issues.push({ path, message: "must be a string" });
        else if (d.maxLength !== undefined && v.length > d.maxLength)
          issues.push({ path, message: `at most ${d.maxLength} characters` });
        else if (d.required && v.trim() === "") issues.push({ path, message: "cannot be blank" });
        break;
      case "enum":
        if (typeof v !== "string" || !d.options!.includes(v))
          issues.push({ path, message: `must be one of ${d.options!.join(", ")}` });
        break;
      case "string[]":
        if (!Array.isArray(v) || v.some((x) => typeof x !== "string"))
          issues.push({ path, message: "must be an array of strings" });
        else {
          if (d.maxItems !== undefined && v.length > d.maxItems)
            issues.push({ path, message: `at most ${d.maxItems} items` });
          v.forEach((x: string, i) => {
            if (d.options && !d.options.includes(x))
              issues.push({ path: `${path}/${i}`, message: `must be one of ${d.options.join(", ")}` });
            else if (d.maxLength !== undefined && x.length > d.maxLength)
              issues.push({ path: `${path}/${i}`, message: `at most ${d.maxLength} characters` });
          });
        }
        break;
      case "boolean":
        if (typeof v !== "boolean") issues.push({ path, message: "must be a boolean" });
        break;
      case "number":
        if (typeof v !== "number" || !Number.isFinite(v)) issues.push({ path, message: "must be a number" });
        else if ((d.min !== undefined && v < d.min) || (d.max !== undefined && v > d.max)) {
          issues.push({ path, message: `must be between ${d.min ?? "-∞"} and ${d.max ?? "∞"}` });
        }
        break;
    }
  }
  return issues;
}

/**
 * For the tasks domain: the problems of `fields` for a task type. A type the catalog does not know
 * (the set is open: "any other string") has no descriptors, so nothing is checked.
 */
export function validateTaskFields(
  ws: Workspace,
  taskType: string,
  fields: Record<string, unknown>,
  opts: { partial?: boolean } = {},
): FieldIssue[] {
  const def = findTaskType(ws, taskType);
  if (!def) return [];
  return checkAgainstDescriptors(def.fields, fields, { partial: opts.partial, base: "/fields" });
}
