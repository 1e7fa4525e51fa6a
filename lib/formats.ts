// Formats as data. Ids are Scryfall's legality keys (plus `limited`), so a format's card legality
// is `card.legalities[format.id]`. MTR 3.2 sanctions 2HG in Standard, Pioneer, Modern, Legacy,
// Vintage and Limited; the organiser-defined rows follow with an `unsanctioned-format` warning.
// Formats whose Scryfall `restricted` means something other than "one copy" (Duel, Pauper
// Commander) and 100-card Commander-style formats are not offered: the 60-card rules would lie.

export type FormatKind = "constructed" | "limited";

export interface Format {
  id: string;
  label: string;
  kind: FormatKind;
  /** A sanctioned Two-Headed Giant format under MTR 3.2. */
  sanctioned: boolean;
  /** Smallest legal main deck (MTR 6.1: 60, MTR 7.1: 40). */
  minimumDeckSize: number;
  /** Whether Scryfall's `restricted` in this format means one copy (MTR 6.2): Vintage, Old School and Timeless. */
  restrictedMeansOneCopy: boolean;
}

function constructed(id: string, label: string, sanctioned: boolean, restrictedMeansOneCopy = false): Format {
  return { id, label, kind: "constructed", sanctioned, minimumDeckSize: 60, restrictedMeansOneCopy };
}

export const FORMATS: readonly Format[] = [
  constructed("standard", "Standard", true),
  constructed("pioneer", "Pioneer", true),
  constructed("modern", "Modern", true),
  constructed("legacy", "Legacy", true),
  constructed("vintage", "Vintage", true, true),
  { id: "limited", label: "Limited (Sealed / Draft)", kind: "limited", sanctioned: true, minimumDeckSize: 40, restrictedMeansOneCopy: false },
  constructed("pauper", "Pauper", false),
  constructed("premodern", "Premodern", false),
  constructed("oldschool", "Old School", false, true),
  constructed("penny", "Penny Dreadful", false),
  constructed("timeless", "Timeless", false, true),
  constructed("historic", "Historic", false),
  constructed("future", "Future Standard", false),
];

export const FORMAT_IDS = FORMATS.map((format) => format.id) as [string, ...string[]];

export function findFormat(id: string): Format | undefined {
  return FORMATS.find((format) => format.id === id);
}

export const RULESETS = ["tournament", "classic"] as const;
export type Ruleset = (typeof RULESETS)[number];

/** The Magic Tournament Rules edition the `tournament` ruleset encodes. */
export const MTR_VERSION = "MTR 27 Feb 2026";
