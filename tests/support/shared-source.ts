// A card source over the shared corpus of real Scryfall objects (../shared/scryfall/cards.json), loaded
// once per test file, and a check on it that gives the report or fails the test.
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import type { TeamInput } from "@/lib/input/team-input";
import { loadBulkData } from "@/server/cards/bulk-file";
import { SHARED_CARDS_FILE } from "./shared-cards";

let source: Promise<MemoryCardSource> | undefined;

export function sharedCardSource(): Promise<MemoryCardSource> {
  source ??= loadBulkData(SHARED_CARDS_FILE, () => undefined).then(
    (data) => new MemoryCardSource(data.cards, { source: "bulk", updatedAt: null }),
  );
  return source;
}

/** The team's report on the shared corpus, or on `source` (such as the rules fixture's). */
export async function checkShared(input: TeamInput, source?: MemoryCardSource): Promise<TeamReport> {
  const outcome = await checkTeam(input, source ?? (await sharedCardSource()), {
    now: new Date("2026-11-25T12:00:00Z"),
  });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}
