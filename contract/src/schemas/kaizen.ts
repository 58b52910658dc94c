/**
 * doc 1 "Kaizen entries (post-run gradings)" (with doc 2 Kaizen).
 */
import { arr, bool, described, nullable, num, obj, oneOfStrings, ref, str, type Schema } from "../dsl.ts";
import { KAIZEN_STATUSES, taskStatus } from "../common.ts";

export const schemas: Record<string, Schema> = {
  PublicKaizenEntry: obj(
    {
      acknowledged: bool(),
      acknowledgedAt: nullable(num()),
      acknowledgedBy: nullable(str()),
      acknowledgementNote: nullable(str()),
      agentKind: str(),
      combo: nullable(ref("PublicKaizenEntryCombo")),
      comboKey: str(),
      createdAt: num(),
      entryId: str(),
      error: nullable(str()),
      grade: described(
        nullable(num()),
        "the grading of one completed agent step on a 1..5 scale (how smooth or chaotic the interaction was)",
      ),
      graderModel: nullable(str()),
      model: str(),
      promptVersion: num(),
      recommendations: arr(str()),
      runId: str(),
      status: oneOfStrings(KAIZEN_STATUSES),
      stepIndex: num(),
      summary: str(),
      task: described(nullable(ref("PublicKaizenEntryTask")), "null when the task was deleted"),
      taskId: str(),
      updatedAt: num(),
    },
    "all",
  ),
  PublicKaizenEntryCombo: obj(
    {
      consecutiveHighGrades: num(),
      verified: bool(),
      verifiedAt: nullable(num()),
    },
    "all",
  ),
  PublicKaizenEntryTask: obj(
    {
      serviceId: nullable(str()),
      serviceTitle: nullable(str()),
      status: taskStatus(),
      title: str(),
    },
    "all",
  ),
  PublicKaizenEntryList: obj(
    {
      entries: arr(ref("PublicKaizenEntry")),
      nextCursor: nullable(str()),
    },
    "all",
  ),
  AcknowledgeKaizenEntry: obj(
    {
      acknowledged: described(bool(), "`{acknowledged: false}` undoes"),
      note: nullable(str()),
    },
    [],
  ),
};
