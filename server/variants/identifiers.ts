/**
 * Identifier and timestamp readings (doc 1 Notation): identifiers are strings of unspecified
 * format; timestamps are JSON numbers whose unit is not shown.
 */
import type { ServerLayer } from "../http/layer.ts";
export const variants = {
  "ids-with-colon": {
    description:
      "every id the server mints (tasks, runs, services, jobs, decision items, notifications…) has the form `<type>:<counter>`; seeded ids, key ids (part of the bearer token) and caller-chosen webhook ids are unchanged",
    clause: ["D1-NOTATION-IDS"],
    install: (layer: ServerLayer) => layer.replace("ids.style", () => "colon"),
  },
  "ids-uuid": {
    description:
      "every id the server mints is a bare UUID (`00000000-0000-4000-8000-00000000002a`), with no type prefix; seeded ids, key ids and webhook ids are unchanged",
    clause: ["D1-NOTATION-IDS"],
    install: (layer: ServerLayer) =>
      layer.replace("ids.style", (before) => (before === "underscore" ? "uuid" : before)),
  },
  "timestamps-fractional-seconds": {
    description: "timestamps are epoch seconds with a fractional part (1767225600.123); `since` is read in seconds",
    clause: ["D1-NOTATION-NUMBERS"],
    install: (layer: ServerLayer) => layer.replace("wire.timestampUnit", () => ({ whole: false })),
  },
  "timestamps-whole-seconds": {
    description:
      "timestamps are whole epoch seconds, so writes within one second share a timestamp; `since` is read in seconds",
    clause: ["D1-NOTATION-NUMBERS"],
    install: (layer: ServerLayer) => layer.replace("wire.timestampUnit", () => ({ whole: true })),
  },
} as const;
