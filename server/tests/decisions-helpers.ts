/**
 * Shared by the decisions tests: start a task on the seeded pipeline that parks on one decision
 * kind, poll the decision list until the run parks, answer routes and check every body against the
 * contract (200 PublicDecisionList, or the error envelope), and check that a refusal changed nothing.
 */
import { expect } from "vitest";
import { ContractValidators, contractIndex } from "../../lib/contract/index.ts";
import type { TestServer, ApiResponse } from "./harness.ts";

export const v = new ContractValidators(contractIndex());

export function expectValid(operationId: string, status: number, body: unknown): void {
  const check = v.response(operationId, status)!(body);
  expect(check.ok, `${operationId} ${status}: ${JSON.stringify(check.issues)}`).toBe(true);
  if (status === 200) expect(v.drift(operationId, status, body), "no drift").toEqual([]);
}

export const BASE = (runId: string) => `/runs/${runId}/decisions`;

export interface Parked {
  runId: string;
  taskId: string;
  list: any;
  decision: any;
}

export class Decider {
  private pipelines: Map<string, string> | undefined;

  constructor(
    readonly t: TestServer,
    readonly key: string,
  ) {}

  /** The seeded pipeline whose steps park on `kind` (read from GET /pipelines). */
  async pipelineFor(kind: string): Promise<string> {
    if (!this.pipelines) {
      const r = await this.t.call("GET", "/pipelines", { key: this.key });
      this.pipelines = new Map();
      for (const p of r.body.pipelines as { pipelineId: string; steps: string[] }[]) {
        for (const s of p.steps) if (!this.pipelines.has(s)) this.pipelines.set(s, p.pipelineId);
      }
    }
    const id = this.pipelines.get(kind);
    if (!id) throw new Error(`no seeded pipeline parks on ${kind}`);
    return id;
  }

  async list(runId: string): Promise<any> {
    const r = await this.t.call("GET", BASE(runId), { key: this.key });
    expect(r.status).toBe(200);
    expectValid("listRunDecisions", 200, r.body);
    return r.body;
  }

  /** Polls the list (each read advances the run) until it is parked; bounded, no sleeps. */
  async untilParked(runId: string, max = 20): Promise<any> {
    for (let i = 0; i < max; i++) {
      const l = await this.list(runId);
      if (l.parked) return l;
    }
    throw new Error(`run ${runId} did not park within ${max} reads`);
  }

  /** Polls until the run is done or failed. */
  async untilFinished(runId: string, max = 20): Promise<any> {
    for (let i = 0; i < max; i++) {
      const l = await this.list(runId);
      if (l.status === "done" || l.status === "failed") return l;
    }
    throw new Error(`run ${runId} did not finish within ${max} reads`);
  }

  async park(kind: string, description = "Export the board as a file."): Promise<Parked> {
    const services = await this.t.call("GET", "/services", { key: this.key });
    const serviceId = services.body.services[0].serviceId as string;
    const task = await this.t.call("POST", `/services/${serviceId}/tasks`, {
      key: this.key,
      body: { title: `parks on ${kind}`, description },
    });
    expect(task.status).toBe(201);
    const started = await this.t.call("POST", `/tasks/${task.body.taskId}/start`, {
      key: this.key,
      body: { pipelineId: await this.pipelineFor(kind) },
    });
    expect(started.status).toBe(202);
    const runId = started.body.runId as string;
    const list = await this.untilParked(runId);
    const decision = list.decisions.find((d: any) => d.kind === kind);
    expect(decision, `a ${kind} decision is listed`).toBeTruthy();
    return { runId, taskId: task.body.taskId, list, decision };
  }

  /** Calls an answering route; a 200 must be a valid PublicDecisionList, anything else the envelope. */
  async answer(operationId: string, method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const r = await this.t.call(method, path, { key: this.key, ...(body !== undefined ? { body } : {}) });
    if (r.status === 200) expectValid(operationId, 200, r.body);
    else {
      expect(r.status, r.text).toBeLessThan(500);
      expectValid(operationId, r.status, r.body);
      expect(typeof r.body.error.code).toBe("string");
    }
    return r;
  }

  /** A refusal: the stated status, the envelope, and the run's decision list unchanged. */
  async refused(
    status: number,
    operationId: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse> {
    const runId = path.split("/")[2];
    const before = await this.list(runId);
    const r = await this.answer(operationId, method, path, body);
    expect(r.status, `${method} ${path}: ${r.text}`).toBe(status);
    const after = await this.list(runId);
    expect(after).toEqual(before);
    return r;
  }
}
