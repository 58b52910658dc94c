/**
 * What the SEC family knows of workspace A (the admin key's): ids the suite created there and ids it
 * discovered there through A's own reads, each with the record it was found in; unique markers it
 * wrote into its own resources; and every secret it holds. The isolation rules probe all of it with
 * the key of workspace B (doc 2 Authentication 3: every call acts within the key's workspace only).
 */
import type { Operation } from "../../lib/contract/operations.ts";
import type { CheckContext } from "../../lib/rules/check.ts";
import { memo } from "../../lib/run/target.ts";
import { itemsOf } from "../../generators/calls/list-shapes.ts";
import { optional, ownKey, ownTask, ownWebhook } from "../../generators/calls/resources.ts";

export type Rec = Record<string, unknown>;

export interface Found {
  /** The record's own id field (`runId`, or `id` for keys and notifications). */
  field: string;
  id: string;
  rec: Rec;
}

export interface Known {
  /** Pool name (`runId`, `taskId`, `jobId`…) → ids of workspace A, the suite's own first. */
  pools: Map<string, string[]>;
  /**
   * Records of A (`pool:id` → the record it was found in, and the field holding its own id), to tell
   * A's data from B's own.
   */
  records: Map<string, Found>;
  /** Strings only A's own resources carry (task title, webhook url, key label). */
  markers: string[];
  /** Every secret the suite knows (keys, webhook signing secrets), longest forms first. */
  secrets: { what: string; value: string }[];
  ownTaskId: string | null;
  ownServiceId: string | null;
  ownWebhook: { id: string; url: string } | null;
  ownKey: { id: string; secret: string } | null;
}

/** A string only this run writes (seeded: the same run seed replays it). */
export function marker(c: CheckContext, purpose: string): string {
  return `cnf${c.seed("marker", purpose).toString(36)}${purpose.replace(/[^a-z0-9]/gi, "").toLowerCase()}`;
}

/**
 * The pool a path parameter draws from: its own name, or for a bare `{id}` the singular of the
 * segment before it plus `Id` (`/jobs/{id}` → `jobId`).
 */
export function poolOf(op: Operation, param: string): string {
  if (param !== "id") return param;
  const segs = op.path.split("/");
  const prev = segs[segs.indexOf("{id}") - 1] ?? "";
  return `${prev.replace(/ies$/, "y").replace(/s$/, "")}Id`;
}

/** The secret forms of a credential: the whole value and the part after the dot (doc 2 Authentication 1). */
export function secretForms(what: string, value: string | null | undefined): { what: string; value: string }[] {
  if (!value) return [];
  const out = [{ what, value }];
  const dot = value.lastIndexOf(".");
  if (dot >= 0 && value.length - dot - 1 >= 8)
    out.push({ what: `${what} (its secret part)`, value: value.slice(dot + 1) });
  return out.filter((s) => s.value.length >= 8);
}

/** Records `id` in `pool`; with `rec`, the record whose own id it is (held in `field`, default the pool's name). */
function add(k: Known, pool: string, id: unknown, rec?: Rec, field = pool): void {
  if (typeof id !== "string" || !id) return;
  const list = k.pools.get(pool) ?? [];
  if (!list.includes(id)) list.push(id);
  k.pools.set(pool, list);
  if (rec && !k.records.has(`${pool}:${id}`)) k.records.set(`${pool}:${id}`, { field, id, rec });
}

function recs(body: unknown): Rec[] {
  return (itemsOf(null, body) ?? []) as Rec[];
}

/** Discovery in A, once per family run. */
export function knownOfA(c: CheckContext): Promise<Known> {
  return memo(c.t, "sec-known-a", async () => {
    const k: Known = {
      pools: new Map(),
      records: new Map(),
      markers: [],
      secrets: [],
      ownTaskId: null,
      ownServiceId: null,
      ownWebhook: null,
      ownKey: null,
    };
    for (const [rung, key] of Object.entries(c.t.keys)) k.secrets.push(...secretForms(`the ${rung} key`, key));

    // The suite's own resources first (reads of them are the surest probes). Each is one source among
    // several: one the target refuses, or that needs an operation outside the --operation selection,
    // is done without (resources.ts `optional`), so the rules that do not read it still run.
    const label = `conformance isolation ${marker(c, "key")}`;
    const key = await optional(() => ownKey(c, { label, scope: "read" }));
    if (key) {
      k.ownKey = { id: key.id, secret: key.secret };
      k.markers.push(label);
      k.secrets.push(...secretForms("a key minted by the suite", key.secret));
      add(k, "keyId", key.id, (key.json.key ?? {}) as Rec, "id");
    }
    if (c.t.profile !== "safe") {
      const title = `conformance isolation ${marker(c, "task")}`;
      const task = await optional(() => ownTask(c, { title }));
      if (task) {
        k.ownTaskId = task.taskId;
        k.ownServiceId = task.serviceId as string;
        k.markers.push(title);
        add(k, "taskId", task.taskId, task);
        add(k, "serviceId", task.serviceId);
      }
      const secret = `conformance-signing-${marker(c, "secret")}`;
      c.t.redactor.add(secret);
      const url = `https://hooks.example.com/conformance/${marker(c, "hook")}`;
      const hook = await optional(() => ownWebhook(c, { url, secret }, { refusable: true }));
      if (hook?.status === 200) {
        k.ownWebhook = { id: hook.id, url };
        k.markers.push(url);
        add(k, "webhookId", hook.id);
      }
      k.secrets.push({ what: "a webhook signing secret set by the suite", value: secret });
    }

    // Discovered through A's own reads (a read outside the --operation selection is skipped, not sent).
    const get = async (path: string, query?: Record<string, number>) =>
      (await c.callIfSelected<Rec>("GET", path, { query })) ?? { status: 0, json: undefined };
    const runs = await get("/debug/runs", { limit: 20 });
    for (const r of recs(runs.json)) {
      add(k, "runId", r.runId, r);
      add(k, "taskId", r.taskId);
      add(k, "jobId", r.jobId);
    }
    const services = await get("/services");
    for (const s of recs(services.json)) add(k, "serviceId", s.serviceId, s);
    const entries = await get("/kaizen/entries", { limit: 10 });
    for (const e of recs(entries.json)) {
      add(k, "entryId", e.entryId, e);
      add(k, "taskId", e.taskId);
    }
    const jobs = await get("/jobs", { limit: 10 });
    for (const j of recs(jobs.json)) add(k, "jobId", j.jobId, j);
    const notes = await get("/notifications");
    for (const n of recs(notes.json)) add(k, "notificationId", n.id, n, "id");
    for (const runId of (k.pools.get("runId") ?? []).slice(0, 8)) {
      const run = encodeURIComponent(runId);
      const arts = await get(`/runs/${run}/artifacts`);
      for (const a of recs(arts.json)) add(k, "artifactId", a.artifactId, a);
      const mr = await get(`/runs/${run}/merge-record`);
      if (mr.status === 200 && mr.json) add(k, "recordId", mr.json.recordId, mr.json);
      if (!k.pools.has("snapshotId")) {
        const ctx = await get(`/debug/runs/${run}/agent-context`, { limit: 5 });
        for (const s of recs(ctx.json)) add(k, "snapshotId", s.snapshotId, s);
      }
      if (!k.pools.has("callId")) {
        const calls = await get(`/debug/runs/${run}/llm-calls`, { limit: 5 });
        for (const s of recs(calls.json)) add(k, "callId", s.callId, s);
      }
    }
    k.secrets.sort((a, b) => b.value.length - a.value.length);
    return k;
  });
}

