import { describe, expect, it } from "vitest";
import { parseAccounted } from "./accounted";
import { decklist, readFixture, withoutPrintings } from "./fixture";

describe("MTG Arena export", () => {
  it("reads arena.txt: About block is metadata, (SET) NUM stripped, printings of one card summed", () => {
    expect(withoutPrintings(parseAccounted(readFixture("arena.txt")))).toEqual(
      decklist({
        main: [
          { name: "Arid Mesa", quantity: 2, lines: [5] },
          { name: "Swords to Plowshares", quantity: 4, lines: [6] },
          { name: "Commit // Memory", quantity: 1, lines: [7] },
          { name: "A-Luminarch Aspirant", quantity: 1, lines: [8] },
          { name: "Benalish Marshal", quantity: 3, lines: [9, 10, 11] },
          { name: "Teferi, Hero of Dominaria", quantity: 1, lines: [12] },
          { name: "Opt", quantity: 1, lines: [13] },
        ],
        sideboard: [{ name: "Fatal Push", quantity: 2, lines: [16] }],
        ignored: [
          { line: 1, text: "About", why: { code: "metadata" } },
          { line: 2, text: "Name Death & Taxes", why: { code: "metadata" } },
        ],
      }),
    );
  });

  it("reads arena-companion.txt: the companion repeated under Sideboard counts once, as the companion", () => {
    expect(withoutPrintings(parseAccounted(readFixture("arena-companion.txt")))).toEqual(
      decklist({
        main: [
          { name: "Doom Foretold", quantity: 4, lines: [5] },
          { name: "Yorion, Sky Nomad", quantity: 3, lines: [6] },
        ],
        sideboard: [{ name: "Fatal Push", quantity: 2, lines: [10] }],
        companion: [{ name: "Yorion, Sky Nomad", quantity: 1, lines: [2] }],
        ignored: [
          {
            line: 9,
            text: "1 Yorion, Sky Nomad (IKO) 232",

            why: { code: "companion-again" },
          },
        ],
      }),
    );
  });

  it("keeps the extra sideboard copies when the sideboard holds more than the companion", () => {
    const parsed = parseAccounted("Companion\n1 Lurrus of the Dream-Den\n\nSideboard\n2 Lurrus of the Dream-Den");
    expect(parsed.companion).toEqual([{ name: "Lurrus of the Dream-Den", quantity: 1, lines: [2] }]);
    expect(parsed.sideboard).toEqual([{ name: "Lurrus of the Dream-Den", quantity: 1, lines: [5] }]);
    expect(parsed.ignored).toEqual([]);
  });

  it("reads arena-commander.txt: the Commander section holds the commander", () => {
    expect(withoutPrintings(parseAccounted(readFixture("arena-commander.txt")))).toEqual(
      decklist({
        main: [
          { name: "Swamp", quantity: 8, lines: [5] },
          { name: "Brightclimb Pathway", quantity: 1, lines: [6] },
          { name: "Isolated Chapel", quantity: 1, lines: [7] },
        ],
        commander: [{ name: "Teysa, Opulent Oligarch", quantity: 1, lines: [2] }],
      }),
    );
  });

  it("reads a list with no headers and one blank line as main and sideboard (XMage testdeck.mtga)", () => {
    const text = [
      "2 Niv-Mizzet Reborn (WAR) 208",
      "1 Expansion // Explosion (GRN) 224",
      "1 Benalish Marshal (PDOM) 6p",
      "",
      "3 Unmoored Ego (GRN) 212",
      "",
    ].join("\n");
    expect(withoutPrintings(parseAccounted(text))).toEqual(
      decklist({
        main: [
          { name: "Niv-Mizzet Reborn", quantity: 2, lines: [1] },
          { name: "Expansion // Explosion", quantity: 1, lines: [2] },
          { name: "Benalish Marshal", quantity: 1, lines: [3] },
        ],
        sideboard: [{ name: "Unmoored Ego", quantity: 3, lines: [5] }],
      }),
    );
  });
});

