/**
 * The settings as documented and as used: config/README.md's table of every setting is the one the
 * settings table makes (npx tsx config/write-settings-table.ts writes it), and the one RunConfig
 * each entry point resolves is frozen, so nothing below the top can change a setting.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCli } from "../cli/args.ts";
import { ROOT } from "../cli/run.ts";
import { resolveOptions } from "../api.ts";
import { DEFAULT_RUN_CONFIG, REFERENCE_FACTS, REFERENCE_PIPELINES, type TargetInfo } from "../../lib/run/config.ts";
import { facts } from "../../lib/run/settings/sections.ts";
import { watchReadings } from "../../lib/rules/check.ts";
import { settingsTable, TABLE_END, TABLE_START, withSettingsTable } from "../../lib/run/settings/readme-table.ts";
import { SETTING_ENTRIES } from "../../lib/run/settings/table.ts";

const readme = readFileSync(join(ROOT, "config", "README.md"), "utf8");

describe("config/README.md's table of every setting", () => {
  it("is the one the settings table makes, between its markers", () => {
    expect(readme).toContain(TABLE_START);
    expect(readme).toContain(TABLE_END);
    expect(readme).toBe(withSettingsTable(readme));
  });

  it("has one row per setting, each naming its flag and whether a re-run repeats it", () => {
    const rows = settingsTable().split("\n").slice(2);
    expect(rows).toHaveLength(SETTING_ENTRIES.length);
    for (const [i, [key, s]] of SETTING_ENTRIES.entries()) {
      expect(rows[i]).toMatch(new RegExp(`^\\| \`${key}\` \\| ${s.flag ? `\`--${s.flag}` : "—"}`));
      expect(rows[i]!.split(" | ")[5]).toBe(s.outcome ? "yes" : "no");
    }
  });

  it("keeps a pipe of a placeholder inside its cell", () => {
    expect(settingsTable()).toContain("`--only RULE\\|FAMILY` (repeatable)");
  });
});

describe("config/README.md's section on facts", () => {
  const rest = readme.slice(readme.indexOf("## Facts the suite cannot discover"));
  const next = rest.indexOf("\n## ", 1);
  const named = [...(next < 0 ? rest : rest.slice(0, next)).matchAll(/^- `facts\.(\w+)`/gm)].map((m) => m[1]);

  it("names every fact of the facts section (lib/run/settings/sections.ts) once, and no other", () => {
    const keys = Object.keys((facts.schema as { properties: Record<string, unknown> }).properties);
    expect(named.length, "facts named in the README").toBeGreaterThan(0);
    expect([...named].sort()).toEqual([...keys].sort());
    expect(Object.keys(REFERENCE_FACTS).sort(), "the embedded server's facts").toEqual([...keys].sort());
  });
});

describe("the run's settings", () => {
  const fromCli = parseCli(["--seed", "7", "--pipelines", "straight=pl_mine"], {});
  const fromApi = resolveOptions({ embedded: true, seed: 7, pipelines: { straight: "pl_mine" } });

  it("are one frozen object from the command line and from the programmatic API alike", () => {
    if (fromCli.command !== "run") throw new Error("expected a run");
    for (const config of [fromCli.config, fromApi]) {
      expect(config.seed).toBe(7);
      expect(Object.isFrozen(config)).toBe(true);
      expect(() => {
        (config as { seed: number }).seed = 8;
      }).toThrow(TypeError);
      expect(() => {
        (config.pipelines as { straight: string | null }).straight = "pl_other";
      }).toThrow(TypeError);
      expect(() => {
        (config.pipelines.park as Record<string, string | null>).judge = "pl_other";
      }).toThrow(TypeError);
      expect(() => (config.only as string[]).push("AUTH")).toThrow(TypeError);
      expect(config.seed).toBe(7);
      expect(config.pipelines.straight).toBe("pl_mine");
    }
  });

  it("are read through a check's watch like any other (the watch stands over a copy of a frozen section)", () => {
    if (fromCli.command !== "run") throw new Error("expected a run");
    const info = watchReadings({ pipelines: fromCli.config.pipelines } as TargetInfo);
    expect(info.pipelines.straight).toBe("pl_mine");
    expect(info.pipelines.park).toEqual(fromCli.config.pipelines.park);
  });

  it("are frozen on a copy: the defaults they start from stay as they are", () => {
    expect(Object.isFrozen(DEFAULT_RUN_CONFIG)).toBe(false);
    expect(Object.isFrozen(REFERENCE_PIPELINES)).toBe(false);
  });
});
