// Property tests for the decklist reader: on any text, it never throws and accounts for every line.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClassifiedLine } from "@/lib/decklist/classified-line";
import { classifyLines } from "@/lib/decklist/classify";
import { ZONES, type Decklist } from "@/lib/decklist/decklist";
import { parseDecklist } from "@/lib/decklist/parse";
import { accountForLines } from "../decklist/accounted";
import { anyString, damagedExport, FIXTURE_TEXTS, pastedList } from "./arbitraries";

const KINDS = new Set(["blank", "header", "card-or-heading", "comment", "metadata", "ignored", "unparsed", "card"]);

/** Lines as a user sees them: \r\n, \n and a bare \r each end one; a leading BOM is not text. */
function lineCount(text: string): number {
  return text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/).length;
}

// Plain checks rather than expect() per line: a property runs thousands of times.
function check(condition: boolean, problem: string, detail: unknown): void {
  if (!condition) throw new Error(`${problem}: ${JSON.stringify(detail)}`);
}

function checkEveryLineClassified(text: string, classified: ClassifiedLine[]): void {
  check(classified.length === lineCount(text), "one classification per line", {
    lines: lineCount(text),
    got: classified.length,
  });
  classified.forEach((line, index) => {
    check(line.line === index + 1, "lines numbered 1..n in order", { index, line: line.line });
    check(KINDS.has(line.kind), "a known kind", line);
    check(!/[\r\n]/.test(line.text), "no line break inside a line", line);
    if (line.kind !== "card") return;
    check(line.cards.length > 0, "a card line names a card", line);
    for (const card of line.cards) {
      check(ZONES.includes(card.zone), "a card goes to a zone", card);
      check(card.name.trim() !== "", "a card has a name", card);
      check(Number.isInteger(card.quantity) && card.quantity >= 1, "a quantity is a whole number of cards", card);
    }
  });
}

function checkEveryEntryOnACardLine(classified: ClassifiedLine[], decklist: Decklist): void {
  const cardLines = new Set(classified.filter((line) => line.kind === "card").map((line) => line.line));
  const counted = new Set<number>();
  for (const zone of ZONES) {
    for (const entry of decklist[zone]) {
      check(entry.quantity > 0 && entry.lines.length > 0, "an entry has cards and lines", entry);
      for (const line of entry.lines) {
        check(cardLines.has(line), "an entry's line is a card line", { entry, line });
        counted.add(line);
      }
    }
  }
  // A card line is counted in a zone, or listed as ignored (an Arena companion listed twice).
  const ignored = new Set(decklist.ignored.map((line) => line.line));
  for (const line of cardLines) check(counted.has(line) || ignored.has(line), "every card line is counted", line);
  const unparsed = classified.filter((line) => line.kind === "unparsed").map((line) => line.line);
  check(decklist.unparsed.map((line) => line.line).join() === unparsed.join(), "unparsed lines are reported as such", {
    reported: decklist.unparsed,
    unparsed,
  });
}

function property(text: string): void {
  const classified = classifyLines(text);
  checkEveryLineClassified(text, classified);
  const decklist = parseDecklist(text);
  checkEveryEntryOnACardLine(classified, decklist);
  const { problems } = accountForLines(text, decklist);
  check(problems.length === 0, "every non-empty line is a card, a heading, a comment, ignored or unparsed", problems);
}

describe("decklist reader on random and damaged input", () => {
  it("classifies every line of every real fixture exactly once", () => {
    for (const text of FIXTURE_TEXTS) property(text);
  });

  it("never throws and classifies lines 1..n on random strings", () => {
    fc.assert(fc.property(anyString(400), property), { numRuns: 1500 });
  });

  it("never throws and accounts for every line of pasted lists built from real, mutated and random lines", () => {
    fc.assert(fc.property(pastedList, property), { numRuns: 1500 });
  });

  it("never throws on real exports (text and XML) damaged at random", () => {
    fc.assert(fc.property(damagedExport, property), { numRuns: 1000 });
  });

  it("reads pathological 100 KB inputs in well under a second each", () => {
    const inputs = [
      "<Cards ".repeat(15_000),
      `<cockatrice_deck>${'<card name="'.repeat(8_000)}`,
      `<section name="x">${"<card qty='1'>".repeat(8_000)}`,
      "4x ".repeat(33_000),
      "(".repeat(100_000),
      "[".repeat(100_000),
      `1 ${"a ".repeat(50_000)}`,
      "1 Lightning Bolt\n".repeat(6_000),
      "\r".repeat(100_000),
      "&#x".repeat(33_000),
      " //".repeat(33_000),
    ];
    // CPU time, not the clock: a busy machine slows the clock's reading, never this process's own work.
    for (const text of inputs) {
      const started = process.cpuUsage();
      property(text);
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000, text.slice(0, 20)).toBeLessThan(1_000);
    }
  });
});
