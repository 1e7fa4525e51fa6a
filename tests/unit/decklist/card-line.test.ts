import { describe, expect, it } from "vitest";
import { readCardLine as readCardLineValue } from "@/lib/decklist/card-line";
import { lineReasonOf as describeLineReason } from "../../support/english";

/** readCardLine with why a line is no card, or leaves the deck, in the API's English (line-reason.test.ts checks the codes). */
function readCardLine(line: string) {
  const reading = readCardLineValue(line);
  if (!reading.ok) return { ok: false, reason: describeLineReason(reading.reason) };
  const placement = reading.placement;
  return placement !== null && "ignoredBecause" in placement
    ? { ...reading, placement: { ignoredBecause: describeLineReason(placement.ignoredBecause) } }
    : reading;
}

function card(name: string, quantity = 1, placement: unknown = null) {
  return { ok: true, name, quantity, placement };
}

describe("readCardLine quantities in parentheses after the name", () => {
  it.each([
    ["Mana Drain (1)", 1],
    ["Mana Drain (x4)", 4],
    ["Mana Drain (4x)", 4],
    ["Mana Drain (X4)", 4],
  ])("reads %s as %i copies", (line, quantity) => {
    expect(readCardLine(line)).toEqual(card("Mana Drain", quantity));
  });

  it("still reads (000) after a name as a set code, and a count before the name wins", () => {
    expect(readCardLine("Doubling Season (000)")).toEqual(card("Doubling Season"));
    expect(readCardLine("1 Doubling Season (000)")).toEqual(card("Doubling Season"));
  });

  it("reads a minus sign before the count as no quantity at all", () => {
    expect(readCardLine("-4 Lightning Bolt")).toEqual({ ok: false, reason: "a quantity is a whole number from 1" });
    expect(readCardLine("-4x Lightning Bolt")).toEqual({ ok: false, reason: "a quantity is a whole number from 1" });
  });
});

describe("readCardLine quantities", () => {
  it.each([
    ["4 Lightning Bolt", 4],
    ["4x Lightning Bolt", 4],
    ["4X Lightning Bolt", 4],
    ["4 x Lightning Bolt", 4],
    ["4 X Lightning Bolt", 4],
    ["x4 Lightning Bolt", 4],
    ["X4 Lightning Bolt", 4],
    ["[4] Lightning Bolt", 4],
    ["(4) Lightning Bolt", 4],
    ["Lightning Bolt x4", 4],
    ["Lightning Bolt x 4", 4],
    ["Lightning Bolt", 1],
    ["12 Lightning Bolt", 12],
    ["04 Lightning Bolt", 4],
  ])('reads "%s" as %i Lightning Bolt', (line, quantity) => {
    expect(readCardLine(line)).toMatchObject(card("Lightning Bolt", quantity));
  });

  it('reads "Lightning Bolt (M11) x4" as 4, not as collector number x4', () => {
    expect(readCardLine("Lightning Bolt (M11) x4")).toMatchObject(card("Lightning Bolt", 4));
  });

  it('reads "1 X" as one copy of the card named X', () => {
    expect(readCardLine("1 X")).toMatchObject(card("X"));
  });

  it('does not read "4xPlains" (no space) as a quantity', () => {
    expect(readCardLine("4xPlains")).toMatchObject(card("4xPlains"));
  });

  it('reads "4 Xenagos, the Reveler" without taking the X for a multiplier', () => {
    expect(readCardLine("4 Xenagos, the Reveler")).toMatchObject(card("Xenagos, the Reveler", 4));
  });

  it("keeps a large quantity as a number", () => {
    expect(readCardLine("999999 Relentless Rats")).toMatchObject(card("Relentless Rats", 999999));
  });

  it("rejects 0 and a quantity of more than six digits", () => {
    expect(readCardLine("0 Opt")).toEqual({ ok: false, reason: "quantity is 0: the line adds no cards" });
    expect(readCardLine("1000000 Opt")).toEqual({ ok: false, reason: "quantity is not a number of cards" });
    expect(readCardLine("Opt x0")).toEqual({ ok: false, reason: "quantity is 0: the line adds no cards" });
  });

  it("rejects a quantity with no card name", () => {
    expect(readCardLine("4")).toEqual({ ok: false, reason: "a quantity with no card name" });
    expect(readCardLine("4x")).toEqual({ ok: false, reason: "a quantity with no card name" });
    expect(readCardLine("4 [M14]")).toEqual({ ok: false, reason: "no card name" });
  });
});

