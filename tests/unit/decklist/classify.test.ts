import { describe, expect, it } from "vitest";
import type { LineCard, LineKind } from "@/lib/decklist/classified-line";
import { classifyLines } from "@/lib/decklist/classify";
import { parseDecklist } from "@/lib/decklist/parse";
import { accountForLines } from "./accounted";
import { readFixture } from "./fixture";

const KINDS: readonly LineKind[] = [
  "card",
  "card-or-heading",
  "header",
  "blank",
  "comment",
  "metadata",
  "ignored",
  "unparsed",
];

function kinds(text: string): string[] {
  return classifyLines(text).map((line) => line.kind);
}

function zonesOf(text: string): string[] {
  return classifyLines(text).flatMap((line) => (line.kind === "card" ? line.cards.map((card) => card.zone) : []));
}

describe("classifyLines", () => {
  it("gives each line of a mixed list its kind", () => {
    const text = [
      "About",
      "Name Burn",
      "",
      "Deck",
      "// burn spells",
      "Instants (4)",
      "4 Lightning Bolt",
      "-----",
      "Maybeboard",
      "1 Opt",
    ].join("\n");
    expect(kinds(text)).toEqual([
      "metadata",
      "metadata",
      "blank",
      "header",
      "comment",
      "header",
      "card",
      "unparsed",
      "header",
      "ignored",
    ]);
  });

  it("numbers lines from 1 and keeps each line's tidied text", () => {
    expect(classifyLines("  4\tOpt  \r\n\r\nSideboard")).toEqual([
      { line: 1, text: "4 Opt", kind: "card", cards: [{ zone: "main", name: "Opt", quantity: 4 }] },
      { line: 2, text: "", kind: "blank" },
      { line: 3, text: "Sideboard", kind: "header", section: { kind: "zone", zone: "sideboard" } },
    ]);
  });

  it("ends the Arena About block at the first blank line", () => {
    expect(kinds("About\nName Death & Taxes\n\nName of the Wind")).toEqual(["metadata", "metadata", "blank", "card"]);
  });

  it("keeps Forge's [metadata] block open across blank lines until the next section", () => {
    expect(kinds("[metadata]\nName=Burn\n\nDescription=fast\n[Main]\n4 Lightning Bolt")).toEqual([
      "metadata",
      "metadata",
      "blank",
      "metadata",
      "header",
      "card",
    ]);
  });

  it("keeps the zone across a type-group header", () => {
    const lines = classifyLines("Sideboard\nCreatures (2)\n2 Kitchen Finks");
    expect(lines[2]).toMatchObject({
      kind: "card",
      cards: [{ zone: "sideboard", name: "Kitchen Finks", quantity: 2 }],
    });
  });

  it("ignores every line of an ignored section, even one that could not be a card", () => {
    expect(kinds("Tokens\n3 Soldier\n-----\n\n// note")).toEqual(["header", "ignored", "ignored", "blank", "comment"]);
  });

  it("moves the second of exactly two header-less card blocks to the sideboard", () => {
    expect(zonesOf("4 Opt\n\n2 Duress")).toEqual(["main", "sideboard"]);
  });

  it("keeps two blocks all main once any header appears, even a type group", () => {
    expect(zonesOf("Land (40)\n1x Arid Mesa\n\n1x Opt")).toEqual(["main", "main"]);
  });

  it("classifies XML structure lines as metadata and element lines as cards", () => {
    expect(kinds(readFixture("octgn.o8d"))).toEqual([
      "metadata",
      "metadata",
      "card",
      "metadata",
      "metadata",
      "card",
      "metadata",
      "metadata",
      "blank",
    ]);
  });
});

describe("every line is accounted for", () => {
  const fixtures = [
    "arena.txt",
    "arena-companion.txt",
    "arena-commander.txt",
    "mtgo.txt",
    "mtgo-sideboard-header.txt",
    "mtgo.dek",
    "moxfield.txt",
    "archidekt.txt",
    "archidekt-sections.txt",
    "tappedout.txt",
    "tappedout.md",
    "deckstats.txt",
    "mtggoldfish.txt",
    "cockatrice.cod",
    "forge.dck",
    "xmage.dck",
    "mws.mwDeck",
    "apprentice.dec",
    "octgn.o8d",
  ];

  it.each(fixtures)("%s: each line is blank, a counted header, an entry line, ignored or unparsed", (name) => {
    expectEveryLineAccountedFor(readFixture(name));
  });

  // Issue 33's hostile lists: misspelt "Name (n)" lines, and such lines inside ignored sections.
  it.each([
    "4 Opt\nLighting Bolt (4)\n56 Island",
    "稲萋 (4)\n4 稲妻",
    "Commander\n1 Atraxa, Praetors' Voice\nDeck\nSol Rign (1)\n98 Forest",
    ...["Maybeboard", "Tokens", "Considering", "About"].map(
      (section) => `4 Opt\n${section}\nMana Drain (1)\nCounterspell (2)\nRamp (3)`,
    ),
  ])("%j: each line is exactly one kind", (text) => {
    expectEveryLineAccountedFor(text);
  });
});

