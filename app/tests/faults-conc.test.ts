import { faultCatalogueFor } from "./fault-harness.ts";

faultCatalogueFor("CONC");
