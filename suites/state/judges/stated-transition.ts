/**
 * The stated transitions between consecutive reads of one resource (doc 1 "States and transitions";
 * the machines as data in ../machines.ts): a trigger's answer and the reads after it show the state
 * its row leads to; a resource read in a state no row leaves is read there again; a row that
 * returns a settled resource unchanged returns it unchanged; where the machine names its state set,
 * every read is in it. One judge per machine, speaking for the
 * STATE rule that drives that machine live. A resource is one id within one workspace (ids of two
 * workspaces may coincide); where the key's workspace is not stated, within what that key reads.
 */
import { is2xx, type TrafficExchange } from "../../traffic/exchange.ts";
import { describe, fail, pass, type Judge, type Verdict } from "../../traffic/judge.ts";
import { MACHINES, type MachineRow, type ResourceRead, type StatedMachine } from "./machines.ts";
import { jsonText } from "../../../lib/json/safe.ts";

interface Known extends ResourceRead {
  x: TrafficExchange;
}

export function statedTransition(m: StatedMachine): Judge {
  return {
    rule: m.rule,
    judges: m.judges,
    start: (t) => {
      const last = new Map<string, Known>();
      const expected = new Map<string, { state: string; row: MachineRow; by: TrafficExchange }>();
      return (x) => {
        const out: Verdict[] = [];
        const ws = t.keys.workspaceOf(x.token) ?? `key ${x.token}`;
        const at = (id: string) => `${ws}\n${id}`;
        const opId = x.operation?.operationId;
        const row = opId && is2xx(x.status) ? m.rows.find((r) => r.trigger === opId) : undefined;
        const reads = m.reads(x);
        if (row && row.from === "none") {
          for (const r of reads) {
            if (row.next === null || r.state === row.next)
              out.push(pass(x, `created ${r.state}`, { covered: [row.row] }));
            else
              out.push(
                fail(
                  x,
                  `${m.machine.toLowerCase()} ${r.id} created ${jsonText(r.state)} (${describe(x)})`,
                  `${row.next} (doc 1 ${m.machine}: none → ${opId} → ${row.next})`,
                  { covered: [row.row] },
                ),
              );
          }
        } else if (row) {
          const id = x.params[m.idParam];
          const prev = id === undefined ? undefined : last.get(at(id));
          if (prev && row.from.includes(prev.state)) {
            const answered = reads.find((r) => r.id === id);
            if (
              row.keepsSettled &&
              m.settled.includes(prev.state) &&
              answered &&
              jsonText(answered.snapshot) !== jsonText(prev.snapshot)
            ) {
              out.push(
                fail(
                  x,
                  `${opId} answered ${jsonText(answered.snapshot)} for ${m.machine.toLowerCase()} ${id}, read ${jsonText(prev.snapshot)} before it (${describe(x)})`,
                  `a ${prev.state} ${m.machine.toLowerCase()} returned unchanged (doc 1 ${m.machine}: ${opId})`,
                  {
                    evidence: [prev.x, x],
                    covered: [row.row],
                  },
                ),
              );
            } else out.push(pass(x, `${opId} on a ${prev.state} ${m.machine.toLowerCase()}`, { covered: [row.row] }));
            if (row.next !== null) expected.set(at(id!), { state: row.next, row, by: x });
          }
        }
        for (const r of reads) {
          const prev = last.get(at(r.id));
          const want = expected.get(at(r.id));
          if (m.states && !m.states.includes(r.state)) {
            out.push(
              fail(
                x,
                `${m.machine.toLowerCase()} ${r.id} read ${jsonText(r.state)} (${describe(x)})`,
                `one of the ${m.machine.toLowerCase()} status set: ${m.states.join(", ")} (doc 1 State sets)`,
              ),
            );
          } else if (want && r.state !== want.state) {
            out.push(
              fail(
                x,
                `${m.machine.toLowerCase()} ${r.id} read ${jsonText(r.state)} after ${describe(want.by)} (${describe(x)})`,
                `${want.state}: doc 1 ${m.machine} ${want.row.from === "none" ? "none" : want.row.from.join("/")} → ${want.row.trigger} → ${want.state}`,
                {
                  evidence: want.by === x ? [x] : [want.by, x],
                },
              ),
            );
          } else if (!want && prev && m.settled.includes(prev.state) && r.state !== prev.state) {
            out.push(
              fail(
                x,
                `${m.machine.toLowerCase()} ${r.id} read ${jsonText(r.state)} after ${jsonText(prev.state)} (${describe(prev.x)}, then ${describe(x)})`,
                `no row of doc 1's table leads out of ${m.machine} ${jsonText(prev.state)}`,
                {
                  evidence: [prev.x, x],
                },
              ),
            );
          } else if (want && want.by !== x) out.push(pass(x, `${r.id} still ${r.state} after ${want.row.trigger}`));
          last.set(at(r.id), { ...r, x });
        }
        return out;
      };
    },
  };
}

export const statedTransitions: Judge[] = MACHINES.map(statedTransition);