describe("robustness on random text", () => {
  const pieces = [
    "4",
    "x",
    "X",
    " ",
    "  ",
    "\t",
    "\u00A0",
    "\u202F",
    "\uFEFF",
    "\n",
    "\r",
    "\r\n",
    "\n\n",
    "Lightning Bolt",
    "Fire",
    "/",
    "//",
    "///",
    "Summon: ",
    "(",
    ")",
    "[",
    "]",
    "{noDeck}",
    "<",
    ">",
    "^",
    "#",
    "!",
    "*F*",
    "*CMDR*",
    "|",
    "+",
    ":",
    ",",
    "&",
    "&amp;",
    "&#x1F600;",
    "&#99999999;",
    "&#xFFFFFF;",
    "'",
    '"',
    "’",
    "“",
    "SB:",
    "Sideboard",
    "Commander",
    "Companion",
    "Maybeboard",
    "Deck",
    "About",
    "Name",
    "[metadata]",
    "[Main]",
    "//Main",
    "## ",
    "* ",
    "- ",
    "http://",
    "0",
    "1234567",
    "999999",
    "(ELD) 59",
    "Creatures (8)",
    '<Cards Quantity="',
    '" Name="',
    '" Sideboard="true" />',
    "<cockatrice_deck>",
    '<zone name="',
    '">',
    '<card number="',
    '"/>',
    "</zone>",
    "<deck>",
    '<section name="',
    '<card qty="',
    "</card>",
    "</section>",
    "é",
    "û",
    "Æ",
    "😀",
    "\u0000",
    "\uD800",
  ];

  // A fixed-seed generator, so a failure reproduces; fast-check will take over this job later.
  function randomTexts(count: number, seed: number): string[] {
    let state = seed;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    return Array.from({ length: count }, () => {
      const length = Math.floor(next() * 60);
      let text = next() < 0.3 ? "<" : "";
      for (let i = 0; i < length; i += 1) {
        const anyCharacter = String.fromCharCode(Math.floor(next() * 0x3000));
        text += next() < 0.1 ? anyCharacter : (pieces[Math.floor(next() * pieces.length)] ?? "");
      }
      return text;
    });
  }

  it("never throws, gives one classified line per input line, and accounts for every line", () => {
    for (const text of randomTexts(500, 20_260_101)) {
      expectEveryLineAccountedFor(text);
    }
  });

  const hostile = [
    "[".repeat(200_000),
    "<Cards".repeat(33_000),
    "<cockatrice_deck>" + "<zone name='main'><card number='1' name='x".repeat(4_000),
    "4 " + "(a) ".repeat(50_000),
    "1 " + "/ ".repeat(100_000),
    "#".repeat(200_000),
    "4 Opt\n".repeat(33_000),
    "\r".repeat(200_000),
    "&#".repeat(100_000),
  ];

  // Linear work takes well under a second of CPU time here; a regex that backtracks quadratically
  // takes far longer on these inputs. CPU time, not the clock, so a busy machine cannot fail it.
  it("parses each hostile 200 KB input within ten seconds of CPU time", () => {
    for (const text of hostile) {
      const started = process.cpuUsage();
      parseDecklist(text);
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000, JSON.stringify(text.slice(0, 40))).toBeLessThan(10_000);
    }
  }, 120_000);

  it("accounts for every line of hostile 200 KB inputs", () => {
    for (const text of hostile) expectEveryLineAccountedFor(text);
  }, 120_000);
});

// Collects problems instead of asserting per line: a 200,000-line input would otherwise spend its time in expect().
function expectEveryLineAccountedFor(text: string): void {
  const expectedCount = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/).length;
  const classified = classifyLines(text);
  expect(classified).toHaveLength(expectedCount);

  const { problems } = accountForLines(text);
  classified.forEach((line, index) => {
    if (line.line !== index + 1) problems.push(`line ${index + 1} is numbered ${line.line}`);
    if (!KINDS.includes(line.kind)) problems.push(`line ${line.line} has kind ${String(line.kind)}`);
    if (line.kind === "card" && !line.cards.every(isSoundCard)) problems.push(`line ${line.line} has a bad card`);
    if (line.kind === "card-or-heading" && !isSoundCard(line.card)) problems.push(`line ${line.line} has a bad card`);
  });
  expect(problems, JSON.stringify(text.slice(0, 200))).toEqual([]);
}

function isSoundCard(card: LineCard): boolean {
  return Number.isInteger(card.quantity) && card.quantity > 0 && card.name.trim() !== "";
}
