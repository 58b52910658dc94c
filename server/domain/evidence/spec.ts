/**
 * The in-repo specification (doc 1 Specification; doc 2 Spec). The spec lives in the linked
 * repository: `spec/service.json` (a SpecDoc) and `spec/features/<module>/<group>.feature`.
 * Reference choices: a service with no repository (or a workspace without a source-control
 * connection) is refused 503 `vcs_not_configured` (nothing to read); a repository without the spec
 * file reads `anchor` `absent`; a spec file that is not a SpecDoc reads `unparsed`; requirement
 * items that are malformed are dropped and reported as a `partial` issue. Feature file contents
 * are bounded to FEATURE_CHARS characters (`truncated` true), and at most FEATURE_FILES files are
 * served (a `features` truncation names the bound).
 */
import { stated } from "../../state/errors.ts";
import type { Workspace } from "../workspace.ts";
import { FEATURES_DIR, materialise, sha, SPEC_PATH } from "../platform/repo-files.ts";
import { CODE_HOST, repoTree } from "../platform/repos.ts";

export const FEATURE_CHARS = 2000;
export const FEATURE_FILES = 50;

type Json = Record<string, any>;

export interface SpecRead {
  ok: true;
  anchor: "present" | "absent" | "unparsed";
  doc: Json | null;
  features: {
    chars: number;
    content: string;
    group: string;
    module: string;
    path: string;
    totalChars: number;
    truncated: boolean;
  }[];
  issues: { kind: "read_failed" | "unparsed" | "partial" | "unread"; path: string; dropped?: number | null }[];
  truncations: {
    section: "requirements" | "rules" | "acceptance" | "features" | "issues";
    shown: number;
    total: number;
  }[];
  provenance: { commit: string | null; owner: string; provider: string; ref: string; repo: string };
}

const isStr = (v: unknown, min: number, max: number) => typeof v === "string" && v.length >= min && v.length <= max;

/** Keeps what is a valid SpecDoc; counts the requirement items it had to drop. Null when not a SpecDoc at all. */
function sanitise(raw: unknown): { doc: Json; dropped: number } | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Json;
  if (r.modules !== undefined && !Array.isArray(r.modules)) return null;
  let dropped = 0;
  const doc: Json = {};
  if (isStr(r.service, 0, 120)) doc.service = r.service;
  if (isStr(r.summary, 0, 2000)) doc.summary = r.summary;
  doc.modules = [];
  for (const m of (r.modules ?? []) as Json[]) {
    if (!m || !isStr(m.name, 1, 120)) {
      dropped += 1;
      continue;
    }
    const mod: Json = { name: m.name, groups: [] };
    if (isStr(m.summary, 0, 2000)) mod.summary = m.summary;
    for (const g of (Array.isArray(m.groups) ? m.groups : []) as Json[]) {
      if (!g || !isStr(g.name, 1, 120)) {
        dropped += 1;
        continue;
      }
      const group: Json = { name: g.name, requirements: [], rules: [] };
      if (isStr(g.summary, 0, 2000)) group.summary = g.summary;
      for (const q of (Array.isArray(g.requirements) ? g.requirements : []) as Json[]) {
        const okItem =
          q &&
          isStr(q.id, 1, 200) &&
          isStr(q.title, 1, 120) &&
          isStr(q.statement, 1, 4000) &&
          ["functional", "nonfunctional", "constraint"].includes(q.kind) &&
          ["must", "should", "could"].includes(q.priority);
        if (!okItem) {
          dropped += 1;
          continue;
        }
        const item: Json = { id: q.id, kind: q.kind, priority: q.priority, statement: q.statement, title: q.title };
        if (["aspirational", "established"].includes(q.state)) item.state = q.state;
        if (Array.isArray(q.acceptance)) {
          item.acceptance = q.acceptance
            .filter(
              (a: Json) =>
                a &&
                isStr(a.id, 1, 200) &&
                isStr(a.given, 0, 2000) &&
                isStr(a.when, 0, 2000) &&
                isStr(a.outcome, 0, 2000),
            )
            .map((a: Json) => ({ id: a.id, given: a.given, when: a.when, outcome: a.outcome }));
        }
        group.requirements.push(item);
      }
      for (const rule of (Array.isArray(g.rules) ? g.rules : []) as Json[]) {
        if (!rule || !isStr(rule.id, 1, 200) || !isStr(rule.rule, 1, 4000)) {
          dropped += 1;
          continue;
        }
        group.rules.push({
          id: rule.id,
          rule: rule.rule,
          ...(isStr(rule.rationale, 0, 2000) ? { rationale: rule.rationale } : {}),
        });
      }
      mod.groups.push(group);
    }
    doc.modules.push(mod);
  }
  return { doc, dropped };
}

