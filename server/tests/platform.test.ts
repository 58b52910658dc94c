/**
 * VCS connection, tracker writeback, environments and repos (doc 2 Identity table rows
 * /vcs/connection and /tracker/writeback; doc 2 Environments; doc 2 Repos; doc 2 Errors rows
 * `repo_not_reachable`, `repo_not_linked`, `file_not_found`, `file_too_large`; doc 2
 * Authentication 10: environment secrets are write-only).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER, testServer, type TestServer, valid, refused } from "./harness.ts";

let t: TestServer;
let ids: { service: string; repo: string };

beforeAll(async () => {
  t = await testServer();
  ids = t.server.state.workspaces.get("ws_a")!.ids;
});
afterAll(() => t.close());

describe("GET /vcs/connection", () => {
  it("answers the connection with account, authentication and two permissions", async () => {
    const r = await t.call("GET", "/vcs/connection");
    valid("getVcsConnection", r, 200);
    expect(r.body.connection).toMatchObject({ account: "acme", authentication: "app_installation" });
    expect(Object.keys(r.body.connection.permissions).sort()).toEqual(["createRepositories", "writeWorkflowFiles"]);
  });

  it("answers `connection: null` (200, not an error) when nothing is connected", async () => {
    const s = await testServer();
    try {
      s.server.state.workspaces.get("ws_a")!.platform.vcs = null;
      const r = await s.call("GET", "/vcs/connection");
      valid("getVcsConnection", r, 200);
      expect(r.body).toEqual({ connection: null });
    } finally {
      await s.close();
    }
  });
});

describe("tracker writeback", () => {
  it("starts unchosen: updatedAt null and all three actions on", async () => {
    const s = await testServer();
    try {
      const r = await s.call("GET", "/tracker/writeback");
      valid("getTrackerWriteback", r, 200);
      expect(r.body).toEqual({
        commentOnPullRequestOpen: true,
        commentAndCloseOnMerge: true,
        postParkedRequirementsFindings: true,
        updatedAt: null,
      });
    } finally {
      await s.close();
    }
  });

  it("merges a patch (omitted actions keep their value) and stamps updatedAt; unknown fields are ignored", async () => {
    const s = await testServer();
    try {
      const r = await s.call("PATCH", "/tracker/writeback", {
        body: { commentAndCloseOnMerge: false, somethingElse: 1 },
      });
      valid("updateTrackerWriteback", r, 200);
      expect(r.body).toMatchObject({
        commentOnPullRequestOpen: true,
        commentAndCloseOnMerge: false,
        postParkedRequirementsFindings: true,
      });
      expect(typeof r.body.updatedAt).toBe("number");
      expect(r.body.somethingElse).toBeUndefined();
      const r2 = await s.call("PATCH", "/tracker/writeback", { body: { postParkedRequirementsFindings: false } });
      expect(r2.body).toMatchObject({ commentAndCloseOnMerge: false, postParkedRequirementsFindings: false });
      expect(r2.body.updatedAt).toBeGreaterThan(r.body.updatedAt);
      expect((await s.call("GET", "/tracker/writeback")).body).toEqual(r2.body);
      // The other workspace is untouched.
      expect((await s.call("GET", "/tracker/writeback", { key: PEER })).body.updatedAt).toBeNull();
    } finally {
      await s.close();
    }
  });

  it("an empty patch (or no body, or unknown fields only) is a no-op and does not stamp updatedAt", async () => {
    const s = await testServer();
    try {
      for (const body of [{}, undefined, { unknown: true }]) {
        const r = await s.call("PATCH", "/tracker/writeback", { body });
        valid("updateTrackerWriteback", r, 200);
        expect(r.body.updatedAt).toBeNull();
      }
      const set = await s.call("PATCH", "/tracker/writeback", { body: { commentOnPullRequestOpen: false } });
      const again = await s.call("PATCH", "/tracker/writeback", { body: {} });
      expect(again.body).toEqual(set.body);
    } finally {
      await s.close();
    }
  });

  it("non-boolean action values are a 400 envelope naming each, and change nothing", async () => {
    const before = await t.call("GET", "/tracker/writeback");
    const r = await t.call("PATCH", "/tracker/writeback", {
      body: { commentOnPullRequestOpen: "yes", commentAndCloseOnMerge: null, postParkedRequirementsFindings: true },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.issues.map((i: any) => i.path).sort()).toEqual([
      "/commentAndCloseOnMerge",
      "/commentOnPullRequestOpen",
    ]);
    expect((await t.call("GET", "/tracker/writeback")).body).toEqual(before.body);
  });

  it("is admin only", async () => {
    const decide = await t.mint("decide");
    expect((await t.call("GET", "/tracker/writeback", { key: decide })).status).toBe(403);
    expect((await t.call("PATCH", "/tracker/writeback", { key: decide, body: {} })).status).toBe(403);
  });
});

describe("environments", () => {
  const conn = {
    endpoint: "https://k8s.example.invalid:6443",
    tlsVerify: false,
    namespaceTemplate: "pr-{runId}",
    secrets: { token: "s3cret-value", caCert: "PEM-VALUE" },
  };

  it("lists handlers with provision type, engine, backendKind, endpoint and secret key NAMES only", async () => {
    const r = await t.call("GET", "/environments/connections");
    valid("listEnvironmentConnections", r, 200);
    for (const h of r.body.handlers) {
      for (const k of ["provisionType", "engine", "backendKind"]) expect(typeof h[k]).toBe("string");
      expect("endpoint" in h).toBe(true);
      expect(Array.isArray(h.secretKeys)).toBe(true);
      expect(h.secrets).toBeUndefined();
    }
    expect(r.text).not.toContain("seeded-token");
  });

  it("connect binds (201), names the stored secret keys, never returns a value; re-connect replaces", async () => {
    const s = await testServer();
    try {
      const r = await s.call("POST", "/environments/connections", { body: conn });
      valid("createEnvironmentConnection", r, 201);
      expect(r.body.storedSecretKeys).toEqual(["caCert", "token"]);
      expect(r.text).not.toContain("s3cret-value");
      expect(r.text).not.toContain("PEM-VALUE");
      const list = await s.call("GET", "/environments/connections");
      expect(list.text).not.toContain("s3cret-value");
      const clusters = list.body.handlers.filter((h: any) => h.provisionType === "cluster");
      expect(clusters).toHaveLength(1);
      expect(clusters[0]).toMatchObject({ endpoint: conn.endpoint, tlsVerify: false, secretKeys: ["caCert", "token"] });
      // Idempotent: connecting again replaces the binding (same handler, new bundle), no duplicate.
      const again = await s.call("POST", "/environments/connections", {
        body: { endpoint: "https://other.example.invalid", secrets: { kubeconfig: "x" } },
      });
      valid("createEnvironmentConnection", again, 201);
      expect(again.body.handler.handlerId).toBe(r.body.handler.handlerId);
      const after = (await s.call("GET", "/environments/connections")).body.handlers.filter(
        (h: any) => h.provisionType === "cluster",
      );
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ endpoint: "https://other.example.invalid", secretKeys: ["kubeconfig"] });
    } finally {
      await s.close();
    }
  });

  it("a malformed connection body is a 400 envelope naming every problem", async () => {
    const r = await t.call("POST", "/environments/connections", { body: { tlsVerify: "no", secrets: { ok: 5 } } });
    expect(r.status).toBe(400);
    expect(r.body.error.issues.map((i: any) => i.path).sort()).toEqual(["/endpoint", "/secrets/ok", "/tlsVerify"]);
  });

  it("test probes without saving; a refused credential is 200 with ok false", async () => {
    const before = await t.call("GET", "/environments/connections");
    const good = await t.call("POST", "/environments/connections/test", { body: conn });
    valid("testEnvironmentConnection", good, 200);
    expect(good.body.ok).toBe(true);
    expect(good.text).not.toContain("s3cret-value");
    const bad = await t.call("POST", "/environments/connections/test", {
      body: { ...conn, secrets: { token: "refused" } },
    });
    valid("testEnvironmentConnection", bad, 200);
    expect(bad.body).toMatchObject({ ok: false, reason: "credential_refused" });
    const down = await t.call("POST", "/environments/connections/test", {
      body: { endpoint: "https://unreachable.example.invalid" },
    });
    expect(down.body).toMatchObject({ ok: false, reason: "endpoint_unreachable" });
    expect((await t.call("GET", "/environments/connections")).body).toEqual(before.body);
  });

  it("lists manifest types with label, default manifest path and source registered|workspace", async () => {
    const r = await t.call("GET", "/environments/manifest-types");
    valid("listManifestTypes", r, 200);
    for (const m of r.body.manifestTypes) {
      expect(typeof m.label).toBe("string");
      expect(typeof m.defaultManifestPath).toBe("string");
      expect(["registered", "workspace"]).toContain(m.source);
    }
    expect(new Set(r.body.manifestTypes.map((m: any) => m.source))).toEqual(new Set(["registered", "workspace"]));
  });

  it("is admin only", async () => {
    const decide = await t.mint("decide");
    expect((await t.call("GET", "/environments/connections", { key: decide })).status).toBe(403);
  });
});

describe("repos", () => {
  it("GET /repos (read key) lists linked repos with the backing service; a monorepo's is always null", async () => {
    const read = await t.mint("read");
    const r = await t.call("GET", "/repos", { key: read });
    valid("listRepos", r, 200);
    const app = r.body.repos.find((x: any) => x.repoId === ids.repo);
    expect(app).toMatchObject({ owner: "acme", name: "app", monorepo: false });
    expect(app.service.serviceId).toBe(ids.service);
    const mono = r.body.repos.find((x: any) => x.monorepo);
    expect(mono.service).toBeNull();
  });

  it("GET /repos/available: browse, substring search and exact point read, each row with `linked`", async () => {
    const browse = await t.call("GET", "/repos/available");
    valid("listAvailableRepos", browse, 200);
    expect(browse.body.mode).toBe("browse");
    expect(browse.body.repos.find((x: any) => x.name === "app").linked).toBe(true);
    expect(browse.body.repos.find((x: any) => x.name === "docs-site").linked).toBe(false);
    const search = await t.call("GET", "/repos/available?q=pay");
    valid("listAvailableRepos", search, 200);
    expect(search.body.mode).toBe("search");
    expect(search.body.repos.map((x: any) => x.fullName)).toEqual(["acme/payments-api"]);
    const point = await t.call("GET", "/repos/available?q=acme%2Fapp");
    expect(point.body.mode).toBe("point");
    expect(point.body.repos).toHaveLength(1);
    expect(point.body.repos[0]).toMatchObject({ fullName: "acme/app", linked: true, repoId: ids.repo });
    expect((await t.call("GET", "/repos/available?q=acme%2Fnothing-here")).body.repos).toEqual([]);
  });

  it("POST /repos/link links (200 with repoId), idempotently; unreachable is 404 repo_not_reachable", async () => {
    const s = await testServer();
    try {
      const r = await s.call("POST", "/repos/link", { body: { owner: "acme", name: "docs-site" } });
      valid("linkRepo", r, 200);
      const again = await s.call("POST", "/repos/link", { body: { owner: "acme", name: "docs-site" } });
      expect(again.body.repoId).toBe(r.body.repoId);
      expect((await s.call("GET", "/repos")).body.repos.filter((x: any) => x.repoId === r.body.repoId)).toHaveLength(1);
      expect((await s.call("GET", "/repos/available?q=acme%2Fdocs-site")).body.repos[0].linked).toBe(true);
      // Already linked seed: same id as seeded.
      expect((await s.call("POST", "/repos/link", { body: { owner: "acme", name: "app" } })).body.repoId).toBe(
        ids.repo,
      );
      refused(
        await s.call("POST", "/repos/link", { body: { owner: "acme", name: "missing" } }),
        404,
        "repo_not_reachable",
      );
      // The other workspace's private sandbox is not reachable from here.
      refused(
        await s.call("POST", "/repos/link", { body: { owner: "acme", name: "sandbox-b" } }),
        404,
        "repo_not_reachable",
      );
    } finally {
      await s.close();
    }
  });

  it("bootstrap answers 201 with a job naming the service frame; polling settles it and materialises the frame", async () => {
    const s = await testServer();
    try {
      const r = await s.call("POST", "/repos/bootstrap", {
        body: { brief: "A small todo service", title: "Todo service", name: "todo-service" },
      });
      valid("bootstrapRepo", r, 201);
      expect(typeof r.body.jobId).toBe("string");
      expect(typeof r.body.service.serviceId).toBe("string");
      const p1 = await s.call("GET", `/repos/bootstrap/${r.body.jobId}`);
      valid("getRepoBootstrap", p1, 200);
      expect(p1.body).toMatchObject({ status: "running", failureKind: null });
      let done = p1;
      for (let i = 0; i < 5 && done.body.status === "running"; i++)
        done = await s.call("GET", `/repos/bootstrap/${r.body.jobId}`);
      valid("getRepoBootstrap", done, 200);
      expect(done.body).toMatchObject({ status: "succeeded", failureKind: null });
      const services = await s.call("GET", "/services");
      expect(services.body.services.map((x: any) => x.serviceId)).toContain(r.body.service.serviceId);
      const repos = await s.call("GET", "/repos");
      const row = repos.body.repos.find((x: any) => x.repoId === done.body.repository.repoId);
      expect(row.service.serviceId).toBe(r.body.service.serviceId);
    } finally {
      await s.close();
    }
  });

  it("bootstrap failures carry failureKind permanent or retryable; unknown job is 404; no brief is 400", async () => {
    const settle = async (body: unknown) => {
      const r = await t.call("POST", "/repos/bootstrap", { body });
      let p = await t.call("GET", `/repos/bootstrap/${r.body.jobId}`);
      for (let i = 0; i < 5 && p.body.status === "running"; i++)
        p = await t.call("GET", `/repos/bootstrap/${r.body.jobId}`);
      valid("getRepoBootstrap", p, 200);
      return p.body;
    };
    expect(await settle({ referenceArchitecture: "mainframe" })).toMatchObject({
      status: "failed",
      failureKind: "permanent",
    });
    expect(await settle({ brief: "x", name: "app" })).toMatchObject({ status: "failed", failureKind: "permanent" });
    expect(await settle({ brief: "x #provider-outage" })).toMatchObject({ status: "failed", failureKind: "retryable" });
    expect((await t.call("GET", "/repos/bootstrap/boot_unknown")).status).toBe(404);
    expect((await t.call("POST", "/repos/bootstrap", { body: { title: "no brief" } })).status).toBe(400);
  });

  it("a bootstrap job of another workspace is 404", async () => {
    const r = await t.call("POST", "/repos/bootstrap", { body: { brief: "isolation" } });
    expect((await t.call("GET", `/repos/bootstrap/${r.body.jobId}`, { key: PEER })).status).toBe(404);
  });
});

describe("GET /repos/{owner}/{name}/contents", () => {
  it("reads one UTF-8 file at the default branch and says which ref was read", async () => {
    const r = await t.call("GET", "/repos/acme/app/contents?path=README.md");
    valid("getRepoContents", r, 200);
    expect(r.body).toMatchObject({ path: "README.md", ref: "main", refKind: "branch", encoding: "utf-8" });
    expect(r.body.content).toContain("# app");
    expect(r.body.size).toBe(Buffer.byteLength(r.body.content));
    const u = await t.call("GET", `/repos/acme/app/contents?path=${encodeURIComponent("docs/notes-ü.md")}`);
    expect(u.body.content).toContain("Größe");
    expect(u.body.size).toBe(Buffer.byteLength(u.body.content, "utf8"));
  });

  it("reads at a branch, a tag or a commit sha", async () => {
    const branch = await t.call("GET", "/repos/acme/app/contents?path=src/board/csv.ts&ref=feature%2Fcsv-export");
    valid("getRepoContents", branch, 200);
    expect(branch.body.ref).toBe("feature/csv-export");
    refused(await t.call("GET", "/repos/acme/app/contents?path=src/board/csv.ts"), 404, "file_not_found");
    refused(await t.call("GET", "/repos/acme/app/contents?path=src/board/export.ts&ref=v1.0.0"), 404, "file_not_found");
    const tag = await t.call("GET", "/repos/acme/app/contents?path=README.md&ref=v1.0.0");
    expect(tag.body.refKind).toBe("tag");
    const main = await t.call("GET", "/repos/acme/app/contents?path=README.md");
    const bySha = await t.call("GET", `/repos/acme/app/contents?path=README.md&ref=${main.body.commit}`);
    expect(bySha.body).toMatchObject({ refKind: "commit", ref: "main", content: main.body.content });
    refused(await t.call("GET", "/repos/acme/app/contents?path=README.md&ref=no-such-branch"), 404, "file_not_found");
  });

  it("no directory listing: a directory path is 404 file_not_found", async () => {
    const r = await t.call("GET", "/repos/acme/app/contents?path=src");
    refused(r, 404, "file_not_found");
    expect(r.body.error.details.kind).toBe("directory");
    refused(await t.call("GET", "/repos/acme/app/contents?path=src%2F"), 404, "file_not_found");
  });

  it("404 repo_not_linked for a repository not adopted (reachable or not, or another workspace's)", async () => {
    refused(await t.call("GET", "/repos/acme/docs-site/contents?path=README.md"), 404, "repo_not_linked");
    refused(await t.call("GET", "/repos/nobody/nothing/contents?path=README.md"), 404, "repo_not_linked");
    refused(await t.call("GET", "/repos/acme/sandbox-b/contents?path=README.md"), 404, "repo_not_linked");
  });

  it("404 file_not_found for an absent path", async () => {
    refused(await t.call("GET", "/repos/acme/app/contents?path=nope.txt"), 404, "file_not_found");
    refused(await t.call("GET", "/repos/acme/app/contents?path=..%2Fsecrets"), 404, "file_not_found");
  });

  it("422 file_too_large carries the size and the limit, never a truncated body", async () => {
    const r = await t.call("GET", "/repos/acme/app/contents?path=data/large-fixture.csv");
    refused(r, 422, "file_too_large");
    expect(r.body.error.details.limit).toBe(t.server.state.options.fileSizeLimit);
    expect(r.body.error.details.size).toBeGreaterThan(r.body.error.details.limit);
    expect(r.body.content).toBeUndefined();
  });

  it("the limit is the server option fileSizeLimit", async () => {
    const s = await testServer({ fileSizeLimit: 10 });
    try {
      const r = await s.call("GET", "/repos/acme/app/contents?path=README.md");
      refused(r, 422, "file_too_large");
      expect(r.body.error.details).toMatchObject({ limit: 10 });
    } finally {
      await s.close();
    }
  });
});
