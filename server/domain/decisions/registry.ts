/** One module per decision kind (doc 1 Decisions: 13 shapes), keyed by `kind`. */
import type { DecisionKind } from "./kinds.ts";
import type { KindModule } from "./module.ts";
import type { DecisionRecord, RecordOf } from "./records.ts";
import { agentDecisionModule } from "./kinds/agent-decision.ts";
import { approvalGateModule } from "./kinds/approval-gate.ts";
import { followUpsModule } from "./kinds/follow-ups.ts";
import { forkModule } from "./kinds/fork.ts";
import { humanTestModule } from "./kinds/human-test.ts";
import { inputGateModule } from "./kinds/input-gate.ts";
import { interviewModule } from "./kinds/interview.ts";
import { judgeModule } from "./kinds/judge.ts";
import { prReviewModule } from "./kinds/pr-review.ts";
import { reviewModule } from "./kinds/review.ts";
import { visualConfirmationModule } from "./kinds/visual-confirmation.ts";

const MODULES: { [K in DecisionKind]: KindModule<RecordOf<K>> } = {
  "requirements-review": reviewModule("requirements-review"),
  "clarity-review": reviewModule("clarity-review"),
  brainstorm: reviewModule("brainstorm"),
  interview: interviewModule,
  "input-gate": inputGateModule,
  "approval-gate": approvalGateModule,
  judge: judgeModule,
  fork: forkModule,
  "agent-decision": agentDecisionModule,
  "pr-review": prReviewModule,
  "human-test": humanTestModule,
  "visual-confirmation": visualConfirmationModule,
  "follow-ups": followUpsModule,
};

export function moduleOf(kind: DecisionKind): KindModule<DecisionRecord> {
  return MODULES[kind] as unknown as KindModule<DecisionRecord>;
}
