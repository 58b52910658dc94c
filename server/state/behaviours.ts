/**
 * The documented behaviours the reference server looks up by name (`server.behaviour(name,
 * documented)`), so that a fault of the catalogue can replace one without the documented code
 * naming any fault (server/faults/layer.ts). Empty here: each is declared next to the code that
 * looks it up, by interface merging —
 *   declare module "../../state/behaviours.ts" { interface Behaviours { "keys.thing": () => Scope } }
 * — and its name says which documented behaviour it is, never which fault replaces it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by interface merging, see above
export interface Behaviours {}

export type BehaviourName = keyof Behaviours;
