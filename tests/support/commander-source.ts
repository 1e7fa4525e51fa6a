// A card source over every card of the shared corpus (../shared/scryfall), for Commander tests: the
// partners, Backgrounds and Doctors of 2016-2023 sit in both of its files.
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { isDeckCard, toCard } from "@/lib/cards/scryfall-card";
import { SharedCardParts } from "@/lib/cards/shared-parts";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import type { TeamInput } from "@/lib/input/team-input";
import { allSharedCards } from "./shared-cards";

let source: MemoryCardSource | undefined;

export function commanderCardSource(): MemoryCardSource {
  if (!source) {
    const parts = new SharedCardParts();
    // cards.json comes first and holds the newer object of a card: each name is kept once, from there.
    const seen = new Set<string>();
    const cards = allSharedCards().filter((raw) => isDeckCard(raw) && !seen.has(raw.name) && seen.add(raw.name));
    source = new MemoryCardSource(cards.map((raw) => toCard(raw, parts)));
  }
  return source;
}

/** An Arena-style Commander list: the commanders, the cards, then `basic` up to 100 cards in all. */
export function commanderDeck(
  commanders: string[],
  cards: string[],
  { basic = "Wastes", size = 100 }: { basic?: string; size?: number } = {},
): string {
  const counted = commanders.length + cards.reduce((sum, line) => sum + (Number(/^(\d+)/.exec(line)?.[1]) || 0), 0);
  const filler = size - counted;
  return [
    "Commander",
    ...commanders.map((name) => `1 ${name}`),
    "",
    "Deck",
    ...cards,
    ...(filler > 0 ? [`${filler} ${basic}`] : []),
  ].join("\n");
}

export type CommanderOptions = Omit<TeamInput, "format" | "decks">;

export async function checkCommander(lists: [string, string], options: CommanderOptions = {}) {
  return checkTeam(
    {
      format: "commander",
      decks: [
        { name: "Alice", list: lists[0] },
        { name: "Bob", list: lists[1] },
      ],
      ...options,
    },
    commanderCardSource(),
    { now: new Date("2026-11-22T12:00:00Z") },
  );
}

export async function commanderReport(lists: [string, string], options: CommanderOptions = {}): Promise<TeamReport> {
  const outcome = await checkCommander(lists, options);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}
