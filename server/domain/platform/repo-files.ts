/**
 * The simulated code host's repositories and their files (doc 2 Repos: /repos/available reaches
 * the provider; /repos/{owner}/{name}/contents reads one UTF-8 file at a ref). Deterministic: the
 * same trees in every run of the server; commit shas are hashes of (repository, ref).
 */
import { createHash } from "node:crypto";

/** A file's content: text, or a generated repetition (the large seeded file is never materialised). */
export type FileContent = string | { repeat: string; times: number };

export interface RefDef {
  name: string;
  kind: "branch" | "tag";
  commit: string;
  files: Record<string, FileContent>;
}

export interface ProviderRepo {
  owner: string;
  name: string;
  description: string;
  private: boolean;
  defaultBranch: string;
  /** A monorepo never backs a service as a whole (doc 1 Repository row: "always null for a monorepo"). */
  monorepo: boolean;
  refs: RefDef[];
}

export function sha(...parts: string[]): string {
  return createHash("sha1").update(parts.join("\u0000")).digest("hex");
}

export function fileSize(c: FileContent): number {
  return typeof c === "string" ? Buffer.byteLength(c, "utf8") : Buffer.byteLength(c.repeat, "utf8") * c.times;
}

export function materialise(c: FileContent): string {
  return typeof c === "string" ? c : c.repeat.repeat(c.times);
}

export type ResolvedRef = { ref: RefDef; requested: string; kind: "branch" | "tag" | "commit" };

/** Branch or tag name, or a commit sha (full, or a prefix of at least 7 hex digits). */
export function resolveRef(repo: ProviderRepo, ref: string | undefined): ResolvedRef | undefined {
  const want = ref ?? repo.defaultBranch;
  const named = repo.refs.find((r) => r.name === want);
  if (named) return { ref: named, requested: want, kind: named.kind };
  if (/^[0-9a-f]{7,40}$/i.test(want)) {
    const byCommit = repo.refs.find((r) => r.commit.startsWith(want.toLowerCase()));
    if (byCommit) return { ref: byCommit, requested: want, kind: "commit" };
  }
  return undefined;
}

/** Whether `path` names a directory of the tree (some file lies under it). */
export function isDirectory(files: Record<string, FileContent>, path: string): boolean {
  const prefix = `${path.replace(/\/+$/, "")}/`;
  return path === "" || Object.keys(files).some((p) => p.startsWith(prefix));
}

export const SPEC_PATH = "spec/service.json";
export const FEATURES_DIR = "spec/features/";

const SPEC_DOC = {
  service: "Board app",
  summary: "The web application of the board: columns of cards, filters and exports.",
  modules: [
    {
      name: "board",
      summary: "Columns, cards and what a user can do with the visible board.",
      groups: [
        {
          name: "export",
          summary: "Getting the board out as a file.",
          requirements: [
            {
              id: "REQ-EXPORT-1",
              kind: "functional",
              priority: "must",
              state: "established",
              title: "Export visible columns as CSV",
              statement: "A user can export the columns currently visible on the board as one CSV file.",
              acceptance: [
                {
                  id: "AC-EXPORT-1",
                  given: "a board with three visible columns",
                  when: "the user chooses Export CSV",
                  outcome: "a CSV with one header per visible column downloads",
                },
              ],
            },
            {
              id: "REQ-EXPORT-2",
              kind: "nonfunctional",
              priority: "should",
              state: "aspirational",
              title: "Export stays fast",
              statement: "An export of up to 5000 cards completes within two seconds.",
            },
          ],
          rules: [
            {
              id: "RULE-EXPORT-1",
              rule: "Hidden columns are never exported.",
              rationale: "Users export what they see.",
            },
          ],
        },
        {
          name: "filters",
          requirements: [
            {
              id: "REQ-FILTER-1",
              kind: "functional",
              priority: "could",
              title: "Filter by owner",
              statement: "A user can narrow the board to the cards of one owner.",
            },
          ],
        },
        // Items at the edges of their bounds (doc 1 Specification: ids 1-200, titles 1-120): wholly
        // readable all the same (the suite's default `facts.specWholeService` is the service of this spec).
        {
          name: "L",
          requirements: [
            {
              id: "R",
              kind: "constraint",
              priority: "must",
              title:
                `Cards keep their order ${"across every reload of the board, whatever the column and filter ".repeat(2)}`.slice(
                  0,
                  120,
                ),
              statement: "C",
            },
          ],
          rules: [{ id: "X", rule: "Y" }],
        },
      ],
    },
  ],
};

