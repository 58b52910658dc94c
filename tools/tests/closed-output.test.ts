/** A tool whose reader went away (`| head`) ends its output quietly and goes on; any other stream error still surfaces. */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { quietWhenClosed } from "../closed-output.ts";

const failure = (code: string) => Object.assign(new Error(`write ${code}`), { code });

describe("a tool's output once its reader is gone", () => {
  it("swallows a closed pipe or a hung-up terminal, every time it is written to", () => {
    const stream = new EventEmitter() as unknown as NodeJS.WriteStream;
    quietWhenClosed(stream);
    expect(() => stream.emit("error", failure("EPIPE"))).not.toThrow();
    expect(() => stream.emit("error", failure("EPIPE"))).not.toThrow();
    expect(() => stream.emit("error", failure("EIO"))).not.toThrow();
  });

  it("lets any other error through (a full disk is not a reader leaving)", () => {
    const stream = new EventEmitter() as unknown as NodeJS.WriteStream;
    quietWhenClosed(stream);
    expect(() => stream.emit("error", failure("ENOSPC"))).toThrow(/ENOSPC/);
  });
});
