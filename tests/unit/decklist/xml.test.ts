import { describe, expect, it } from "vitest";
import { classifyXmlLines, decodeEntities } from "@/lib/decklist/xml";
import { splitLines } from "@/lib/decklist/lines";
import { parseAccounted } from "./accounted";
import { decklist } from "./fixture";

describe("decodeEntities", () => {
  it("decodes the five named entities and numeric references", () => {
    expect(decodeEntities("Minsc &amp; Boo &quot;x&quot; &apos;y&apos; &lt;z&gt; &#65;&#x42;&#X43;")).toBe(
      "Minsc & Boo \"x\" 'y' <z> ABC",
    );
  });

  it("leaves unknown, empty and out-of-range references as written", () => {
    expect(decodeEntities("&nbsp; &#0; &#99999999; &#xFFFFFF; &; &amp")).toBe(
      "&nbsp; &#0; &#99999999; &#xFFFFFF; &; &amp",
    );
  });
});

describe("classifyXmlLines", () => {
  it("returns null for text that does not start with a known XML deck", () => {
    expect(classifyXmlLines(splitLines("4 Lightning Bolt"))).toBeNull();
    expect(classifyXmlLines(splitLines("<html><body>4 Opt</body></html>"))).toBeNull();
    expect(classifyXmlLines(splitLines('4 Opt\n<Cards Quantity="1" Name="Opt" />'))).toBeNull();
    expect(classifyXmlLines(splitLines("\n \t\n"))).toBeNull();
  });

  it("reads a deck that starts after blank and indented lines", () => {
    const lines = classifyXmlLines(splitLines('\n  \n\t<Cards Quantity="2" Name="Opt" />'));
    expect(lines?.map((line) => line.kind)).toEqual(["blank", "blank", "card"]);
  });
});

describe("MTGO .dek details", () => {
  it("reads single-quoted attributes in any order and in any case of true", () => {
    const text = "<Deck>\n<Cards Name='Opt' Sideboard='TRUE' Quantity='2'/>\n</Deck>";
    expect(parseAccounted(text).sideboard).toEqual([{ name: "Opt", quantity: 2, lines: [2] }]);
  });

  it("reads a missing Quantity as 1 and a missing Sideboard as main", () => {
    expect(parseAccounted('<Deck>\n<Cards Name="Opt" />\n</Deck>').main).toEqual([
      { name: "Opt", quantity: 1, lines: [2] },
    ]);
  });

  it("reports a row with no name, quantity 0 or a non-number quantity as unparsed", () => {
    const text = [
      "<Deck>",
      '<Cards Quantity="1" Sideboard="false" />',
      '<Cards Quantity="0" Name="Opt" />',
      '<Cards Quantity="many" Name="Opt" />',
      "</Deck>",
    ].join("\n");
    expect(parseAccounted(text).unparsed).toEqual([
      {
        line: 2,
        text: '<Cards Quantity="1" Sideboard="false" />',

        why: { code: "no-card-name" },
      },
      {
        line: 3,
        text: '<Cards Quantity="0" Name="Opt" />',

        why: { code: "quantity-zero" },
      },
      {
        line: 4,
        text: '<Cards Quantity="many" Name="Opt" />',

        why: { code: "quantity-not-a-number" },
      },
    ]);
  });

  it("gives an element spread over several lines the line it starts on", () => {
    const text = '<Deck>\n<Cards\n  Quantity="3"\n  Name="Opt" />\n</Deck>';
    expect(parseAccounted(text).main).toEqual([{ name: "Opt", quantity: 3, lines: [2] }]);
  });
});

describe("Cockatrice .cod details", () => {
  it("reads a minified file on one line, summing the cards of that line", () => {
    const text =
      '<?xml version="1.0"?><cockatrice_deck version="1"><zone name="main"><card number="2" name="Opt"/>' +
      '<card number="1" name="Opt"/></zone><zone name="side"><card number="1" name="Negate"/></zone></cockatrice_deck>';
    expect(parseAccounted(text)).toEqual(
      decklist({
        main: [{ name: "Opt", quantity: 3, lines: [1] }],
        sideboard: [{ name: "Negate", quantity: 1, lines: [1] }],
      }),
    );
  });

  it("ignores cards in an unknown zone and outside any zone", () => {
    const text =
      '<cockatrice_deck>\n<zone name="wishlist">\n<card number="1" name="Opt"/>\n</zone>\n<card number="1" name="Negate"/>\n</cockatrice_deck>';
    expect(parseAccounted(text).ignored).toEqual([
      { line: 1, text: "<cockatrice_deck>", why: { code: "metadata" } },
      { line: 2, text: '<zone name="wishlist">', why: { code: "metadata" } },
      {
        line: 3,
        text: '<card number="1" name="Opt"/>',

        why: { code: "in-zone", zone: "wishlist" },
      },
      { line: 4, text: "</zone>", why: { code: "metadata" } },
      {
        line: 5,
        text: '<card number="1" name="Negate"/>',

        why: { code: "outside-any-zone" },
      },
      { line: 6, text: "</cockatrice_deck>", why: { code: "metadata" } },
    ]);
  });

  it("does not read newer files' <card_name> and <bannerCard> elements as cards", () => {
    const text = [
      "<cockatrice_deck>",
      "<bannerCard providerId='x'>Sol Ring</bannerCard>",
      '<zone name="main">',
      '<card number="1" name="Opt"/>',
      "</zone>",
      "<sideboard_plan><move_card_to_zone><card_name>Opt</card_name></move_card_to_zone></sideboard_plan>",
      "</cockatrice_deck>",
    ].join("\n");
    const parsed = parseAccounted(text);
    expect(parsed.main).toEqual([{ name: "Opt", quantity: 1, lines: [4] }]);
    expect(parsed.unparsed).toEqual([]);
  });
});

describe("OCTGN .o8d details", () => {
  it("reads Command Zone as the commander and ignores other sections", () => {
    const text = [
      "<deck game='x'>",
      '<section name="Command Zone"><card qty="1" id="a">Atraxa, Praetors&apos; Voice</card></section>',
      '<section name="Planes/Schemes"><card qty="1" id="b">Tazeem</card></section>',
      "</deck>",
    ].join("\n");
    const parsed = parseAccounted(text);
    expect(parsed.commander).toEqual([{ name: "Atraxa, Praetors' Voice", quantity: 1, lines: [2] }]);
    expect(parsed.ignored).toContainEqual({
      line: 3,
      text: '<section name="Planes/Schemes"><card qty="1" id="b">Tazeem</card></section>',

      why: { code: "in-zone", zone: "Planes/Schemes" },
    });
  });
});