describe("MTGO text export", () => {
  it("reads mtgo.txt (CRLF): the block after the blank line is the sideboard, Fire/Ice becomes Fire // Ice", () => {
    expect(parseAccounted(readFixture("mtgo.txt"))).toEqual(
      decklist({
        main: [
          { name: "Bonecrusher Giant", quantity: 4, lines: [1] },
          { name: "Riverglide Pathway", quantity: 4, lines: [2] },
          { name: "Island", quantity: 7, lines: [3] },
          { name: "Fire // Ice", quantity: 1, lines: [4] },
        ],
        sideboard: [
          { name: "Burning Hands", quantity: 3, lines: [6] },
          { name: "Iymrith, Desert Doom", quantity: 2, lines: [7] },
        ],
      }),
    );
  });

  it("reads mtgo-sideboard-header.txt: SIDEBOARD: switches to the sideboard", () => {
    expect(parseAccounted(readFixture("mtgo-sideboard-header.txt"))).toEqual(
      decklist({
        main: [
          { name: "Ainok Bond-Kin", quantity: 1, lines: [1] },
          { name: "Witch Enchanter", quantity: 2, lines: [2] },
        ],
        sideboard: [{ name: "Containment Priest", quantity: 1, lines: [5] }],
      }),
    );
  });

  it("keeps a commander deck's lone sideboard card in the sideboard (promotion is the UI's call)", () => {
    const parsed = parseAccounted("1 Sol Ring\n1 Island\n\n1 Sharuum the Hegemon\n");
    expect(parsed.sideboard).toEqual([{ name: "Sharuum the Hegemon", quantity: 1, lines: [4] }]);
    expect(parsed.commander).toEqual([]);
  });

  it("reads a tab between quantity and name (older MTGO exports)", () => {
    expect(parseAccounted("4\tBonecrusher Giant").main).toEqual([
      { name: "Bonecrusher Giant", quantity: 4, lines: [1] },
    ]);
  });
});

describe("MTGO .dek XML", () => {
  it("reads mtgo.dek (BOM, CRLF): attributes in any order, rows summed, Annotation 16777728 is the commander", () => {
    expect(parseAccounted(readFixture("mtgo.dek"))).toEqual(
      decklist({
        main: [
          { name: "Refuse // Cooperate", quantity: 1, lines: [5] },
          { name: "Nezumi Shortfang", quantity: 2, lines: [6] },
          { name: "Plains", quantity: 9, lines: [7, 8] },
          { name: "Minsc & Boo, Timeless Heroes", quantity: 1, lines: [11] },
        ],
        sideboard: [{ name: "Dead // Gone", quantity: 1, lines: [9] }],
        commander: [{ name: "Sharuum the Hegemon", quantity: 1, lines: [10] }],
        ignored: [
          { line: 1, text: '<?xml version="1.0" encoding="utf-8"?>', why: { code: "metadata" } },
          {
            line: 2,
            text: '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',

            why: { code: "metadata" },
          },
          { line: 3, text: "<NetDeckID>0</NetDeckID>", why: { code: "metadata" } },
          {
            line: 4,
            text: "<PreconstructedDeckID>0</PreconstructedDeckID>",

            why: { code: "metadata" },
          },
          { line: 12, text: "</Deck>", why: { code: "metadata" } },
        ],
      }),
    );
  });
});

describe("Moxfield text export", () => {
  it("reads moxfield.txt: full // names, *F* *E* foils, #tags and #!tags stripped, SIDEBOARD: header", () => {
    expect(withoutPrintings(parseAccounted(readFixture("moxfield.txt")))).toEqual(
      decklist({
        main: [
          { name: "Ainok Bond-Kin", quantity: 1, lines: [1] },
          { name: "Pegasus Guardian // Rescue the Foal", quantity: 1, lines: [2] },
          { name: "Witch Enchanter // Witch-Blessed Meadow", quantity: 2, lines: [3] },
          { name: "Jeweled Lotus", quantity: 1, lines: [4] },
          { name: "Brainstorm", quantity: 3, lines: [5] },
          { name: "Sol Ring", quantity: 1, lines: [6] },
          { name: "Etched Oracle", quantity: 1, lines: [7] },
        ],
        sideboard: [{ name: "Containment Priest", quantity: 1, lines: [10] }],
      }),
    );
  });
});

describe("Archidekt text export", () => {
  it("reads archidekt.txt: the category decides the zone, Maybeboard is not counted, labels stripped", () => {
    expect(withoutPrintings(parseAccounted(readFixture("archidekt.txt")))).toEqual(
      decklist({
        main: [
          { name: "Agadeem's Awakening // Agadeem, the Undercrypt", quantity: 1, lines: [1] },
          { name: "Ashnod's Altar", quantity: 1, lines: [3] },
          { name: "Path to Exile", quantity: 1, lines: [5] },
        ],
        sideboard: [{ name: "Pyroblast", quantity: 1, lines: [6] }],
        commander: [{ name: "Elenda, the Dusk Rose", quantity: 1, lines: [4] }],
        ignored: [
          {
            line: 2,
            text: "1x Ancient Cornucopia (big) 16 [Maybeboard{noDeck}{noPrice},Mana Advantage]",

            why: { code: "in-category", category: "Maybeboard" },
          },
        ],
      }),
    );
  });

  it("reads archidekt-sections.txt: Commander, Mainboard, Maybeboard and Sideboard header lines", () => {
    expect(withoutPrintings(parseAccounted(readFixture("archidekt-sections.txt")))).toEqual(
      decklist({
        main: [{ name: "Ashnod's Altar", quantity: 1, lines: [4] }],
        sideboard: [{ name: "Pyroblast", quantity: 1, lines: [8] }],
        commander: [{ name: "Elenda, the Dusk Rose", quantity: 1, lines: [2] }],
        ignored: [
          {
            line: 5,
            text: "Maybeboard",

            why: { code: "starts-section", section: "Maybeboard" },
          },
          {
            line: 6,
            text: "1x Ancient Cornucopia (big) 16 [Maybeboard{noDeck}{noPrice}]",

            why: { code: "in-section", section: "Maybeboard" },
          },
        ],
      }),
    );
  });

  it("ignores a card whose only category is flagged {noDeck}", () => {
    const parsed = withoutPrintings(
      parseAccounted("1x Sol Ring (c21) 263 [Wishlist{noDeck}]\n1x Island (znr) 381 [Land]"),
    );
    expect(parsed.main).toEqual([{ name: "Island", quantity: 1, lines: [2] }]);
    expect(parsed.ignored).toEqual([
      {
        line: 1,
        text: "1x Sol Ring (c21) 263 [Wishlist{noDeck}]",

        why: { code: "in-no-deck-category", category: "Wishlist" },
      },
    ]);
  });
});

