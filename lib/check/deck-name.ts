/** A deck's name as shown everywhere: what the player typed, else "Player 1" / "Player 2". */
export function deckDisplayName(name: string | undefined, index: number): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : `Player ${index + 1}`;
}
