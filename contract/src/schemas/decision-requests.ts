/**
 * doc 1 "Decision request bodies" (bounds cross-checked with doc 2 Limits "Decisions"; the two agree).
 */
import { arr, described, nullable, obj, oneOfStrings, str, type Schema } from "../dsl.ts";

export const schemas: Record<string, Schema> = {
  PublicApproveStep: obj({ proposal: described(str({ max: 50000 }), "edited proposal") }, []),

  PublicRejectStep: obj({ reason: str({ max: 2000 }) }, []),

  PublicRequestStepChanges: obj({ feedback: str({ min: 1, max: 10000 }) }, "all"),

  PublicResolveExceeded: obj({ choice: oneOfStrings(["extra-round", "proceed", "stop-reset"]) }, "all"),

  PublicIncorporate: obj({ feedback: str({ max: 4000 }) }, []),

  PublicSetFindingStatus: obj({ status: oneOfStrings(["dismissed", "open"]) }, "all"),

  PublicReplyFinding: obj({ reply: str({ min: 1, max: 4000 }) }, "all"),

  PublicAnswerFollowUp: obj(
    {
      answer: str({ min: 1, max: 4000 }),
      resolution: oneOfStrings(["answered", "closed"]),
    },
    ["answer"],
  ),

  PublicChooseFork: obj(
    {
      forkId: nullable(str()),
      custom: nullable(str()),
      note: nullable(str()),
    },
    [],
  ),

  PublicRequestGateFix: obj(
    { findings: str({ min: 1, max: 10000 }, { pattern: "\\S", description: "cannot be blank" }) },
    "all",
  ),

  PublicResolveInputGate: obj({ choice: oneOfStrings(["recheck", "proceed"]) }, "all"),

  PublicAnswerInterview: obj(
    {
      questionId: str({ min: 1, max: 80 }),
      answer: str({ max: 2000 }),
    },
    "all",
  ),

  PublicChallengePrReviewFinding: obj({ question: str({ max: 4000 }) }, []),

  PublicResolvePrReview: obj(
    {
      action: described(oneOfStrings(["finish", "fix", "post"]), "`fix` and `post` need at least one selected finding"),
      findingIds: arr(str()),
    },
    [],
  ),

  PublicResolveAgentDecision: obj({ choice: described(str({ min: 1, max: 4000 }), "taken verbatim") }, "all"),
};
