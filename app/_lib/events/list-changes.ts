// What changed between two versions of a team, deck by deck: the card lines added and removed. Lines, not
// cards: a list is shown as the team wrote it, and the check's report already says what the cards mean.
export interface DeckChange {
  deck: number;
  added: string[];
  removed: string[];
}

const lines = (list: string | undefined) =>
  (list ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Each deck whose lines differ, with the lines only one side has (a line kept in both is not listed). */
export function listChanges(before: readonly { list: string }[], after: readonly { list: string }[]): DeckChange[] {
  const changes: DeckChange[] = [];
  for (let deck = 0; deck < Math.max(before.length, after.length); deck++) {
    const old = lines(before[deck]?.list);
    const now = lines(after[deck]?.list);
    const added = now.filter((line) => !old.includes(line));
    const removed = old.filter((line) => !now.includes(line));
    if (added.length > 0 || removed.length > 0) changes.push({ deck, added, removed });
  }
  return changes;
}