describe("Archidekt: the first category decides", () => {
  it("counts a card filed under Ramp whose later category is Tokens", () => {
    const parsed = withoutPrintings(parseAccounted("1x Oko, Thief of Crowns (eld) 197 [Ramp,Tokens]"));
    expect(parsed).toEqual(decklist({ main: [{ name: "Oko, Thief of Crowns", quantity: 1, lines: [1] }] }));
  });

  it("leaves out a card whose first category is marked {noDeck}, whatever follows", () => {
    const parsed = withoutPrintings(
      parseAccounted(
        "1x Oko, Thief of Crowns (eld) 197 [Maybeboard{noDeck}{noPrice},Ramp]\n1x Sol Ring (c21) 263 [Ramp,Maybeboard{noDeck}{noPrice}]",
      ),
    );
    expect(parsed.main).toEqual([{ name: "Sol Ring", quantity: 1, lines: [2] }]);
    expect(parsed.ignored.map((line) => line.line)).toEqual([1]);
  });
});

describe("a card name and its count in parentheses", () => {
  it("keeps Mana Drain (1) aside as a card or a heading, with the copies under it; Creatures (12) and Ramp (10) are headings", () => {
    const parsed = parseAccounted(
      "Creatures (12)\n4 Snapcaster Mage\nMana Drain (1)\nRamp (10)\nLighting Bolt (4)\n// burn\n2 Lava Spike\n\n1 Opt",
    );
    expect(parsed.main.map((entry) => entry.name)).toEqual(["Snapcaster Mage", "Lava Spike", "Opt"]);
    expect(parsed.cardOrHeading).toEqual([
      { line: 3, text: "Mana Drain (1)", zone: "main", name: "Mana Drain", quantity: 1, under: 0 },
      { line: 5, text: "Lighting Bolt (4)", zone: "main", name: "Lighting Bolt", quantity: 4, under: 3 },
    ]);
  });

  it("reads a deck site's category words as headings whatever their count: Removal (3), Card Draw (2), Board Wipes (1)", () => {
    const parsed = parseAccounted("Removal (3)\n1 Opt\nCard Draw (2)\nBoard Wipes (1)");
    expect(parsed.cardOrHeading).toEqual([]);
    expect(parsed.main).toEqual([{ name: "Opt", quantity: 1, lines: [2] }]);
  });

  it.each(["Maybeboard", "Tokens", "Considering", "About"])(
    "lists every line under %s as ignored, Mana Drain (1) and Counterspell (2) included",
    (section) => {
      const parsed = parseAccounted(`4 Opt\n${section}\nMana Drain (1)\nCounterspell (2)\nCreatures (3)`);
      expect(parsed.main).toEqual([{ name: "Opt", quantity: 4, lines: [1] }]);
      expect(parsed.cardOrHeading).toEqual([]);
      expect(parsed.ignored.map((line) => line.line)).toEqual([2, 3, 4, 5]);
    },
  );

  it("reads (x4) and (4x) after a name as four copies: nothing else reads them as a heading", () => {
    const parsed = parseAccounted("Mana Drain (x4)\nCounterspell (4x)");
    expect(parsed.main).toEqual([
      { name: "Mana Drain", quantity: 4, lines: [1] },
      { name: "Counterspell", quantity: 4, lines: [2] },
    ]);
  });

  it("keeps a heading written as one a heading: ## Ramp (10), [Ramp (10)], Ramp (10):", () => {
    const parsed = parseAccounted("## Ramp (10)\n[Ramp (10)]\nRamp (10):\n4 Opt");
    expect(parsed).toEqual(decklist({ main: [{ name: "Opt", quantity: 4, lines: [4] }] }));
  });

  it("goes by the section it is in: the sideboard's Mana Drain (1) is a sideboard card", () => {
    const parsed = parseAccounted("4 Opt\nSideboard\nMana Drain (1)");
    expect(parsed.cardOrHeading).toEqual([
      { line: 3, text: "Mana Drain (1)", zone: "sideboard", name: "Mana Drain", quantity: 1, under: 0 },
    ]);
  });
});