const ID_KEY = /^(id|[a-z][A-Za-z0-9]*Id)$/;
const VOLATILE = new Set([
  "status",
  "progress",
  "currentStep",
  "stepCount",
  "updatedAt",
  "lastUsedAt",
  "resolvedAt",
  "acknowledged",
  "acknowledgedAt",
  "acknowledgedBy",
  "acknowledgementNote",
]);

/** Every object of a JSON body that carries an id-like field. */
export function recordsIn(body: unknown): Rec[] {
  const out: Rec[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 8 || v === null || typeof v !== "object") return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const r = v as Rec;
    if (Object.entries(r).some(([key, val]) => ID_KEY.test(key) && typeof val === "string")) out.push(r);
    for (const x of Object.values(r)) walk(x, depth + 1);
  };
  walk(body, 0);
  return out;
}

/**
 * Whether `b` is the resource `a` (whose own id is in `field`): the same id in that field, and the
 * same `createdAt` when both have one, else the same value in every other shared scalar field. Ids
 * of different workspaces may coincide (their format is not shown); a coinciding id with another
 * creation time or other content is a different resource.
 */
export function sameResource(a: Rec, b: Rec, field: string): boolean {
  if (typeof a[field] !== "string" || a[field] !== b[field]) return false;
  if ("createdAt" in a && "createdAt" in b) return a.createdAt === b.createdAt;
  const shared = Object.keys(a).filter((key) => key in b);
  return shared.every((key) => VOLATILE.has(key) || typeof a[key] === "object" || a[key] === b[key]);
}

/**
 * The first record of A's workspace resources that a body read with B's key holds, or null. Only
 * the records discovered in A are compared: catalogs registered by the deployment (models, pipelines,
 * use cases…) may rightly read the same in both workspaces.
 */
export function leakedRecord(known: Known, bBody: unknown): Rec | null {
  for (const b of recordsIn(bBody))
    for (const a of known.records.values()) if (sameResource(a.rec, b, a.field)) return a.rec;
  return null;
}

/**
 * Whether `b` shows the data of `a` (whose own id is in `field`) beyond the id a request named:
 * the same resource (`sameResource`) and one more field of substance holding the same value (its
 * `createdAt`, a title…). An answer that only echoes the id it was asked for shows nothing of A's.
 */
function tells(a: Rec, b: Rec, field: string): boolean {
  if (!sameResource(a, b, field)) return false;
  return Object.keys(a).some(
    (k) =>
      k !== field &&
      k in b &&
      !VOLATILE.has(k) &&
      (typeof a[k] === "number" || (typeof a[k] === "string" && a[k] !== "")) &&
      a[k] === b[k],
  );
}

/**
 * The first record of workspace A that a body read with B's key shows (`tells`), or null: the
 * records discovered in A (`known`) and those of A's own reading of the same operation (`aBody`),
 * each under every id-like field it carries.
 */
export function leakedRead(known: Known, aBody: unknown, bBody: unknown): Rec | null {
  const mine: Found[] = [...known.records.values()];
  for (const r of recordsIn(aBody)) {
    for (const [f, v] of Object.entries(r))
      if (ID_KEY.test(f) && typeof v === "string") mine.push({ field: f, id: v, rec: r });
  }
  for (const b of recordsIn(bBody)) for (const a of mine) if (tells(a.rec, b, a.field)) return a.rec;
  return null;
}

/** The first marker of A's own resources a text holds, or null. */
export function leakedMarker(known: Known, text: string): string | null {
  return known.markers.find((m) => text.includes(m)) ?? null;
}
