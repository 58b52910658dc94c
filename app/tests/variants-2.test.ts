/**
 * The variant catalogue, second half (app/tests/variant-harness.ts); also checks that the two
 * halves together run every variant once.
 */
import { expect, it } from "vitest";
import { VARIANTS } from "../../server/variants/index.ts";
import { variantCatalogueFor, variantsOfPart } from "./variant-harness.ts";

variantCatalogueFor(1, 2);

it("the two halves run every variant of server/variants/ exactly once", () => {
  const both = [...variantsOfPart(0, 2), ...variantsOfPart(1, 2)];
  expect(both.sort()).toEqual(Object.keys(VARIANTS).sort());
});