describe("quantities in any width (NFKC)", () => {
  it("reads full-width digits, as Japanese input methods type them: ４ 稲妻, ５６ 山, ４ｘ 対抗呪文, 稲妻 ×２, 稲妻 (３)", () => {
    const parsed = parseAccounted("４ 稲妻\n５６　山\n４ｘ 対抗呪文\n稲妻 ×２\nSideboard\n稲妻 (３)");
    expect(parsed.main).toEqual([
      { name: "稲妻", quantity: 6, lines: [1, 4] },
      { name: "山", quantity: 56, lines: [2] },
      { name: "対抗呪文", quantity: 4, lines: [3] },
    ]);
    expect(parsed.cardOrHeading).toEqual([
      { line: 6, text: "稲妻 (3)", zone: "sideboard", name: "稲妻", quantity: 3, under: 0 },
    ]);
    expect(parsed.unparsed).toEqual([]);
  });

  it("reads a full-width quantity in an XML attribute", () => {
    const parsed = parseAccounted(
      '<cockatrice_deck><zone name="main"><card number="４" name="Opt"/></zone></cockatrice_deck>',
    );
    expect(parsed.main).toEqual([{ name: "Opt", quantity: 4, lines: [1] }]);
  });
});

describe("quantities that add no cards", () => {
  it("reads -4 Lightning Bolt as an unparsed line, not a card named -4 Lightning Bolt", () => {
    const parsed = parseAccounted("-4 Lightning Bolt\n- 4 Opt");
    expect(parsed.unparsed).toEqual([
      {
        line: 1,
        text: "-4 Lightning Bolt",

        why: { code: "negative-quantity" },
      },
    ]);
    expect(parsed.main).toEqual([{ name: "Opt", quantity: 4, lines: [2] }]);
  });
});

describe("TappedOut export", () => {
  it("reads tappedout.txt: # name / # info metadata, *CMDR*, (000) set, type-group headers stay main", () => {
    expect(parseAccounted(readFixture("tappedout.txt"))).toEqual(
      decklist({
        main: [
          { name: "Arid Mesa", quantity: 1, lines: [6] },
          { name: "Azorius Chancery", quantity: 1, lines: [7] },
          { name: "Doubling Season", quantity: 1, lines: [8] },
          { name: "Atraxa, Praetors' Voice", quantity: 1, lines: [11] },
        ],
        sideboard: [{ name: "Pyroblast", quantity: 1, lines: [14] }],
        commander: [{ name: "Jodah, Archmage Eternal", quantity: 1, lines: [3] }],
        ignored: [
          { line: 1, text: "# name Jodah Storm", why: { code: "metadata" } },
          {
            line: 2,
            text: "# info tappedout.net/mtg-decks/jodah-storm/",

            why: { code: "metadata" },
          },
        ],
      }),
    );
  });

  it("reads tappedout.md: ## zone headers, ### type headers, * bullets and [Name](url) links", () => {
    expect(parseAccounted(readFixture("tappedout.md"))).toEqual(
      decklist({
        main: [
          { name: "Counterspell", quantity: 4, lines: [4] },
          { name: "Fire // Ice", quantity: 2, lines: [5] },
          { name: "Island", quantity: 36, lines: [8] },
        ],
        sideboard: [{ name: "Containment Priest", quantity: 3, lines: [13] }],
      }),
    );
  });
});

describe("Deckstats export", () => {
  it("reads deckstats.txt: //Main //Sideboard //Maybeboard, //NAME:, [SET#NUM], # !Commander, SB:", () => {
    expect(parseAccounted(readFixture("deckstats.txt"))).toEqual(
      decklist({
        main: [
          { name: "Ash Barrens", quantity: 1, lines: [3] },
          { name: "Blinkmoth Nexus", quantity: 1, lines: [4] },
          { name: "Demolition Stomper", quantity: 1, lines: [6] },
        ],
        sideboard: [
          { name: "Carnage Tyrant", quantity: 3, lines: [7] },
          { name: "Darksteel Citadel", quantity: 1, lines: [10] },
        ],
        commander: [{ name: "Kelsien, the Plague", quantity: 1, lines: [5] }],
        ignored: [
          { line: 1, text: "//NAME: Affinity from deckstats.net", why: { code: "metadata" } },
          {
            line: 12,
            text: "//Maybeboard",

            why: { code: "starts-section", section: "Maybeboard" },
          },
          {
            line: 13,
            text: "1 [MID#159] Smoldering Egg // Ashmouth Dragon",

            why: { code: "in-section", section: "Maybeboard" },
          },
        ],
      }),
    );
  });
});

