/**
 * PAGE-CURSOR-NOT-ECHOED, passively: a page never answers the very cursor it was asked with (doc 2
 * Versioning: a client fails "if the server returns the cursor just sent").
 */
import { describe, fail, pass, type Judge } from "../judge.ts";

export const cursorNotEchoed: Judge = {
  rule: "PAGE-CURSOR-NOT-ECHOED",
  judges: "a page never answers the cursor it was asked with",
  start: (t) => (x) => {
    const page = t.pages.pageOf(x);
    if (!page || page.sent === null) return [];
    if (page.next !== page.sent) return [pass(x, "a new cursor or none")];
    return [fail(x, `page ${page.number} answered the very cursor it was asked with (${describe(x)})`, "a client fails when the server returns the cursor just sent (doc 2 Versioning)")];
  },
};