/**
 * A specification that is only partly readable: beside readable items, one of every kind of item the
 * reader drops (doc 1 Specification bounds and required fields), and optional texts beyond their
 * bounds. Read, it is served with the readable part and a `partial` issue (doc 2 Spec: "partially
 * readable spec is served with `issues`"); the suite's default `facts.specPartialService` names the
 * service of this spec.
 */
const over = (n: number) => "x".repeat(n + 1);
const PARTIAL_SPEC_DOC = {
  service: over(120),
  summary: over(2000),
  modules: [
    null,
    { name: "" },
    {
      name: "ledger",
      summary: over(2000),
      groups: [
        null,
        { name: over(120) },
        {
          name: "entries",
          summary: over(2000),
          requirements: [
            {
              id: "REQ-LEDGER-1",
              kind: "functional",
              priority: "must",
              state: "drafted",
              title: "Entries balance",
              statement: "Every posting has a matching counter-posting.",
              acceptance: [
                { id: "AC-LEDGER-1", given: "a posting", when: "it is saved", outcome: "its counter-posting exists" },
                null,
                { id: "AC-LEDGER-2", given: "a posting", when: over(2000), outcome: "" },
                { id: "", given: "", when: "", outcome: "" },
              ],
            },
            null,
            { id: "", kind: "functional", priority: "must", title: "No id", statement: "Dropped." },
            { id: over(200), kind: "functional", priority: "must", title: "Long id", statement: "Dropped." },
            { id: "REQ-LEDGER-2", kind: "wish", priority: "must", title: "Unknown kind", statement: "Dropped." },
            {
              id: "REQ-LEDGER-3",
              kind: "functional",
              priority: "urgent",
              title: "Unknown priority",
              statement: "Dropped.",
            },
            { id: "REQ-LEDGER-4", kind: "functional", priority: "must", title: over(120), statement: "Dropped." },
            { id: "REQ-LEDGER-5", kind: "functional", priority: "must", title: "No statement" },
          ],
          rules: [
            { id: "RULE-LEDGER-1", rule: "Postings are never edited, only reversed.", rationale: over(2000) },
            null,
            { id: "RULE-LEDGER-2" },
            { id: over(200), rule: "Dropped." },
          ],
        },
      ],
    },
  ],
};

const EXPORT_FEATURE = `Feature: Export the board as CSV
  Scenario: visible columns only
    Given a board with three visible columns and one hidden column
    When the user chooses Export CSV
    Then the file has three columns
`;
const FILTER_FEATURE = `Feature: Filter the board by owner
  Scenario: one owner
    Given cards owned by Ada and by Grace
    When the user filters by Ada
    Then only Ada's cards are shown
`;

/** The large seeded file: one repeated CSV row, beyond `minBytes` (the readable-file size limit). */
function largeFile(minBytes: number): FileContent {
  const line = "card-000,Refactor the board renderer,in_progress,ada@example.invalid\n";
  return { repeat: line, times: Math.floor(minBytes / line.length) + 64 };
}

