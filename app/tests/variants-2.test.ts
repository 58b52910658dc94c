/** The variant catalogue, part 2 of 4 (app/tests/variant-harness.ts). */
import { VARIANT_PARTS, variantCatalogueFor } from "./variant-harness.ts";

variantCatalogueFor(1, VARIANT_PARTS);
