/**
 * Resources the suite creates for itself, each recorded with its undo so the family's teardown
 * removes exactly what the suite made (and never what it found). Creation needs the `standard`
 * profile; a rule asking for one under `safe` is not exercised.
 *
 * Preconditions are not verdicts (issue 17): when the target refuses a request a rule needs only as
 * its setup — a cap reached (409 `webhook_limit_reached`), a fixture it cannot make, a body it wants
 * otherwise — the rule is not exercised, the reason names the refusal, and the refused exchange is
 * kept as evidence (`setupRefused`). Whether the target was right to refuse is the business of the
 * rules that judge that operation (OP-SUCCESS and the rest), never of every rule that needed it.
 * A helper whose creation IS what a rule checks says so with `judged` (the documented outcome).
 */
import { revokeKey } from "../../lib/run/revoke.ts";
import type { Reply } from "../../lib/http/client.ts";
import { credentialOf } from "../../lib/run/credential.ts";
import { asVerdict, type CheckContext } from "../../lib/rules/check.ts";
import { memo, serial } from "../../lib/run/target.ts";
import { itemsOf } from "./list-shapes.ts";
import { refusal } from "./refusals.ts";

function needStandard(c: CheckContext): void {
  if (c.t.profile === "safe") c.notExercised("the safe profile creates no resources");
}

/**
 * The target refused `what`, a request the rule needs only as its setup: not exercised, naming the
 * refusal, with the refused exchange as the evidence. Never a failure (issue 17).
 */
export function setupRefused(c: CheckContext, what: string, r: Reply): never {
  return c.notExercised(
    `setup refused: ${what} (${refusal(r)}); the rule needs it to run, and judging that request is not its business`,
    r.exchange,
  );
}

/**
 * `make`, or null when it ended not exercised (a refused setup, an operation outside the
 * --operation selection, the profile): for shared discoveries where the resource is one source
 * among several, so the rules that do not need it still run.
 */
export async function optional<T>(make: () => Promise<T>): Promise<T | null> {
  try {
    return await make();
  } catch (e) {
    if (asVerdict(e)?.outcome === "not-exercised") return null;
    throw e;
  }
}

/**
 * The bodies POST /services is tried with, in order (issue 17, finding 5). doc 2 Services gives the
 * body as `object*` — fields not shown (doc 2 Endpoints conventions) — with one optional hint,
 * `repoId`; doc 1 PublicService shows `title` as required in the response. Decision: the documents
 * state no field the request must carry, but neither do they state that `{}` is accepted, and a
 * server may demand fields the documents do not show; `title` is the one field a service visibly
 * has, so it is a field any server knows. The suite sends the body the documents show (`extra`
 * alone) and, when that is refused with a 4XX, the same with a `title`; a refusal of both is a
 * precondition the target did not give (not exercised, naming it), never a failure.
 */
export function serviceBodies(
  extra: Record<string, unknown> = {},
  title = "conformance service",
): Record<string, unknown>[] {
  return [{ ...extra }, { title, ...extra }];
}

/** The configured body of POST /services (`bodies.createService`), or null where none is. */
export function configuredServiceBody(c: CheckContext): Record<string, unknown> | null {
  const body = c.t.info.bodies.createService;
  return body ? structuredClone(body) : null;
}

/**
 * POST /services with the configured body and `extra` where one is configured, else with
 * `serviceBodies(extra)` in turn: the first 2XX, else the last refusal.
 */
export async function createService(
  c: CheckContext,
  extra: Record<string, unknown> = {},
  opts: { key?: string; title?: string } = {},
): Promise<Reply<{ serviceId?: unknown }>> {
  const configured = configuredServiceBody(c);
  const bodies = configured ? [{ ...configured, ...extra }] : serviceBodies(extra, opts.title);
  let r: Reply<{ serviceId?: unknown }> | undefined;
  for (const body of bodies) {
    r = await c.call<{ serviceId?: unknown }>("POST", "/services", { key: opts.key ?? c.t.keys.admin, body });
    // Only a client refusal may be about the body; anything else is not retried with another.
    if (r.status < 400 || r.status >= 500) break;
  }
  return r!;
}

/**
 * The body fields that back a new service by `repoId`: with the subdirectory `facts.monorepo` names
 * when it is that monorepo (doc 2 Services: "a monorepo service must name its subdirectory").
 */
export function repoFields(c: CheckContext, repoId: string): Record<string, unknown> {
  const mono = c.t.info.facts?.monorepo;
  return mono && mono.repoId === repoId ? { repoId, ...mono.subdirectory } : { repoId };
}

/** The service ids a GET /services reply lists (PublicServiceList `services`), in its order. */
export function listedServiceIds(r: Reply): string[] {
  return (itemsOf(null, r.json) ?? [])
    .map((s) => (s as { serviceId?: unknown }).serviceId)
    .filter((x): x is string => typeof x === "string");
}