function appTree(largeBeyond: number): Record<string, FileContent> {
  return {
    "README.md": "# app\n\nThe board web application.\n",
    "package.json": `${JSON.stringify({ name: "app", version: "1.4.0", private: true, scripts: { test: "vitest run" } }, null, 2)}\n`,
    "src/index.ts": 'export { renderBoard } from "./board/render.ts";\n',
    "src/board/render.ts":
      'export function renderBoard(columns: string[]): string {\n  return columns.join(" | ");\n}\n',
    "src/board/export.ts":
      'export function toCsv(rows: string[][]): string {\n  return rows.map((r) => r.join(",")).join("\\n");\n}\n',
    "docs/notes-ü.md": "Größe und Übersicht: UTF-8 text is returned as is.\n",
    [SPEC_PATH]: `${JSON.stringify(SPEC_DOC, null, 2)}\n`,
    [`${FEATURES_DIR}board/export.feature`]: EXPORT_FEATURE,
    [`${FEATURES_DIR}board/filters.feature`]: FILTER_FEATURE,
    "data/large-fixture.csv": largeFile(largeBeyond),
  };
}

type Tree = Record<string, FileContent>;

function repo(
  owner: string,
  name: string,
  extra: Partial<ProviderRepo>,
  branches: Record<string, Tree>,
  tags: Record<string, Tree> = {},
): ProviderRepo {
  const refs: RefDef[] = Object.entries(branches).map(([b, files]) => ({
    name: b,
    kind: "branch",
    commit: sha(owner, name, b),
    files,
  }));
  for (const [tag, files] of Object.entries(tags))
    refs.push({ name: tag, kind: "tag", commit: sha(owner, name, "tag", tag), files });
  return { owner, name, description: "", private: true, defaultBranch: "main", monorepo: false, refs, ...extra };
}

export const PROVIDER_OWNER = "acme";

/**
 * The repositories the workspace's connection reaches. `largeBeyond` is the readable-file size
 * limit in force (server option `fileSizeLimit`): the large file is generated just beyond it.
 */
export function providerRepos(workspaceSuffix: string, largeBeyond: number): ProviderRepo[] {
  const app = appTree(largeBeyond);
  // The tag predates the CSV export.
  const older = { ...app };
  delete older["src/board/export.ts"];
  return [
    repo(
      PROVIDER_OWNER,
      "app",
      { description: "The board web application" },
      {
        main: app,
        "feature/csv-export": { ...app, "src/board/csv.ts": 'export const SEPARATOR = ",";\n' },
      },
      { "v1.0.0": older },
    ),
    repo(
      PROVIDER_OWNER,
      "platform",
      { description: "Monorepo of the platform services", monorepo: true },
      {
        main: {
          "README.md": "# platform\n\nservices/api and services/web live here.\n",
          "services/api/README.md": "# api\n",
          "services/web/README.md": "# web\n",
        },
      },
    ),
    repo(
      PROVIDER_OWNER,
      "docs-site",
      { description: "Public documentation site", private: false },
      {
        main: { "README.md": "# docs-site\n", "content/index.md": "Welcome.\n" },
      },
    ),
    repo(
      PROVIDER_OWNER,
      "payments-api",
      { description: "Payments service" },
      {
        main: { "README.md": "# payments-api\n", "src/main.go": "package main\n\nfunc main() {}\n" },
      },
    ),
    // Holds a partly readable specification: linked in the seed, backing a service.
    repo(
      PROVIDER_OWNER,
      "ledger",
      { description: "Accounting ledger" },
      {
        main: {
          "README.md": "# ledger\n",
          [SPEC_PATH]: `${JSON.stringify(PARTIAL_SPEC_DOC, null, 2)}\n`,
        },
      },
    ),
    // Holds no specification (spec/service.json absent): linked in the seed, backing a service.
    repo(
      PROVIDER_OWNER,
      "worker",
      { description: "Background job worker" },
      {
        main: { "README.md": "# worker\n", "src/worker.ts": "export function work(): void {}\n" },
      },
    ),
    // Reachable only by this workspace's connection.
    repo(
      PROVIDER_OWNER,
      `sandbox-${workspaceSuffix}`,
      { description: "Scratch repository" },
      {
        main: { "README.md": `# sandbox-${workspaceSuffix}\n` },
      },
    ),
  ];
}
