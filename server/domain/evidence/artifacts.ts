/**
 * Captured artifacts (doc 1 Artifacts; doc 2 Evidence: /runs/{runId}/artifacts "unpaged;
 * screenshots plus reference images", /artifacts/{artifactId}/blob "recorded content type,
 * nosniff; 404 for an unknown id in the key's workspace and also when the bytes are gone";
 * doc 2 Limits: "a per-run cap on stored artifacts" = server option `artifactCap`).
 */
import { createHash } from "node:crypto";
import type { Workspace } from "../workspace.ts";

export interface ArtifactRecord {
  artifactId: string;
  seq: number;
  runId: string;
  kind: "screenshot" | "reference" | "asset";
  scope: "run" | "task";
  view: string | null;
  contentType: string;
  byteSize: number;
  hash: string;
  createdAt: number;
}

/** A valid 1×1 PNG (opaque pixel) and another (transparent pixel): tiny, real images. */
export const SCREENSHOT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
export const REFERENCE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export function hashBytes(b: Buffer): string {
  return `sha256:${createHash("sha256").update(b).digest("hex")}`;
}

export interface NewArtifact {
  artifactId?: string;
  kind: ArtifactRecord["kind"];
  scope?: ArtifactRecord["scope"];
  view?: string | null;
  contentType: string;
  bytes: Buffer;
}

/**
 * Stores an artifact of a run; undefined when the run already holds `artifactCap` artifacts (the
 * capture is dropped, never an error of a request). Exported for domains that capture images
 * (e.g. visual confirmation pairs carry artifact ids).
 */
export function storeArtifact(ws: Workspace, runId: string, a: NewArtifact): ArtifactRecord | undefined {
  if (artifactsOfRun(ws, runId).length >= ws.server.options.artifactCap) return undefined;
  const rec: ArtifactRecord = {
    artifactId: a.artifactId ?? ws.newId("art"),
    seq: ws.nextSeq(),
    runId,
    kind: a.kind,
    scope: a.scope ?? "run",
    view: a.view ?? null,
    contentType: a.contentType,
    byteSize: a.bytes.length,
    hash: hashBytes(a.bytes),
    createdAt: ws.now(),
  };
  ws.evidence.artifacts.set(rec.artifactId, rec);
  ws.evidence.blobs.set(rec.artifactId, Buffer.from(a.bytes));
  return rec;
}

export function artifactsOfRun(ws: Workspace, runId: string): ArtifactRecord[] {
  return [...ws.evidence.artifacts.values()].filter((a) => a.runId === runId).sort((a, b) => a.seq - b.seq);
}

export function publicArtifact(a: ArtifactRecord) {
  return {
    artifactId: a.artifactId,
    byteSize: a.byteSize,
    contentType: a.contentType,
    createdAt: a.createdAt,
    hash: a.hash,
    kind: a.kind,
    scope: a.scope,
    view: a.view,
  };
}

/**
 * Seeds of `ws.ids.runDone`: a screenshot (`ws.ids.artifact`), a reference image, and
 * `ws.ids.artifactGone`, listed with its recorded metadata but whose bytes are gone from storage.
 */
export function seedArtifacts(ws: Workspace): void {
  const runId = ws.ids.runDone;
  storeArtifact(ws, runId, {
    artifactId: ws.ids.artifact,
    kind: "screenshot",
    view: "board/export-dialog",
    contentType: "image/png",
    bytes: SCREENSHOT_PNG,
  });
  storeArtifact(ws, runId, {
    artifactId: `art_ref_${ws.id.replace(/^ws_/, "")}`,
    kind: "reference",
    scope: "task",
    view: "board/export-dialog",
    contentType: "image/png",
    bytes: REFERENCE_PNG,
  });
  const gone = storeArtifact(ws, runId, {
    artifactId: ws.ids.artifactGone,
    kind: "screenshot",
    view: "board/filters",
    contentType: "image/png",
    bytes: SCREENSHOT_PNG,
  });
  if (gone) ws.evidence.blobs.delete(gone.artifactId);
}
