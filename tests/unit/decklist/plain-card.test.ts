// readPlainCard is the fast path for "4 Lightning Bolt" lines: whenever it takes a line, it must read
// it exactly as readCardLine does, with no placement of the line's own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCardLine, readPlainCard } from "@/lib/decklist/card-line";

function checkAgrees(line: string): void {
  const plain = readPlainCard(line, "sideboard");
  if (plain === null) return;
  const reading = readCardLine(line);
  expect(reading, line).toEqual({ ok: true, name: plain.name, quantity: plain.quantity, placement: null });
  expect(plain.zone).toBe("sideboard");
}

describe("readPlainCard", () => {
  it.each([
    ["4 Lightning Bolt", "Lightning Bolt", 4],
    ["4x Lightning Bolt", "Lightning Bolt", 4],
    ["4X Lightning Bolt", "Lightning Bolt", 4],
    ["04 Opt", "Opt", 4],
    ["999999 Relentless Rats", "Relentless Rats", 999999],
    ["1 Fire/Ice", "Fire // Ice", 1],
    ["4 Fire // Ice", "Fire // Ice", 4],
    ["2 Sheoldred, the Apocalypse", "Sheoldred, the Apocalypse", 2],
    ["1 Urza’s Saga", "Urza's Saga", 1],
    ["4 Xenagos, the Reveler", null, 4],
  ])('reads "%s" like readCardLine', (line, name, quantity) => {
    const plain = readPlainCard(line, "main");
    if (name === null) expect(plain).toBeNull();
    else expect(plain).toEqual({ zone: "main", name, quantity });
    checkAgrees(line);
  });

  it.each([
    "4 Lightning Bolt #tag",
    "1 Sol Ring (C21) 263 *F* #!Ramp",
    "4x Lightning Bolt (MH2) 12",
    "Lightning Bolt x4",
    "4 Lightning Bolt x4",
    "4 [DST:91] Aether Vial",
    "1 Sol Ring+|C21",
    "1 Troll of Khazad-dûm|LTR|1",
    "1x Jodah, Archmage Eternal *CMDR*",
    "1 Kelsien, the Plague # !Commander",
    "18 Forest <254> [THB] (F)",
    "1 X",
    "4 x Lightning Bolt",
    "4 X Lightning Bolt",
    "4× Lightning Bolt",
    "4xLightning Bolt",
    "4  Lightning Bolt",
    "4 Lightning Bolt ",
    "4 Lightning Bolt\u00a0",
    "4\tLightning Bolt",
    "0 Opt",
    "1000000 Opt",
    "0000004 Opt",
    "4 ???",
    "4 https://example.com/a",
    "4 www.example.com",
    "4 " + "Bolt ".repeat(80) + "x",
    "4",
    "4x",
    "SB: 2 Duress",
    "* 4 Opt",
  ])('leaves "%s" to readCardLine', (line) => {
    expect(readPlainCard(line, "main")).toBeNull();
  });

  it("agrees with readCardLine on random plain-looking lines", () => {
    // Mostly name-like text, so that many lines take the fast path, with now and then a character
    // that some pattern of readCardLine needs.
    const head = fc.constantFrom(
      ...["1 ", "4 ", "4x ", "4X ", "12 ", "04 ", "0 ", "1000000 ", "4 x ", "4× ", "4  ", "4\t", "4x", ""],
    );
    const common = fc.constantFrom(
      ...["Bolt", "Opt", " ", "a", "Z", "x", "X", "'", ",", "-", "/", " // ", "4", "www.", "://"],
    );
    const rare = fc.constantFrom(
      ..."#()[]<>|+^*{}!?:\t\u00a0ü’×".split(""),
      ...["CMDR", "!Commander", "Sideboard", " x4"],
    );
    const piece = fc.oneof({ arbitrary: common, weight: 12 }, { arbitrary: rare, weight: 1 });
    const line = fc
      .tuple(head, fc.array(piece, { maxLength: 8 }), fc.constantFrom("Bolt", "a", "X", ""))
      .map(([start, pieces, end]) => start + pieces.join("") + end);
    fc.assert(
      fc.property(line, (text) => checkAgrees(text)),
      { numRuns: 3000 },
    );
  });
});
