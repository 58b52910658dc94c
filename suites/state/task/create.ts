/**
 * doc 1 States and transitions, Task "create": under a service frame owned by the workspace; next
 * `planned`; "ticket and documents attached if given" (doc 2 Tasks: 201 PublicTask, status `planned`).
 * PublicTask shows no ticket field, so of the attachments only the documents are observable.
 */
import type { Rule } from "../../../lib/rules/types.ts";
import { ownTask } from "../../../generators/calls/resources.ts";
import { enc, keyOf, mustRefuse, readTask } from "../kit/api.ts";
import { guarded, must } from "../kit/verdicts.ts";
import { taskDocs } from "./docs.ts";
import { peerService } from "./fixtures.ts";
import { itemsOf } from "../../../generators/calls/list-shapes.ts";
import { provokesOn } from "../../common/provokes.ts";
import { jsonText } from "../../../lib/json/safe.ts";
import { TASK_MACHINE } from "../judges/machines.ts";
import { watchMachine } from "../judges/live.ts";

export const taskCreate: Rule = {
  id: "STATE-TASK-CREATE",
  title: "A task is created planned, with the documents given attached, and only under a service of the workspace",
  level: "MUST",
  family: "STATE",
  clause:
    "doc 1 States and transitions, Task create; doc 2 Tasks (POST /services/{serviceId}/tasks: 201 PublicTask, status planned)",
  clauses: ["D2-TASKS-CREATE-PLANNED"],
  profile: "standard",
  scope: "global",
  transitions: ["TASK-CREATE"],
  provokes: provokesOn(["createServiceTask", 201]),
  check: (c) =>
    guarded(c, async () => {
      const write = keyOf(c, "write");
      // The Task machine's judge of recorded traffic reads every reply first, in its own words.
      const judged = watchMachine(c, TASK_MACHINE);
      const task = await ownTask(
        c,
        {
          title: "conformance created with documents",
          ticket: { source: "conformance", ref: `CONF-${c.seed() % 10000}` },
          documents: [
            { kind: "upload", title: "conformance note one", content: "First document attached at creation." },
            { kind: "upload", title: "conformance note two", content: "Second document attached at creation." },
          ],
          // Creating is what this rule checks: a refusal fails it (not a refused setup).
        },
        { judged: "201 PublicTask, status `planned`, documents attached (doc 2 Tasks; doc 1 Task create)" },
      );
      judged.holds();
      must(
        task.status === "planned",
        `status ${jsonText(task.status)} in the 201`,
        "`planned` (doc 1 Task create; doc 2 Tasks)",
      );
      const read = await readTask(c, task.taskId);
      judged.holds();
      must(read.status === "planned", `status ${read.status} on the next read`, "`planned` (doc 1 Task create)");
      const docs = await taskDocs(c, task.taskId);
      must(
        docs.length >= 2,
        `${docs.length} document(s) listed after creating with two`,
        "the documents given are attached (doc 1 Task create)",
      );

      let foreign = "";
      const peerSvc = await peerService(c);
      if (peerSvc) {
        const r = await c.call("POST", `/services/${enc(peerSvc)}/tasks`, {
          key: write,
          body: { title: "conformance task in another workspace" },
        });
        mustRefuse(
          r,
          "creating a task under a service of another workspace",
          "doc 1 Task create: service frame owned by the workspace",
        );
        const list = await c.call("GET", `/services/${enc(peerSvc)}/tasks`, { key: c.t.keys.peer! });
        must(list.status === 200, `${list.status} listing the peer service's tasks`, "200 (doc 2 Tasks)");
        const titles = (itemsOf(null, list.json) ?? []).map((t) => (t as { title?: string }).title);
        must(
          !titles.includes("conformance task in another workspace"),
          "the refused task listed under the other workspace's service",
          "a refusal creates nothing",
        );
        foreign = "; refused under another workspace's service";
      }
      judged.holds();
      c.cover("TASK-CREATE");
      c.pass(`created planned with both documents attached${foreign}`);
    }),
};
