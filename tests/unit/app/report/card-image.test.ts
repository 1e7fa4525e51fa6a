import { describe, it, expect } from "vitest";
import { previewImageUrl } from "@/app/_lib/report/card-image";

const BOLT = "https://cards.scryfall.io/normal/front/7/7/77c6fa74-5543-42ac-9ead-0e890b188e99.jpg?1628801712";

describe("previewImageUrl", () => {
  it("keeps a Lightning Bolt image on https://cards.scryfall.io/ unchanged", () => {
    expect(previewImageUrl(BOLT)).toBe(BOLT);
  });

  it.each([null, undefined, ""])("returns null for a card without an image (%j)", (url) => {
    expect(previewImageUrl(url)).toBeNull();
  });

  it.each([
    ["the retired img.scryfall.com host", "https://img.scryfall.com/cards/normal/en/m10/146.jpg"],
    ["plain http", "http://cards.scryfall.io/normal/front/7/7/bolt.jpg"],
    ["a look-alike host", "https://cards.scryfall.io.evil.example/bolt.jpg"],
    ["the origin without its slash", "https://cards.scryfall.io"],
    ["a scheme-relative URL", "//cards.scryfall.io/normal/front/7/7/bolt.jpg"],
    ["an upper-case origin", "HTTPS://CARDS.SCRYFALL.IO/normal/front/7/7/bolt.jpg"],
    ["a javascript: URL", "javascript:alert(1)//https://cards.scryfall.io/"],
    ["a data: URL", "data:image/png;base64,iVBORw0KGgo="],
  ])("returns null for %s", (_, url) => {
    expect(previewImageUrl(url)).toBeNull();
  });
});