describe("MTGGoldfish exact-versions export", () => {
  it("reads mtggoldfish.txt: <variant>, [SET], (F) and (E) stripped; blank line before the sideboard", () => {
    expect(parseAccounted(readFixture("mtggoldfish.txt"))).toEqual(
      decklist({
        main: [
          { name: "Forest", quantity: 18, lines: [1] },
          { name: "Aspect of Hydra", quantity: 4, lines: [2] },
          { name: "Enduring Curiosity", quantity: 3, lines: [3] },
          { name: "Sheoldred, the Apocalypse", quantity: 1, lines: [4] },
        ],
        sideboard: [{ name: "Naturalize", quantity: 2, lines: [6] }],
      }),
    );
  });
});

describe("Cockatrice", () => {
  it("reads cockatrice.cod: number is the quantity (missing reads 1), side is the sideboard, tokens are ignored", () => {
    const parsed = parseAccounted(readFixture("cockatrice.cod"));
    expect(parsed.main).toEqual([
      { name: "Forest", quantity: 12, lines: [6] },
      { name: "Razorverge Thicket", quantity: 5, lines: [7] },
      { name: "Avacyn's Pilgrim", quantity: 1, lines: [8] },
      { name: "@#$NOT A REAL CARD NAME@#$", quantity: 1, lines: [9] },
      { name: 'Kongming, "Sleeping Dragon"', quantity: 2, lines: [10] },
    ]);
    expect(parsed.sideboard).toEqual([{ name: "War Priest of Thune", quantity: 3, lines: [13] }]);
    expect(parsed.ignored).toContainEqual({
      line: 16,
      text: '<card number="1" name="Soldier"/>',

      why: { code: "in-zone", zone: "tokens" },
    });
    expect(parsed.ignored.filter((line) => line.why.code === "metadata").map((line) => line.line)).toEqual([
      1, 2, 3, 4, 5, 11, 12, 14, 15, 17, 18,
    ]);
    expect(parsed.unparsed).toEqual([]);
  });

  it("reads Cockatrice plain text: [4] and (4) quantities, SB: prefix, Sideboard header", () => {
    const text = "[4] Lightning Bolt\n(2) Counterspell\nSB: 1 Negate\nSideboard\n3 Duress";
    expect(parseAccounted(text)).toEqual(
      decklist({
        main: [
          { name: "Lightning Bolt", quantity: 4, lines: [1] },
          { name: "Counterspell", quantity: 2, lines: [2] },
        ],
        sideboard: [
          { name: "Negate", quantity: 1, lines: [3] },
          { name: "Duress", quantity: 3, lines: [5] },
        ],
      }),
    );
  });
});

describe("Forge .dck", () => {
  it("reads forge.dck: [Commander] [Main] count, |SET|ART and + stripped, [metadata] and planar sections ignored", () => {
    expect(parseAccounted(readFixture("forge.dck"))).toEqual(
      decklist({
        main: [
          { name: "Troll of Khazad-dûm", quantity: 1, lines: [8] },
          { name: "Swamp", quantity: 37, lines: [9] },
          { name: "Sol Ring", quantity: 1, lines: [10] },
        ],
        commander: [{ name: "Tymaret, Chosen from Death", quantity: 1, lines: [6] }],
        ignored: [
          { line: 1, text: "[metadata]", why: { code: "metadata" } },
          { line: 2, text: "Name=Starter Commander - Black", why: { code: "metadata" } },
          {
            line: 3,
            text: "[Avatar]",

            why: { code: "starts-section", section: "Avatar" },
          },
          {
            line: 13,
            text: "[Planes]",

            why: { code: "starts-section", section: "Planes" },
          },
          {
            line: 14,
            text: "1 Tazeem|HOP",

            why: { code: "in-section", section: "Planes" },
          },
          {
            line: 15,
            text: "[Schemes]",

            why: { code: "starts-section", section: "Schemes" },
          },
          {
            line: 17,
            text: "[Conspiracy]",

            why: { code: "starts-section", section: "Conspiracy" },
          },
          {
            line: 19,
            text: "[Dungeon]",

            why: { code: "starts-section", section: "Dungeon" },
          },
        ],
      }),
    );
  });

  it("reads lowercase [main] and [sideboard] of older Forge files", () => {
    const parsed = parseAccounted("[main]\n4 Lightning Bolt|M11\n[sideboard]\n2 Pyroblast|ICE");
    expect(parsed.main).toEqual([{ name: "Lightning Bolt", quantity: 4, lines: [2] }]);
    expect(parsed.sideboard).toEqual([{ name: "Pyroblast", quantity: 2, lines: [4] }]);
  });
});

