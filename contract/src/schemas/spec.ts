/**
 * doc 1 "Specification" (with doc 2 Spec and the Limits "Spec" row: names 1-120; summaries max 2000;
 * requirement `statement` 1-4000; rule 1-4000; criterion fields max 2000; ids 1-200).
 */
import { arr, bool, described, nullable, num, obj, oneOfStrings, ref, str, type Schema } from "../dsl.ts";

const SERVICE_ANCHORS = ["present", "absent", "unparsed"] as const;

export const schemas: Record<string, Schema> = {
  PublicServiceSpec: obj(
    {
      anchor: described(
        oneOfStrings(SERVICE_ANCHORS),
        "`absent` carries the `present: false` semantics; a partially readable spec is served with `issues`",
      ),
      features: arr(ref("PublicSpecFeatureFile")),
      issues: arr(ref("SpecReadIssue")),
      provenance: ref("PublicSpecProvenance"),
      serviceId: str(),
      spec: nullable(ref("SpecDoc")),
      truncations: arr(ref("PublicSpecTruncation")),
    },
    "all",
  ),
  PublicRunSpec: obj(
    {
      anchor: described(
        oneOfStrings([...SERVICE_ANCHORS, "not_read"]),
        "`not_read` (and `provenance` null) when no tester has reported",
      ),
      features: arr(ref("PublicSpecFeatureFile")),
      issues: arr(ref("SpecReadIssue")),
      provenance: described(nullable(ref("PublicSpecProvenance")), "null only when `anchor` is `not_read`"),
      runId: str(),
      spec: nullable(ref("SpecDoc")),
      truncations: arr(ref("PublicSpecTruncation")),
    },
    "all",
  ),
  SpecDoc: obj(
    {
      modules: arr(ref("SpecModule")),
      service: str({ max: 120 }),
      summary: str({ max: 2000 }),
    },
    [],
  ),
  SpecModule: obj(
    {
      groups: arr(ref("RequirementGroup")),
      name: str({ min: 1, max: 120 }),
      summary: str({ max: 2000 }),
    },
    ["name"],
  ),
  RequirementGroup: obj(
    {
      name: str({ min: 1, max: 120 }),
      requirements: arr(ref("RequirementItem")),
      rules: arr(ref("DomainRule")),
      summary: str({ max: 2000 }),
    },
    ["name"],
  ),
  RequirementItem: obj(
    {
      acceptance: arr(ref("AcceptanceCriterion")),
      id: str({ min: 1, max: 200 }),
      kind: oneOfStrings(["functional", "nonfunctional", "constraint"]),
      priority: oneOfStrings(["must", "should", "could"]),
      sourceBlockIds: arr(str()),
      state: oneOfStrings(["aspirational", "established"]),
      statement: str({ min: 1, max: 4000 }),
      title: str({ min: 1, max: 120 }),
    },
    ["id", "kind", "priority", "statement", "title"],
  ),
  AcceptanceCriterion: obj(
    {
      given: str({ max: 2000 }),
      id: str({ min: 1, max: 200 }),
      outcome: str({ max: 2000 }),
      when: str({ max: 2000 }),
    },
    "all",
  ),
  DomainRule: obj(
    {
      id: str({ min: 1, max: 200 }),
      rationale: str({ max: 2000 }),
      rule: str({ min: 1, max: 4000 }),
      sourceBlockIds: arr(str()),
    },
    ["id", "rule"],
  ),
  PublicSpecFeatureFile: obj(
    {
      chars: num(),
      content: str(),
      group: str(),
      module: str(),
      path: str(),
      totalChars: num(),
      truncated: bool(),
    },
    "all",
  ),
  PublicSpecProvenance: obj(
    {
      commit: nullable(str()),
      owner: str(),
      provider: described(str(), "one of two code-host identifiers (names not shown)"),
      ref: str(),
      repo: str(),
    },
    "all",
  ),
  PublicSpecTruncation: obj(
    {
      section: oneOfStrings(["requirements", "rules", "acceptance", "features", "issues"]),
      shown: num(),
      total: num(),
    },
    "all",
  ),
  SpecReadIssue: obj(
    {
      dropped: nullable(num()),
      kind: oneOfStrings(["read_failed", "unparsed", "partial", "unread"]),
      path: str(),
    },
    ["kind", "path"],
  ),
};
