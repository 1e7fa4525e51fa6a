import { describe, expect, it } from "vitest";
import { withCommanderFromSideboard } from "@/lib/check/commander-zone";
import { parseDecklist } from "@/lib/decklist/parse";
import { checkTeam } from "@/lib/check/check-team";
import { commanderCardSource, commanderReport } from "../../support/commander-source";
import { inEnglishOutcome } from "../../support/english";

// One deck, Karlach and her Background, as each client or site exports a Commander deck. The 98 other
// cards: Sol Ring, Lightning Bolt and 96 Mountain.
const THE_REST = {
  arena: ["1 Sol Ring", "1 Lightning Bolt", "96 Mountain"],
  x: ["1x Sol Ring", "1x Lightning Bolt", "96x Mountain"],
};
const KARLACH = "Karlach, Fury of Avernus";
const BACKGROUND = "Passionate Archaeologist";

const EXPORTS: [string, string][] = [
  [
    "MTG Arena's Commander section",
    ["Commander", `1 ${KARLACH} (CLB) 186`, `1 ${BACKGROUND} (CLB) 190`, "", "Deck", ...THE_REST.arena].join("\n"),
  ],
  [
    "MTGO's .txt: the commanders as the only sideboard cards",
    [...THE_REST.arena, "", `1 ${KARLACH}`, `1 ${BACKGROUND}`].join("\n"),
  ],
  [
    "MTGO's SIDEBOARD: header (Moxfield's MTGO export)",
    [...THE_REST.arena, "", "SIDEBOARD:", `1 ${KARLACH}`, `1 ${BACKGROUND}`].join("\n"),
  ],
  [
    "MTGO's .dek Annotation",
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      "<Deck>",
      '  <Cards CatID="1" Quantity="1" Sideboard="false" Name="Sol Ring" Annotation="0" />',
      '  <Cards CatID="2" Quantity="1" Sideboard="false" Name="Lightning Bolt" Annotation="0" />',
      '  <Cards CatID="3" Quantity="96" Sideboard="false" Name="Mountain" Annotation="0" />',
      `  <Cards CatID="4" Quantity="1" Sideboard="true" Name="${KARLACH}" Annotation="16777728" />`,
      `  <Cards CatID="5" Quantity="1" Sideboard="true" Name="${BACKGROUND}" Annotation="16777728" />`,
      "</Deck>",
    ].join("\n"),
  ],
  [
    "Archidekt's Commander category",
    [
      `1x ${KARLACH} (clb) 186 [Commander{top}]`,
      `1x ${BACKGROUND} (clb) 190 [Commander{top}]`,
      "1x Sol Ring (ltc) 284 [Ramp]",
      "1x Lightning Bolt (2x2) 117 [Removal]",
      "96x Mountain (clb) 462 [Land]",
    ].join("\n"),
  ],
  ["TappedOut's *CMDR*", [`1x ${KARLACH} *CMDR*`, `1x ${BACKGROUND} *CMDR*`, ...THE_REST.x].join("\n")],
  [
    "Deckstats' # !Commander",
    ["//Main", `1 ${KARLACH} # !Commander`, `1 ${BACKGROUND} # !Commander`, ...THE_REST.arena].join("\n"),
  ],
  [
    "Moxfield's text with a Commander heading",
    ["Commander (2)", `1 ${KARLACH} (CLB) 186`, `1 ${BACKGROUND} (CLB) 190`, "", "Deck (98)", ...THE_REST.arena].join(
      "\n",
    ),
  ],
  [
    "Forge's [Commander] section",
    [
      "[metadata]",
      "Name=Karlach",
      "[Commander]",
      `1 ${KARLACH}|CLB|1`,
      `1 ${BACKGROUND}|CLB|1`,
      "[Main]",
      "1 Sol Ring|LTC|1",
      "1 Lightning Bolt|2X2|1",
      "96 Mountain|CLB|1",
    ].join("\n"),
  ],
  [
    "Cockatrice's .cod, the commanders in the side zone",
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<cockatrice_deck version="1">',
      '  <zone name="main"><card number="1" name="Sol Ring"/><card number="1" name="Lightning Bolt"/><card number="96" name="Mountain"/></zone>',
      `  <zone name="side"><card number="1" name="${KARLACH}"/><card number="1" name="${BACKGROUND}"/></zone>`,
      "</cockatrice_deck>",
    ].join("\n"),
  ],
  [
    "XMage's .dck, the commanders on SB: lines",
    [
      "NAME:Karlach",
      "1 [LTC:284] Sol Ring",
      "1 [2X2:117] Lightning Bolt",
      "96 [CLB:462] Mountain",
      `SB: 1 [CLB:186] ${KARLACH}`,
      `SB: 1 [CLB:190] ${BACKGROUND}`,
    ].join("\n"),
  ],
];

