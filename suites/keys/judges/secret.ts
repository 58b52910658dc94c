/**
 * KEYS-SECRET-ONCE's judge (doc 2 Keys: POST /keys "secret returned once", GET /keys "metadata only";
 * doc 1 CreatedPublicApiKey; Authentication 10): a minted key's secret, whole or its secret part,
 * appears in no later GET /keys or /me answer. The live rule (../secret.ts) mints a key and reads
 * both; passively, every secret a recorded minting answered is looked for in the later reads.
 */
import type { Finding } from "../../common/finding.ts";
import { found, pass, type Judge } from "../../traffic/judge.ts";
import { leakedIn, secretForms } from "../helpers.ts";

/** The reads the rule looks in, with what the documents state of each. */
const READS = {
  listKeys: { where: "GET /keys", documented: "GET /keys returns metadata only: the secret is returned once" },
  getMe: { where: "/me", documented: "secrets are write-only: the secret is returned once" },
} as const;

/** Secrets remembered per traffic stream: the latest mintings, bounded for a long-running proxy. */
const REMEMBERED = 200;

/** A read's body text, against the forms of a minted secret (`who`: whose read it was, for messages). */
export function secretLeakFinding(read: keyof typeof READS, text: string, forms: string[], who = ""): Finding | null {
  const leak = leakedIn(text, forms);
  return leak === null
    ? null
    : { received: `${READS[read].where}${who} holds ${leak}`, documented: READS[read].documented };
}

export const secretOnceJudge: Judge = {
  rule: "KEYS-SECRET-ONCE",
  judges: "a minted key's secret appears in no later GET /keys or /me",
  start: () => {
    const minted: string[][] = [];
    return (x) => {
      const op = x.operation?.operationId;
      if (op === "createKey" && x.status === 201 && x.jsonOk) {
        const secret = (x.json as { secret?: unknown } | null)?.secret;
        if (typeof secret === "string" && secretForms(secret).length) minted.push(secretForms(secret));
        if (minted.length > REMEMBERED) minted.shift();
        return [];
      }
      if ((op !== "listKeys" && op !== "getMe") || !minted.length) return [];
      for (const forms of minted) {
        const f = secretLeakFinding(op, x.responseBody, forms);
        if (f) return [found(x, f)];
      }
      return [pass(x, `none of ${minted.length} minted secret(s) in the answer`)];
    };
  },
};