describe("readCardLine set codes and collector numbers", () => {
  it.each([
    "1 Opt (ELD) 59",
    "1 Opt (ELD) 97★",
    "1 Opt (PDOM) 6p",
    "1 Opt (XLN) 160a",
    "1 Opt (plst) WWK-121",
    "1 Opt (znr) 90",
    "1 Opt () 213",
    "1 Opt (000)",
    "1 Opt (M21)",
    "1 Opt (SET) SET2-59",
    "1 [DST:91] Opt",
    "1 [WAR:2*] Opt",
    "1 [ODY:72+] Opt",
    "1 [MPS-AKH:1] Opt",
    "1 [2XM#310] Opt",
    "1 [KLD] Opt",
    "1 [] Opt",
    "1 Opt|ELD|1",
    "1 Opt|ELD|1|[59]",
    "1 Opt+|ELD",
    "1 Opt <254> [ELD]",
    "1 Opt <Shadowmoor - borderless> [ELD] (F)",
    "1 Opt [ELD] (E)",
  ])('reads "%s" as 1 Opt', (line) => {
    expect(readCardLine(line)).toMatchObject(card("Opt"));
  });

  it("keeps a mixed-case word in parentheses as part of the name", () => {
    expect(readCardLine("1 Hazmat Suit (Used)")).toMatchObject(card("Hazmat Suit (Used)"));
    expect(readCardLine("1 Hazmat Suit (Used) (UNF) 99")).toMatchObject(card("Hazmat Suit (Used)"));
  });

  it("strips (SET) NUM after a name that ends in its own parentheses", () => {
    expect(readCardLine("1 Erase (Not the Urza's Legacy One) (UNH) 20")).toMatchObject(
      card("Erase (Not the Urza's Legacy One)"),
    );
  });
});

