/** The service record (doc 1 Services), shared by the services, tasks and platform domains. */
import { SERVICE_TYPES } from "../../../contract/src/common.ts";

export interface ServiceRecord {
  serviceId: string;
  seq: number;
  title: string;
  description: string;
  type: string;
  /** Absent = no provisioning (an `infraless` pin reads back as none, doc 1 Services). */
  provisioning?: Record<string, unknown>;
  /** The linked repository backing the service; null = holds tasks but cannot start them (doc 2 Services). */
  repoId: string | null;
  /** The directory of a monorepo the service is (doc 2 Services: "a monorepo service must name its subdirectory"). */
  subdirectory?: string;
  /** Archived services are absent from lists and not addressable (doc 2 Services). */
  archived: boolean;
  createdAt: number;
}

/** doc 1 Services: `PublicService.type` is one of the service frame types (a closed set). */
export function isServiceType(v: unknown): v is (typeof SERVICE_TYPES)[number] {
  return typeof v === "string" && (SERVICE_TYPES as readonly string[]).includes(v);
}
