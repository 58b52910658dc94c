/**
 * Matches concrete request paths against the contract's path templates. One segment trie, built
 * once from the templates; a literal segment wins over a parameter at the same depth, so
 * `/repos/available` is never read as `/repos/{owner}`. The server routes with it and the suite
 * uses it to name the operation behind a URL, so the two can never disagree.
 */
export interface PathMatch<T> {
  template: string;
  params: Record<string, string>;
  /** Everything registered under the template, keyed by method. */
  routes: ReadonlyMap<string, T>;
}

interface Node<T> {
  literal: Map<string, Node<T>>;
  param?: { name: string; node: Node<T> };
  template?: string;
  routes?: Map<string, T>;
}

function newNode<T>(): Node<T> {
  return { literal: new Map() };
}

export class PathMatcher<T> {
  private readonly root: Node<T> = newNode();

  add(template: string, method: string, value: T): void {
    let node = this.root;
    for (const seg of splitPath(template)) {
      const m = /^\{([^}]+)\}$/.exec(seg);
      if (m) {
        if (node.param && node.param.name !== m[1]) {
          throw new Error(`path ${template}: parameter {${m[1]}} clashes with {${node.param.name}} at the same depth`);
        }
        node.param ??= { name: m[1], node: newNode() };
        node = node.param.node;
      } else {
        let next = node.literal.get(seg);
        if (!next) node.literal.set(seg, (next = newNode()));
        node = next;
      }
    }
    node.template = template;
    node.routes ??= new Map();
    if (node.routes.has(method)) throw new Error(`${method} ${template} registered twice`);
    node.routes.set(method, value);
  }

  /**
   * The template matching `path` (no query string), or null. Percent-encoded segments are decoded;
   * a segment that does not decode never matches a parameter.
   */
  match(path: string): PathMatch<T> | null {
    const segs = splitPath(path);
    const params: Record<string, string> = {};
    const found = this.walk(this.root, segs, 0, params);
    if (!found?.template || !found.routes) return null;
    return { template: found.template, params, routes: found.routes };
  }

  private walk(node: Node<T>, segs: string[], i: number, params: Record<string, string>): Node<T> | null {
    if (i === segs.length) return node.routes ? node : null;
    const seg = segs[i];
    const lit = node.literal.get(seg);
    if (lit) {
      const r = this.walk(lit, segs, i + 1, params);
      if (r) return r;
    }
    if (node.param && seg.length > 0) {
      let value: string;
      try {
        value = decodeURIComponent(seg);
      } catch {
        return null;
      }
      const r = this.walk(node.param.node, segs, i + 1, params);
      if (r) {
        params[node.param.name] = value;
        return r;
      }
    }
    return null;
  }
}

function splitPath(path: string): string[] {
  const trimmed = path.startsWith("/") ? path.slice(1) : path;
  return trimmed === "" ? [] : trimmed.split("/");
}

/** Fills a template with values, percent-encoding each (the suite's side of the matcher). */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for path parameter {${name}} of ${template}`);
    return encodeURIComponent(v);
  });
}
