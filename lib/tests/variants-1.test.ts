/** The variant catalogue, first half (lib/tests/variant-harness.ts). */
import { variantCatalogueFor } from "./variant-harness.ts";

variantCatalogueFor(0, 2);
