import { describe, expect, it } from "vitest";
import { batchLookupBudgetMs, MAX_BATCH_BUDGET_MS, ONE_CHECK_BUDGET_MS } from "@/server/batch/lookup-budget";

describe("batchLookupBudgetMs", () => {
  it("is one check's time plus Scryfall's 500 ms for each collection request of 75 names", () => {
    expect(batchLookupBudgetMs(1)).toBe(ONE_CHECK_BUDGET_MS + 500);
    expect(batchLookupBudgetMs(75)).toBe(ONE_CHECK_BUDGET_MS + 500);
    expect(batchLookupBudgetMs(76)).toBe(ONE_CHECK_BUDGET_MS + 1_000);
    expect(batchLookupBudgetMs(3_000)).toBe(ONE_CHECK_BUDGET_MS + 40 * 500);
  });

  it("stops at a ceiling, past which the lookup is refused at once", () => {
    expect(batchLookupBudgetMs(1_000_000)).toBe(MAX_BATCH_BUDGET_MS);
  });
});
