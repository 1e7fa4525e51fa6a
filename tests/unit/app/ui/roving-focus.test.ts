import { describe, expect, it } from "vitest";
import { PAGE_STEP, nextIndex, withToken, withoutToken } from "@/app/_lib/ui/roving-focus";

describe("nextIndex", () => {
  it("moves one link down or right, one up or left", () => {
    expect(nextIndex("ArrowDown", 3, 145)).toBe(4);
    expect(nextIndex("ArrowRight", 3, 145)).toBe(4);
    expect(nextIndex("ArrowUp", 3, 145)).toBe(2);
    expect(nextIndex("ArrowLeft", 3, 145)).toBe(2);
  });

  it("stops at the ends rather than wrapping", () => {
    expect(nextIndex("ArrowUp", 0, 145)).toBe(0);
    expect(nextIndex("ArrowDown", 144, 145)).toBe(144);
    expect(nextIndex("PageUp", 4, 145)).toBe(0);
    expect(nextIndex("PageDown", 140, 145)).toBe(144);
  });

  it("goes to the first with Home, the last with End, a page with PageUp and PageDown", () => {
    expect(nextIndex("Home", 70, 145)).toBe(0);
    expect(nextIndex("End", 70, 145)).toBe(144);
    expect(nextIndex("PageDown", 70, 145)).toBe(70 + PAGE_STEP);
    expect(nextIndex("PageUp", 70, 145)).toBe(70 - PAGE_STEP);
  });

  it("leaves other keys, and an empty run, alone", () => {
    expect(nextIndex("Enter", 3, 145)).toBeNull();
    expect(nextIndex("Tab", 3, 145)).toBeNull();
    expect(nextIndex("a", 3, 145)).toBeNull();
    expect(nextIndex("ArrowDown", 0, 0)).toBeNull();
  });
});

describe("withToken / withoutToken", () => {
  it("adds an id once and keeps the others", () => {
    expect(withToken(null, "card-preview-description")).toBe("card-preview-description");
    expect(withToken("keys", "card-preview-description")).toBe("keys card-preview-description");
    expect(withToken("keys card-preview-description", "card-preview-description")).toBe(
      "keys card-preview-description",
    );
  });

  it("takes an id out and leaves the others, or nothing", () => {
    expect(withoutToken("keys card-preview-description", "card-preview-description")).toBe("keys");
    expect(withoutToken("card-preview-description", "card-preview-description")).toBe("");
    expect(withoutToken(null, "keys")).toBe("");
  });
});
