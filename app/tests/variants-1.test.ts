/** The variant catalogue, first half (app/tests/variant-harness.ts). */
import { variantCatalogueFor } from "./variant-harness.ts";

variantCatalogueFor(0, 2);
