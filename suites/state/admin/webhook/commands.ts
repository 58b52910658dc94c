/** The commands arbitrary of the webhook endpoint (model.ts): PUT bodies are random subsets of the fields. */
import fc from "fast-check";
import { DeleteHookCommand } from "./commands/delete.ts";
import { GetHookCommand } from "./commands/get.ts";
import { ListHooksCommand } from "./commands/list.ts";
import { PutHookCommand } from "./commands/put.ts";
import type { HookModel, HookReal } from "./model.ts";

type Cmd = fc.AsyncCommand<HookModel, HookReal>;

export function hookCommands(enums: {
  types: string[];
  runEvents: string[];
  alertEvents: string[];
}): fc.Arbitrary<Cmd>[] {
  const body = fc.record(
    {
      url: fc.constantFrom("https://hooks.example.com/conformance-a", "https://hooks.example.com/conformance-b"),
      name: fc.constantFrom("conformance hook", "conformance hook renamed", "c"),
      // never switched on: deliveries of the workspace's notifications must not go to the suite's endpoint
      enabled: fc.constant(false),
      types: fc.subarray(enums.types, { maxLength: 4 }),
      runEvents: fc.subarray(enums.runEvents),
      alertEvents: fc.subarray(enums.alertEvents),
      secret: fc.constantFrom("conformance-secret-0001", "conformance-secret-0002-rotated"),
    },
    { requiredKeys: [] },
  );
  return [
    body.map((b): Cmd => new PutHookCommand(b)),
    body.map((b): Cmd => new PutHookCommand(b)),
    fc.constant<Cmd>(new GetHookCommand()),
    fc.constant<Cmd>(new ListHooksCommand()),
    fc.constant<Cmd>(new DeleteHookCommand()),
  ];
}

/** The documents' path: register, edit one field at a time (the rest kept), delete twice, a first PUT without url. */
export function hookScripts(): Cmd[][] {
  return [
    [
      new PutHookCommand({
        url: "https://hooks.example.com/conformance-a",
        name: "conformance hook",
        types: ["ci_failed", "test_failed"],
        runEvents: ["run.failed"],
        alertEvents: ["platform_health.firing"],
        secret: "conformance-secret-0001",
      }),
      new PutHookCommand({ enabled: false }),
      new GetHookCommand(),
      new PutHookCommand({ name: "conformance hook renamed" }),
      new PutHookCommand({ types: [] }),
      new ListHooksCommand(),
      new DeleteHookCommand(),
      new GetHookCommand(),
      new DeleteHookCommand(),
      new PutHookCommand({ name: "conformance hook" }),
      new PutHookCommand({ url: "https://hooks.example.com/conformance-b" }),
      new GetHookCommand(),
    ],
  ];
}
