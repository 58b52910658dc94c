import type fc from "fast-check";
import { readEntry } from "../entries.ts";
import type { AckModel, AckReal } from "../model.ts";
import { mustMatchAck } from "./ack.ts";

export class ReadEntryCommand implements fc.AsyncCommand<AckModel, AckReal> {
  check(): boolean {
    return true;
  }
  async run(m: AckModel, real: AckReal): Promise<void> {
    mustMatchAck(m, await readEntry(real.c, real.entryId), "on a read");
  }
  toString(): string {
    return "read(entry)";
  }
}
