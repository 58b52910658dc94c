/**
 * The variant catalogue, part 4 of 4 (app/tests/variant-harness.ts); also checks that the parts
 * together run every variant once.
 */
import { expect, it } from "vitest";
import { VARIANTS } from "../../server/variants/index.ts";
import { VARIANT_PARTS, variantCatalogueFor, variantsOfPart } from "./variant-harness.ts";

variantCatalogueFor(3, VARIANT_PARTS);

it("the parts run every variant of server/variants/ exactly once", () => {
  const all = Array.from({ length: VARIANT_PARTS }, (_, part) => variantsOfPart(part, VARIANT_PARTS)).flat();
  expect(all.sort()).toEqual(Object.keys(VARIANTS).sort());
});
