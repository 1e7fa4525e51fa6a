// Formats as data. Ids are Scryfall's legality keys (plus `limited`), so a format's card legality
// is `card.legalities[format.id]`. MTR 3.2 sanctions 2HG in Standard, Pioneer, Modern, Legacy,
// Vintage and Limited; the organiser-defined rows follow with an `unsanctioned-format` warning.
// Formats whose Scryfall `restricted` means something other than "one copy" (Duel, Pauper
// Commander) are not offered: the 60-card rules would lie. 2HG Commander is its own kind, with the
// rules of CR 903 per deck and the organizer's team rule and house rules (docs/rules.md, 2HG Commander).

/** Which rules a format runs: lib/legality/validate.ts keeps one rule list per kind. */
export type FormatKind = "constructed" | "limited" | "commander";

export interface Format {
  /** Named in the messages' `formats` namespace (i18n/translator.ts, formatNameIn), never here. */
  id: string;
  kind: FormatKind;
  /** A sanctioned Two-Headed Giant format under MTR 3.2. */
  sanctioned: boolean;
  /** Smallest legal main deck (MTR 6.1: 60, MTR 7.1: 40; CR 903.5a: exactly 100 with the commanders). */
  minimumDeckSize: number;
  /** Copies of a card one deck may hold, unless the card says otherwise (MTR 6.1: 4; CR 903.5b: 1); null for none (Limited). */
  copiesPerDeck: number | null;
  /** The team rule a check runs when none is asked for. */
  defaultRuleset: Ruleset;
  /** Whether Scryfall's `restricted` in this format means one copy (MTR 6.2): Vintage, Old School and Timeless. */
  restrictedMeansOneCopy: boolean;
}

function constructed(id: string, sanctioned: boolean, restrictedMeansOneCopy = false): Format {
  return {
    id,
    kind: "constructed",
    sanctioned,
    minimumDeckSize: 60,
    copiesPerDeck: 4,
    defaultRuleset: "tournament",
    restrictedMeansOneCopy,
  };
}

export const FORMATS: readonly Format[] = [
  constructed("standard", true),
  constructed("pioneer", true),
  constructed("modern", true),
  constructed("legacy", true),
  constructed("vintage", true, true),
  {
    id: "limited",
    kind: "limited",
    sanctioned: true,
    minimumDeckSize: 40,
    copiesPerDeck: null,
    defaultRuleset: "tournament",
    restrictedMeansOneCopy: false,
  },
  constructed("pauper", false),
  constructed("premodern", false),
  constructed("oldschool", false, true),
  constructed("penny", false),
  constructed("timeless", false, true),
  constructed("historic", false),
  constructed("future", false),
  // Scryfall's `commander` legality is the Commander ban list (CR 903.11 leaves it to the organizer's list).
  {
    id: "commander",
    kind: "commander",
    sanctioned: false,
    minimumDeckSize: 100,
    copiesPerDeck: 1,
    defaultRuleset: "open",
    restrictedMeansOneCopy: false,
  },
];

export const FORMAT_IDS = FORMATS.map((format) => format.id) as [string, ...string[]];

export function findFormat(id: string): Format | undefined {
  return FORMATS.find((format) => format.id === id);
}

/**
 * The team rule: `tournament` (MTR 8.4: no card but basic lands in both decks), `classic` (at most four
 * combined) or `open` (each deck legal by itself: 2HG Commander only, its default).
 */
export const RULESETS = ["tournament", "classic", "open"] as const;
export type Ruleset = (typeof RULESETS)[number];

/** The team rules a format accepts: `open` only in 2HG Commander, where stores run it by default. */
export function rulesetsOf(format: Pick<Format, "kind">): readonly Ruleset[] {
  return format.kind === "commander" ? RULESETS : RULESETS.filter((ruleset) => ruleset !== "open");
}

/** The day the Magic Tournament Rules edition the `tournament` ruleset encodes took effect (ISO 8601). */
export const MTR_EFFECTIVE_DATE = "2026-02-27";

/**
 * That edition as reports and the API's `rulesVersion` name it (docs/api.md): English and fixed, since
 * other tools read it; pages word it in the reader's language from MTR_EFFECTIVE_DATE.
 */
export const MTR_VERSION = "MTR 27 Feb 2026";