describe("XMage .dck", () => {
  it("reads xmage.dck: NAME: and LAYOUT are metadata, [SET:NUM] stripped, SB: lines go to the sideboard", () => {
    expect(parseAccounted(readFixture("xmage.dck"))).toEqual(
      decklist({
        main: [
          { name: "Aether Vial", quantity: 4, lines: [2] },
          { name: "Ugin, the Ineffable", quantity: 1, lines: [3] },
          { name: "Cephalid Looter", quantity: 1, lines: [4] },
        ],
        sideboard: [
          { name: "Auriok Champion", quantity: 3, lines: [5] },
          { name: "Akoum Hellhound", quantity: 1, lines: [6] },
        ],
        ignored: [
          { line: 1, text: "NAME:Humans", why: { code: "metadata" } },
          {
            line: 7,
            text: "LAYOUT MAIN:(1,2)(CARD_TYPE,false,68)|([ODY:72+],[WAR:2*])([DST:91])",

            why: { code: "metadata" },
          },
          {
            line: 8,
            text: "LAYOUT SIDEBOARD:(1,2)(NONE,false,50)|([5DN:3],[5DN:3],[5DN:3])([ZNR:133])",

            why: { code: "metadata" },
          },
        ],
      }),
    );
  });
});

describe("MWS and Apprentice", () => {
  it("reads mws.mwDeck: // NAME : metadata, indented [SET] lines, SB: with an empty [] set", () => {
    expect(parseAccounted(readFixture("mws.mwDeck"))).toEqual(
      decklist({
        main: [
          { name: "Mutavault", quantity: 4, lines: [5] },
          { name: "Plains", quantity: 20, lines: [6] },
        ],
        sideboard: [
          { name: "Wear // Tear", quantity: 1, lines: [7] },
          { name: "Rest in Peace", quantity: 2, lines: [8] },
        ],
        ignored: [
          {
            line: 1,
            text: "// Deck file for Magic Workstation (http://www.magicworkstation.com)",

            why: { code: "comment" },
          },
          { line: 2, text: "// NAME : WW Human", why: { code: "metadata" } },
          { line: 3, text: "// CREATOR : someone", why: { code: "metadata" } },
          { line: 4, text: "// FORMAT : Modern", why: { code: "metadata" } },
        ],
      }),
    );
  });

  it("reads apprentice.dec: // Creatures and // Lands are group headers, SB: goes to the sideboard", () => {
    expect(parseAccounted(readFixture("apprentice.dec"))).toEqual(
      decklist({
        main: [
          { name: "Masticore", quantity: 4, lines: [2] },
          { name: "Island", quantity: 20, lines: [4] },
        ],
        sideboard: [{ name: "Annul", quantity: 4, lines: [5] }],
      }),
    );
  });
});

describe("OCTGN .o8d", () => {
  it("reads octgn.o8d: <section name> decides the zone, qty is the quantity, the element text is the name", () => {
    const parsed = parseAccounted(readFixture("octgn.o8d"));
    expect(parsed.main).toEqual([{ name: "Forest", quantity: 1, lines: [3] }]);
    expect(parsed.sideboard).toEqual([{ name: "Island", quantity: 2, lines: [6] }]);
    expect(parsed.unparsed).toEqual([]);
  });
});

