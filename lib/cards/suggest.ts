// Closest-name suggestions for an unknown card: names that start with what was typed rank first,
// then names within a small edit distance. Bounded so a 100 KB "name" costs no more than a short one.

const MAX_TYPED_LENGTH = 64;

let previousRow = new Int32Array(128);
let currentRow = new Int32Array(128);

/** Levenshtein distance, giving up (returning Infinity) once it must exceed `ceiling`. */
export function editDistance(a: string, b: string, ceiling: number): number {
  if (Math.abs(a.length - b.length) > ceiling) return Infinity;
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  // Two reused rows: this runs against every Oracle name for each unknown line, so no allocation here.
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (charA === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > ceiling) return Infinity;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** Suggests up to `limit` of `foldedNames` for the folded `typed` name. */
export function suggestNames(typed: string, foldedNames: readonly string[], limit: number): string[] {
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
  return scored
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((entry) => entry.name);
}