/**
 * Reads the spec of a linked repository at `ref` (default branch when omitted). Undefined when the
 * repository or the ref cannot be resolved (the callers refuse with the documented 503s).
 * `provenanceRef` names the branch the reader reports (a run's pushed branch).
 */
export function readSpecAt(ws: Workspace, repoId: string, ref?: string, provenanceRef?: string): SpecRead | undefined {
  const tree = repoTree(ws, repoId, ref);
  if (!tree) return undefined;
  const { repo, at } = tree;
  const files = at.ref.files;
  const provenance = {
    commit: provenanceRef ? sha(repo.owner, repo.name, provenanceRef) : at.ref.commit,
    owner: repo.owner,
    provider: CODE_HOST,
    ref: provenanceRef ?? at.ref.name,
    repo: repo.name,
  };
  const featurePaths = Object.keys(files)
    .filter((p) => p.startsWith(FEATURES_DIR) && p.endsWith(".feature"))
    .sort();
  const features = featurePaths.slice(0, FEATURE_FILES).map((path) => {
    const text = materialise(files[path]);
    const [module = "", groupFile = ""] = path.slice(FEATURES_DIR.length).split("/");
    const content = text.slice(0, FEATURE_CHARS);
    return {
      chars: content.length,
      content,
      group: groupFile.replace(/\.feature$/, ""),
      module,
      path,
      totalChars: text.length,
      truncated: text.length > content.length,
    };
  });
  const truncations: SpecRead["truncations"] =
    featurePaths.length > FEATURE_FILES
      ? [{ section: "features", shown: FEATURE_FILES, total: featurePaths.length }]
      : [];
  const raw = files[SPEC_PATH];
  if (raw === undefined)
    return { ok: true, anchor: "absent", doc: null, features, issues: [], truncations, provenance };
  let parsed: unknown;
  try {
    parsed = JSON.parse(materialise(raw));
  } catch {
    parsed = undefined;
  }
  const clean = parsed === undefined ? null : sanitise(parsed);
  if (!clean) {
    return {
      ok: true,
      anchor: "unparsed",
      doc: null,
      features,
      issues: [{ kind: "unparsed", path: SPEC_PATH, dropped: null }],
      truncations,
      provenance,
    };
  }
  const issues: SpecRead["issues"] =
    clean.dropped > 0 ? [{ kind: "partial", path: SPEC_PATH, dropped: clean.dropped }] : [];
  return { ok: true, anchor: "present", doc: clean.doc, features, issues, truncations, provenance };
}

function body(s: SpecRead) {
  return {
    anchor: s.anchor,
    features: s.features,
    issues: s.issues,
    provenance: s.provenance,
    spec: s.doc,
    truncations: s.truncations,
  };
}

export function vcsNotConfigured(what: string) {
  return stated(503, "vcs_not_configured", `${what} has no source-control repository to read the specification from`);
}

/** GET /services/{serviceId}/spec: read at the default branch. */
export function serviceSpec(ws: Workspace, serviceId: string, repoId: string | null) {
  if (!repoId || !ws.platform.vcs) throw vcsNotConfigured(`service ${serviceId}`);
  const s = readSpecAt(ws, repoId);
  if (!s) throw stated(503, "spec_read_failed", "the specification could not be read from the repository");
  return { serviceId, ...body(s) };
}

/** GET /runs/{runId}/spec: `anchor` `not_read` and `provenance` null while no tester has reported. */
export function notReadRunSpec(runId: string) {
  return { runId, anchor: "not_read", features: [], issues: [], provenance: null, spec: null, truncations: [] };
}

export function runSpec(ws: Workspace, runId: string, repoId: string | null, branch: string | undefined) {
  if (!repoId || !ws.platform.vcs) throw vcsNotConfigured(`run ${runId}`);
  // The run's pushed branch carries the default branch's spec in this simulation; provenance names the branch.
  const s = readSpecAt(ws, repoId, undefined, branch);
  if (!s) throw stated(503, "spec_read_failed", "the specification could not be read from the repository");
  return { runId, ...body(s) };
}
