/**
 * What a fault's `install(layer)` is handed: the layer of one server (server/http/layer.ts), shared
 * with the variants. Named here so that each fault file imports its vocabulary from its own folder.
 */
import type { ServerLayer } from "../http/layer.ts";

export type { Around } from "../http/layer.ts";
export type { BehaviourLookup, BehaviourName, Behaviours } from "../state/behaviours.ts";

/** The layer a fault is installed into. */
export type FaultLayer = ServerLayer;
