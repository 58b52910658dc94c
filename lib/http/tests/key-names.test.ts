/**
 * Reproductions name the key they need (issue 27, point 5): before, every curl line said
 * `$API_KEY`, the unknown-key rule's too (which then sent the known key), and nothing said which key
 * that was. Secrets never appear.
 */
import { describe, expect, it } from "vitest";
import { toCurl, shownCredentials } from "../curl.ts";
import { Redactor } from "../redact.ts";
import { keysNamedIn } from "../key-variables.ts";

const ADMIN = "apk_devadmin.reference-server-admin-secret";
const READ = "apk_k7.read-secret-0123456789";

function redactor(): Redactor {
  const r = new Redactor();
  for (const k of [ADMIN, READ]) r.add(k);
  r.names.name(ADMIN, "ADMIN_KEY");
  r.names.name(READ, "READ_KEY");
  return r;
}

const curl = (auth: string, r = redactor()) =>
  toCurl({ method: "GET", url: "http://h/api/v1/me", headers: { authorization: auth } }, r);

describe("curl lines name their key", () => {
  it("writes each named key as its variable, and the evidence header shows it", () => {
    expect(curl(`Bearer ${READ}`)).toBe(`curl -sS -X GET http://h/api/v1/me -H "authorization: Bearer $READ_KEY"`);
    expect(curl(`Bearer ${ADMIN}`)).toContain(`"authorization: Bearer $ADMIN_KEY"`);
    expect(shownCredentials(`Bearer ${READ}`, redactor())).toBe("Bearer $READ_KEY");
  });

  it("writes a made-up key literally, so the unknown-key rule's line sends an unknown key", () => {
    const r = redactor();
    const bogus = "apk_devadmin.aaaaaaaaaaaaaaaaaaaaaaaaaa";
    r.names.showLiterally(bogus);
    expect(curl(`Bearer ${bogus}`, r)).toContain(`"authorization: Bearer ${bogus}"`);
  });

  it("never writes a secret: a literal holding one, a key no one named, a wrapped key's secret text", () => {
    const r = redactor();
    r.names.showLiterally(`${ADMIN}x`);
    const lines = [
      curl(`Bearer ${ADMIN}x`, r),
      curl(
        "Bearer apk_minted.minted-secret-abcdef",
        (() => {
          const m = redactor();
          m.add("apk_minted.minted-secret-abcdef");
          return m;
        })(),
      ),
      curl(`Bearer "${ADMIN}"`, r),
    ];
    for (const line of lines) {
      expect(line).not.toContain("admin-secret");
      expect(line).not.toContain("minted-secret");
    }
    expect(lines[0]).toContain("Bearer ${ADMIN_KEY}x");
    expect(lines[1]).toContain("Bearer $API_KEY");
    expect(lines[2]).toContain('Bearer \\"$ADMIN_KEY\\"');
  });

  it("says what each variable is", () => {
    expect(keysNamedIn(`curl -H "authorization: Bearer $READ_KEY"`)).toEqual([
      ["READ_KEY", expect.stringContaining("scope read")],
    ]);
    expect(keysNamedIn("curl -H 'x: y'")).toEqual([]);
  });
});
