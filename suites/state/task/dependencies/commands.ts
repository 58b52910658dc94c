/** The commands arbitrary of the dependency graph (model.ts): adds weigh double, so cycles come up. */
import fc from "fast-check";
import { AddDependencyCommand } from "./commands/add.ts";
import { AddForeignDependencyCommand } from "./commands/add-foreign.ts";
import { ReadDependenciesCommand } from "./commands/read.ts";
import { RemoveDependencyCommand } from "./commands/remove.ts";
import type { GraphModel, GraphReal } from "./model.ts";

type Cmd = fc.AsyncCommand<GraphModel, GraphReal>;

export function graphCommands(n: number): fc.Arbitrary<Cmd>[] {
  const ix = fc.integer({ min: 0, max: n - 1 });
  const add = fc.tuple(ix, ix).map(([i, j]): Cmd => new AddDependencyCommand(i, j));
  return [
    add,
    add,
    fc.tuple(ix, ix).map(([i, j]): Cmd => new RemoveDependencyCommand(i, j)),
    ix.map((i): Cmd => new AddForeignDependencyCommand(i)),
    ix.map((i): Cmd => new ReadDependenciesCommand(i)),
  ];
}

/** The documents' paths: a chain, its closing edge refused, idempotent add and remove, a self-edge, a foreign task; one of two edges removed. */
export function graphScripts(): Cmd[][] {
  return [
    [
      new AddDependencyCommand(0, 1),
      new AddDependencyCommand(1, 2),
      new AddDependencyCommand(2, 0),
      new AddDependencyCommand(1, 0),
      new AddDependencyCommand(0, 1),
      new RemoveDependencyCommand(0, 1),
      new RemoveDependencyCommand(0, 1),
      new AddDependencyCommand(2, 0),
      new AddDependencyCommand(2, 2),
      new AddForeignDependencyCommand(1),
      new ReadDependenciesCommand(0),
    ],
    // Removing one of two dependencies leaves the other (a remove that emptied the list passed).
    [
      new AddDependencyCommand(0, 1),
      new AddDependencyCommand(0, 2),
      new RemoveDependencyCommand(0, 1),
      new ReadDependenciesCommand(0),
    ],
  ];
}
