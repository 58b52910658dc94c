/** Faults the AUTH family must catch (doc 2 Authentication). */
import type { FaultDef } from "./index.ts";
import { ApiError, invalid } from "../state/errors.ts";
import { editJson } from "./replies.ts";
import { onBearerRefused } from "./bearer-refused.ts";

export const faults = {
  "auth-write-admitted-to-decide": {
    family: "AUTH",
    description: "the ladder compares loosely: a write key is admitted to decide operations",
    rules: ["AUTH-403-BELOW"],
    install(layer) {
      layer.replace(
        "http.scopeAdmits",
        (admits) => (held, needed) => admits(held, needed) || (held === "write" && needed === "decide"),
      );
    },
  },
  "auth-unknown-key-403": {
    family: "AUTH",
    description: "an unknown key is answered 403 instead of 401",
    rules: ["AUTH-401-UNKNOWN"],
    install(layer) {
      // A bearer key was sent but named no live key: forbidden rather than unauthenticated.
      onBearerRefused(layer, () => {
        throw new ApiError(403, "forbidden", "unknown key");
      });
    },
  },
  "auth-me-reports-admin": {
    family: "AUTH",
    description: "/me reports scope admin for every key",
    rules: ["AUTH-ME-SCOPE"],
    install(layer) {
      layer.around("getMe", async (_ctx, next) => editJson(await next(), (body) => ({ ...body, scope: "admin" })));
    },
  },
  "auth-absent-key-400": {
    family: "AUTH",
    description:
      "a request without a key is refused 400 invalid_request (a missing header read as a malformed request) instead of 401",
    rules: ["AUTH-401-ABSENT"],
    install(layer) {
      layer.replace("http.authenticate", (authenticate) => (authorization, route) => {
        // A missing header read as a malformed request.
        if (!authorization)
          throw invalid("the Authorization header is required", [
            { path: "/headers/authorization", message: "required" },
          ]);
        return authenticate(authorization, route);
      });
    },
  },
  "auth-basic-scheme-accepted": {
    family: "AUTH",
    description:
      "a key is also read from Basic credentials (the password of user:key): the key sent in another scheme is admitted",
    rules: ["AUTH-401-SCHEME"],
    install(layer) {
      layer.replace(
        "http.authenticate",
        (authenticate) => (authorization, route) => authenticate(basicAsBearer(authorization), route),
      );
    },
  },
  "auth-decide-refused-on-write": {
    family: "AUTH",
    description:
      "the ladder is read as two branches above read: a decide key is refused 403 insufficient_scope on write operations",
    rules: ["AUTH-ADMITTED"],
    install(layer) {
      layer.replace(
        "http.scopeAdmits",
        (admits) => (held, needed) => admits(held, needed) && !(held === "decide" && needed === "write"),
      );
    },
  },
  "auth-key-unanchored": {
    family: "AUTH",
    description:
      "keys are matched by a pattern without its anchors: the admin key with a character before or after it is admitted",
    rules: ["AUTH-401-WRAPPED"],
    install(layer) {
      onBearerRefused(layer, (token, authenticate, route) => {
        // What an unanchored match finds inside the token: the key without its first or last character.
        for (const inner of [token.slice(1), token.slice(0, -1)]) {
          try {
            return authenticate(`Bearer ${inner}`, route);
          } catch {
            // not a key either
          }
        }
        return null;
      });
    },
  },
  "auth-scheme-unanchored": {
    family: "AUTH",
    description:
      "the header is searched for `Bearer <key>` anywhere, not read by its scheme: the key sent under a scheme whose name ends in Bearer (XBearer) is admitted",
    rules: ["AUTH-401-SCHEME"],
    install(layer) {
      layer.replace(
        "http.authenticate",
        (authenticate) => (authorization, route) =>
          authenticate(authorization?.replace(/^\S*Bearer +/i, "Bearer "), route),
      );
    },
  },
  "auth-token-first-word": {
    family: "AUTH",
    description:
      "the token is the first word after Bearer, the rest of the header ignored: `Bearer <admin key> x` is admitted as the admin key",
    rules: ["AUTH-401-WRAPPED"],
    install(layer) {
      layer.replace(
        "http.authenticate",
        (authenticate) => (authorization, route) =>
          authenticate(authorization?.replace(/^(Bearer +\S+) .*$/i, "$1"), route),
      );
    },
  },
} as const satisfies Record<string, FaultDef>;

/** `auth-basic-scheme-accepted`: `Basic base64(user:key)` read as `Bearer key`; any other header unchanged. */
export function basicAsBearer(header: string | undefined): string | undefined {
  const m = header ? /^Basic +(\S+) *$/i.exec(header) : null;
  if (!m) return header;
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? header : `Bearer ${decoded.slice(colon + 1)}`;
}
