import "server-only";
// A batch's deck links, read before its teams are checked (docs/api.md, Deck links): a list cell whose
// only text is a link, or a JSON team's `decks[].url`. A link that gives no deck makes its own team
// invalid, never the batch. A few teams are read at a time, so a batch of links keeps to each site's pace.
import type { BatchEntry } from "./batch-entry";
import { resolveDeckLinks, type LinkReader } from "../deck-links/resolve-links";

/** Teams whose links are read at once. */
const TEAMS_READ_AT_ONCE = 4;

export async function readBatchLinks(entries: readonly BatchEntry[], reader: LinkReader): Promise<BatchEntry[]> {
  const read: BatchEntry[] = [...entries];
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      const entry = entries[index]!;
      if (entry.fault) continue;
      const resolved = await resolveDeckLinks(entry.team, reader, entry.fieldName);
      read[index] = resolved.ok ? { ...entry, team: resolved.team } : { ...entry, fault: resolved.error };
    }
  };
  await Promise.all(Array.from({ length: Math.min(TEAMS_READ_AT_ONCE, entries.length) }, worker));
  return read;
}
