// A card source over a small fixture of real Scryfall objects (tests/fixtures/cards/rules-cards.json),
// so rule tests are deterministic and do not depend on ../shared being present.
import { fileURLToPath } from "node:url";
import { loadBulkData } from "@/server/cards/bulk-file";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";

const FIXTURE = fileURLToPath(new URL("../fixtures/cards/rules-cards.json", import.meta.url));

let source: Promise<MemoryCardSource> | undefined;

export function rulesCardSource(): Promise<MemoryCardSource> {
  source ??= loadBulkData(FIXTURE, () => undefined).then(
    (data) => new MemoryCardSource(data.cards, { source: "bulk", updatedAt: data.updatedAt }),
  );
  return source;
}

/** A decklist: the given lines, then basic lands up to `size` main-deck cards. */
export function deck(lines: string[], { size = 60, basic = "Island" }: { size?: number; basic?: string } = {}): string {
  const firstSection = lines.findIndex((line) => /^(sideboard|companion|commander|maybeboard)$/i.test(line));
  const mainLines = firstSection < 0 ? lines : lines.slice(0, firstSection);
  const counted = mainLines.reduce((sum, line) => sum + (Number(/^(\d+)/.exec(line)?.[1]) || 0), 0);
  const filler = size - counted;
  return [...(filler > 0 ? [`${filler} ${basic}`] : []), ...lines].join("\n");
}

export async function check(
  lists: [string, string],
  options: { format?: string; ruleset?: "tournament" | "classic"; pool?: string; allowed?: string } = {},
): Promise<TeamReport> {
  const input: TeamInput = {
    format: options.format ?? "modern",
    ruleset: options.ruleset,
    decks: [
      { name: "Alice", list: lists[0] },
      { name: "Bob", list: lists[1] },
    ],
    pool: options.pool,
    allowed: options.allowed,
  };
  const outcome = await checkTeam(input, await rulesCardSource(), { now: new Date("2026-11-22T12:00:00Z") });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}

export function codes(report: TeamReport): string[] {
  return report.problems.map((problem) => problem.code);
}
