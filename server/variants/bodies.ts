/**
 * Request-body readings. The documents say what a request may hold, not what a server does with a
 * field they do not state (doc 2 Versioning asks consumers to accept unknown fields, which is a
 * duty of the reader of responses); an `object*` body's fields are not shown (doc 2 Endpoints
 * conventions), so a server may demand one the documents do not name.
 */
export const variants = {
  "unknown-fields-refused": {
    description:
      "a request body field that a named request shape (CreatePublicTask, PutNotificationWebhook, decision bodies…) does not state is refused 400",
    clause: ["D1-NOTATION-OPTIONAL", "D2-CONV-ERROR-ENVELOPE"],
  },
  "service-title-required": {
    description:
      'POST /services refuses a body without a non-blank `title` (422; the reference titles it "Untitled service")',
    clause: ["D2-ROW-createService", "D2-CONV-ERROR-ENVELOPE"],
  },
  "effort-body-checked-first": {
    description:
      "POST /merge-records/{recordId}/effort checks its body before it looks the record up, and refuses one without the tag (`{}`) 400 (the reference looks the record up first, and `{}` keeps the stored tag)",
    clause: ["D2-MERGE-EFFORT-TAG", "D2-CONV-ERROR-ENVELOPE"],
  },
} as const;
