/**
 * The documented behaviours the reference server looks up by name (`server.behaviour(name,
 * documented)`), so that a fault or a variant can replace one without the documented code naming
 * it (server/http/layer.ts). Empty here: each is declared next to the code that looks it up, by
 * interface merging —
 *   declare module "../../state/behaviours.ts" { interface Behaviours { "keys.thing": () => Scope } }
 * — and its name says which documented behaviour it is, never which fault or variant replaces it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by interface merging, see above
export interface Behaviours {}

export type BehaviourName = keyof Behaviours;

/** The documented code's side: the behaviour now in force under `name`, given the documented one. */
export type BehaviourLookup = <K extends BehaviourName>(name: K, documented: Behaviours[K]) => Behaviours[K];

/**
 * The replacements installed in one server, by name, in install order: each receives the behaviour
 * in force before it (the documented one first), to call or to ignore. Filled by the layers
 * `startServer` installs (variants, then faults) before the server state is built, since some
 * behaviours are looked up while it is built (the contract index, minted ids, the seed).
 */
export class BehaviourTable {
  private readonly replacements = new Map<BehaviourName, ((documented: never) => unknown)[]>();

  replace<K extends BehaviourName>(name: K, by: (documented: Behaviours[K]) => Behaviours[K]): void {
    const list = this.replacements.get(name) ?? [];
    list.push(by as (documented: never) => unknown);
    this.replacements.set(name, list);
  }

  /** The behaviour in force: the documented one, or what the installed replacements made of it (in order). */
  behaviour<K extends BehaviourName>(name: K, documented: Behaviours[K]): Behaviours[K] {
    const list = this.replacements.get(name);
    if (!list) return documented;
    let current: unknown = documented;
    for (const by of list) current = (by as (d: unknown) => unknown)(current);
    return current as Behaviours[K];
  }
}
