// Property test for "Name (n)" lines (docs/decklist-formats.md, "Card or heading"): a misspelt card name
// with its count is never lost. Settled against card data, each such line is a card line, or a heading
// only when the cards under it sum to its count; every copy the list names is then counted once.
import fc from "fast-check";
import { describe, it } from "vitest";
import { isHeading, settleCardOrHeading } from "@/lib/decklist/card-or-heading";
import { ZONES } from "@/lib/decklist/decklist";
import { parseDecklist } from "@/lib/decklist/parse";
import { accountForLines } from "../decklist/accounted";

const CARDS = ["Lightning Bolt", "Counterspell", "Sol Ring", "Mana Drain", "Snapcaster Mage", "稲妻", "対抗呪文"];
const KNOWN = new Set(CARDS);
const isCard = (name: string) => KNOWN.has(name);

/** A real name with one letter dropped, doubled or swapped with the next: no card has it. */
const misspelt = fc
  .tuple(fc.constantFrom(...CARDS), fc.nat(), fc.constantFrom("drop", "double", "swap"))
  .map(([name, at, edit]) => {
    const letters = [...name];
    const index = at % (letters.length - 1);
    if (edit === "drop") letters.splice(index, 1);
    else if (edit === "double") letters.splice(index, 0, letters[index]!);
    else [letters[index], letters[index + 1]] = [letters[index + 1]!, letters[index]!];
    return letters.join("");
  })
  .filter((name) => !KNOWN.has(name) && name.trim() === name && !name.includes("  "));

type Line = { kind: "card"; quantity: number; name: string } | { kind: "misspelt"; quantity: number; name: string };

const line: fc.Arbitrary<Line> = fc.oneof(
  fc.record({
    kind: fc.constant("card" as const),
    quantity: fc.integer({ min: 1, max: 4 }),
    name: fc.constantFrom(...CARDS),
  }),
  fc.record({ kind: fc.constant("misspelt" as const), quantity: fc.integer({ min: 1, max: 9 }), name: misspelt }),
);

const text = (lines: readonly Line[]) =>
  lines.map((entry) =>
    entry.kind === "card" ? `${entry.quantity} ${entry.name}` : `${entry.name} (${entry.quantity})`,
  );

describe("misspelt Name (n) lines", () => {
  it("are counted as cards unless the cards under them sum to their count, and every line is one kind", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.boolean(), (lines, blankBetween) => {
        const pasted = text(lines).join(blankBetween ? "\n\n" : "\n");
        const { problems } = accountForLines(pasted);
        if (problems.length > 0) throw new Error(problems.join("; "));
        const parsed = parseDecklist(pasted);
        const settled = settleCardOrHeading(parsed, isCard);
        // What each line says, by the rule: the copies under a misspelt line run to the next one.
        let expected = 0;
        lines.forEach((entry, index) => {
          if (entry.kind === "card") return (expected += entry.quantity);
          const next = lines.findIndex((other, at) => at > index && other.kind === "misspelt");
          const under = lines
            .slice(index + 1, next < 0 ? undefined : next)
            .reduce((sum, other) => sum + other.quantity, 0);
          if (under !== entry.quantity) expected += entry.quantity;
        });
        const counted = ZONES.reduce(
          (sum, zone) => sum + settled[zone].reduce((total, entry) => total + entry.quantity, 0),
          0,
        );
        if (counted !== expected) throw new Error(`counted ${counted} copies, the list names ${expected}`);
        for (const heading of parsed.cardOrHeading.filter((entry) => isHeading(entry, isCard)))
          if (heading.under !== heading.quantity)
            throw new Error(`line ${heading.line} is a heading its cards do not bear out`);
      }),
      { numRuns: 500 },
    );
  });
});
