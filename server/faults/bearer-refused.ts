/**
 * The shape three authentication faults share: the documented check runs, and only where it refuses
 * a bearer token as unknown (401) does the fault step in, letting a key in or answering otherwise.
 */
import { ApiError } from "../state/errors.ts";
import { bearerToken } from "../http/authenticate.ts";
import type { Route } from "../state/context.ts";
import type { KeyRecord } from "../domain/keys/store.ts";
import type { FaultLayer } from "./layer.ts";

/** Authenticates as documented, the way a fault may call it again (another header, the same route). */
type Authenticate = (authorization: string | undefined, route: Route) => KeyRecord;

/**
 * Replaces `http.authenticate` so that a 401 to a bearer token goes to `instead`: the key it returns
 * is let in, what it throws is the answer, and null keeps the documented 401.
 */
export function onBearerRefused(
  layer: FaultLayer,
  instead: (token: string, authenticate: Authenticate, route: Route) => KeyRecord | null,
): void {
  layer.replace("http.authenticate", (authenticate) => (authorization, route) => {
    try {
      return authenticate(authorization, route);
    } catch (e) {
      const token = bearerToken(authorization);
      if (!(e instanceof ApiError) || e.status !== 401 || token === undefined) throw e;
      const key = instead(token, authenticate, route);
      if (!key) throw e;
      return key;
    }
  });
}
