/**
 * doc 2 Authentication 11: "`externalIdentity` on a key labels an external caller; runs and jobs
 * report `externalIdentity` and `externalIdentityWithheld`"; doc 1 CreateHeadlessPublicApiKey
 * (`externalIdentity` 1-200 chars), PublicIdentity (`externalIdentity` string|null), PublicJob
 * (`externalIdentity` string|null, `externalIdentityWithheld` boolean).
 *
 * A key of the suite's own is minted with an external identity X: /me with it must report X. A job
 * it creates must report the label of the caller that created it: `externalIdentity` X, or — the
 * other reading the documents leave open, since they say neither when nor to whom a label is
 * withheld — `externalIdentityWithheld` true. A job that reports neither has lost the label. Jobs
 * cannot be deleted: the job is cancelled at once (idempotent) and stays in the target's history.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { ownKey } from "../../../generators/calls/resources.ts";
import { credentialNote, credentialOf } from "../../../lib/run/credential.ts";
import { enc } from "../kit/api.ts";
import { guarded, inconclusive, must } from "../kit/verdicts.ts";
import { brief } from "./hooks.ts";
import { jsonText } from "../../../lib/json/safe.ts";

export const keyExternalIdentity: Rule = {
  id: "STATE-KEY-EXTERNAL-IDENTITY",
  title:
    "A key minted with an externalIdentity reports it on /me, and a job it creates reports it (or says it is withheld)",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 2 Authentication 11; doc 1 CreateHeadlessPublicApiKey, PublicIdentity, PublicJob (`externalIdentity`, `externalIdentityWithheld`)",
  clauses: ["D2-AUTH-11-EXTERNAL-IDENTITY"],
  profile: "full",
  scope: "global",
  check: (c) =>
    guarded(c, async () => {
      const label = `conformance-external-${(c.seed() % 1_000_000).toString(36)}`;
      const minted = await ownKey(c, {
        label: "conformance external identity",
        scope: "write",
        externalIdentity: label,
      });
      must(
        minted.json.key && (minted.json.key as { externalIdentity?: unknown }).externalIdentity === label,
        `the minted key ${brief(minted.json.key)}`,
        `PublicApiKey \`externalIdentity\` ${label} (doc 1 PublicApiKey; doc 2 Authentication 11)`,
      );

      // Whether `secret` is the whole credential is not stated: lib/run/credential.ts reads it.
      const bearer = credentialOf(c.t.info.keyPrefix, minted.id, minted.secret);
      const note = credentialNote(c.t.info.keyPrefix, minted.id, minted.secret);
      const me = await c.call<{ externalIdentity?: unknown }>("GET", "/me", { key: bearer });
      // Setup: a key that does not work shows no label (using minted keys is the KEYS family's to judge,
      // and the credential's form is a reading, lib/run/credential.ts).
      if (me.status !== 200)
        c.notExercised(`setup refused: GET /me with the minted key answered ${me.status}${note}`, me.exchange);
      must(
        me.json?.externalIdentity === label,
        `/me externalIdentity ${jsonText(me.json?.externalIdentity)}`,
        `${label}, the key's label (doc 1 PublicIdentity; doc 2 Authentication 11)`,
      );

      const list = await c.call<{ pipelines?: { pipelineId?: unknown; public?: unknown }[] }>("GET", "/pipelines", {
        key: c.t.keys.read ?? c.t.keys.admin,
      });
      if (list.status !== 200 || !Array.isArray(list.json?.pipelines))
        inconclusive(
          `setup refused: GET /pipelines answered ${list.status}: no public pipeline can be found for a job`,
        );
      const publicIds = list.json.pipelines
        .filter((p) => p?.public === true && typeof p.pipelineId === "string")
        .map((p) => p.pipelineId as string);
      if (!publicIds.length)
        inconclusive(
          "no public pipeline in GET /pipelines: no job can be created (doc 1 Jobs: a public, inline pipeline)",
        );

      let jobId: string | null = null;
      const refusals: string[] = [];
      for (const pipelineId of publicIds.slice(0, 3)) {
        const r = await c.call<{ jobId?: unknown }>("POST", "/jobs", {
          key: bearer,
          body: {
            input: "A job of the conformance suite, created by a key with an external identity.",
            pipelineId,
            title: "conformance external identity",
          },
        });
        if (r.status === 202 && typeof r.json?.jobId === "string") {
          jobId = r.json.jobId;
          break;
        }
        refusals.push(`${pipelineId}: ${r.status}`);
        if (r.status === 429)
          inconclusive(`the workspace's job slots are in use (POST /jobs answered 429): no job can be created now`);
      }
      if (jobId === null) inconclusive(`no public pipeline took a job from the key (${refusals.join("; ")})`);
      try {
        const job = await c.call<{ externalIdentity?: unknown; externalIdentityWithheld?: unknown }>(
          "GET",
          `/jobs/${enc(jobId)}`,
          { key: c.t.keys.read ?? c.t.keys.admin },
        );
        must(job.status === 200 && job.json, `${job.status} reading job ${jobId}`, "200 PublicJob (doc 2 Jobs)");
        const { externalIdentity, externalIdentityWithheld } = job.json;
        if (externalIdentity === label)
          c.pass(`/me and job ${jobId} report the key's externalIdentity ${label} (reading: reported)${note}`);
        must(
          externalIdentityWithheld === true,
          `job ${jobId} created by the key labelled ${label}: externalIdentity ${jsonText(externalIdentity)}, externalIdentityWithheld ${jsonText(externalIdentityWithheld)}`,
          "the job reports the creating key's `externalIdentity`, or `externalIdentityWithheld` true (doc 2 Authentication 11; doc 1 PublicJob)",
        );
        c.pass(
          `/me reports ${label}; job ${jobId} says its external identity is withheld (externalIdentityWithheld true; reading: withheld)${note}`,
        );
      } finally {
        await c.call("POST", `/jobs/${enc(jobId)}/cancel`, { key: bearer });
      }
    }),
};