/** Tracks a service the suite created (deleted at teardown; tasks go first, being newer). */
export function trackService(c: CheckContext, id: string, key: string = c.t.keys.admin, kind = "service"): void {
  c.t.fixtures.track(kind, id, async () => {
    // Tasks go first: a service holding unfinished tasks is not deletable (doc 2 Services).
    const d = await c.t.client.call("DELETE", `/services/${encodeURIComponent(id)}`, { key });
    if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /services/${id} answered ${d.status}`);
  });
}

/**
 * A service of the suite's own that no other rule shares, so that its task list holds only what the
 * rule makes there; `what` names it in a refusal.
 */
export async function freshService(c: CheckContext, title: string, what: string): Promise<string> {
  needStandard(c);
  const r = await createService(c, {}, { title });
  if (r.status !== 201 || typeof r.json?.serviceId !== "string") setupRefused(c, what, r);
  const id = r.json!.serviceId as string;
  trackService(c, id);
  return id;
}

/** How a resource of the suite's own is made: `judged` fails the check on a refusal, `encode` writes the body's text. */
export interface OwnOptions {
  judged?: string;
  /** The body's JSON text as sent (spaced, say); JSON.stringify when absent. */
  encode?: (body: Record<string, unknown>) => string;
}

function encoded(body: Record<string, unknown>, opts: OwnOptions): { body: unknown } | { rawBody: string } {
  return opts.encode ? { rawBody: opts.encode(body) } : { body };
}

/**
 * A service of the suite's own (POST /services with no repository: "holds tasks but cannot start
 * them", doc 2 Services). Shared by the rules of one family.
 */
export function ownService(c: CheckContext): Promise<string> {
  needStandard(c);
  return memo(c.t, "own-service", async () => {
    const r = await createService(c);
    if (r.status !== 201 || typeof r.json?.serviceId !== "string")
      setupRefused(c, "creating a service of the suite's own", r);
    const id = r.json!.serviceId as string;
    trackService(c, id);
    return id;
  });
}

/**
 * A task of the suite's own under its own service; `body` adds fields of CreatePublicTask.
 * `judged`: the creation is what the rule checks (the documented outcome, for the failure message).
 */
export async function ownTask(
  c: CheckContext,
  body: Record<string, unknown> = {},
  opts: OwnOptions = {},
): Promise<Record<string, unknown> & { taskId: string }> {
  return taskUnder(c, await ownService(c), body, opts);
}

/** A task of the suite's own that can start: under the startable service (doc 2 Services). */
export async function startableTask(
  c: CheckContext,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { taskId: string }> {
  return taskUnder(c, await startableService(c), body);
}

async function taskUnder(
  c: CheckContext,
  serviceId: string,
  body: Record<string, unknown>,
  opts: OwnOptions = {},
): Promise<Record<string, unknown> & { taskId: string }> {
  const r = await c.call<Record<string, unknown>>("POST", `/services/${encodeURIComponent(serviceId)}/tasks`, {
    key: c.t.keys.write ?? c.t.keys.admin,
    ...encoded({ title: "conformance task", ...body }, opts),
  });
  const made = r.status === 201 && typeof r.json?.taskId === "string";
  if (!made && opts.judged) c.require(false, `${r.status} creating a task`, opts.judged);
  if (!made) setupRefused(c, "creating a task of the suite's own", r);
  const task = r.json as Record<string, unknown> & { taskId: string };
  trackTask(c, task.taskId);
  return task;
}

/**
 * Tracks a task the suite created (deleted at teardown). A delete refused while its run is in
 * flight is retried once the run is stopped.
 */
export function trackTask(c: CheckContext, taskId: string): void {
  const path = `/tasks/${encodeURIComponent(taskId)}`;
  c.t.fixtures.track("task", taskId, async () => {
    let d = await c.t.client.call("DELETE", path, { key: c.t.keys.admin });
    if (d.status >= 400 && d.status < 500 && d.status !== 404) {
      await c.t.client.call("POST", `${path}/stop`, { key: c.t.keys.admin });
      d = await c.t.client.call("DELETE", path, { key: c.t.keys.admin });
    }
    if (d.status !== 204 && d.status !== 404) throw new Error(`DELETE /tasks/${taskId} answered ${d.status}`);
  });
}

/** The url the suite registers a webhook endpoint of its own with (https, doc 2 Events; never delivered to). */
export function webhookUrl(id: string): string {
  return `https://hooks.example.com/conformance/${id}`;
}

/**
 * A webhook endpoint of the suite's own (a fresh slug id), registered with `body` (`url` added). A
 * refusal (the endpoint cap reached: 409 `webhook_limit_reached`, doc 2 Errors) ends the check not
 * exercised, unless `refusable` (the caller reads `status` and does without the endpoint).
 */
export async function ownWebhook(
  c: CheckContext,
  body: Record<string, unknown> = {},
  opts: { refusable?: boolean } = {},
): Promise<{ id: string; json: Record<string, unknown> | undefined; status: number }> {
  needStandard(c);
  const id = `conformance-${(c.seed() % 100000).toString(36)}-${serial(c.t, "webhook")}`;
  const r = await c.call<Record<string, unknown>>("PUT", `/notification-webhooks/${id}`, {
    body: { url: webhookUrl(id), ...body },
  });
  if (r.status === 200) {
    trackWebhook(c, id);
  } else if (!opts.refusable) {
    setupRefused(c, "registering a webhook endpoint of the suite's own", r);
  }
  return { id, json: r.json, status: r.status };
}

/** Tracks a named webhook endpoint the suite registered (deleted at teardown). */
export function trackWebhook(c: CheckContext, id: string): void {
  c.t.fixtures.track("webhook", id, async () => {
    const d = await c.t.client.call("DELETE", `/notification-webhooks/${encodeURIComponent(id)}`, {
      key: c.t.keys.admin,
    });
    if (d.status !== 204) throw new Error(`DELETE /notification-webhooks/${id} answered ${d.status}`);
  });
}

/**
 * A key of the suite's own (revoked at teardown unless a rule revoked it). `judged`: minting is
 * what the rule checks (the documented outcome, for the failure message); otherwise a refused mint
 * is a refused setup. `secret` is the bearer credential: whether the answered `secret` is the whole
 * credential or only the part after the dot is not stated, so it is read as the key ladder reads it
 * (lib/run/credential.ts); `json` is the answer as it came.
 */
export async function ownKey(
  c: CheckContext,
  body: Record<string, unknown>,
  opts: OwnOptions = {},
): Promise<{ id: string; secret: string; json: Record<string, unknown> }> {
  const r = await c.call<{ key?: { id?: string }; secret?: string }>("POST", "/keys", {
    ...encoded({ label: "conformance", ...body }, opts),
  });
  // On the ledger before anything else can fail: a key that exists is revoked, whatever its answer holds.
  const minted = r.status >= 200 && r.status < 300 && typeof r.json?.key?.id === "string";
  if (minted) trackKey(c, r.json!.key!.id!);
  const made = minted && r.status === 201 && typeof r.json?.secret === "string";
  if (!made && opts.judged) c.require(false, `${r.status} minting a key`, opts.judged);
  if (!made) setupRefused(c, "minting a key of the suite's own", r);
  const id = r.json!.key!.id!;
  c.t.redactor.add(r.json!.secret!);
  const credential = credentialOf(c.t.info.keyPrefix, id, r.json!.secret!);
  c.t.redactor.add(credential);
  return { id, secret: credential, json: r.json as Record<string, unknown> };
}

/** Tracks a key the suite minted (revoked at teardown, lib/run/revoke.ts; cleanup, not a verdict). */
export function trackKey(c: CheckContext, id: string, kind = "key", withKey = c.t.keys.admin): void {
  c.t.fixtures.track(kind, id, async () => {
    const why = await revokeKey(c.t.client, id, withKey);
    if (why) throw new Error(why);
  });
}

/**
 * A service whose tasks can start (it must be backed by a repository, doc 2 Services): created from
 * a linked repository found through GET /repos. A repository already backing a service is mounted,
 * not duplicated (doc 2 Services): such a service is used but, not being the suite's, never deleted.
 */
export function startableService(c: CheckContext): Promise<string> {
  needStandard(c);
  return memo(c.t, "startable-service", async () => {
    const before = await c.call<Record<string, unknown>>("GET", "/services");
    const existing = new Set((itemsOf(null, before.json) ?? []).map((s) => (s as { serviceId?: string }).serviceId));
    const repos = await c.call<Record<string, unknown>>("GET", "/repos");
    const repoIds = (itemsOf(null, repos.json) ?? [])
      .map((r) => (r as { repoId?: unknown }).repoId)
      .filter((x): x is string => typeof x === "string");
    if (!repoIds.length) c.notExercised("the workspace has no linked repository to back a startable service");
    // Prefer a repository no service uses yet: the service is then the suite's own.
    let last: Reply | null = null;
    for (const repoId of repoIds) {
      const r = await createService(c, { repoId });
      last = r;
      if (r.status !== 201 || typeof r.json?.serviceId !== "string") continue;
      const id = r.json.serviceId;
      if (!existing.has(id)) trackService(c, id);
      return id; // mounted: usable, not ours to delete
    }
    return setupRefused(
      c,
      "creating a service from each linked repository (POST /services refused every repoId)",
      last!,
    );
  });
}
