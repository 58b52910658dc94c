/** The optional fields of write bodies, from the contract: nested keys, nullability, `*` for an object*. */
import { describe, expect, it } from "vitest";
import { optionalKeys, writeFieldKey, writeFields } from "../write-fields.ts";
import { bodies, index } from "./fixtures.ts";

describe("writeFields", () => {
  const body = (name: string) => bodies.find((b) => b.name === name)!.node;

  it("lists a body's optional keys with their nullability, and `*` for the unshown fields of an object*", () => {
    expect(optionalKeys(body("chooseFork"))).toEqual([
      { path: "/forkId", nullable: true },
      { path: "/custom", nullable: true },
      { path: "/note", nullable: true },
    ]);
    expect(optionalKeys(body("updateService"))).toEqual([
      { path: "*", nullable: false },
      { path: "/provisioning", nullable: false },
    ]);
    // Required keys, the keys inside a required tagged union's branches and map entries are not optional fields.
    expect(optionalKeys(body("createServiceTask")).map((k) => k.path)).not.toContain("/title");
    expect(optionalKeys(body("attachTaskDocument"))).toEqual([]);
  });

  it("covers every write with a body, once per field, named `operationId path`", () => {
    const rows = writeFields(index);
    const keys = rows.map(writeFieldKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain("putNotificationWebhookById /secret");
    expect(keys).toContain("updateTrackerWriteback *");
    expect(rows.every((r) => r.method !== "GET")).toBe(true);
  });
});
