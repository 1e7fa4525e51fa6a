// Recognizing a deck link and writing a deck read from a site as list text (docs/decklist-formats.md, Deck links).
import { describe, expect, it } from "vitest";
import { deckPageUrl, linkInText, recognizeDeckLink } from "@/lib/deck-links/deck-link";
import { deckListText, type ReadDeck } from "@/lib/deck-links/read-deck";
import { parseDecklist } from "@/lib/decklist/parse";

describe("linkInText", () => {
  it("takes a box whose only text is a link, blank lines and spaces around it aside", () => {
    expect(linkInText("  https://archidekt.com/decks/1001/x \n\n")).toBe("https://archidekt.com/decks/1001/x");
  });

  it("leaves a list alone, even one with a link in it", () => {
    expect(linkInText("4 Lightning Bolt")).toBeUndefined();
    expect(linkInText("https://archidekt.com/decks/1\n4 Lightning Bolt")).toBeUndefined();
    expect(linkInText("Deck: https://archidekt.com/decks/1")).toBeUndefined();
  });
});

describe("recognizeDeckLink", () => {
  it.each([
    ["https://archidekt.com/decks/1001/ishai_tormod", { site: "archidekt", deckId: "1001" }],
    ["https://www.archidekt.com/decks/1001#main", { site: "archidekt", deckId: "1001" }],
    ["https://moxfield.com/decks/Agzx8zsi5UezWBUX5hMJPQ", { site: "moxfield", deckId: "Agzx8zsi5UezWBUX5hMJPQ" }],
    [
      "https://www.moxfield.com/decks/Agzx8zsi5UezWBUX5hMJPQ/primer",
      { site: "moxfield", deckId: "Agzx8zsi5UezWBUX5hMJPQ" },
    ],
    [
      "https://scryfall.com/@gorila/decks/E7ACEB4C-29D5-49F5-9A49-C24F64DA264B",
      { site: "scryfall", deckId: "e7aceb4c-29d5-49f5-9a49-c24f64da264b", owner: "gorila" },
    ],
  ])("reads the deck id of %s", (url, expected) => {
    expect(recognizeDeckLink(url)).toEqual({ kind: "deck", ...expected });
  });

  it.each([
    ["https://www.mtggoldfish.com/deck/6543210#paper", "mtggoldfish"],
    ["https://deckstats.net/decks/12345/678910-elves/en", "deckstats"],
    ["https://aetherhub.com/Deck/Public/123456", "aetherhub"],
    ["https://tappedout.net/mtg-decks/my-deck/", "tappedout"],
  ])("knows %s refuses servers", (url, site) => {
    expect(recognizeDeckLink(url)).toEqual({ kind: "refused-site", site });
  });

  it.each([
    "https://example.com/decks/1001",
    "https://archidekt.com.evil.example/decks/1001",
    "https://user:pass@archidekt.com/decks/1001",
    "https://archidekt.com:8443/decks/1001",
    "https://archidekt.com/search/decks?name=x",
    "https://127.0.0.1/decks/1001",
    "ftp://archidekt.com/decks/1001",
    "https://moxfield.com/decks/../../admin",
    "not a url",
  ])("reads no deck from %s", (url) => {
    expect(recognizeDeckLink(url)).toEqual({ kind: "unsupported" });
  });

  it("links back to the deck's page built from its id, never the URL as typed", () => {
    expect(deckPageUrl({ site: "archidekt", deckId: "1001" })).toBe("https://archidekt.com/decks/1001");
    expect(deckPageUrl({ site: "scryfall", deckId: "3f0c7a52-6d1e-4b7a-9c55-0b1e2d3c4f50", owner: "alice" })).toBe(
      "https://scryfall.com/@alice/decks/3f0c7a52-6d1e-4b7a-9c55-0b1e2d3c4f50",
    );
  });
});

describe("deckListText", () => {
  const deck: ReadDeck = {
    name: "Ishai & Tormod",
    author: "alice",
    commanders: [
      { name: "Ishai, Ojutai Dragonspeaker", quantity: 1, set: "cm2", collectorNumber: "12" },
      { name: "Tormod, the Desecrator", quantity: 1, set: "cmr", collectorNumber: "155" },
    ],
    companions: [{ name: "Lurrus of the Dream-Den", quantity: 1, set: "iko", collectorNumber: "226" }],
    main: [
      { name: "Jötun Grunt", quantity: 1, set: "csp", collectorNumber: "8" },
      { name: "Sol Ring", quantity: 1 },
      { name: "Island", quantity: 23, set: "hob", collectorNumber: "195" },
    ],
    sideboard: [{ name: "Duress", quantity: 2 }],
  };

  it("is a list the list reader puts in the same zones, printings kept", () => {
    const read = parseDecklist(deckListText(deck));
    const zone = (entries: { name: string; quantity: number; printing?: string }[]) =>
      entries.map(({ name, quantity, printing }) => ({ name, quantity, ...(printing && { printing }) }));
    expect(zone(read.commander)).toEqual([
      { name: "Ishai, Ojutai Dragonspeaker", quantity: 1, printing: "cm2/12" },
      { name: "Tormod, the Desecrator", quantity: 1, printing: "cmr/155" },
    ]);
    expect(zone(read.companion)).toEqual([{ name: "Lurrus of the Dream-Den", quantity: 1, printing: "iko/226" }]);
    expect(zone(read.main)).toEqual([
      { name: "Jötun Grunt", quantity: 1, printing: "csp/8" },
      { name: "Sol Ring", quantity: 1 },
      { name: "Island", quantity: 23, printing: "hob/195" },
    ]);
    expect(zone(read.sideboard)).toEqual([{ name: "Duress", quantity: 2 }]);
    expect(read.unparsed).toEqual([]);
  });
});