describe("readCardLine annotations", () => {
  it.each([
    "1 Sol Ring *F*",
    "1 Sol Ring *E*",
    "1 Sol Ring (C21) 263 *F* #!Ramp",
    "1 Sol Ring #Ramp #Card Advantage",
    "1 Sol Ring ^Have,#37d67a^",
    "1x Sol Ring (c21) 263 *F* [Ramp,Mana Rock] ^Have,#37d67a^",
    "1 Sol Ring [foil]",
    "1 Sol Ring (F)",
    "1 Sol Ring <extended>",
  ])('strips the annotations of "%s"', (line) => {
    expect(readCardLine(line)).toMatchObject(card("Sol Ring"));
  });

  it("reads the commander markers *CMDR*, # !Commander, #!Commander and [Commander{top}]", () => {
    const commander = { zone: "commander" };
    expect(readCardLine("1x Jodah, Archmage Eternal *CMDR*")).toMatchObject(
      card("Jodah, Archmage Eternal", 1, commander),
    );
    expect(readCardLine("1 Kelsien, the Plague # !Commander")).toMatchObject(card("Kelsien, the Plague", 1, commander));
    expect(readCardLine("1 Kelsien, the Plague #!Commander")).toMatchObject(card("Kelsien, the Plague", 1, commander));
    expect(readCardLine("1x Elenda, the Dusk Rose (lcc) 268 [Commander{top}] ^Have,#37d67a^")).toMatchObject(
      card("Elenda, the Dusk Rose", 1, commander),
    );
  });

  it("reads SB:, Sideboard:, Commander: and Companion: prefixes as the line's zone", () => {
    expect(readCardLine("SB: 3 [5DN:3] Auriok Champion")).toMatchObject(
      card("Auriok Champion", 3, { zone: "sideboard" }),
    );
    expect(readCardLine("sb:2 Duress")).toMatchObject(card("Duress", 2, { zone: "sideboard" }));
    expect(readCardLine("Sideboard: 1 Pyroblast")).toMatchObject(card("Pyroblast", 1, { zone: "sideboard" }));
    expect(readCardLine("Commander: Atraxa, Praetors' Voice")).toMatchObject(
      card("Atraxa, Praetors' Voice", 1, { zone: "commander" }),
    );
    expect(readCardLine("Companion: 1 Lurrus of the Dream-Den")).toMatchObject(
      card("Lurrus of the Dream-Den", 1, { zone: "companion" }),
    );
  });

  it("reads Archidekt categories: Sideboard places, Maybeboard and {noDeck} leave the deck, others do nothing", () => {
    expect(readCardLine("1x Pyroblast (ema) 142 [Sideboard]")).toMatchObject(
      card("Pyroblast", 1, { zone: "sideboard" }),
    );
    expect(readCardLine("1x Opt (eld) 59 [Maybeboard{noDeck}{noPrice},Draw]")).toMatchObject(
      card("Opt", 1, { ignoredBecause: "in the Maybeboard category: not part of the deck" }),
    );
    expect(readCardLine("1x Opt (eld) 59 [Considering]")).toMatchObject(
      card("Opt", 1, { ignoredBecause: "in the Considering category: not part of the deck" }),
    );
    expect(readCardLine("1x Opt (eld) 59 [Draw,Payoffs/Anthems]")).toMatchObject(card("Opt"));
  });

  it("lets the first category decide: [Ramp,Tokens] is in the deck, under Ramp", () => {
    expect(readCardLine("1x Oko, Thief of Crowns (eld) 197 [Ramp,Tokens]")).toMatchObject(card("Oko, Thief of Crowns"));
    expect(readCardLine("1x Opt (eld) 59 [Draw,Sideboard]")).toMatchObject(card("Opt"));
    expect(readCardLine("1x Opt (eld) 59 [Draw,Wishlist{noDeck}]")).toMatchObject(card("Opt"));
  });

  it("does not take a # inside a name-free label for a tag", () => {
    expect(readCardLine("1 Opt ^Want,#ff0000^")).toMatchObject(card("Opt"));
  });
});

describe("readCardLine markdown", () => {
  it("reads a bulleted TappedOut link, even with a doubled host", () => {
    expect(readCardLine("* 4 [Counterspell](http://tappedout.net/mtg-card/counterspell/)")).toMatchObject(
      card("Counterspell", 4),
    );
    expect(
      readCardLine("* 2 [Fire // Ice](http://tappedout.nethttp://tappedout.net/mtg-card/fire-ice/)"),
    ).toMatchObject(card("Fire // Ice", 2));
  });

  it("reads - and • bullets", () => {
    expect(readCardLine("- 4 Opt")).toMatchObject(card("Opt", 4));
    expect(readCardLine("• 4 Opt")).toMatchObject(card("Opt", 4));
  });
});

describe("readCardLine lines that cannot be cards", () => {
  it.each([
    ["-----", "no letters, so not a card name"],
    ["=====", "no letters, so not a card name"],
    ["4 ???", "no letters, so not a card name"],
    ["https://www.moxfield.com/decks/abc", "a link, not a card"],
    ["www.tappedout.net", "a link, not a card"],
    ["Deck: https://archidekt.com/decks/1", "a link, not a card"],
    ["<div class='deck'>", "markup, not a card"],
    ["4 " + "Bolt ".repeat(80), "too long to be a card line"],
  ])('rejects "%s": %s', (line, reason) => {
    expect(readCardLine(line)).toEqual({ ok: false, reason });
  });
});
