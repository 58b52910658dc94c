import { faultCatalogueFor } from "./fault-harness.ts";

// At the default 8 racing clients and at 32, where a round's window is four times as wide (issue 28).
faultCatalogueFor("CONC");
faultCatalogueFor("CONC", { raceClients: 32 }, "at 32 racing clients");
