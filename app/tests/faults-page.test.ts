import { faultCatalogueFor } from "./fault-harness.ts";

faultCatalogueFor("PAGE");
