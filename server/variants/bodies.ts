/**
 * Request-body readings. The documents say what a request may hold, not what a server does with a
 * field they do not state (doc 2 Versioning asks consumers to accept unknown fields, which is a
 * duty of the reader of responses); an `object*` body's fields are not shown (doc 2 Endpoints
 * conventions), so a server may demand one the documents do not name.
 */
import type { ServerLayer } from "../http/layer.ts";
import { ApiError, invalid } from "../state/errors.ts";
export const variants = {
  "unknown-fields-refused": {
    description:
      "a request body field that a named request shape (CreatePublicTask, PutNotificationWebhook, decision bodies…) does not state is refused 400",
    clause: ["D1-NOTATION-OPTIONAL", "D2-CONV-ERROR-ENVELOPE"],
    install: (layer: ServerLayer) =>
      layer.replace("http.checkBody", (before) => (op, body) => {
        const checked = before(op, body);
        const closed = layer.server.validators.requestBodyClosed(op.operationId)!(checked);
        if (!closed.ok)
          throw invalid(
            "unknown field in the request body",
            closed.issues.map((i) => ({ path: i.path, message: i.message, keyword: i.keyword })),
          );
        return checked;
      }),
  },
  "service-title-required": {
    description:
      'POST /services refuses a body without a non-blank `title` (422; the reference titles it "Untitled service")',
    clause: ["D2-ROW-createService", "D2-CONV-ERROR-ENVELOPE"],
    install: (layer: ServerLayer) =>
      layer.around("createService", (ctx, next) => {
        const title = ((ctx.body ?? {}) as { title?: unknown }).title;
        if (!(typeof title === "string" && /\S/.test(title)))
          throw new ApiError(422, "title_required", "a service needs a non-blank `title`", undefined, [
            { path: "/body/title", message: "required" },
          ]);
        return next();
      }),
  },
  "effort-body-checked-first": {
    description:
      "POST /merge-records/{recordId}/effort checks its body before it looks the record up, and refuses one without the tag (`{}`) 400 (the reference looks the record up first, and `{}` keeps the stored tag)",
    clause: ["D2-MERGE-EFFORT-TAG", "D2-CONV-ERROR-ENVELOPE"],
    // The tag is demanded before the record is looked up.
    install: (layer: ServerLayer) =>
      layer.around("setMergeRecordEffort", (ctx, next) => {
        if (!("effort" in ((ctx.body ?? {}) as object)))
          throw invalid("the effort tag is required", [
            { path: "/effort", message: "required: none, minor, major or null" },
          ]);
        return next();
      }),
  },
} as const;