const partnerDeck = [
  "Commander",
  "1 Thrasios, Triton Hero",
  "1 Tymna the Weaver",
  "Deck",
  "1 Counterspell",
  "97 Island",
].join("\n");

describe("a Commander deck's commanders, from every export form", () => {
  it.each(EXPORTS)("%s", async (_, list) => {
    const report = await commanderReport([list, partnerDeck]);
    expect(report.decks[0]?.commander.map((entry) => entry.name)).toEqual([KARLACH, BACKGROUND]);
    expect(report.decks[0]?.sideboard).toEqual([]);
    expect(report.decks[0]?.colorIdentity).toBe("R");
    expect(report.problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });
});

describe("the lone sideboard card of a Commander list", () => {
  it("becomes the commander only when the list marks none and the sideboard holds one or two cards", () => {
    const lone = parseDecklist("98 Mountain\n\n1 Karlach, Fury of Avernus");
    expect(withCommanderFromSideboard(lone).commander.map((entry) => entry.name)).toEqual([KARLACH]);
    const marked = parseDecklist("Commander\n1 Karlach, Fury of Avernus\nDeck\n98 Mountain\nSideboard\n1 Sol Ring");
    expect(withCommanderFromSideboard(marked)).toBe(marked);
    const sideboard = parseDecklist("97 Mountain\n\n3 Lightning Bolt");
    expect(withCommanderFromSideboard(sideboard)).toBe(sideboard);
  });

  it("stays in the sideboard in a 60-card format, where the reader put it", async () => {
    const modern = await checkTeam(
      { format: "modern", decks: [{ list: "60 Mountain\n\n1 Karlach, Fury of Avernus" }, { list: "60 Island" }] },
      commanderCardSource(),
    );
    if (!modern.ok) throw new Error(modern.error.message);
    expect(modern.report.decks[0]?.sideboard.map((entry) => entry.name)).toEqual([KARLACH]);
    expect(modern.report.problems.map((problem) => problem.code)).toContain("sideboard-not-allowed");
  });
});

describe("the team rule and house rules as input", () => {
  it("defaults to open in 2HG Commander and to tournament elsewhere; open is refused outside Commander, naming ruleset", async () => {
    const modern = await checkTeam(
      { format: "modern", ruleset: "open", decks: [{ list: "60 Island" }, { list: "60 Island" }] },
      commanderCardSource(),
    );
    expect(inEnglishOutcome(modern)).toMatchObject({
      ok: false,
      error: {
        code: "bad-request",
        message: "ruleset: the team rule open is read only with format 2HG Commander (house rules), not Modern",
      },
    });
    const color = await checkTeam(
      { format: "modern", teamColorIdentity: true, decks: [{ list: "60 Island" }, { list: "60 Island" }] },
      commanderCardSource(),
    );
    expect(inEnglishOutcome(color)).toMatchObject({
      ok: false,
      error: {
        code: "bad-request",
        message: "teamColorIdentity: this house rule is read only with format 2HG Commander (house rules), not Modern",
      },
    });
  });
});
