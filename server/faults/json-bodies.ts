/**
 * Faults the VALID family must catch on how a body is read as JSON (doc 2 Endpoints conventions:
 * "Bodies are JSON"): a valid body refused for what its strings hold, for the whitespace around its
 * value, or for how many objects it holds side by side. Each wraps the documented parse
 * (`http.parseJson`) with a check of its own before it.
 */
import { MAX_JSON_DEPTH } from "../http/body.ts";
import { invalid } from "../state/errors.ts";
import type { FaultDef } from "./index.ts";

/** Containers opened in `text`, counted as a scan that knows no strings and no closing would count them. */
function deepestIgnoringStrings(text: string): number {
  let depth = 0;
  let max = 0;
  for (const ch of text) {
    if (ch === "[" || ch === "{") max = Math.max(max, ++depth);
    else if (ch === "]" || ch === "}") depth--;
  }
  return max;
}

function containersInAll(text: string): number {
  let n = 0;
  for (const ch of text) if (ch === "[" || ch === "{") n++;
  return n;
}

function tooDeep(): never {
  throw invalid(`request body nests deeper than ${MAX_JSON_DEPTH} levels`, [
    { path: "/body", message: `nesting deeper than ${MAX_JSON_DEPTH}` },
  ]);
}

export const faults = {
  "valid-json-brackets-in-strings": {
    family: "VALID",
    description:
      "the nesting limit counts `[` and `{` inside strings too: a valid body whose text fields hold more than 64 brackets is refused 400 as too deep",
    rules: ["VALID-JSON-BODY-TEXT"],
    install(layer) {
      layer.replace("http.parseJson", (parse) => (raw) => {
        if (deepestIgnoringStrings(raw.toString("utf8")) > MAX_JSON_DEPTH) tooDeep();
        return parse(raw);
      });
    },
  },
  "valid-json-spaced-refused": {
    family: "VALID",
    description:
      "a body with whitespace before or after its value (JSON's insignificant whitespace) is refused 400 as not JSON",
    rules: ["VALID-JSON-BODY-TEXT"],
    install(layer) {
      layer.replace("http.parseJson", (parse) => (raw) => {
        const text = raw.toString("utf8");
        if (text.trim() !== text)
          throw invalid("request body is not valid JSON", [{ path: "/body", message: "malformed JSON" }]);
        return parse(raw);
      });
    },
  },
  "valid-json-siblings-as-depth": {
    family: "VALID",
    description:
      "the nesting limit counts every object and array opened, never one closed: a task created with 65 upload documents is refused 400 as too deep",
    rules: ["VALID-JSON-BODY-TEXT"],
    install(layer) {
      layer.replace("http.parseJson", (parse) => (raw) => {
        const body = parse(raw);
        // Counted on the text the documented parse admitted, so brackets inside strings are not among them.
        if (containersInAll(JSON.stringify(body).replace(/"(?:[^"\\]|\\.)*"/g, '""')) > MAX_JSON_DEPTH) tooDeep();
        return body;
      });
    },
  },
} as const satisfies Record<string, FaultDef>;
