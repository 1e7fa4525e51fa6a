// A printed name of several cards in several languages is settled by the language the list's other
// lines resolved in: in a Spanish list "Relampago" (accents left out) is Relámpago, Lightning Bolt,
// not the Portuguese Relâmpago (Thunderbolt). Only a language the list clearly writes in decides (the
// one most of its printed names were found in); a tie, a list with no printed names, or a name
// printed on several cards in that one language (German "Zwang": Coercion and Duress) stays
// ambiguous (IPG 3.4). Each list is settled on its own: a Spanish and a Portuguese deck of one team
// may each write "Relampago" for their own card.
import type { NameResolution } from "./source";

type Resolutions = ReadonlyMap<string, NameResolution>;

/** The languages most of `lookups`' printed names were found in; empty when none was. */
function listLanguages(lookups: readonly string[], resolutions: Resolutions): Set<string> {
  const counts = new Map<string, number>();
  for (const lookup of lookups) {
    const resolution = resolutions.get(lookup);
    if (resolution?.status !== "found" || !resolution.languages) continue;
    for (const language of resolution.languages) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const most = Math.max(0, ...counts.values());
  return new Set([...counts].filter(([, count]) => count === most && most > 0).map(([language]) => language));
}

/** The one card of `resolution`'s readings in `languages`, as a found resolution; null when not exactly one. */
function settled(resolution: NameResolution, languages: ReadonlySet<string>): NameResolution | null {
  if (resolution.status !== "ambiguous" || !resolution.readings || languages.size !== 1) return null;
  const inLanguage = resolution.readings.filter((reading) => reading.languages.some((each) => languages.has(each)));
  const [only] = inLanguage;
  return only && inLanguage.length === 1 ? { status: "found", card: only.card, languages: only.languages } : null;
}

/**
 * `resolutions` with each ambiguous printed name among `lookups` (one list's) settled by the list's
 * language where that names one card; the same map when nothing changes.
 */
export function settleByListLanguage(lookups: readonly string[], resolutions: Resolutions): Resolutions {
  const open = lookups.filter((lookup) => resolutions.get(lookup)?.status === "ambiguous");
  if (open.length === 0) return resolutions;
  const languages = listLanguages(lookups, resolutions);
  const changes: [string, NameResolution][] = [];
  for (const lookup of open) {
    const found = settled(resolutions.get(lookup)!, languages);
    if (found) changes.push([lookup, found]);
  }
  return changes.length === 0 ? resolutions : new Map([...resolutions, ...changes]);
}
