import "server-only";
// A team as sent, with each deck link read into its list (docs/api.md, Deck links): `decks[].url`, or a
// `list` whose only text is a link (a form box, a batch's list cell). Each deck read becomes the list
// as read plus its `source`, so the check, its link and its exports take it as a pasted list. A deck
// with both `url` and `list`, or a link that gives no deck, is a 400 naming that deck's field.
import { linkInText } from "@/lib/deck-links/deck-link";
import { inputError, type InputIssue } from "@/lib/input/input-issue";
import { sameField, type FieldName, type InputError } from "@/lib/input/team-input";
import type { DeckLinkRead } from "./deck-link-reader";

export interface LinkReader {
  read(linkText: string): Promise<DeckLinkRead>;
}

export type ResolvedTeam = { ok: true; team: unknown } | { ok: false; error: InputError };

type RawDeck = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The team with its deck links read, or the refusal naming each deck whose link gave no deck. */
export async function resolveDeckLinks(
  team: unknown,
  reader: LinkReader,
  fieldName: FieldName = sameField,
): Promise<ResolvedTeam> {
  if (!isRecord(team) || !Array.isArray(team.decks)) return { ok: true, team };
  const issues: InputIssue[] = [];
  const decks = await Promise.all(
    team.decks.map(async (deck: unknown, seat): Promise<unknown> => {
      if (!isRecord(deck)) return deck;
      // A source is the server's to say: one sent beside a list is not taken at its word.
      const { url, ...rest } = deck as RawDeck;
      delete rest.source;
      const field = (part: "url" | "list") => fieldName(`decks.${seat}.${part}`);
      if (url !== undefined && rest.list !== undefined) {
        issues.push({ field: field("url"), why: { code: "url-and-list" } });
        return rest;
      }
      if (url !== undefined && typeof url !== "string") {
        issues.push({ field: field("url"), why: { code: "wrong-type", expected: "text" } });
        return rest;
      }
      const link = url ?? (typeof rest.list === "string" ? linkInText(rest.list) : undefined);
      if (link === undefined) return rest;
      const read = await reader.read(link.trim());
      if (read.ok) return { ...rest, list: read.list, source: read.source };
      const deckName = typeof rest.name === "string" ? rest.name : "";
      issues.push({
        field: field(url === undefined ? "list" : "url"),
        why: { code: read.failure, site: read.site, deck: deckName, seat },
      });
      return rest;
    }),
  );
  if (issues.length > 0) return { ok: false, error: inputError("bad-request", issues) };
  return { ok: true, team: { ...team, decks } };
}