describe("plain pasted text", () => {
  it("reads every quantity form: 4, 4x, 4X, x4, 4 x, Name x4, no quantity", () => {
    const text = "4 Opt\n4x Duress\n4X Shock\nx4 Negate\n4 x Ponder\nPreordain x4\nBrainstorm";
    expect(parseAccounted(text).main).toEqual([
      { name: "Opt", quantity: 4, lines: [1] },
      { name: "Duress", quantity: 4, lines: [2] },
      { name: "Shock", quantity: 4, lines: [3] },
      { name: "Negate", quantity: 4, lines: [4] },
      { name: "Ponder", quantity: 4, lines: [5] },
      { name: "Preordain", quantity: 4, lines: [6] },
      { name: "Brainstorm", quantity: 1, lines: [7] },
    ]);
  });

  it("reads markdown bullets * and -", () => {
    expect(parseAccounted("* 4 Opt\n- 2 Duress").main).toEqual([
      { name: "Opt", quantity: 4, lines: [1] },
      { name: "Duress", quantity: 2, lines: [2] },
    ]);
  });

  it("reads every sideboard header shape as a header, never as a card", () => {
    const headers = [
      "Sideboard",
      "Sideboard:",
      "SIDEBOARD:",
      "Sideboard (15)",
      "SideBoard: 2 cards",
      "//Sideboard",
      "// Sideboard",
      "[Sideboard]",
      "## Sideboard (15)",
    ];
    for (const header of headers) {
      expect(parseAccounted(`4 Opt\n${header}\n2 Duress`), header).toEqual(
        decklist({
          main: [{ name: "Opt", quantity: 4, lines: [1] }],
          sideboard: [{ name: "Duress", quantity: 2, lines: [3] }],
        }),
      );
    }
  });

  it("reads Commander's Sphere as a card and Commander as a header", () => {
    expect(parseAccounted("Commander\n1 Atraxa, Praetors' Voice\nDeck\n1 Commander's Sphere")).toEqual(
      decklist({
        main: [{ name: "Commander's Sphere", quantity: 1, lines: [4] }],
        commander: [{ name: "Atraxa, Praetors' Voice", quantity: 1, lines: [2] }],
      }),
    );
  });

  it("keeps a list with scattered blank lines all main", () => {
    const parsed = parseAccounted("4 Opt\n\n4 Duress\n\n4 Shock\n\n2 Negate");
    expect(parsed.main.map((entry) => entry.name)).toEqual(["Opt", "Duress", "Shock", "Negate"]);
    expect(parsed.sideboard).toEqual([]);
  });

  it("keeps a two-block list all main when a line names its own zone (SB:, *CMDR*)", () => {
    expect(parseAccounted("4 Opt\nSB: 1 Negate\n\n4 Duress").sideboard).toEqual([
      { name: "Negate", quantity: 1, lines: [2] },
    ]);
    expect(parseAccounted("1x Jodah, Archmage Eternal *CMDR*\n\n1x Arid Mesa").main).toEqual([
      { name: "Arid Mesa", quantity: 1, lines: [3] },
    ]);
  });

  it("splits two blocks even with leading, trailing and repeated blank lines and a comment block on top", () => {
    const parsed = parseAccounted("\n\n// my deck\n\n4 Opt\n\n\n\n2 Negate\n\n");
    expect(parsed.main).toEqual([{ name: "Opt", quantity: 4, lines: [5] }]);
    expect(parsed.sideboard).toEqual([{ name: "Negate", quantity: 2, lines: [9] }]);
    expect(parsed.ignored).toEqual([{ line: 3, text: "// my deck", why: { code: "comment" } }]);
  });

  it("sums the same card on two lines into one entry listing both lines, case-insensitively", () => {
    expect(parseAccounted("2 Lightning Bolt\n1 Opt\n2 lightning bolt").main).toEqual([
      { name: "Lightning Bolt", quantity: 4, lines: [1, 3] },
      { name: "Opt", quantity: 1, lines: [2] },
    ]);
  });

  it("sums Fire/Ice and Fire // Ice as one card", () => {
    expect(parseAccounted("1 Fire/Ice\n1 Fire // Ice\n1 Fire /// Ice").main).toEqual([
      { name: "Fire // Ice", quantity: 3, lines: [1, 2, 3] },
    ]);
  });

  it("keeps one name in two zones as two entries", () => {
    const parsed = parseAccounted("Deck\n2 Duress\nSideboard\n2 Duress");
    expect(parsed.main).toEqual([{ name: "Duress", quantity: 2, lines: [2] }]);
    expect(parsed.sideboard).toEqual([{ name: "Duress", quantity: 2, lines: [4] }]);
  });

  it("keeps Summon: Choco/Mog whole", () => {
    expect(parseAccounted("1 Summon: Choco/Mog").main).toEqual([
      { name: "Summon: Choco/Mog", quantity: 1, lines: [1] },
    ]);
  });

  it("keeps names as typed: accents, ASCII folding, case, Æ, Alchemy A-, front faces", () => {
    const text =
      "1 Lim-Dûl's Vault\n1 Jotun Grunt\n1 lightning bolt\n1 Æther Vial\n1 A-Luminarch Aspirant\n1 Brazen Borrower";
    expect(parseAccounted(text).main.map((entry) => entry.name)).toEqual([
      "Lim-Dûl's Vault",
      "Jotun Grunt",
      "lightning bolt",
      "Æther Vial",
      "A-Luminarch Aspirant",
      "Brazen Borrower",
    ]);
  });

  it("keeps names with +, digits, commas, &, :, parentheses and quotes whole", () => {
    const text = [
      "1 +2 Mace",
      "1 Borrowing 100,000 Arrows",
      "1 Minsc & Boo, Timeless Heroes",
      "1 Circle of Protection: Red",
      "1 Erase (Not the Urza's Legacy One)",
      '1 Kongming, "Sleeping Dragon"',
    ].join("\n");
    expect(parseAccounted(text).main.map((entry) => entry.name)).toEqual([
      "+2 Mace",
      "Borrowing 100,000 Arrows",
      "Minsc & Boo, Timeless Heroes",
      "Circle of Protection: Red",
      "Erase (Not the Urza's Legacy One)",
      'Kongming, "Sleeping Dragon"',
    ]);
  });

  it("keeps an unknown name as a card, for card lookup to report", () => {
    expect(parseAccounted("4 Definitely Not A Card").main).toEqual([
      { name: "Definitely Not A Card", quantity: 4, lines: [1] },
    ]);
  });

  it("lists comments and commented-out cards as ignored, never as cards", () => {
    expect(parseAccounted("// Burn\n//4 Thing in the Ice\n# sideboard plan below\n4 Opt")).toEqual(
      decklist({
        main: [{ name: "Opt", quantity: 4, lines: [4] }],
        ignored: [
          { line: 1, text: "// Burn", why: { code: "comment" } },
          { line: 2, text: "//4 Thing in the Ice", why: { code: "comment" } },
          { line: 3, text: "# sideboard plan below", why: { code: "comment" } },
        ],
      }),
    );
  });

  it("reports a quantity of 0, a huge quantity, a separator and a link as unparsed", () => {
    expect(parseAccounted("0 Opt\n1234567 Opt\n-----\nhttps://moxfield.com/decks/abc\n4 Opt")).toEqual(
      decklist({
        main: [{ name: "Opt", quantity: 4, lines: [5] }],
        unparsed: [
          { line: 1, text: "0 Opt", why: { code: "quantity-zero" } },
          {
            line: 2,
            text: "1234567 Opt",

            why: { code: "quantity-not-a-number" },
          },
          { line: 3, text: "-----", why: { code: "no-letters" } },
          { line: 4, text: "https://moxfield.com/decks/abc", why: { code: "link" } },
        ],
      }),
    );
  });

  it("keeps a quantity above 999 as a number for the API layer to reject", () => {
    expect(parseAccounted("100000 Relentless Rats").main).toEqual([
      { name: "Relentless Rats", quantity: 100000, lines: [1] },
    ]);
  });
});

