/** doc 1 "Pipelines". */
import { arr, bool, nullable, obj, ref, str, type Schema } from "../dsl.ts";

export const schemas: Record<string, Schema> = {
  PublicPipeline: obj(
    {
      headlessStartable: bool(),
      name: str(),
      pipelineId: str(),
      public: bool(),
      steps: arr(str()),
      unattendedDefault: bool(),
    },
    "all",
  ),

  PublicPipelineList: obj(
    {
      pipelines: arr(ref("PublicPipeline")),
      unattendedDefaultPipelineId: nullable(str()),
    },
    "all",
  ),
};
