/**
 * The part of an answer a CONC model reads: its status and the fields of its body the model
 * compares. A 4XX is a refusal that changed nothing (every operation may answer one: doc 2 Errors),
 * never a verdict of its own here: the models accept it and keep their state; a 5XX is never an
 * answer the documents allow (doc 2 Errors).
 */
import type { Reply } from "../../../lib/http/client.ts";

export interface Answer<B> {
  status: number;
  /** The compared fields of a 2XX body; null otherwise. */
  body: B | null;
}

export function answerOf<B>(r: Reply, view: (json: Record<string, unknown>) => B): Answer<B> {
  const ok = r.status >= 200 && r.status < 300 && r.json && typeof r.json === "object";
  return { status: r.status, body: ok ? view(r.json as Record<string, unknown>) : null };
}

export const refused = (a: Answer<unknown>) => a.status >= 400 && a.status < 500;
export const succeeded = (a: Answer<unknown>) => a.status >= 200 && a.status < 300 && a.body !== null;

export function said(a: Answer<unknown>, body: string): string {
  return succeeded(a) ? `${a.status} ${body}` : `${a.status}`;
}
