/** doc 1 "Services". */
import { arr, obj, oneOfStrings, ref, str, untyped, type Schema } from "../dsl.ts";
import { SERVICE_TYPES, taskStatus } from "../common.ts";

export const schemas: Record<string, Schema> = {
  PublicService: obj(
    {
      description: str(),
      provisioning: untyped(
        "one of three object shapes; declares where the manifests of a per-run environment come from. " +
          "One variant has `type` = `infraless` (no environment is provisioned; reads back as no provisioning at all); " +
          "another pins a custom manifest type by id; other fields not shown",
      ),
      serviceId: str(),
      status: taskStatus(),
      title: str(),
      type: oneOfStrings(SERVICE_TYPES),
    },
    ["description", "serviceId", "status", "title", "type"],
  ),

  PublicServiceList: obj({ services: arr(ref("PublicService")) }, "all"),
};
