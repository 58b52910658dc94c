/** The variant catalogue, part 3 of 4 (app/tests/variant-harness.ts). */
import { VARIANT_PARTS, variantCatalogueFor } from "./variant-harness.ts";

variantCatalogueFor(2, VARIANT_PARTS);
