/** Use cases (doc 2 Endpoints "Use cases"): the list's item fields are not shown; id-like fields are tried. */
import { idCandidates, listItems, need } from "./discover.ts";
import { never, read, refusedWith, type Recipes } from "./types.ts";

export const useCases: Recipes = {
  listUseCases: read(),
  getUseCase: read(async (c) => {
    const items = need(c, await listItems(c, "/use-cases"), "GET /use-cases lists none (\"an empty list means none registered\")");
    const ids = [...new Set(items.slice(0, 3).flatMap((u) => idCandidates(u, ["useCaseId", "id"]).slice(0, 3)))];
    return need(c, ids, "no id-like field in the listed use cases").map((useCaseId) => ({ params: { useCaseId }, label: `use case ${useCaseId}` }));
  }, refusedWith(404, [], "404: this id field does not address the use case (its name is not shown)")),
  invokeUseCase: never("parameters are validated against the use case's descriptors, whose shape is not shown; an invocation also spends the workspace's model budget"),
};
