// Closest-name ranking for an unknown card: names that start with what was typed rank first, then
// names within a small edit distance (a swapped pair of letters counting as one edit, the commonest
// typo: "Thoughtsieze"). Bounded so a 100 KB "name" costs no more than a short one. The names ranked
// are the few a NameIndex picked, never every name of the card data.

const MAX_TYPED_LENGTH = 64;

let beforeRow = new Int32Array(128);
let previousRow = new Int32Array(128);
let currentRow = new Int32Array(128);

/**
 * Edit distance with adjacent transpositions (optimal string alignment), giving up (Infinity) once it
 * must exceed `ceiling`. Only the band of cells within `ceiling` of the diagonal is computed: a cell
 * further out costs more than `ceiling` edits, so it counts as ceiling + 1.
 */
export function editDistance(a: string, b: string, ceiling: number): number {
  if (Math.abs(a.length - b.length) > ceiling) return Infinity;
  if (previousRow.length <= b.length + 1) {
    beforeRow = new Int32Array(b.length + 2);
    previousRow = new Int32Array(b.length + 2);
    currentRow = new Int32Array(b.length + 2);
  }
  // Three reused rows: this runs for every candidate of each unknown line, so no allocation here.
  let before = beforeRow;
  let previous = previousRow;
  let current = currentRow;
  const outside = ceiling + 1;
  for (let j = 0; j <= b.length; j++) previous[j] = j <= ceiling ? j : outside;
  for (let i = 1; i <= a.length; i++) {
    const first = Math.max(1, i - ceiling);
    const last = Math.min(b.length, i + ceiling);
    current[first - 1] = first === 1 ? i : outside;
    if (last < b.length) current[last + 1] = outside;
    let rowMinimum = outside;
    const charA = a.charCodeAt(i - 1);
    const charBeforeA = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = first; j <= last; j++) {
      const charB = b.charCodeAt(j - 1);
      let value = previous[j - 1]! + (charA === charB ? 0 : 1);
      const deletion = previous[j]! + 1;
      if (deletion < value) value = deletion;
      const insertion = current[j - 1]! + 1;
      if (insertion < value) value = insertion;
      if (j > 1 && charA === b.charCodeAt(j - 2) && charBeforeA === charB && before[j - 2]! + 1 < value)
        value = before[j - 2]! + 1;
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > ceiling) return Infinity;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance > ceiling ? Infinity : distance;
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
