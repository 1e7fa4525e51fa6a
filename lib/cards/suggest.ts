// Closest-name ranking for an unknown card: names that start with what was typed rank first, then
// names within a small edit distance (a swapped pair of letters counting as one edit, the commonest
// typo: "Thoughtsieze"). Bounded so a 100 KB "name" costs no more than a short one. The names ranked
// are the few a NameIndex picked, never every name of the card data.

const MAX_TYPED_LENGTH = 64;

let beforeRow = new Int32Array(128);
let previousRow = new Int32Array(128);
let currentRow = new Int32Array(128);

/** Edit distance with adjacent transpositions (optimal string alignment), giving up (Infinity) once it must exceed `ceiling`. */
export function editDistance(a: string, b: string, ceiling: number): number {
  if (Math.abs(a.length - b.length) > ceiling) return Infinity;
  if (previousRow.length <= b.length) {
    beforeRow = new Int32Array(b.length + 1);
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  // Three reused rows: this runs for every candidate of each unknown line, so no allocation here.
  let before = beforeRow;
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const charB = b.charCodeAt(j - 1);
      const substitution = previous[j - 1]! + (charA === charB ? 0 : 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB)
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > ceiling) return Infinity;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Ranks up to `limit` of `foldedNames` for the folded `typed` name; names too far from it are left out. */
export function rankNames(typed: string, foldedNames: readonly string[], limit: number): string[] {
  const query = typed.slice(0, MAX_TYPED_LENGTH);
  if (query.length < 2) return [];
  const ceiling = Math.max(1, Math.floor(query.length / 4));
  const scored: { name: string; score: number }[] = [];
  for (const name of foldedNames) {
    if (name.startsWith(query)) {
      scored.push({ name, score: -1 + query.length / (name.length + 1) });
      continue;
    }
    const distance = editDistance(query, name, ceiling);
    if (distance <= ceiling) scored.push({ name, score: distance });
  }
  return (
    scored
      // Code-unit order breaks ties: localeCompare would cost more than the ranking itself.
      .sort((a, b) => a.score - b.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, limit)
      .map((entry) => entry.name)
  );
}
