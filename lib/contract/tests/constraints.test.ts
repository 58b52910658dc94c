/** The constraint tree that generators walk: refs resolved, nullability lifted, unions by tag. */
import { describe, expect, it } from "vitest";
import { contractIndex, describeSchema } from "../index.ts";
import type { ConstraintNode } from "../constraints.ts";

const components = contractIndex().document.components.schemas;
const walk = (name: string) => describeSchema({ $ref: `#/components/schemas/${name}` }, components);
const prop = (n: ConstraintNode, name: string) => {
  if (n.kind !== "object") throw new Error(`${n.kind} is not an object`);
  const p = n.properties.find((x) => x.name === name);
  if (!p) throw new Error(`no property ${name}`);
  return p;
};

describe("describeSchema", () => {
  it("lifts bounds, required-ness and nullability", () => {
    const create = walk("CreatePublicTask");
    expect(create).toMatchObject({ kind: "object", shape: "CreatePublicTask", untyped: false });
    expect(prop(create, "title")).toMatchObject({
      required: true,
      node: { kind: "string", minLength: 1, maxLength: 200, nullable: false },
    });
    expect(prop(create, "description")).toMatchObject({ required: false, node: { kind: "string", maxLength: 2000 } });
    expect(prop(walk("PublicTask"), "runId")).toMatchObject({
      required: true,
      node: { kind: "string", nullable: true },
    });
  });

  it("keeps closed enums, open known values and defaults apart", () => {
    const key = walk("CreateHeadlessPublicApiKey");
    expect(prop(key, "scope").node).toMatchObject({
      kind: "string",
      enum: ["read", "write", "decide"],
      default: "write",
    });
    const taskType = prop(walk("PublicTask"), "taskType").node;
    expect(taskType.kind === "string" && taskType.enum).toBeFalsy();
    expect(taskType).toMatchObject({ knownValues: expect.arrayContaining(["feature", "recurring"]) });
  });

  it("gives tagged unions their branches by tag value", () => {
    const decision = walk("PublicDecision");
    expect(decision.kind).toBe("union");
    if (decision.kind !== "union") return;
    expect(decision.tag).toBe("kind");
    expect(decision.branches).toHaveLength(13);
    expect(decision.branches.map((b) => b.tagValue)).toContain("approval-gate");
  });

  it("marks object* as untyped and resolves nullable references", () => {
    const run = walk("PublicRun");
    expect(prop(run, "error").node).toMatchObject({ kind: "object", untyped: true, nullable: true });
    const wh = prop(walk("PublicNotificationWebhook"), "webhook").node;
    expect(wh).toMatchObject({ kind: "object", nullable: true, shape: "NotificationWebhook" });
  });

  it("walks every named shape without error", () => {
    for (const name of Object.keys(components)) expect(() => walk(name), name).not.toThrow();
  });
});
