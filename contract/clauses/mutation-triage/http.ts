/** The mutation triage of server/http: its surviving mutants, each classed as ./entry.ts says. */
import type { TriageEntry } from "./entry.ts";

export const HTTP_TRIAGE: readonly TriageEntry[] = [
  // server/http (app, handler table, layer, in-process)
  {
    at: "server/http/app.ts:94:9-94:17",
    mutator: "ConditionalExpression",
    original: "!handler",
    replacement: "false",
    class: "c",
    reason:
      "every operation has a handler (the handler table covers the contract, held by the server's route test), so the 501 never fires",
  },
  {
    at: "server/http/app.ts:99:9-99:22",
    mutator: "BooleanLiteral",
    original: "!req.complete",
    replacement: "req.complete",
    class: "c",
    reason:
      "draining a refused request's body: resuming a complete request does nothing, and node:http discards what is left of an unread body once the answer ends",
  },
  {
    at: "server/http/app.ts:99:9-99:22",
    mutator: "ConditionalExpression",
    original: "!req.complete",
    replacement: "true",
    class: "c",
    reason:
      "draining a refused request's body: resuming a complete request does nothing, and node:http discards what is left of an unread body once the answer ends",
  },
  {
    at: "server/http/app.ts:99:9-99:22",
    mutator: "ConditionalExpression",
    original: "!req.complete",
    replacement: "false",
    class: "c",
    reason:
      "draining a refused request's body: resuming a complete request does nothing, and node:http discards what is left of an unread body once the answer ends",
  },
  {
    at: "server/http/app.ts:101:9-101:22",
    mutator: "ConditionalExpression",
    original: "res.destroyed",
    replacement: "false",
    class: "c",
    reason:
      "a refusal written to a response already destroyed (the client gone) goes nowhere: nobody is left to read either",
  },
  {
    at: "server/http/app.ts:107:24-107:38",
    mutator: "StringLiteral",
    original: '"http.refusal"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:114:18-114:53",
    mutator: "MethodExpression",
    original: '(req.method ?? "GET").toUpperCase()',
    replacement: '(req.method ?? "GET").toLowerCase()',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the method lower-cased: the route lookup upper-cases it again, so only the 404 and 405 messages spell it otherwise, and messages are not stated",
  },
  {
    at: "server/http/app.ts:118:18-118:26",
    mutator: "ConditionalExpression",
    original: "q === -1",
    replacement: "false",
    class: "b",
    reason:
      "`q === -1` false: a URL without `?` has the whole path parsed as its query string too, one more unknown query parameter, which the server tolerates (the documents state none refused); only a path that does not percent-decode is refused 400 where another 4XX would come",
  },
  {
    at: "server/http/app.ts:118:24-118:26",
    mutator: "UnaryOperator",
    original: "-1",
    replacement: "+1",
    class: "b",
    reason:
      "`-1` as `+1` (a URL never has `?` at index 1): a URL without `?` has the whole path parsed as its query string too, one more unknown query parameter, which the server tolerates (the documents state none refused); only a path that does not percent-decode is refused 400 where another 4XX would come",
  },
  {
    at: "server/http/app.ts:118:29-118:31",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "a URL without `?` is read with the query `Stryker was here!`: an unknown query parameter, which the server tolerates and the documents do not refuse",
  },
  {
    at: "server/http/app.ts:119:7-119:72",
    mutator: "ConditionalExpression",
    original: "!pathname.startsWith(`${API_PREFIX}/`) && pathname !== API_PREFIX",
    replacement: "false",
    class: "b",
    clause: "D2-VERSION-PREFIX",
    reason:
      "the prefix check never fires: a path outside `/api/v1` whose first seven characters differ is routed as if under it (`/api/v2/tasks` reads the task list); the documents state where the API lives, not what other paths answer",
  },
  {
    at: "server/http/app.ts:119:28-119:44",
    mutator: "StringLiteral",
    original: "`${API_PREFIX}/`",
    replacement: "``",
    class: "b",
    clause: "D2-VERSION-PREFIX",
    reason:
      "every path starts with the empty prefix: a path outside `/api/v1` whose first seven characters differ is routed as if under it (`/api/v2/tasks` reads the task list); the documents state where the API lives, not what other paths answer",
  },
  {
    at: "server/http/app.ts:142:32-142:51",
    mutator: "StringLiteral",
    original: '"http.authenticate"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:149:36-149:58",
    mutator: "StringLiteral",
    original: '"http.checkParameters"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:157:17-157:22",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "every request to an operation taking a body is checked as if it had one: a bodiless setMergeRecordEffort or updateTrackerWriteback (the two with an optional body) is refused 400: whether an operation that takes a body may be sent without one is not stated (its row shows the body, the documents no status for its absence); a required body stays refused 400",
  },
  {
    at: "server/http/app.ts:160:9-160:23",
    mutator: "ConditionalExpression",
    original: "raw.length > 0",
    replacement: "true",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "an empty body is held to the JSON content type: a bodiless request without Content-Type is refused 415 instead of 400, or, to the two operations with an optional body, instead of proceeding: whether an operation that takes a body may be sent without one is not stated (its row shows the body, the documents no status for its absence); a required body stays refused 400",
  },
  {
    at: "server/http/app.ts:160:9-160:23",
    mutator: "EqualityOperator",
    original: "raw.length > 0",
    replacement: "raw.length >= 0",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "an empty body is held to the JSON content type: a bodiless request without Content-Type is refused 415 instead of 400, or, to the two operations with an optional body, instead of proceeding: whether an operation that takes a body may be sent without one is not stated (its row shows the body, the documents no status for its absence); a required body stays refused 400",
  },
  {
    at: "server/http/app.ts:161:11-161:58",
    mutator: "ConditionalExpression",
    original: '!isJsonContentType(req.headers["content-type"])',
    replacement: "false",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "a body labelled other than JSON is parsed as JSON anyway: bodies are JSON, but what a request whose body is labelled another media type gets (415 here) is not stated",
  },
  {
    at: "server/http/app.ts:173:9-173:16",
    mutator: "ConditionalExpression",
    original: "hasBody",
    replacement: "true",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "a bodiless request is validated as a body: a bodiless setMergeRecordEffort or updateTrackerWriteback (the two with an optional body) is refused 400: whether an operation that takes a body may be sent without one is not stated (its row shows the body, the documents no status for its absence); a required body stays refused 400",
  },
  {
    at: "server/http/app.ts:170:31-170:47",
    mutator: "StringLiteral",
    original: '"http.parseJson"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:174:31-174:47",
    mutator: "StringLiteral",
    original: '"http.checkBody"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:175:10-178:4",
    mutator: "BlockStatement",
    original:
      '{ const ignored = server.behaviour("http.unexpectedBody", ignoreBody)(req, op, server.options.maxBodyBytes); if (ignored) await ignored; }',
    replacement: "{}",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "the body of a request to an operation without one is ignored untouched: a body sent to an operation that takes none is neither size-checked nor drained here (node:http discards it after the answer); the documents state no request-body size limit and nothing about such a body",
  },
  {
    at: "server/http/app.ts:176:38-176:59",
    mutator: "StringLiteral",
    original: '"http.unexpectedBody"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:177:9-177:16",
    mutator: "ConditionalExpression",
    original: "ignored",
    replacement: "true",
    class: "c",
    reason:
      "awaiting the unexpected-body behaviour's answer: the documented one returns nothing, and awaiting undefined changes nothing",
  },
  {
    at: "server/http/app.ts:177:9-177:16",
    mutator: "ConditionalExpression",
    original: "ignored",
    replacement: "false",
    class: "c",
    reason: "not awaiting the unexpected-body behaviour's answer: the documented one returns nothing to await",
  },
  {
    at: "server/http/app.ts:184:87-187:2",
    mutator: "BlockStatement",
    original: "{ if (declaresTooLarge(req, maxBodyBytes)) throw tooLarge(maxBodyBytes); req.resume(); }",
    replacement: "{}",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "ignoreBody does nothing: a body sent to an operation that takes none is neither size-checked nor drained here (node:http discards it after the answer); the documents state no request-body size limit and nothing about such a body",
  },
  {
    at: "server/http/app.ts:185:7-185:42",
    mutator: "ConditionalExpression",
    original: "declaresTooLarge(req, maxBodyBytes)",
    replacement: "false",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "a declared body above the size limit sent to an operation without a body is not refused 413: a body sent to an operation that takes none is neither size-checked nor drained here (node:http discards it after the answer); the documents state no request-body size limit and nothing about such a body",
  },
  {
    at: "server/http/app.ts:197:7-197:27",
    mutator: "StringLiteral",
    original: '"invalid parameters"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the message of the 400 for invalid parameters emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:198:34-198:90",
    mutator: "ObjectLiteral",
    original: "{ path: i.path, message: i.message, keyword: i.keyword }",
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for invalid parameters lists each problem as `{}`: `issues` is an array of object whose fields are not shown",
  },
  {
    at: "server/http/app.ts:208:7-208:29",
    mutator: "StringLiteral",
    original: '"invalid request body"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the message of the 400 for an invalid body emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:209:28-209:84",
    mutator: "ObjectLiteral",
    original: "{ path: i.path, message: i.message, keyword: i.keyword }",
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for an invalid body lists each problem as `{}`: `issues` is an array of object whose fields are not shown",
  },
  {
    at: "server/http/app.ts:216:27-216:47",
    mutator: "StringLiteral",
    original: '"http.jsonMediaType"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:221:60-221:80",
    mutator: "StringLiteral",
    original: '"wire.timestampUnit"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:234:59-234:64",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason:
      "the wire's timestamp unit is null unless a variant sets one, and stampsToWire then returns the body as it is: converting or not is the same",
  },
  {
    at: "server/http/app.ts:238:97-238:114",
    mutator: "LogicalOperator",
    original: "err.headers ?? {}",
    replacement: "err.headers && {}",
    class: "b",
    clause: "D2-AUTH-5-401",
    reason:
      "a refusal's own headers dropped: the 401's `WWW-Authenticate: Bearer` and the Allow of a method a path lacks, neither of which the documents state",
  },
  {
    at: "server/http/app.ts:265:64-265:68",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason:
      "the wire's timestamp unit is null unless a variant sets one, and stampsToWire then returns the body as it is: converting or not is the same",
  },
  {
    at: "server/http/app.ts:269:13-269:32",
    mutator: "LogicalOperator",
    original: "reply.headers ?? {}",
    replacement: "reply.headers && {}",
    class: "c",
    reason:
      "no JSON reply of the reference server carries headers of its own (only the artifact bytes do), so spreading `undefined && {}` is spreading nothing",
  },
  {
    at: "server/http/app.ts:300:38-300:53",
    mutator: "StringLiteral",
    original: '"sse.mediaType"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:301:22-301:32",
    mutator: "StringLiteral",
    original: '"no-cache"',
    replacement: '""',
    class: "b",
    clause: "D2-EVENTS-STREAM-TYPE",
    reason: "a stream's Cache-Control header emptied: the documents state the media type only",
  },
  {
    at: "server/http/app.ts:302:17-302:29",
    mutator: "StringLiteral",
    original: '"keep-alive"',
    replacement: '""',
    class: "b",
    clause: "D2-EVENTS-STREAM-TYPE",
    reason:
      "a stream's Connection header emptied: the documents state the media type only, and the connection stays open as the response does",
  },
  {
    at: "server/http/app.ts:315:11-315:17",
    mutator: "ConditionalExpression",
    original: "closed",
    replacement: "false",
    class: "c",
    reason:
      "a frame sent after the stream closed is written to the ended response: nothing more reaches the client (the stream's end, `finish`, still runs once: its own check of `closed` is killed by EVENTS-STREAM-CAP)",
  },
  {
    at: "server/http/app.ts:314:38-314:53",
    mutator: "StringLiteral",
    original: '"sse.dataLines"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:315:36-315:47",
    mutator: "StringLiteral",
    original: '"sse.frame"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:317:9-317:27",
    mutator: "ConditionalExpression",
    original: "f.id !== undefined",
    replacement: "true",
    class: "b",
    clause: "D2-EVENTS-STREAM-TYPE",
    reason:
      "a frame without an id (the cap's `timeout` only) is written `id: undefined`: the frames' `id:` lines, which doc 2 Streams does not show (a reconnect replays from the start, no Last-Event-ID)",
  },
  {
    at: "server/http/app.ts:317:9-317:27",
    mutator: "ConditionalExpression",
    original: "f.id !== undefined",
    replacement: "false",
    class: "b",
    clause: "D2-EVENTS-STREAM-TYPE",
    reason:
      "no frame carries its `id:` line: the frames' `id:` lines, which doc 2 Streams does not show (a reconnect replays from the start, no Last-Event-ID)",
  },
  {
    at: "server/http/app.ts:317:9-317:27",
    mutator: "EqualityOperator",
    original: "f.id !== undefined",
    replacement: "f.id === undefined",
    class: "b",
    clause: "D2-EVENTS-STREAM-TYPE",
    reason:
      "no frame carries its `id:` line (and the cap's `timeout` one `id: undefined`): the frames' `id:` lines, which doc 2 Streams does not show (a reconnect replays from the start, no Last-Event-ID)",
  },
  {
    at: "server/http/app.ts:317:38-317:53",
    mutator: "StringLiteral",
    original: "`id: ${f.id}\\n`",
    replacement: "``",
    class: "b",
    clause: "D2-EVENTS-STREAM-TYPE",
    reason:
      "no frame carries its `id:` line: the frames' `id:` lines, which doc 2 Streams does not show (a reconnect replays from the start, no Last-Event-ID)",
  },
  {
    at: "server/http/app.ts:318:9-318:30",
    mutator: "ConditionalExpression",
    original: "f.event !== undefined",
    replacement: "true",
    class: "c",
    reason:
      "every frame the reference server sends names its event (the two streams and the cap's `timeout`), so the condition is always true",
  },
  {
    at: "server/http/app.ts:323:11-323:17",
    mutator: "ConditionalExpression",
    original: "closed",
    replacement: "false",
    class: "c",
    reason:
      "a frame sent on a closed sink: both pumps check `closed` before sending and stop at the terminal frame, so none is sent",
  },
  {
    at: "server/http/app.ts:324:7-324:20",
    mutator: "AssignmentOperator",
    original: "position += 1",
    replacement: "position -= 1",
    class: "c",
    reason: "the frame's position is read only by a replaced `sse.frame` behaviour; the documented one ignores it",
  },
  {
    at: "server/http/app.ts:325:67-325:71",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason:
      "the wire's timestamp unit is null unless a variant sets one, and stampsToWire then returns the body as it is: converting or not is the same",
  },
  {
    at: "server/http/app.ts:335:17-337:6",
    mutator: "BlockStatement",
    original: "{ closers.push(fn); }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVENTS-REPLAY",
    reason:
      "a stream's close callbacks are never kept: a job's pump stops on `closed` itself, a run's listener stays registered and keeps observing its run after the reader left; what drives a subject on without a reader is not stated",
  },
  {
    at: "server/http/app.ts:338:18-340:6",
    mutator: "BlockStatement",
    original: "{ return closed; }",
    replacement: "{}",
    class: "b",
    clause: "D2-EVENTS-REPLAY",
    reason:
      "a sink never reads as closed: its pump goes on driving the job or run after the reader left (frames go nowhere); what drives a subject on without a reader is not stated",
  },
  {
    at: "server/http/app.ts:342:37-342:51",
    mutator: "StringLiteral",
    original: '"sse.preamble"',
    replacement: '""',
    class: "c",
    reason:
      "the named behaviour looked up under another name: only a fault or a variant replaces one, none is switched on in the gated run, so the documented default answers alike",
  },
  {
    at: "server/http/app.ts:343:7-343:15",
    mutator: "ConditionalExpression",
    original: "preamble",
    replacement: "true",
    class: "c",
    reason: "the documented preamble is empty: writing `` writes nothing",
  },
  {
    at: "server/http/app.ts:343:7-343:15",
    mutator: "ConditionalExpression",
    original: "preamble",
    replacement: "false",
    class: "c",
    reason: "the documented preamble is empty: not writing it is the same",
  },
  {
    at: "server/http/handler-table.ts:38:11-38:13",
    mutator: "ConditionalExpression",
    original: "!h",
    replacement: "false",
    class: "c",
    reason: "no domain table lists an operation without its handler, so `!h` is always false",
  },
  {
    at: "server/http/handler-table.ts:39:11-39:24",
    mutator: "ConditionalExpression",
    original: "table.has(id)",
    replacement: "false",
    class: "c",
    reason: "no operation is handled by two tables, so the start-up check never fires",
  },
  {
    at: "server/http/in-process.ts:15:28-15:39",
    mutator: "StringLiteral",
    original: '"127.0.0.1"',
    replacement: '""',
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:17:27-17:33",
    mutator: "StringLiteral",
    original: '"IPv4"',
    replacement: '""',
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:18:27-18:38",
    mutator: "StringLiteral",
    original: '"127.0.0.1"',
    replacement: '""',
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:20:24-20:29",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:29:22-31:4",
    mutator: "BlockStatement",
    original: "{ return this; }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:32:15-34:4",
    mutator: "BlockStatement",
    original: "{ return this; }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:35:17-37:4",
    mutator: "BlockStatement",
    original: "{ return this; }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:40:5-40:21",
    mutator: "OptionalChaining",
    original: "this.other?.push",
    replacement: "this.other.push",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:44:37-44:53",
    mutator: "OptionalChaining",
    original: "this.other?.push",
    replacement: "this.other.push",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:54:9-54:34",
    mutator: "ConditionalExpression",
    original: "other && !other.destroyed",
    replacement: "true",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:54:9-54:34",
    mutator: "ConditionalExpression",
    original: "other && !other.destroyed",
    replacement: "false",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:54:9-54:34",
    mutator: "LogicalOperator",
    original: "other && !other.destroyed",
    replacement: "other || !other.destroyed",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:54:18-54:34",
    mutator: "BooleanLiteral",
    original: "!other.destroyed",
    replacement: "other.destroyed",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:60:68-70:2",
    mutator: "BlockStatement",
    original:
      '{ return (_options, callback) => { const client = new End({ allowHalfOpen: false }); const server = new End({ allowHalfOpen: false }); client.other = server; server.other = client; http.emit("connection", server); // undici expects the callback after its connect call has returned, as a socket\'s would be. process.nextTick(callback, null, client); }; }',
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:62:28-62:52",
    mutator: "ObjectLiteral",
    original: "{ allowHalfOpen: false }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:62:45-62:50",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:63:28-63:52",
    mutator: "ObjectLiteral",
    original: "{ allowHalfOpen: false }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:63:45-63:50",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/layer.ts:46:35-48:4",
    mutator: "BlockStatement",
    original: "{ this.bound = server; }",
    replacement: "{}",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:62:19-62:104",
    mutator: "ArrayDeclaration",
    original: '[...(this.wrappers.get("*") ?? []), ...(this.wrappers.get(ctx.op.operationId) ?? [])]',
    replacement: "[]",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:62:42-62:45",
    mutator: "StringLiteral",
    original: '"*"',
    replacement: '""',
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:64:7-64:25",
    mutator: "ConditionalExpression",
    original: "i === chain.length",
    replacement: "true",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/app.ts:70:68-73:6",
    mutator: "BlockStatement",
    original: "{ if (!res.headersSent) sendError(server, res, internal(err)); else res.destroy(); }",
    replacement: "{}",
    class: "c",
    reason:
      "the listener's last resort: handle() answers every error itself, so its promise rejects only if writing a refusal throws, which no request brings about",
  },
  {
    at: "server/http/app.ts:71:11-71:27",
    mutator: "BooleanLiteral",
    original: "!res.headersSent",
    replacement: "res.headersSent",
    class: "c",
    reason:
      "the listener's last resort after handle() rejected: it never rejects (it answers every error itself), so the branch is never taken",
  },
  {
    at: "server/http/app.ts:71:11-71:27",
    mutator: "ConditionalExpression",
    original: "!res.headersSent",
    replacement: "true",
    class: "c",
    reason:
      "the listener's last resort after handle() rejected: it never rejects (it answers every error itself), so the branch is never taken",
  },
  {
    at: "server/http/app.ts:71:11-71:27",
    mutator: "ConditionalExpression",
    original: "!res.headersSent",
    replacement: "false",
    class: "c",
    reason:
      "the listener's last resort after handle() rejected: it never rejects (it answers every error itself), so the branch is never taken",
  },
  {
    at: "server/http/app.ts:77:43-80:2",
    mutator: "BlockStatement",
    original:
      '{ console.error("reference server: unexpected error:", err); return new ApiError(500, "internal_error", "unexpected server error"); }',
    replacement: "{}",
    class: "c",
    reason:
      "internal() is reached only by an exception that is not an ApiError (a bug); no request makes the reference server throw one",
  },
  {
    at: "server/http/app.ts:78:17-78:54",
    mutator: "StringLiteral",
    original: '"reference server: unexpected error:"',
    replacement: '""',
    class: "c",
    reason:
      "the log line or the code and message of the 500 for an unexpected exception: no request makes the reference server throw one",
  },
  {
    at: "server/http/app.ts:79:28-79:44",
    mutator: "StringLiteral",
    original: '"internal_error"',
    replacement: '""',
    class: "c",
    reason:
      "the log line or the code and message of the 500 for an unexpected exception: no request makes the reference server throw one",
  },
  {
    at: "server/http/app.ts:79:46-79:71",
    mutator: "StringLiteral",
    original: '"unexpected server error"',
    replacement: '""',
    class: "c",
    reason:
      "the log line or the code and message of the 500 for an unexpected exception: no request makes the reference server throw one",
  },
  {
    at: "server/http/app.ts:94:43-94:60",
    mutator: "StringLiteral",
    original: '"not_implemented"',
    replacement: '""',
    class: "c",
    reason: "the 501's code for an operation without a handler: every operation has one",
  },
  {
    at: "server/http/app.ts:94:62-94:104",
    mutator: "StringLiteral",
    original: "`${ctx.op.operationId} is not implemented`",
    replacement: "``",
    class: "c",
    reason: "the 501's message for an operation without a handler: every operation has one",
  },
  {
    at: "server/http/app.ts:114:33-114:38",
    mutator: "StringLiteral",
    original: '"GET"',
    replacement: '""',
    class: "c",
    reason: "node:http always sets `req.method` on a parsed request, so the fallback is never used",
  },
  {
    at: "server/http/app.ts:115:29-115:32",
    mutator: "StringLiteral",
    original: '"/"',
    replacement: '""',
    class: "c",
    reason: "node:http always sets `req.url` on a parsed request, so the fallback is never used",
  },
  {
    at: "server/http/app.ts:119:49-119:72",
    mutator: "ConditionalExpression",
    original: "pathname !== API_PREFIX",
    replacement: "true",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "`/api/v1` itself is refused by the prefix check instead of by the route lookup: both answer 404 `not_found`, only the message differs, which is not stated",
  },
  {
    at: "server/http/app.ts:119:49-119:72",
    mutator: "EqualityOperator",
    original: "pathname !== API_PREFIX",
    replacement: "pathname === API_PREFIX",
    class: "b",
    clause: "D2-VERSION-PREFIX",
    reason:
      "only `/api/v1` itself is refused by the prefix check: a path outside `/api/v1` whose first seven characters differ is routed as if under it (`/api/v2/tasks` reads the task list); the documents state where the API lives, not what other paths answer",
  },
  {
    at: "server/http/app.ts:119:74-121:4",
    mutator: "BlockStatement",
    original: '{ throw new ApiError(404, "not_found", `no route ${pathname}: the API lives under ${API_PREFIX}`); }',
    replacement: "{}",
    class: "b",
    clause: "D2-VERSION-PREFIX",
    reason:
      "the prefix check refuses nothing: a path outside `/api/v1` whose first seven characters differ is routed as if under it (`/api/v2/tasks` reads the task list); the documents state where the API lives, not what other paths answer",
  },
  {
    at: "server/http/app.ts:120:29-120:40",
    mutator: "StringLiteral",
    original: '"not_found"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the code of the 404 for a path outside `/api/v1` emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:120:42-120:99",
    mutator: "StringLiteral",
    original: "`no route ${pathname}: the API lives under ${API_PREFIX}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the message of the 404 for a path outside `/api/v1` emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:122:82-122:85",
    mutator: "StringLiteral",
    original: '"/"',
    replacement: '""',
    class: "c",
    reason: "`/api/v1` itself is looked up as `` instead of `/`: neither matches a route, both answer the same 404",
  },
  {
    at: "server/http/app.ts:123:59-123:70",
    mutator: "StringLiteral",
    original: '"not_found"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the code of the 404 for an unknown path emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:123:72-123:104",
    mutator: "StringLiteral",
    original: "`no route ${method} ${pathname}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the message of the 404 for an unknown path emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:127:7-127:27",
    mutator: "StringLiteral",
    original: '"method_not_allowed"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the code of the refusal of a method the path lacks emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:128:7-128:48",
    mutator: "StringLiteral",
    original: "`${method} is not allowed on ${pathname}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the message of the refusal of a method the path lacks emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:129:7-129:29",
    mutator: "ObjectLiteral",
    original: "{ allow: route.allow }",
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the refusal of a method the path lacks carries no `details.allow`: `details` is untyped and no reason is stated for it",
  },
  {
    at: "server/http/app.ts:131:7-133:8",
    mutator: "ObjectLiteral",
    original: '{ allow: route.allow.join(", "), }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-CLASSES",
    reason:
      "the refusal of a method the path lacks carries no Allow header: the documents state no header for it (nor 405)",
  },
  {
    at: "server/http/app.ts:132:33-132:37",
    mutator: "StringLiteral",
    original: '", "',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-CLASSES",
    reason:
      "the Allow header's methods joined without a separator: the documents state no header for this refusal (nor 405)",
  },
  {
    at: "server/http/app.ts:161:60-167:8",
    mutator: "BlockStatement",
    original:
      '{ throw new ApiError( 415, "unsupported_media_type", "request bodies are JSON: send Content-Type: application/json", ); }',
    replacement: "{}",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "a body labelled other than JSON is parsed as JSON anyway: bodies are JSON, but what a request whose body is labelled another media type gets (415 here) is not stated",
  },
  {
    at: "server/http/app.ts:164:11-164:35",
    mutator: "StringLiteral",
    original: '"unsupported_media_type"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the code of the 415 for a body not labelled JSON emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:165:11-165:73",
    mutator: "StringLiteral",
    original: '"request bodies are JSON: send Content-Type: application/json"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the message of the 415 for a body not labelled JSON emptied: the envelope's `code` and `message` are open strings whose text the documents leave unstated for this refusal",
  },
  {
    at: "server/http/app.ts:172:21-172:54",
    mutator: "StringLiteral",
    original: '"a JSON request body is required"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a missing required body: its message or its `issues` entry changed (emptied, or the server's one-line default in its place); `issues` is an optional per-problem list whose items' fields are not shown",
  },
  {
    at: "server/http/app.ts:172:56-172:96",
    mutator: "ArrayDeclaration",
    original: '[{ path: "/body", message: "required" }]',
    replacement: "[]",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a missing required body: its message or its `issues` entry changed (emptied, or the server's one-line default in its place); `issues` is an optional per-problem list whose items' fields are not shown",
  },
  {
    at: "server/http/app.ts:172:57-172:95",
    mutator: "ObjectLiteral",
    original: '{ path: "/body", message: "required" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a missing required body: its message or its `issues` entry changed (emptied, or the server's one-line default in its place); `issues` is an optional per-problem list whose items' fields are not shown",
  },
  {
    at: "server/http/app.ts:172:65-172:72",
    mutator: "StringLiteral",
    original: '"/body"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a missing required body: its message or its `issues` entry changed (emptied, or the server's one-line default in its place); `issues` is an optional per-problem list whose items' fields are not shown",
  },
  {
    at: "server/http/app.ts:172:83-172:93",
    mutator: "StringLiteral",
    original: '"required"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "the 400 for a missing required body: its message or its `issues` entry changed (emptied, or the server's one-line default in its place); `issues` is an optional per-problem list whose items' fields are not shown",
  },
  {
    at: "server/http/app.ts:254:83-260:2",
    mutator: "BlockStatement",
    original:
      "{ // The client is gone (a body cut off, a reset): nobody is left to read a refusal. if (res.destroyed) return; const { status, headers, body } = errorResponse(server, err); res.writeHead(status, headers); res.end(body); }",
    replacement: "{}",
    class: "c",
    reason: "sendError is the listener's last resort, called only when handle() rejects, which it never does",
  },
  {
    at: "server/http/app.ts:256:7-256:20",
    mutator: "ConditionalExpression",
    original: "res.destroyed",
    replacement: "true",
    class: "c",
    reason: "sendError is the listener's last resort, called only when handle() rejects, which it never does",
  },
  {
    at: "server/http/app.ts:256:7-256:20",
    mutator: "ConditionalExpression",
    original: "res.destroyed",
    replacement: "false",
    class: "c",
    reason: "sendError is the listener's last resort, called only when handle() rejects, which it never does",
  },
  {
    at: "server/http/app.ts:327:19-329:6",
    mutator: "BlockStatement",
    original: "{ if (!closed) res.write(`: ${text}\\n\\n`); }",
    replacement: "{}",
    class: "c",
    reason: "no stream of the reference server writes a comment line, and a client ignores one anyway",
  },
  {
    at: "server/http/app.ts:328:11-328:18",
    mutator: "BooleanLiteral",
    original: "!closed",
    replacement: "closed",
    class: "c",
    reason: "no stream of the reference server writes a comment line, and a client ignores one anyway",
  },
  {
    at: "server/http/app.ts:328:11-328:18",
    mutator: "ConditionalExpression",
    original: "!closed",
    replacement: "true",
    class: "c",
    reason: "no stream of the reference server writes a comment line, and a client ignores one anyway",
  },
  {
    at: "server/http/app.ts:328:11-328:18",
    mutator: "ConditionalExpression",
    original: "!closed",
    replacement: "false",
    class: "c",
    reason: "no stream of the reference server writes a comment line, and a client ignores one anyway",
  },
  {
    at: "server/http/app.ts:328:30-328:45",
    mutator: "StringLiteral",
    original: "`: ${text}\\n\\n`",
    replacement: "``",
    class: "c",
    reason: "no stream of the reference server writes a comment line, and a client ignores one anyway",
  },
  {
    at: "server/http/app.ts:347:26-347:100",
    mutator: "ObjectLiteral",
    original: '{ reason: "stream connection cap reached", cap: server.options.streamCap }',
    replacement: "{}",
    class: "b",
    clause: "D2-LIMITS-STREAM-CAP",
    reason:
      "the `timeout` frame sent at the stream cap carries another payload: doc 2 Events, Streams names the event, not what it carries",
  },
  {
    at: "server/http/app.ts:347:36-347:67",
    mutator: "StringLiteral",
    original: '"stream connection cap reached"',
    replacement: '""',
    class: "b",
    clause: "D2-LIMITS-STREAM-CAP",
    reason:
      "the `timeout` frame sent at the stream cap carries another payload: doc 2 Events, Streams names the event, not what it carries",
  },
  {
    at: "server/http/handler-table.ts:39:42-39:76",
    mutator: "StringLiteral",
    original: "`operation ${id} has two handlers`",
    replacement: "``",
    class: "c",
    reason: "the start-up error for an operation handled twice: none is",
  },
  {
    at: "server/http/in-process.ts:22:22-24:4",
    mutator: "BlockStatement",
    original: "{ return this; }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:25:24-27:4",
    mutator: "BlockStatement",
    original: "{ return this; }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:47:59-50:4",
    mutator: "BlockStatement",
    original: "{ this.other?.push(null); done(); }",
    replacement: "{}",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/in-process.ts:48:5-48:21",
    mutator: "OptionalChaining",
    original: "this.other?.push",
    replacement: "this.other.push",
    class: "c",
    reason:
      "the in-process connection is a test seam (how the suite reaches the embedded server; the mutation runner reaches it over loopback TCP), never what the server answers",
  },
  {
    at: "server/http/layer.ts:40:29-43:4",
    mutator: "BlockStatement",
    original:
      '{ if (!this.bound) throw new Error("the layer\'s server is read at install: read it when a request comes"); return this.bound; }',
    replacement: "{}",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:41:9-41:20",
    mutator: "BooleanLiteral",
    original: "!this.bound",
    replacement: "this.bound",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:41:9-41:20",
    mutator: "ConditionalExpression",
    original: "!this.bound",
    replacement: "true",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:41:9-41:20",
    mutator: "ConditionalExpression",
    original: "!this.bound",
    replacement: "false",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:41:38-41:107",
    mutator: "StringLiteral",
    original: '"the layer\'s server is read at install: read it when a request comes"',
    replacement: '""',
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:50:63-54:4",
    mutator: "BlockStatement",
    original:
      "{ const list = this.wrappers.get(operation) ?? []; list.push(wrapper); this.wrappers.set(operation, list); }",
    replacement: "{}",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:51:18-51:52",
    mutator: "LogicalOperator",
    original: "this.wrappers.get(operation) ?? []",
    replacement: "this.wrappers.get(operation) && []",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:51:50-51:52",
    mutator: "ArrayDeclaration",
    original: "[]",
    replacement: '["Stryker was here"]',
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:56:101-58:4",
    mutator: "BlockStatement",
    original: "{ this.behaviours.replace(name, by); }",
    replacement: "{}",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:64:57-64:74",
    mutator: "ArrowFunction",
    original: "() => call(i + 1)",
    replacement: "() => undefined",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  {
    at: "server/http/layer.ts:64:68-64:73",
    mutator: "ArithmeticOperator",
    original: "i + 1",
    replacement: "i - 1",
    class: "c",
    reason:
      "no fault or variant is installed in the gated run: the layer holds no wrapper and nobody reads its server, so the chain is the handler alone",
  },
  // server/http (authenticate, body, client errors, query)
  {
    at: "server/http/authenticate.ts:25:29-25:49",
    mutator: "Regex",
    original: "/^Bearer +(\\S+) *$/i",
    replacement: "/Bearer +(\\S+) *$/i",
    class: "a",
    clause: "D2-AUTH-2-BEARER",
    reason:
      "the scheme unanchored: a valid key under a scheme whose name only ends in `Bearer` (`XBearer <key>`) is admitted, though only the bearer scheme carries a key",
    rule: "AUTH-401-SCHEME",
  },
  {
    at: "server/http/authenticate.ts:25:29-25:49",
    mutator: "Regex",
    original: "/^Bearer +(\\S+) *$/i",
    replacement: "/^Bearer +(\\S+) */i",
    class: "a",
    clause: "D2-AUTH-5-401",
    reason:
      "the token unanchored at its end: `Bearer <admin key> x` is admitted as the admin key, though the credential sent is no key",
    rule: "AUTH-401-WRAPPED",
  },
  {
    at: "server/http/authenticate.ts:25:29-25:49",
    mutator: "Regex",
    original: "/^Bearer +(\\S+) *$/i",
    replacement: "/^Bearer (\\S+) *$/i",
    class: "b",
    clause: "D2-AUTH-2-BEARER",
    reason:
      "exactly one space between `Bearer` and the key: the documents name the bearer scheme, not the header's whitespace, and every client the suite is sends one space",
  },
  {
    at: "server/http/authenticate.ts:30:28-30:42",
    mutator: "StringLiteral",
    original: '"unauthorized"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-401",
    reason: "the 401's code emptied: the 401 row states no code, and `code` is an open string",
  },
  {
    at: "server/http/authenticate.ts:30:75-30:107",
    mutator: "ObjectLiteral",
    original: '{ "www-authenticate": "Bearer" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-401",
    reason:
      "the 401 loses its `WWW-Authenticate: Bearer` header: the documents state the 401's status and envelope, not its headers",
  },
  {
    at: "server/http/authenticate.ts:30:97-30:105",
    mutator: "StringLiteral",
    original: '"Bearer"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-401",
    reason:
      "the 401 loses its `WWW-Authenticate: Bearer` header: the documents state the 401's status and envelope, not its headers",
  },
  {
    at: "server/http/authenticate.ts:35:7-35:26",
    mutator: "ConditionalExpression",
    original: "token === undefined",
    replacement: "false",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "an absent or other-scheme header goes on to the key lookup, which finds no key: the same 401, only its message differs, and the message text is not stated",
  },
  {
    at: "server/http/authenticate.ts:37:23-37:80",
    mutator: "StringLiteral",
    original: '"malformed Authorization header: expected `Bearer <key>`"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "a 401's message emptied: the message text is not stated",
  },
  {
    at: "server/http/authenticate.ts:37:83-37:107",
    mutator: "StringLiteral",
    original: '"an API key is required"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "a 401's message emptied: the message text is not stated",
  },
  {
    at: "server/http/authenticate.ts:40:32-40:60",
    mutator: "StringLiteral",
    original: '"unknown or revoked API key"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "a 401's message emptied: the message text is not stated",
  },
  {
    at: "server/http/authenticate.ts:41:7-41:46",
    mutator: "ConditionalExpression",
    original: "!server.workspaces.has(key.workspaceId)",
    replacement: "false",
    class: "c",
    reason:
      "a key whose workspace is gone: no operation removes a workspace, so every key's workspace exists and this refusal never answers",
  },
  {
    at: "server/http/authenticate.ts:48:24-48:42",
    mutator: "StringLiteral",
    original: '"http.scopeAdmits"',
    replacement: '""',
    class: "c",
    reason:
      "the behaviour's name changed: only a server variant or fault overrides `http.scopeAdmits`, and the conformance run switches none on, so the ladder is the default either way",
  },
  {
    at: "server/http/authenticate.ts:51:5-51:25",
    mutator: "StringLiteral",
    original: '"insufficient_scope"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-403",
    reason:
      "the 403 still carries `insufficient_scope`, in `code` or in `details.reason` (the other is changed): the row's token may travel as either (contract/README.md), and the suite reads both",
  },
  {
    at: "server/http/authenticate.ts:52:5-52:75",
    mutator: "StringLiteral",
    original: "`${op.operationId} needs scope ${op.scope}; this key has ${key.scope}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason: "the 403's message emptied: the message text is not stated",
  },
  {
    at: "server/http/authenticate.ts:53:5-57:6",
    mutator: "ObjectLiteral",
    original: '{ reason: "insufficient_scope", required: op.scope, scope: key.scope, }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-403",
    reason:
      "the 403 still carries `insufficient_scope`, in `code` or in `details.reason` (the other is changed): the row's token may travel as either (contract/README.md), and the suite reads both",
  },
  {
    at: "server/http/authenticate.ts:54:15-54:35",
    mutator: "StringLiteral",
    original: '"insufficient_scope"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-403",
    reason:
      "the 403 still carries `insufficient_scope`, in `code` or in `details.reason` (the other is changed): the row's token may travel as either (contract/README.md), and the suite reads both",
  },
  {
    at: "server/http/body.ts:14:83-17:2",
    mutator: "BlockStatement",
    original:
      '{ const declared = Number(req.headers["content-length"] ?? NaN); return Number.isFinite(declared) && declared > maxBytes; }',
    replacement: "{}",
    class: "b",
    reason:
      "the declared content-length no longer refused ahead (the body is still counted and refused past the limit, or, on an operation without a body, drained): doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:15:27-15:63",
    mutator: "LogicalOperator",
    original: 'req.headers["content-length"] ?? NaN',
    replacement: 'req.headers["content-length"] && NaN',
    class: "b",
    reason:
      "the declared content-length no longer refused ahead (the body is still counted and refused past the limit, or, on an operation without a body, drained): doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:15:39-15:55",
    mutator: "StringLiteral",
    original: '"content-length"',
    replacement: '""',
    class: "b",
    reason:
      "the declared content-length no longer refused ahead (the body is still counted and refused past the limit, or, on an operation without a body, drained): doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:16:10-16:58",
    mutator: "ConditionalExpression",
    original: "Number.isFinite(declared) && declared > maxBytes",
    replacement: "false",
    class: "b",
    reason:
      "the declared content-length no longer refused ahead (the body is still counted and refused past the limit, or, on an operation without a body, drained): doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:16:39-16:58",
    mutator: "EqualityOperator",
    original: "declared > maxBytes",
    replacement: "declared >= maxBytes",
    class: "b",
    reason:
      "the declared content-length no longer refused ahead (the body is still counted and refused past the limit, or, on an operation without a body, drained): doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:27:7-27:38",
    mutator: "ConditionalExpression",
    original: "declaresTooLarge(req, maxBytes)",
    replacement: "false",
    class: "b",
    reason:
      "a body declared too large is read and counted instead of refused ahead (the same 413 once it passes the limit): doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:33:11-33:18",
    mutator: "ConditionalExpression",
    original: "settled",
    replacement: "false",
    class: "c",
    reason:
      "settle() may run twice: a promise settles once, so a second resolve or reject after the first changes nothing, and the chunks were already joined or dropped",
  },
  {
    at: "server/http/body.ts:34:17-34:21",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "c",
    reason:
      "settle() may run twice: a promise settles once, so a second resolve or reject after the first changes nothing, and the chunks were already joined or dropped",
  },
  {
    at: "server/http/body.ts:35:11-35:14",
    mutator: "ConditionalExpression",
    original: "err",
    replacement: "false",
    class: "b",
    reason:
      "a refusal (too large, cut off) resolves with the chunks kept so far: the handler reads a truncated body (a 400 as malformed or invalid) instead of the 413: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:41:11-41:18",
    mutator: "ConditionalExpression",
    original: "settled",
    replacement: "false",
    class: "c",
    reason:
      "chunks arriving after the body settled are pushed (below the limit) or settle again (past it): the promise has settled, so what the handler got is unchanged",
  },
  {
    at: "server/http/body.ts:42:7-42:27",
    mutator: "AssignmentOperator",
    original: "size += chunk.length",
    replacement: "size -= chunk.length",
    class: "b",
    reason:
      "the body is never (or, at exactly the limit, already) too large: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:43:11-43:26",
    mutator: "ConditionalExpression",
    original: "size > maxBytes",
    replacement: "false",
    class: "b",
    reason:
      "the body is never (or, at exactly the limit, already) too large: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:43:11-43:26",
    mutator: "EqualityOperator",
    original: "size > maxBytes",
    replacement: "size >= maxBytes",
    class: "b",
    reason:
      "the body is never (or, at exactly the limit, already) too large: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:47:24-48:115",
    mutator: "ArrowFunction",
    original:
      '() => settle(invalid("the request body ended before it was complete", [{ path: "/body", message: "incomplete" }]))',
    replacement: "() => undefined",
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:49:14-49:21",
    mutator: "StringLiteral",
    original: '"error"',
    replacement: '""',
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:50:14-50:21",
    mutator: "StringLiteral",
    original: '"close"',
    replacement: '""',
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:50:29-52:6",
    mutator: "BlockStatement",
    original: "{ if (!req.complete) incomplete(); }",
    replacement: "{}",
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:51:11-51:24",
    mutator: "BooleanLiteral",
    original: "!req.complete",
    replacement: "req.complete",
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:51:11-51:24",
    mutator: "ConditionalExpression",
    original: "!req.complete",
    replacement: "true",
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:51:11-51:24",
    mutator: "ConditionalExpression",
    original: "!req.complete",
    replacement: "false",
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:62:7-62:14",
    mutator: "ConditionalExpression",
    original: "!header",
    replacement: "false",
    class: "a",
    clause: "D2-ERR-CLASSES",
    reason:
      "a body sent without Content-Type throws (`undefined.split`) and is answered 500: a body not declared JSON is a client error, 4XX, whatever the server makes of it",
    rule: "OP-NO-5XX",
  },
  {
    at: "server/http/body.ts:63:16-63:43",
    mutator: "MethodExpression",
    original: 'header.split(";")[0].trim()',
    replacement: 'header.split(";")[0]',
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "`application/json ;charset=utf-8` (a space before the `;`) refused 415: bodies are JSON, and how the media type's parameters are spaced is HTTP's, not stated",
  },
  {
    at: "server/http/body.ts:64:10-64:100",
    mutator: "ConditionalExpression",
    original: 'type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"))',
    replacement: "true",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "which `application/*+json` media types are taken as JSON changes: the documents say bodies are JSON, not which media type names declare it (the suite sends `application/json`)",
  },
  {
    at: "server/http/body.ts:71:66-87:2",
    mutator: "BlockStatement",
    original:
      "{ let depth = 0; let max = 0; let inString = false; for (let i = 0; i < buf.length; i++) { const c = buf[i]; if (inString) { if (c === 0x5c) i++; // backslash: skip the escaped byte else if (c === 0x22) inString = false; } else if (c === 0x22) inString = true; else if (c === 0x5b || c === 0x7b) { if (++depth > max && (max = depth) > limit) return max; } else if (c === 0x5d || c === 0x7d) depth--; } return max; }",
    replacement: "{}",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:74:18-74:23",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      'a valid body whose string values hold `[`, `{` or `\\"` is refused 400 as too deep: bodies are JSON, and what a string holds is content, not nesting (killed by hand: `--only VALID-JSON-BODY-TEXT` exits 1)',
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:75:19-75:33",
    mutator: "ConditionalExpression",
    original: "i < buf.length",
    replacement: "false",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:75:19-75:33",
    mutator: "EqualityOperator",
    original: "i < buf.length",
    replacement: "i <= buf.length",
    class: "c",
    reason: "the scan reads one byte past the end: `buf[length]` is undefined, which matches no bracket or quote",
  },
  {
    at: "server/http/body.ts:75:19-75:33",
    mutator: "EqualityOperator",
    original: "i < buf.length",
    replacement: "i >= buf.length",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:75:40-85:4",
    mutator: "BlockStatement",
    original:
      "{ const c = buf[i]; if (inString) { if (c === 0x5c) i++; // backslash: skip the escaped byte else if (c === 0x22) inString = false; } else if (c === 0x22) inString = true; else if (c === 0x5b || c === 0x7b) { if (++depth > max && (max = depth) > limit) return max; } else if (c === 0x5d || c === 0x7d) depth--; }",
    replacement: "{}",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:77:9-77:17",
    mutator: "ConditionalExpression",
    original: "inString",
    replacement: "true",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:77:9-77:17",
    mutator: "ConditionalExpression",
    original: "inString",
    replacement: "false",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      'a valid body whose string values hold `[`, `{` or `\\"` is refused 400 as too deep: bodies are JSON, and what a string holds is content, not nesting (killed by hand: `--only VALID-JSON-BODY-TEXT` exits 1)',
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:77:19-81:6",
    mutator: "BlockStatement",
    original: "{ if (c === 0x5c) i++; // backslash: skip the escaped byte else if (c === 0x22) inString = false; }",
    replacement: "{}",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:78:11-78:21",
    mutator: "ConditionalExpression",
    original: "c === 0x5c",
    replacement: "true",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:78:11-78:21",
    mutator: "ConditionalExpression",
    original: "c === 0x5c",
    replacement: "false",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      'a valid body whose string values hold `[`, `{` or `\\"` is refused 400 as too deep: bodies are JSON, and what a string holds is content, not nesting (killed by hand: `--only VALID-JSON-BODY-TEXT` exits 1)',
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:78:11-78:21",
    mutator: "EqualityOperator",
    original: "c === 0x5c",
    replacement: "c !== 0x5c",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:80:16-80:26",
    mutator: "ConditionalExpression",
    original: "c === 0x22",
    replacement: "true",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      'a valid body whose string values hold `[`, `{` or `\\"` is refused 400 as too deep: bodies are JSON, and what a string holds is content, not nesting (killed by hand: `--only VALID-JSON-BODY-TEXT` exits 1)',
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:80:16-80:26",
    mutator: "ConditionalExpression",
    original: "c === 0x22",
    replacement: "false",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:80:16-80:26",
    mutator: "EqualityOperator",
    original: "c === 0x22",
    replacement: "c !== 0x22",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      'a valid body whose string values hold `[`, `{` or `\\"` is refused 400 as too deep: bodies are JSON, and what a string holds is content, not nesting (killed by hand: `--only VALID-JSON-BODY-TEXT` exits 1)',
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:80:39-80:44",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    reason:
      "a string never ends for the scan, so nothing after a body's first quote is counted: deeper bodies are admitted, never a valid one refused; how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:81:16-81:26",
    mutator: "ConditionalExpression",
    original: "c === 0x22",
    replacement: "true",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:81:16-81:26",
    mutator: "ConditionalExpression",
    original: "c === 0x22",
    replacement: "false",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      'a valid body whose string values hold `[`, `{` or `\\"` is refused 400 as too deep: bodies are JSON, and what a string holds is content, not nesting (killed by hand: `--only VALID-JSON-BODY-TEXT` exits 1)',
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:81:16-81:26",
    mutator: "EqualityOperator",
    original: "c === 0x22",
    replacement: "c !== 0x22",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:81:39-81:43",
    mutator: "BooleanLiteral",
    original: "true",
    replacement: "false",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      'a valid body whose string values hold `[`, `{` or `\\"` is refused 400 as too deep: bodies are JSON, and what a string holds is content, not nesting (killed by hand: `--only VALID-JSON-BODY-TEXT` exits 1)',
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:82:14-82:38",
    mutator: "ConditionalExpression",
    original: "c === 0x5b || c === 0x7b",
    replacement: "true",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      "every character outside strings but `[` (or `{`) counts as an opener, so a valid body with more than 64 of whitespace, colons and commas is refused 400 as too deep: JSON's insignificant whitespace is no nesting (killed by hand: VALID-JSON-BODY-TEXT sends its bodies spaced)",
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:82:14-82:38",
    mutator: "ConditionalExpression",
    original: "c === 0x5b || c === 0x7b",
    replacement: "false",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:82:14-82:38",
    mutator: "LogicalOperator",
    original: "c === 0x5b || c === 0x7b",
    replacement: "c === 0x5b && c === 0x7b",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:82:14-82:24",
    mutator: "ConditionalExpression",
    original: "c === 0x5b",
    replacement: "false",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:82:14-82:24",
    mutator: "EqualityOperator",
    original: "c === 0x5b",
    replacement: "c !== 0x5b",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      "every character outside strings but `[` (or `{`) counts as an opener, so a valid body with more than 64 of whitespace, colons and commas is refused 400 as too deep: JSON's insignificant whitespace is no nesting (killed by hand: VALID-JSON-BODY-TEXT sends its bodies spaced)",
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:82:28-82:38",
    mutator: "ConditionalExpression",
    original: "c === 0x7b",
    replacement: "false",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:82:28-82:38",
    mutator: "EqualityOperator",
    original: "c === 0x7b",
    replacement: "c !== 0x7b",
    class: "a",
    clause: "D2-CONV-JSON",
    reason:
      "every character outside strings but `[` (or `{`) counts as an opener, so a valid body with more than 64 of whitespace, colons and commas is refused 400 as too deep: JSON's insignificant whitespace is no nesting (killed by hand: VALID-JSON-BODY-TEXT sends its bodies spaced)",
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:82:40-84:6",
    mutator: "BlockStatement",
    original: "{ if (++depth > max && (max = depth) > limit) return max; }",
    replacement: "{}",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:11-83:49",
    mutator: "ConditionalExpression",
    original: "++depth > max && (max = depth) > limit",
    replacement: "true",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:11-83:49",
    mutator: "ConditionalExpression",
    original: "++depth > max && (max = depth) > limit",
    replacement: "false",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:11-83:49",
    mutator: "LogicalOperator",
    original: "++depth > max && (max = depth) > limit",
    replacement: "++depth > max || (max = depth) > limit",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:11-83:24",
    mutator: "ConditionalExpression",
    original: "++depth > max",
    replacement: "true",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:11-83:24",
    mutator: "EqualityOperator",
    original: "++depth > max",
    replacement: "++depth >= max",
    class: "c",
    reason: "`max = depth` also runs when the depth equals the deepest so far: it assigns the same value",
  },
  {
    at: "server/http/body.ts:83:11-83:24",
    mutator: "EqualityOperator",
    original: "++depth > max",
    replacement: "++depth <= max",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:11-83:18",
    mutator: "UpdateOperator",
    original: "++depth",
    replacement: "--depth",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:28-83:49",
    mutator: "ConditionalExpression",
    original: "(max = depth) > limit",
    replacement: "true",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:28-83:49",
    mutator: "EqualityOperator",
    original: "(max = depth) > limit",
    replacement: "(max = depth) >= limit",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:83:28-83:49",
    mutator: "EqualityOperator",
    original: "(max = depth) > limit",
    replacement: "(max = depth) <= limit",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:84:16-84:40",
    mutator: "ConditionalExpression",
    original: "c === 0x5d || c === 0x7d",
    replacement: "true",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:84:16-84:40",
    mutator: "ConditionalExpression",
    original: "c === 0x5d || c === 0x7d",
    replacement: "false",
    class: "a",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      "`}` never closes an object, so a body holding more than 64 objects side by side is refused 400 as too deep: a task's `documents` is an array of upload objects with no stated count (killed by hand: VALID-JSON-BODY-TEXT creates a task with 65)",
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:84:16-84:40",
    mutator: "LogicalOperator",
    original: "c === 0x5d || c === 0x7d",
    replacement: "c === 0x5d && c === 0x7d",
    class: "a",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      "`}` never closes an object, so a body holding more than 64 objects side by side is refused 400 as too deep: a task's `documents` is an array of upload objects with no stated count (killed by hand: VALID-JSON-BODY-TEXT creates a task with 65)",
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:84:16-84:26",
    mutator: "ConditionalExpression",
    original: "c === 0x5d",
    replacement: "false",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "`]` never closes an array, so only a body holding more than 64 arrays in all is refused: no request shape lets a client send that many (its array fields are a handful by name; a task's `fields` hold one array per described field), so how many arrays a body may hold is left open",
  },
  {
    at: "server/http/body.ts:84:16-84:26",
    mutator: "EqualityOperator",
    original: "c === 0x5d",
    replacement: "c !== 0x5d",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:84:30-84:40",
    mutator: "ConditionalExpression",
    original: "c === 0x7d",
    replacement: "false",
    class: "a",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      "`}` never closes an object, so a body holding more than 64 objects side by side is refused 400 as too deep: a task's `documents` is an array of upload objects with no stated count (killed by hand: VALID-JSON-BODY-TEXT creates a task with 65)",
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:84:30-84:40",
    mutator: "EqualityOperator",
    original: "c === 0x7d",
    replacement: "c !== 0x7d",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:84:42-84:49",
    mutator: "UpdateOperator",
    original: "depth--",
    replacement: "depth++",
    class: "a",
    clause: "D1-SHAPE-CREATE-TASK",
    reason:
      "`}` never closes an object, so a body holding more than 64 objects side by side is refused 400 as too deep: a task's `documents` is an array of upload objects with no stated count (killed by hand: VALID-JSON-BODY-TEXT creates a task with 65)",
    rule: "VALID-JSON-BODY-TEXT",
  },
  {
    at: "server/http/body.ts:90:7-90:54",
    mutator: "ConditionalExpression",
    original: "jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH",
    replacement: "false",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:90:7-90:54",
    mutator: "EqualityOperator",
    original: "jsonDepth(buf, MAX_JSON_DEPTH) > MAX_JSON_DEPTH",
    replacement: "jsonDepth(buf, MAX_JSON_DEPTH) >= MAX_JSON_DEPTH",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/client-error.ts:34:80-63:2",
    mutator: "BlockStatement",
    original:
      '{ http.on("clientError", (err: NodeJS.ErrnoException, socket: Duplex) => { // Nothing to answer on a reset or closed socket, nor once an answer has started (its headers // are on the wire: a second status line would garble it). const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage; if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) { socket.destroy(); return; } const { status, headers, body } = errorResponse(state, clientErrorRefusal(err)); const head = Object.entries({ ...headers, connection: "close" }) .map(([k, v]) => `${k}: ${v}\\r\\n`) .join(""); socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\\r\\n${head}\\r\\n${body}`); }); // Without a listener node:http answers an unknown `Expect` with a bare 417. http.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => { const { status, headers, body } = errorResponse( state, new ApiError( 417, "expectation_failed", `Expect: ${String(req.headers.expect).slice(0, 100)} is not supported (only 100-continue)`, ), ); req.resume(); res.writeHead(status, { ...headers, connection: "close" }); res.end(body); }); }',
    replacement: "{}",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:35:11-35:24",
    mutator: "StringLiteral",
    original: '"clientError"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:50:11-50:29",
    mutator: "StringLiteral",
    original: '"checkExpectation"',
    replacement: '""',
    class: "b",
    reason:
      "an `Expect` other than 100-continue gets node:http's bare 417 instead of one with the envelope, or its message changes: node refuses it before routing, and an expectation is HTTP's, not an operation's input the documents state",
  },
  {
    at: "server/http/query.ts:17:7-17:20",
    mutator: "ConditionalExpression",
    original: 'search === ""',
    replacement: "false",
    class: "c",
    reason:
      "an empty query string goes through the loop: its one part is empty and skipped, leaving the same empty table",
  },
  {
    at: "server/http/query.ts:17:18-17:20",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "c",
    reason:
      "an empty query string goes through the loop: its one part is empty and skipped, leaving the same empty table",
  },
  {
    at: "server/http/query.ts:20:9-20:20",
    mutator: "ConditionalExpression",
    original: 'part === ""',
    replacement: "false",
    class: "c",
    reason:
      'an empty part (`&&`, a trailing `&`) becomes a parameter named "": like every unknown query parameter it is ignored',
  },
  {
    at: "server/http/query.ts:20:18-20:20",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "c",
    reason:
      'an empty part (`&&`, a trailing `&`) becomes a parameter named "": like every unknown query parameter it is ignored',
  },
  {
    at: "server/http/query.ts:22:21-22:30",
    mutator: "ConditionalExpression",
    original: "eq === -1",
    replacement: "false",
    class: "b",
    reason:
      "a query parameter sent without `=` (a bare name): the documents' parameters are name=value pairs; what a bare name means is not stated",
  },
  {
    at: "server/http/query.ts:22:28-22:30",
    mutator: "UnaryOperator",
    original: "-1",
    replacement: "+1",
    class: "b",
    clause: "D2-REPOS-AVAILABLE-QUERY",
    reason:
      "a one-letter name (`q` of GET /repos/available, the only one) loses its value or is read with it as its name, so `q` reads as omitted: which rows a search or point read returns is not checkable (rows' fields not shown), and otherwise query parameter sent without `=` (a bare name): the documents' parameters are name=value pairs; what a bare name means is not stated",
  },
  {
    at: "server/http/query.ts:23:22-23:31",
    mutator: "ConditionalExpression",
    original: "eq === -1",
    replacement: "false",
    class: "b",
    reason:
      "a query parameter sent without `=` (a bare name): the documents' parameters are name=value pairs; what a bare name means is not stated",
  },
  {
    at: "server/http/query.ts:23:29-23:31",
    mutator: "UnaryOperator",
    original: "-1",
    replacement: "+1",
    class: "b",
    clause: "D2-REPOS-AVAILABLE-QUERY",
    reason:
      "a one-letter name (`q` of GET /repos/available, the only one) loses its value or is read with it as its name, so `q` reads as omitted: which rows a search or point read returns is not checkable (rows' fields not shown), and otherwise query parameter sent without `=` (a bare name): the documents' parameters are name=value pairs; what a bare name means is not stated",
  },
  {
    at: "server/http/query.ts:26:9-26:40",
    mutator: "ConditionalExpression",
    original: "name === null || value === null",
    replacement: "false",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:26:9-26:40",
    mutator: "LogicalOperator",
    original: "name === null || value === null",
    replacement: "name === null && value === null",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:26:9-26:22",
    mutator: "ConditionalExpression",
    original: "name === null",
    replacement: "false",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:26:26-26:40",
    mutator: "ConditionalExpression",
    original: "value === null",
    replacement: "false",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:31:19-31:37",
    mutator: "ConditionalExpression",
    original: "prev === undefined",
    replacement: "true",
    class: "b",
    reason:
      "a query parameter repeated (`?status=a&status=b`): the documents state no form for repetition (no parameter is an array)",
  },
  {
    at: "server/http/query.ts:33:7-33:17",
    mutator: "ConditionalExpression",
    original: "bad.length",
    replacement: "false",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:43:29-43:32",
    mutator: "StringLiteral",
    original: '"+"',
    replacement: '""',
    class: "b",
    reason:
      "a `+` in a query component reads as nothing instead of a space: whether `+` is a space (form encoding) or itself (RFC 3986) is not stated, and the suite sends a space as `%20`, a space under either reading",
  },
  {
    at: "server/http/query.ts:43:53-43:56",
    mutator: "StringLiteral",
    original: '" "',
    replacement: '""',
    class: "b",
    reason:
      "a `+` in a query component reads as nothing instead of a space: whether `+` is a space (form encoding) or itself (RFC 3986) is not stated, and the suite sends a space as `%20`, a space under either reading",
  },
  {
    at: "server/http/query.ts:44:7-44:28",
    mutator: "BooleanLiteral",
    original: '!spaced.includes("%")',
    replacement: 'spaced.includes("%")',
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "a percent-encoded query value is read undecoded (`a%3Ab` stays as sent): a filter value holding a character the client must encode names nothing (killed by hand: PAGE-FILTER-DEBUG-LLM-CALLS sends `contains` around a `[` or `:` of a body and requires the call it was read off listed)",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS",
  },
  {
    at: "server/http/query.ts:44:7-44:28",
    mutator: "ConditionalExpression",
    original: '!spaced.includes("%")',
    replacement: "true",
    class: "a",
    clause: "D2-DEBUG-LLM-CALLS-FILTERS",
    reason:
      "a percent-encoded query value is read undecoded (`a%3Ab` stays as sent): a filter value holding a character the client must encode names nothing (killed by hand: PAGE-FILTER-DEBUG-LLM-CALLS sends `contains` around a `[` or `:` of a body and requires the call it was read off listed)",
    rule: "PAGE-FILTER-DEBUG-LLM-CALLS",
  },
  {
    at: "server/http/query.ts:44:7-44:28",
    mutator: "ConditionalExpression",
    original: '!spaced.includes("%")',
    replacement: "false",
    class: "c",
    reason:
      "every component goes through decodeURIComponent: one without `%` decodes to itself, so the value is the same",
  },
  {
    at: "server/http/query.ts:44:24-44:27",
    mutator: "StringLiteral",
    original: '"%"',
    replacement: '""',
    class: "c",
    reason:
      "every component goes through decodeURIComponent: one without `%` decodes to itself, so the value is the same",
  },
  {
    at: "server/http/authenticate.ts:41:72-41:86",
    mutator: "StringLiteral",
    original: '"unauthorized"',
    replacement: '""',
    class: "c",
    reason:
      "a key whose workspace is gone: no operation removes a workspace, so every key's workspace exists and this refusal never answers",
  },
  {
    at: "server/http/authenticate.ts:41:88-41:116",
    mutator: "StringLiteral",
    original: '"unknown or revoked API key"',
    replacement: '""',
    class: "c",
    reason:
      "a key whose workspace is gone: no operation removes a workspace, so every key's workspace exists and this refusal never answers",
  },
  {
    at: "server/http/body.ts:35:16-38:8",
    mutator: "BlockStatement",
    original: "{ chunks.length = 0; reject(err); }",
    replacement: "{}",
    class: "b",
    reason:
      "a refused body is neither dropped nor rejected: the request waits on a body that never settles; only a body past the limit or cut off gets there: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:48:22-48:69",
    mutator: "StringLiteral",
    original: '"the request body ended before it was complete"',
    replacement: '""',
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:48:71-48:113",
    mutator: "ArrayDeclaration",
    original: '[{ path: "/body", message: "incomplete" }]',
    replacement: "[]",
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:48:72-48:112",
    mutator: "ObjectLiteral",
    original: '{ path: "/body", message: "incomplete" }',
    replacement: "{}",
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:48:80-48:87",
    mutator: "StringLiteral",
    original: '"/body"',
    replacement: '""',
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:48:98-48:110",
    mutator: "StringLiteral",
    original: '"incomplete"',
    replacement: '""',
    class: "b",
    reason:
      "a body cut off by the client (the connection ended or reset before content-length was met) is never refused, or a complete body is refused as cut off when its request closes after it settled: the documents state nothing of HTTP framing, and the client that cut a body off is gone",
  },
  {
    at: "server/http/body.ts:56:49-58:2",
    mutator: "BlockStatement",
    original: '{ return new ApiError(413, "payload_too_large", `request body exceeds ${max} bytes`); }',
    replacement: "{}",
    class: "b",
    reason:
      "the 413's refusal emptied or its code and message blank: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:57:28-57:47",
    mutator: "StringLiteral",
    original: '"payload_too_large"',
    replacement: '""',
    class: "b",
    reason:
      "the 413's refusal emptied or its code and message blank: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:57:49-57:84",
    mutator: "StringLiteral",
    original: "`request body exceeds ${max} bytes`",
    replacement: "``",
    class: "b",
    reason:
      "the 413's refusal emptied or its code and message blank: doc 2 Limits states no request-body size (its figure and its refusal are the deployment's)",
  },
  {
    at: "server/http/body.ts:62:23-62:28",
    mutator: "BooleanLiteral",
    original: "false",
    replacement: "true",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "a body sent without Content-Type is parsed as JSON instead of refused 415: bodies are JSON, and the documents do not say a body must declare it, nor that one which does not is refused",
  },
  {
    at: "server/http/body.ts:64:42-64:99",
    mutator: "ConditionalExpression",
    original: 'type.startsWith("application/") && type.endsWith("+json")',
    replacement: "false",
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "which `application/*+json` media types are taken as JSON changes: the documents say bodies are JSON, not which media type names declare it (the suite sends `application/json`)",
  },
  {
    at: "server/http/body.ts:64:42-64:99",
    mutator: "LogicalOperator",
    original: 'type.startsWith("application/") && type.endsWith("+json")',
    replacement: 'type.startsWith("application/") || type.endsWith("+json")',
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "which `application/*+json` media types are taken as JSON changes: the documents say bodies are JSON, not which media type names declare it (the suite sends `application/json`)",
  },
  {
    at: "server/http/body.ts:64:42-64:73",
    mutator: "MethodExpression",
    original: 'type.startsWith("application/")',
    replacement: 'type.endsWith("application/")',
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "which `application/*+json` media types are taken as JSON changes: the documents say bodies are JSON, not which media type names declare it (the suite sends `application/json`)",
  },
  {
    at: "server/http/body.ts:64:58-64:72",
    mutator: "StringLiteral",
    original: '"application/"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "which `application/*+json` media types are taken as JSON changes: the documents say bodies are JSON, not which media type names declare it (the suite sends `application/json`)",
  },
  {
    at: "server/http/body.ts:64:77-64:99",
    mutator: "MethodExpression",
    original: 'type.endsWith("+json")',
    replacement: 'type.startsWith("+json")',
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "which `application/*+json` media types are taken as JSON changes: the documents say bodies are JSON, not which media type names declare it (the suite sends `application/json`)",
  },
  {
    at: "server/http/body.ts:64:91-64:98",
    mutator: "StringLiteral",
    original: '"+json"',
    replacement: '""',
    class: "b",
    clause: "D2-CONV-JSON",
    reason:
      "which `application/*+json` media types are taken as JSON changes: the documents say bodies are JSON, not which media type names declare it (the suite sends `application/json`)",
  },
  {
    at: "server/http/body.ts:90:56-94:4",
    mutator: "BlockStatement",
    original:
      '{ throw invalid(`request body nests deeper than ${MAX_JSON_DEPTH} levels`, [ { path: "/body", message: `nesting deeper than ${MAX_JSON_DEPTH}` }, ]); }',
    replacement: "{}",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:91:19-91:76",
    mutator: "StringLiteral",
    original: "`request body nests deeper than ${MAX_JSON_DEPTH} levels`",
    replacement: "``",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:91:78-93:6",
    mutator: "ArrayDeclaration",
    original: '[ { path: "/body", message: `nesting deeper than ${MAX_JSON_DEPTH}` }, ]',
    replacement: "[]",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:92:7-92:74",
    mutator: "ObjectLiteral",
    original: '{ path: "/body", message: `nesting deeper than ${MAX_JSON_DEPTH}` }',
    replacement: "{}",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:92:15-92:22",
    mutator: "StringLiteral",
    original: '"/body"',
    replacement: '""',
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:92:33-92:72",
    mutator: "StringLiteral",
    original: "`nesting deeper than ${MAX_JSON_DEPTH}`",
    replacement: "``",
    class: "b",
    reason:
      "the nesting limit moves (deeper bodies admitted, or one exactly at 64 refused): how deep a JSON body may nest is not stated (MAX_JSON_DEPTH is a reference choice)",
  },
  {
    at: "server/http/body.ts:97:15-101:4",
    mutator: "BlockStatement",
    original:
      '{ throw invalid(`request body is not valid JSON: ${(e as Error).message}`, [ { path: "/body", message: "malformed JSON" }, ]); }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "a body that is not JSON is refused by the body's validator instead (the same 400 `invalid_request`), or its message and issues change: only the message and issues differ, and their text is not stated",
  },
  {
    at: "server/http/body.ts:98:19-98:76",
    mutator: "StringLiteral",
    original: "`request body is not valid JSON: ${(e as Error).message}`",
    replacement: "``",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "a body that is not JSON is refused by the body's validator instead (the same 400 `invalid_request`), or its message and issues change: only the message and issues differ, and their text is not stated",
  },
  {
    at: "server/http/body.ts:98:78-100:6",
    mutator: "ArrayDeclaration",
    original: '[ { path: "/body", message: "malformed JSON" }, ]',
    replacement: "[]",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "a body that is not JSON is refused by the body's validator instead (the same 400 `invalid_request`), or its message and issues change: only the message and issues differ, and their text is not stated",
  },
  {
    at: "server/http/body.ts:99:7-99:51",
    mutator: "ObjectLiteral",
    original: '{ path: "/body", message: "malformed JSON" }',
    replacement: "{}",
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "a body that is not JSON is refused by the body's validator instead (the same 400 `invalid_request`), or its message and issues change: only the message and issues differ, and their text is not stated",
  },
  {
    at: "server/http/body.ts:99:15-99:22",
    mutator: "StringLiteral",
    original: '"/body"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "a body that is not JSON is refused by the body's validator instead (the same 400 `invalid_request`), or its message and issues change: only the message and issues differ, and their text is not stated",
  },
  {
    at: "server/http/body.ts:99:33-99:49",
    mutator: "StringLiteral",
    original: '"malformed JSON"',
    replacement: '""',
    class: "b",
    clause: "D2-ERR-ENVELOPE",
    reason:
      "a body that is not JSON is refused by the body's validator instead (the same 400 `invalid_request`), or its message and issues change: only the message and issues differ, and their text is not stated",
  },
  {
    at: "server/http/client-error.ts:16:74-31:2",
    mutator: "BlockStatement",
    original:
      '{ switch (err.code) { case "HPE_HEADER_OVERFLOW": return new ApiError( 431, "request_header_fields_too_large", "the request line and headers exceed the server\'s 16 KiB limit", ); case "ERR_HTTP_REQUEST_TIMEOUT": return new ApiError(408, "request_timeout", "the request did not arrive in time"); default: return invalid(`the request is not valid HTTP/1.1 (${err.code ?? "parse error"})`, [ { path: "", message: String(err.code ?? err.message) }, ]); } }',
    replacement: "{}",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:18:5-23:9",
    mutator: "ConditionalExpression",
    original:
      'case "HPE_HEADER_OVERFLOW": return new ApiError( 431, "request_header_fields_too_large", "the request line and headers exceed the server\'s 16 KiB limit", );',
    replacement: 'case "HPE_HEADER_OVERFLOW":',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:18:10-18:31",
    mutator: "StringLiteral",
    original: '"HPE_HEADER_OVERFLOW"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:21:9-21:42",
    mutator: "StringLiteral",
    original: '"request_header_fields_too_large"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:22:9-22:72",
    mutator: "StringLiteral",
    original: '"the request line and headers exceed the server\'s 16 KiB limit"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:24:5-25:89",
    mutator: "ConditionalExpression",
    original:
      'case "ERR_HTTP_REQUEST_TIMEOUT": return new ApiError(408, "request_timeout", "the request did not arrive in time");',
    replacement: 'case "ERR_HTTP_REQUEST_TIMEOUT":',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:24:10-24:36",
    mutator: "StringLiteral",
    original: '"ERR_HTTP_REQUEST_TIMEOUT"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:25:32-25:49",
    mutator: "StringLiteral",
    original: '"request_timeout"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:25:51-25:87",
    mutator: "StringLiteral",
    original: '"the request did not arrive in time"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:26:5-29:10",
    mutator: "ConditionalExpression",
    original:
      'default: return invalid(`the request is not valid HTTP/1.1 (${err.code ?? "parse error"})`, [ { path: "", message: String(err.code ?? err.message) }, ]);',
    replacement: "default:",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:27:22-27:88",
    mutator: "StringLiteral",
    original: '`the request is not valid HTTP/1.1 (${err.code ?? "parse error"})`',
    replacement: "``",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:27:60-27:85",
    mutator: "LogicalOperator",
    original: 'err.code ?? "parse error"',
    replacement: 'err.code && "parse error"',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:27:72-27:85",
    mutator: "StringLiteral",
    original: '"parse error"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:27:90-29:8",
    mutator: "ArrayDeclaration",
    original: '[ { path: "", message: String(err.code ?? err.message) }, ]',
    replacement: "[]",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:28:9-28:63",
    mutator: "ObjectLiteral",
    original: '{ path: "", message: String(err.code ?? err.message) }',
    replacement: "{}",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:28:17-28:19",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:28:37-28:60",
    mutator: "LogicalOperator",
    original: "err.code ?? err.message",
    replacement: "err.code && err.message",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:35:74-48:4",
    mutator: "BlockStatement",
    original:
      '{ // Nothing to answer on a reset or closed socket, nor once an answer has started (its headers // are on the wire: a second status line would garble it). const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage; if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) { socket.destroy(); return; } const { status, headers, body } = errorResponse(state, clientErrorRefusal(err)); const head = Object.entries({ ...headers, connection: "close" }) .map(([k, v]) => `${k}: ${v}\\r\\n`) .join(""); socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\\r\\n${head}\\r\\n${body}`); }',
    replacement: "{}",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:9-39:79",
    mutator: "ConditionalExpression",
    original: 'err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent',
    replacement: "true",
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:9-39:79",
    mutator: "ConditionalExpression",
    original: 'err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent',
    replacement: "false",
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:9-39:79",
    mutator: "LogicalOperator",
    original: 'err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent',
    replacement: '(err.code === "ECONNRESET" || !socket.writable) && inFlight?.headersSent',
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:9-39:54",
    mutator: "ConditionalExpression",
    original: 'err.code === "ECONNRESET" || !socket.writable',
    replacement: "false",
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:9-39:54",
    mutator: "LogicalOperator",
    original: 'err.code === "ECONNRESET" || !socket.writable',
    replacement: 'err.code === "ECONNRESET" && !socket.writable',
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:9-39:34",
    mutator: "ConditionalExpression",
    original: 'err.code === "ECONNRESET"',
    replacement: "false",
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:9-39:34",
    mutator: "EqualityOperator",
    original: 'err.code === "ECONNRESET"',
    replacement: 'err.code !== "ECONNRESET"',
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:22-39:34",
    mutator: "StringLiteral",
    original: '"ECONNRESET"',
    replacement: '""',
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:38-39:54",
    mutator: "BooleanLiteral",
    original: "!socket.writable",
    replacement: "socket.writable",
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:58-39:79",
    mutator: "OptionalChaining",
    original: "inFlight?.headersSent",
    replacement: "inFlight.headersSent",
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:39:81-42:6",
    mutator: "BlockStatement",
    original: "{ socket.destroy(); return; }",
    replacement: "{}",
    class: "b",
    reason:
      "which unparsable requests get an answer and which a bare close (a reset socket, one already answering): a request node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:44:33-44:68",
    mutator: "ObjectLiteral",
    original: '{ ...headers, connection: "close" }',
    replacement: "{}",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:44:59-44:66",
    mutator: "StringLiteral",
    original: '"close"',
    replacement: '""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:45:12-45:40",
    mutator: "ArrowFunction",
    original: "([k, v]) => `${k}: ${v}\\r\\n`",
    replacement: "() => undefined",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:45:24-45:40",
    mutator: "StringLiteral",
    original: "`${k}: ${v}\\r\\n`",
    replacement: "``",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:46:13-46:15",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:47:16-47:88",
    mutator: "StringLiteral",
    original: '`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\\r\\n${head}\\r\\n${body}`',
    replacement: "``",
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:47:38-47:64",
    mutator: "LogicalOperator",
    original: 'STATUS_CODES[status] ?? ""',
    replacement: 'STATUS_CODES[status] && ""',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:47:62-47:64",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "the refusal of such a request: node:http cannot parse (bad framing, oversized head, a timeout) addresses no operation: the documents state nothing of HTTP framing, and the in-process run never sends one",
  },
  {
    at: "server/http/client-error.ts:50:78-62:4",
    mutator: "BlockStatement",
    original:
      '{ const { status, headers, body } = errorResponse( state, new ApiError( 417, "expectation_failed", `Expect: ${String(req.headers.expect).slice(0, 100)} is not supported (only 100-continue)`, ), ); req.resume(); res.writeHead(status, { ...headers, connection: "close" }); res.end(body); }',
    replacement: "{}",
    class: "b",
    reason:
      "an `Expect` other than 100-continue gets node:http's bare 417 instead of one with the envelope, or its message changes: node refuses it before routing, and an expectation is HTTP's, not an operation's input the documents state",
  },
  {
    at: "server/http/client-error.ts:55:9-55:29",
    mutator: "StringLiteral",
    original: '"expectation_failed"',
    replacement: '""',
    class: "b",
    reason:
      "an `Expect` other than 100-continue gets node:http's bare 417 instead of one with the envelope, or its message changes: node refuses it before routing, and an expectation is HTTP's, not an operation's input the documents state",
  },
  {
    at: "server/http/client-error.ts:56:9-56:99",
    mutator: "StringLiteral",
    original: "`Expect: ${String(req.headers.expect).slice(0, 100)} is not supported (only 100-continue)`",
    replacement: "``",
    class: "b",
    reason:
      "an `Expect` other than 100-continue gets node:http's bare 417 instead of one with the envelope, or its message changes: node refuses it before routing, and an expectation is HTTP's, not an operation's input the documents state",
  },
  {
    at: "server/http/client-error.ts:56:20-56:60",
    mutator: "MethodExpression",
    original: "String(req.headers.expect).slice(0, 100)",
    replacement: "String(req.headers.expect)",
    class: "b",
    reason:
      "an `Expect` other than 100-continue gets node:http's bare 417 instead of one with the envelope, or its message changes: node refuses it before routing, and an expectation is HTTP's, not an operation's input the documents state",
  },
  {
    at: "server/http/client-error.ts:60:27-60:62",
    mutator: "ObjectLiteral",
    original: '{ ...headers, connection: "close" }',
    replacement: "{}",
    class: "b",
    reason:
      "an `Expect` other than 100-continue gets node:http's bare 417 instead of one with the envelope, or its message changes: node refuses it before routing, and an expectation is HTTP's, not an operation's input the documents state",
  },
  {
    at: "server/http/client-error.ts:60:53-60:60",
    mutator: "StringLiteral",
    original: '"close"',
    replacement: '""',
    class: "b",
    reason:
      "an `Expect` other than 100-continue gets node:http's bare 417 instead of one with the envelope, or its message changes: node refuses it before routing, and an expectation is HTTP's, not an operation's input the documents state",
  },
  {
    at: "server/http/query.ts:23:34-23:36",
    mutator: "StringLiteral",
    original: '""',
    replacement: '"Stryker was here!"',
    class: "b",
    reason:
      "a query parameter sent without `=` (a bare name): the documents' parameters are name=value pairs; what a bare name means is not stated",
  },
  {
    at: "server/http/query.ts:26:42-29:6",
    mutator: "BlockStatement",
    original: "{ bad.push(part); continue; }",
    replacement: "{}",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:31:70-31:86",
    mutator: "ArrayDeclaration",
    original: "[...prev, value]",
    replacement: "[]",
    class: "b",
    reason:
      "a query parameter repeated (`?status=a&status=b`): the documents state no form for repetition (no parameter is an array)",
  },
  {
    at: "server/http/query.ts:31:89-31:102",
    mutator: "ArrayDeclaration",
    original: "[prev, value]",
    replacement: "[]",
    class: "b",
    reason:
      "a query parameter repeated (`?status=a&status=b`): the documents state no form for repetition (no parameter is an array)",
  },
  {
    at: "server/http/query.ts:33:19-38:4",
    mutator: "BlockStatement",
    original:
      '{ throw invalid( "malformed percent-encoding in the query string", bad.slice(0, 10).map((p) => ({ path: "/query", message: `does not decode as UTF-8: ${p.slice(0, 100)}` })), ); }',
    replacement: "{}",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:35:7-35:55",
    mutator: "StringLiteral",
    original: '"malformed percent-encoding in the query string"',
    replacement: '""',
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:36:7-36:23",
    mutator: "MethodExpression",
    original: "bad.slice(0, 10)",
    replacement: "bad",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:36:28-36:112",
    mutator: "ArrowFunction",
    original: '(p) => ({ path: "/query", message: `does not decode as UTF-8: ${p.slice(0, 100)}` })',
    replacement: "() => undefined",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:36:36-36:111",
    mutator: "ObjectLiteral",
    original: '{ path: "/query", message: `does not decode as UTF-8: ${p.slice(0, 100)}` }',
    replacement: "{}",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:36:44-36:52",
    mutator: "StringLiteral",
    original: '"/query"',
    replacement: '""',
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:36:63-36:109",
    mutator: "StringLiteral",
    original: "`does not decode as UTF-8: ${p.slice(0, 100)}`",
    replacement: "``",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:36:92-36:107",
    mutator: "MethodExpression",
    original: "p.slice(0, 100)",
    replacement: "p",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
  {
    at: "server/http/query.ts:47:11-49:4",
    mutator: "BlockStatement",
    original: "{ return null; }",
    replacement: "{}",
    class: "b",
    reason:
      "a query component whose percent-encoding does not decode (`%E0`, a lone `%`): the documents state no query-string grammar; a known parameter is still refused by its validator, an unknown one ignored like any other",
  },
];
