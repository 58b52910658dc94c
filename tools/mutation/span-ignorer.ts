/**
 * An ignorer for the recheck (recheck.ts): Stryker's mutation ranges mutate every node inside a
 * span, so an entry on a block would bring every mutant nested in it. This keeps a node only if it
 * is one of the spans or holds one (an ignored node is ignored with all it holds); the rest inside
 * the ranges get Stryker's "Ignored" status and never run. Spans come under `recheck.spans` in
 * Stryker's options. The runner then runs, of what is left, only the mutators and replacements of
 * the entries (runner.ts `only`).
 */
import { commonTokens, declareClassPlugin, PluginKind, tokens } from "@stryker-mutator/api/plugin";
import type { StrykerOptions } from "@stryker-mutator/api/core";
import type { Ignorer } from "@stryker-mutator/api/ignore";
import type { Span } from "./recheck.ts";

export const IGNORER_NAME = "triage-spans";

export const strykerValidationSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "RecheckOptions",
  type: "object",
  properties: {
    recheck: {
      type: "object",
      properties: { spans: { type: "array" } },
      additionalProperties: false,
      default: { spans: [] },
    },
  },
} as const;

type Loc = Pick<Span, "start" | "end">;

function before(a: Loc["start"], b: Loc["start"]): boolean {
  return a.line < b.line || (a.line === b.line && a.column <= b.column);
}

/** Whether `outer` holds `inner` (or is it). */
export function holds(outer: Loc, inner: Loc): boolean {
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

export class SpanIgnorer implements Ignorer {
  static inject = tokens(commonTokens.options);
  private readonly spans: readonly Span[];

  constructor(options: StrykerOptions) {
    this.spans = (options as { recheck?: { spans?: Span[] } }).recheck?.spans ?? [];
  }

  shouldIgnore(path: { node: { loc?: (Loc & { filename?: string }) | null } }): string | undefined {
    const loc = path.node.loc;
    if (!loc) return undefined;
    // Babel names the file a node came from (its parser's source file name); where it does not, a span of any file counts.
    const ofFile = (s: Span) => !loc.filename || loc.filename === s.file || loc.filename.endsWith(`/${s.file}`);
    return this.spans.some((s) => ofFile(s) && holds(loc, s)) ? undefined : "inside a rechecked span, not one itself";
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, IGNORER_NAME, SpanIgnorer)];
