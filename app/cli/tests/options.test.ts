/** --help lists every flag the parser accepts, each with its default and where else it can be set. */
import { describe, expect, it } from "vitest";
import { HELP } from "../args.ts";
import { OPTIONS } from "../options.ts";

describe("help", () => {
  it.each(OPTIONS.map((o) => [o.flag, o] as const))("lists --%s with its default and its sources", (_flag, o) => {
    const options = HELP.slice(HELP.indexOf("\nOptions"));
    const at = options.indexOf(`--${o.flag}${o.value ? ` ${o.value}` : ""} `);
    expect(at).toBeGreaterThan(-1);
    // The entry runs to its "default:" line; the help text may be wrapped over several lines.
    const lines = options.slice(at).split("\n");
    const entry = lines.slice(0, lines.findIndex((l) => l.trim().startsWith("default:")) + 1).join("\n");
    expect(entry.replace(/\s+/g, " ")).toContain(o.help);
    expect(entry).toContain(`default: ${o.default}`);
    if (o.env) expect(entry).toContain(o.env);
    if (o.file) expect(entry).toContain(`config "${o.file}"`);
  });

  it("names the commands and the exit codes", () => {
    expect(HELP).toMatch(/merge DIR\.\.\./);
    expect(HELP).toMatch(/compare A B/);
    expect(HELP).toMatch(/Exit codes: 0 .*1 .*2 usage or target error/s);
  });

  it("gives every option one flag and one environment variable", () => {
    const flags = OPTIONS.map((o) => o.flag);
    const envs = OPTIONS.flatMap((o) => (o.env ? [o.env] : []));
    expect(new Set(flags).size).toBe(flags.length);
    expect(new Set(envs).size).toBe(envs.length);
    for (const e of envs) expect(e).toMatch(/^CONFORMANCE_[A-Z_]+$/);
  });
});
