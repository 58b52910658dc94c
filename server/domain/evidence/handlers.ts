import type { HandlerTable } from "../../http/context.ts";

export const handlers: HandlerTable = {};
