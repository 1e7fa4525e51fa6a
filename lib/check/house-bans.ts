// The organizer's ban list (`houseBans`) as the Oracle cards it names. A list is the organizer's own
// input, so a line that names no card is a bad value (a 400 naming the field), not a problem of the team,
// and so is a list that names no card at all. It is read like a deck whose every section counts: a ban
// list has no maybeboard, so "Maybeboard\n1 Sol Ring" bans Sol Ring (docs/api.md, 2HG Commander).
import { lookupOf } from "../cards/lookup-name";
import type { NameResolution } from "../cards/source";
import { settleCardOrHeading } from "../decklist/card-or-heading";
import { ZONES, type Decklist } from "../decklist/decklist";
import { parseDecklist } from "../decklist/parse";
import { inputError, type InputError, type InputReason } from "../input/input-issue";

const NO_BANS: ReadonlySet<string> = new Set();

/** The ban list's text read like a deck whose every section counts; null when none was given. */
export function readHouseBanList(text: string | undefined): Decklist | null {
  return text === undefined ? null : parseDecklist(text, { everySectionCounts: true });
}

/** The Oracle ids the list bans, or the refusal naming `field` and the first line that names no single card. */
export function houseBanIds(
  list: Decklist | null,
  resolutions: ReadonlyMap<string, NameResolution>,
  field: string,
): { ids: ReadonlySet<string> } | { error: InputError } {
  if (list === null) return { ids: NO_BANS };
  const refuse = (why: InputReason) => ({ error: inputError("bad-request", [{ field, why }]) });
  const [unparsed] = list.unparsed;
  if (unparsed) return refuse({ code: "house-ban-unparsed", line: unparsed.line, why: unparsed.why });
  const settled = settleCardOrHeading(list, (name) => resolutions.get(name)?.status !== "not-found");
  if (ZONES.every((zone) => settled[zone].length === 0)) return refuse({ code: "house-ban-empty" });
  const ids = new Set<string>();
  for (const zone of ZONES) {
    for (const entry of settled[zone]) {
      const resolution = resolutions.get(lookupOf(entry));
      if (resolution?.status === "found") ids.add(resolution.card.oracleId);
      else if (resolution?.status === "ambiguous")
        return refuse({
          code: "house-ban-ambiguous",
          line: entry.lines[0] ?? 0,
          card: entry.name,
          candidates: resolution.candidates.slice(0, 3),
        });
      else return refuse({ code: "house-ban-unknown", line: entry.lines[0] ?? 0, card: entry.name });
    }
  }
  return { ids };
}