describe("ignored sections", () => {
  it("does not count a Maybeboard section, and lists its header and cards", () => {
    expect(parseAccounted("4 Opt\nMaybeboard\n1 Brainstorm\n// idea\n")).toEqual(
      decklist({
        main: [{ name: "Opt", quantity: 4, lines: [1] }],
        ignored: [
          {
            line: 2,
            text: "Maybeboard",

            why: { code: "starts-section", section: "Maybeboard" },
          },
          {
            line: 3,
            text: "1 Brainstorm",

            why: { code: "in-section", section: "Maybeboard" },
          },
          { line: 4, text: "// idea", why: { code: "comment" } },
        ],
      }),
    );
  });

  it("does not count CONSIDERING: or Tokens, and counts again after a Sideboard header", () => {
    const parsed = parseAccounted("4 Opt\nCONSIDERING:\n1 Ponder\nTokens\n3 Soldier\nSideboard\n2 Duress");
    expect(parsed.main).toEqual([{ name: "Opt", quantity: 4, lines: [1] }]);
    expect(parsed.sideboard).toEqual([{ name: "Duress", quantity: 2, lines: [7] }]);
    expect(parsed.ignored.map((line) => line.line)).toEqual([2, 3, 4, 5]);
  });
});

describe("text encoding and whitespace", () => {
  const expected = decklist({
    main: [{ name: "Urza's Saga", quantity: 4, lines: [1] }],
    sideboard: [{ name: 'Kongming, "Sleeping Dragon"', quantity: 1, lines: [3] }],
  });

  it("reads LF, CRLF and bare CR line endings alike", () => {
    for (const eol of ["\n", "\r\n", "\r"]) {
      expect(parseAccounted(["4 Urza's Saga", "", '1 Kongming, "Sleeping Dragon"'].join(eol))).toEqual(expected);
    }
  });

  it("strips a BOM and reads NBSP, figure space, narrow NBSP, tabs and trailing spaces as spaces", () => {
    const text = '\uFEFF4\u00A0Urza\'s\u2007Saga \t\n \n1\tKongming,\u202F"Sleeping  Dragon"   ';
    expect(parseAccounted(text)).toEqual(expected);
  });

  it("straightens smart quotes in names", () => {
    expect(parseAccounted("4 Urza’s Saga\n\n1 Kongming, “Sleeping Dragon”")).toEqual(
      decklist({
        main: [{ name: "Urza's Saga", quantity: 4, lines: [1] }],
        sideboard: [{ name: 'Kongming, "Sleeping Dragon"', quantity: 1, lines: [3] }],
      }),
    );
    expect(parseAccounted("1 Urza‘s Tower\n1 Urzaʼs Mine").main.map((entry) => entry.name)).toEqual([
      "Urza's Tower",
      "Urza's Mine",
    ]);
  });

  it("gives empty zones for an empty string, blank lines, and a comment-only list", () => {
    expect(parseAccounted("")).toEqual(decklist({}));
    expect(parseAccounted("\n \r\n\t")).toEqual(decklist({}));
    expect(parseAccounted("// nothing yet\n# still nothing")).toEqual(
      decklist({
        ignored: [
          { line: 1, text: "// nothing yet", why: { code: "comment" } },
          { line: 2, text: "# still nothing", why: { code: "comment" } },
        ],
      }),
    );
  });
});
