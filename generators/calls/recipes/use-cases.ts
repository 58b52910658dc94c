/** Use cases (doc 2 Endpoints "Use cases"): the list's item fields are not shown; id-like fields are tried. */
import { idCandidates, listItems, need } from "../discover.ts";
import { configuredBody, read, refusedAny4xx, refusedWith, throwaway, type Recipes } from "../recipe.ts";

export const useCases = {
  listUseCases: read(),
  getUseCase: read(
    async (c) => {
      const items = need(
        c,
        await listItems(c, "/use-cases"),
        'GET /use-cases lists none ("an empty list means none registered")',
      );
      const ids = [...new Set(items.slice(0, 3).flatMap((u) => idCandidates(u, ["useCaseId", "id"]).slice(0, 3)))];
      return need(c, ids, "no id-like field in the listed use cases").map((useCaseId) => ({
        params: { useCaseId },
        label: `use case ${useCaseId}`,
      }));
    },
    refusedWith(404, [], "404: this id field does not address the use case (its name is not shown)"),
  ),
  /**
   * The parameters are validated against the use case's descriptors and the model choice is the
   * caller's, neither shown (object*): the body is configuration (`bodies.invokeUseCase`), tried on
   * each listed use case until one takes it.
   */
  invokeUseCase: throwaway(
    "invokes a use case (a model call that spends the workspace's budget)",
    async (c) => {
      const body = configuredBody(c, "invokeUseCase");
      const items = need(
        c,
        await listItems(c, "/use-cases"),
        'GET /use-cases lists none ("an empty list means none registered")',
      );
      const ids = [...new Set(items.slice(0, 6).flatMap((u) => idCandidates(u, ["useCaseId", "id"]).slice(0, 2)))];
      return need(c, ids, "no id-like field in the listed use cases").map((useCaseId) => ({
        params: { useCaseId },
        key: c.t.keys.write ?? c.t.keys.admin,
        body,
        label: `use case ${useCaseId} with bodies.invokeUseCase`,
      }));
    },
    (r) =>
      refusedAny4xx("this use case does not take the configured body (or the id field does not address it)")(r) ??
      refusedWith(503, ["use_case_model_unavailable"])(r),
  ),
} satisfies Recipes;
