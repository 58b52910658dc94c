/** The variant catalogue, part 1 of 4 (app/tests/variant-harness.ts). */
import { VARIANT_PARTS, variantCatalogueFor } from "./variant-harness.ts";

variantCatalogueFor(0, VARIANT_PARTS);
