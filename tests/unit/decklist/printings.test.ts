// What the reader keeps of a line's printing, and the shapes of lists in other languages
// (docs/decklist-formats.md, "Lists in other languages").
import { describe, expect, it } from "vitest";
import { parseDecklist } from "@/lib/decklist/parse";
import { readFixture } from "./fixture";

const first = (text: string) => parseDecklist(text).main[0];

describe("a line's printing", () => {
  it.each([
    ["2 Arid Mesa (MH2) 244", "mh2/244"],
    ["1x Island (znr) 381 [Land]", "znr/381"],
    ["1 Sol Ring (C21) 263 *F* #!Ramp", "c21/263"],
    ["4 稲妻 (4BB) 208", "4bb/208"],
    ["1 Path to Exile (plst) WWK-121", "plst/wwk-121"],
  ])("%s names %s", (line, printing) => {
    expect(first(line)?.printing).toBe(printing);
  });

  it.each(["1 Doubling Season (000)", "4 Lightning Bolt", "1 Hazmat Suit (Used)"])("%s names none", (line) => {
    expect(first(line)).not.toHaveProperty("printing");
  });

  it("sums two printings of one card into one entry that keeps the first line's printing", () => {
    expect(parseDecklist("1 山 (SNC) 268\n1 山 (SNC) 279").main).toEqual([
      { name: "山", quantity: 2, lines: [1, 2], printing: "snc/268" },
    ]);
  });

  it("reads arena.txt's printings", () => {
    expect(
      parseDecklist(readFixture("arena.txt"))
        .main.slice(0, 2)
        .map((entry) => entry.printing),
    ).toEqual(["mh2/244", "sta/8"]);
  });
});

describe("lists in other languages", () => {
  it.each([
    ["デッキ", "サイドボード"],
    ["Mazo", "Banquillo"],
    ["Mazzo", "Sideboard"],
    ["Deck", "Réserve"],
    ["Deck", "Reserva"],
    ["덱", "사이드보드"],
  ])("reads MTG Arena's %s / %s headers", (deck, sideboard) => {
    const list = parseDecklist(`${deck}\n4 Fulmine (3ED) 162\n\n${sideboard}\n2 Costrizione (DTK) 98`);
    expect(list.main.map((entry) => entry.name)).toEqual(["Fulmine"]);
    expect(list.sideboard.map((entry) => entry.name)).toEqual(["Costrizione"]);
    expect(list.unparsed).toEqual([]);
  });

  it("sums a name written with and without its Japanese readings into one entry, keeping both spellings", () => {
    const [entry] = parseDecklist("2 対(たい)抗(こう)呪(じゅ)文(もん)\n2 対抗呪文\n《対抗呪文》").main;
    expect(entry).toEqual({
      name: "対(たい)抗(こう)呪(じゅ)文(もん)",
      quantity: 5,
      lines: [1, 2, 3],
      otherSpellings: ["対抗呪文"],
    });
  });

  it("reads Italian '- 4 X Fulmine' and Japanese 稲妻/Lightning Bolt", () => {
    expect(first("- 4 X Fulmine")).toMatchObject({ name: "Fulmine", quantity: 4 });
    expect(first("4 稲妻/Lightning Bolt")).toMatchObject({ name: "稲妻 // Lightning Bolt", quantity: 4 });
    expect(first("4 稲妻 (Lightning Bolt)")).toMatchObject({ name: "稲妻 (Lightning Bolt)", quantity: 4 });
  });
});
