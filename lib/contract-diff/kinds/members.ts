/**
 * Change kinds found at the members of a pair of operations: parameters, the request body and its
 * media types, responses (by status), their media types and headers, and the stated errors.
 */
import type { Finding, MemberSite } from "../types.ts";
import { finding, keyChanges, kinds, presence } from "./build.ts";

const required = (v: Record<string, unknown> | undefined) => v?.required === true;

function requiredMoved(s: MemberSite, to: boolean): Finding[] {
  if (!s.old || !s.new || required(s.old) === required(s.new) || required(s.new) !== to) return [];
  return [
    finding(required(s.old), required(s.new), s.oldPointer, s.newPointer, {
      detail: to ? "now required" : "now optional",
    }),
  ];
}

/** What a reader needs of a member that appeared or went (not its whole object). */
function describe(s: MemberSite): (v: unknown) => unknown {
  return (v) => {
    const o = v as Record<string, unknown>;
    switch (s.site) {
      case "parameter":
        return { name: o.name, in: o.in, required: o.required === true };
      case "error":
        return { status: o.status, code: o.token, condition: o.condition };
      case "request-body":
        return { required: required(o) };
      case "response":
        return o.description ?? s.key;
      default:
        return s.key; // a media type or a header: its name
    }
  };
}

const added = (s: MemberSite) => presence(s, "added", describe(s));
const removed = (s: MemberSite) => presence(s, "removed", describe(s));

const DOCUMENTATION = ["description", "summary", "example", "examples", "deprecated", "condition"];
/** The keys each member's kinds judge; content, headers and schema are walked into. */
const KNOWN: Record<MemberSite["site"], string[]> = {
  parameter: ["name", "in", "required", "schema"],
  "request-body": ["required", "content"],
  "request-media": ["schema"],
  response: ["content", "headers"],
  "response-media": ["schema"],
  "response-header": ["schema", "required"],
  error: ["status", "token"],
};

const MEMBERS: MemberSite["site"][] = [
  "parameter",
  "request-body",
  "request-media",
  "response",
  "response-media",
  "response-header",
  "error",
];
const keyed = (s: MemberSite, select: (k: string) => boolean) =>
  keyChanges(s.old, s.new, s.oldPointer, s.newPointer, select);

export const MEMBER_KINDS = kinds<MemberSite>([
  {
    id: "parameter-added-optional",
    class: "additive",
    site: "parameter",
    title: "new optional parameter",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests without it keep working",
    detect: (s) => added(s).filter((f) => !(f.new as { required: boolean }).required),
  },
  {
    id: "parameter-added-required",
    class: "breaking",
    site: "parameter",
    title: "new required parameter",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests written without it are now refused",
    detect: (s) => added(s).filter((f) => (f.new as { required: boolean }).required),
  },
  {
    id: "parameter-removed",
    class: "breaking",
    site: "parameter",
    title: "parameter removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "a parameter clients send is gone: the clause admits only additions",
    detect: removed,
  },
  {
    id: "parameter-made-required",
    class: "breaking",
    site: "parameter",
    title: "parameter made required",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "requests that omitted it are now refused",
    detect: (s) => requiredMoved(s, true),
  },
  {
    id: "parameter-made-optional",
    class: "additive",
    site: "parameter",
    title: "parameter made optional",
    clause: "D2-VERSION-ADDITIVE",
    because: "every request that sent it still works",
    detect: (s) => requiredMoved(s, false),
  },
  {
    id: "request-body-added",
    class: "additive",
    site: "request-body",
    title: "new optional request body",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests without a body keep working",
    detect: (s) => added(s).filter((f) => !(f.new as { required: boolean }).required),
  },
  {
    id: "request-body-added-required",
    class: "breaking",
    site: "request-body",
    title: "new required request body",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests without a body are now refused",
    detect: (s) => added(s).filter((f) => (f.new as { required: boolean }).required),
  },
  {
    id: "request-body-removed",
    class: "breaking",
    site: "request-body",
    title: "request body removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "the fields clients send are gone",
    detect: removed,
  },
  {
    id: "request-body-made-required",
    class: "breaking",
    site: "request-body",
    title: "request body made required",
    clause: "D2-VERSION-ABSENT-NULL",
    because: "requests without a body are now refused",
    detect: (s) => requiredMoved(s, true),
  },
  {
    id: "request-body-made-optional",
    class: "additive",
    site: "request-body",
    title: "request body made optional",
    clause: "D2-VERSION-ADDITIVE",
    because: "every request with a body still works",
    detect: (s) => requiredMoved(s, false),
  },
  {
    id: "request-media-type-added",
    class: "additive",
    site: "request-media",
    title: "request accepts a new media type",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests in the old media types keep working",
    detect: added,
  },
  {
    id: "request-media-type-removed",
    class: "breaking",
    site: "request-media",
    title: "request media type removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "requests in that media type are now refused",
    detect: removed,
  },
  {
    id: "status-added",
    class: "additive",
    site: "response",
    title: "new documented status",
    clause: "D2-VERSION-ADDITIVE",
    because: "every operation may already answer a 4XX or 5XX with the envelope; a stated one adds to what is known",
    detect: added,
  },
  {
    id: "status-removed",
    class: "breaking",
    site: "response",
    title: "documented status removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients handle the answers the description states: the clause admits only additions",
    detect: removed,
  },
  {
    id: "response-media-type-added",
    class: "additive",
    site: "response-media",
    title: "response may come in a new media type",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients asking for the old media types still get them",
    detect: added,
  },
  {
    id: "response-media-type-removed",
    class: "breaking",
    site: "response-media",
    title: "response media type removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients reading that media type no longer get it",
    detect: removed,
  },
  {
    id: "response-header-added",
    class: "additive",
    site: "response-header",
    title: "new response header",
    clause: "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN",
    because: "consumers must accept what they do not know",
    detect: added,
  },
  {
    id: "response-header-removed",
    class: "breaking",
    site: "response-header",
    title: "response header removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients read it: the clause admits only additions",
    detect: removed,
  },
  {
    id: "error-code-added",
    class: "additive",
    site: "error",
    title: "new error code",
    clause: "D2-VERSION-CONSUMERS-ACCEPT-UNKNOWN",
    because: "new error codes may appear; consumers treat `code` as an open string",
    detect: added,
  },
  {
    id: "error-code-removed",
    class: "breaking",
    site: "error",
    title: "stated error code removed",
    clause: "D2-VERSION-ADDITIVE",
    because: "clients branch on the stated codes: the clause admits only new ones",
    detect: removed,
  },
  {
    id: "member-documentation-changed",
    class: "documentation",
    site: MEMBERS,
    title: "description, summary or example changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "no field, value or code appears or goes",
    detect: (s) => keyed(s, (k) => DOCUMENTATION.includes(k)),
  },
  {
    id: "member-unrecognised-change",
    class: "breaking",
    site: MEMBERS,
    title: "keyword this command does not judge changed",
    clause: "D2-VERSION-ADDITIVE",
    because: "not one of the additions the clause admits, as far as this command can tell: a person should read it",
    detect: (s) => keyed(s, (k) => !DOCUMENTATION.includes(k) && !KNOWN[s.site].includes(k)),
  },
]);
