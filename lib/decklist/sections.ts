// The header vocabulary: which whole lines start a section, and what that section holds.
// A header is the whole line, so "Commander" is a header and "Commander's Sphere" is a card.
// Accepted shapes, each around any word below (case-insensitive):
//   Sideboard   Sideboard:   SIDEBOARD:   Sideboard (15)   SideBoard: 2 cards   Sideboard 15 cards
//   //Sideboard   // Sideboard   # Sideboard   ## Sideboard (15)   [Sideboard]   **Sideboard**
// plus type groups ("Creatures (8)", "### Instant (14)", "//Land") and any "Words (n)" line, which
// TappedOut, Moxfield and Archidekt write above a group, and which may also be a card ("Mana Drain (1)").

import type { Zone } from "./decklist";
import { startsWithDigit } from "./lines";

export type Section =
  /** A counted zone: Arena "Deck", MTGO "SIDEBOARD:", Forge "[Commander]". */
  | { kind: "zone"; zone: Zone }
  /** Cards that are not part of the deck: maybeboard, tokens, Forge's planar and scheme decks. */
  | { kind: "ignored"; label: string }
  /**
   * A group inside the current section, such as "Creatures (8)": the zone does not change. A label that
   * is not a card type ("Ramp (10)") could also be a card and its count ("Mana Drain (1)"): card data decides.
   */
  | { kind: "group"; label: string; couldBeCard?: true }
  /** Arena's "About" block and Forge's "[metadata]" block hold the deck's name, not cards. */
  | { kind: "metadata"; endsAtBlankLine: boolean };

const ZONE_WORDS: ReadonlyMap<string, Zone> = new Map([
  ["deck", "main"],
  ["main", "main"],
  ["maindeck", "main"],
  ["main deck", "main"],
  ["mainboard", "main"],
  ["main board", "main"],
  ["decklist", "main"],
  ["deck list", "main"],
  ["sideboard", "sideboard"],
  ["side board", "sideboard"],
  ["side", "sideboard"],
  ["sb", "sideboard"],
  ["commander", "commander"],
  ["commanders", "commander"],
  ["command zone", "commander"],
  ["companion", "companion"],
  ["companions", "companion"],
  // MTG Arena exports in its client's language (docs/decklist-formats.md, "Lists in other languages"):
  // Japanese, Spanish, Italian, French, German, Portuguese, Korean; Chinese and Russian sites too.
  ["デッキ", "main"],
  ["メインデッキ", "main"],
  ["サイドボード", "sideboard"],
  ["統率者", "commander"],
  ["相棒", "companion"],
  ["mazo", "main"],
  ["mazo principal", "main"],
  ["banquillo", "sideboard"],
  ["comandante", "commander"],
  ["compañero", "companion"],
  ["mazzo", "main"],
  ["mazzo principale", "main"],
  ["compagno", "companion"],
  ["réserve", "sideboard"],
  ["reserve", "sideboard"],
  ["commandant", "commander"],
  ["compagnon", "companion"],
  ["kommandeur", "commander"],
  ["gefährte", "companion"],
  ["reserva", "sideboard"],
  ["companheiro", "companion"],
  ["덱", "main"],
  ["사이드보드", "sideboard"],
  ["커맨더", "commander"],
  ["동료", "companion"],
  ["套牌", "main"],
  ["备牌", "sideboard"],
  ["колода", "main"],
  ["сайдборд", "sideboard"],
]);

const IGNORED_WORDS: ReadonlyMap<string, string> = new Map([
  ["maybeboard", "Maybeboard"],
  ["maybe board", "Maybeboard"],
  ["maybe", "Maybeboard"],
  ["considering", "Considering"],
  ["wishboard", "Wishboard"],
  ["tokens", "Tokens"],
  ["token", "Tokens"],
  ["planes", "Planes"],
  ["schemes", "Schemes"],
  ["conspiracies", "Conspiracy"],
  ["dungeon", "Dungeon"],
  ["dungeons", "Dungeon"],
  ["avatar", "Avatar"],
  ["attractions", "Attractions"],
  ["contraptions", "Contraptions"],
  ["stickers", "Stickers"],
]);

// No card is named after a bare card type or a deck site's category, so these read as group headers even without a count.
const GROUP_WORDS: ReadonlySet<string> = new Set([
  "creature",
  "creatures",
  "land",
  "lands",
  "basic lands",
  "nonbasic lands",
  "instant",
  "instants",
  "sorcery",
  "sorceries",
  "instants and sorceries",
  "instants & sorceries",
  "artifact",
  "artifacts",
  "enchantment",
  "enchantments",
  "artifacts and enchantments",
  "artifacts & enchantments",
  "planeswalker",
  "planeswalkers",
  "battle",
  "battles",
  "kindred",
  "tribal",
  "spell",
  "spells",
  "other spells",
  "noncreature spells",
  "non-creature spells",
  "other",
  "others",
  // The categories Archidekt, Moxfield and TappedOut offer for grouping a deck (docs/decklist-formats.md,
  // "Card or heading"): no card has these names either, so "Ramp (10)" heads a group whatever follows it.
  "ramp",
  "removal",
  "spot removal",
  "draw",
  "card draw",
  "card advantage",
  "board wipe",
  "board wipes",
  "wipes",
  "sweepers",
  "tutor",
  "tutors",
  "protection",
  "interaction",
  "counterspells",
  "recursion",
  "finisher",
  "finishers",
  "win condition",
  "win conditions",
  "wincons",
  "utility",
  "mana rocks",
  "mana dorks",
  "lifegain",
  "combo",
  "stax",
  "payoffs",
  "anthems",
  "evasion",
]);

// "Conspiracy" is also a card, so it starts a section only as Forge writes it: "[Conspiracy]".
const BRACKETED_IGNORED_WORDS: ReadonlyMap<string, string> = new Map([["conspiracy", "Conspiracy"]]);

const METADATA_WORDS: ReadonlyMap<string, { bracketOnly: boolean; endsAtBlankLine: boolean }> = new Map([
  ["about", { bracketOnly: false, endsAtBlankLine: true }],
  ["metadata", { bracketOnly: true, endsAtBlankLine: false }],
  ["general", { bracketOnly: true, endsAtBlankLine: false }],
]);

const MAX_HEADER_LENGTH = 60;
const PREFIX = /^(?:\/\/+|#+)\s*/;
const BRACKETED = /^\[\s*(?<inner>[^\]]*?)\s*\]$/;
const BOLD = /^(?:\*\*|__)(?<inner>.+?)(?:\*\*|__)$/;
const COUNT_SUFFIX = /\s*(?::\s*)?(?:\(\s*\d+\s*\)|\d+\s*(?:cards?)?)\s*:?$/i;
const PAREN_COUNT = /\s*\(\s*\d+\s*\)\s*:?$/;
const TRAILING_COLON = /\s*:$/;
const DIGIT = /\d/;
const GROUP_LABEL = /^\p{L}[\p{L}\s&',/-]*$/u;

/** The section a whole line starts, or null when the line is not a header. */
export function readSectionHeader(line: string): Section | null {
  // Every header word and every "Words (n)" label starts with a letter, and a digit is not a "//",
  // "#", "[" or "**" wrapper either: "4 Lightning Bolt", like most card lines, is ruled out at once.
  if (line.length > MAX_HEADER_LENGTH || startsWithDigit(line)) return null;
  let label = line.replace(PREFIX, "");
  let bracketed = false;
  const bracket = BRACKETED.exec(label) ?? BOLD.exec(label);
  if (bracket?.groups?.inner !== undefined) {
    bracketed = label.startsWith("[");
    label = bracket.groups.inner;
  }
  // Both count patterns need a digit and scan the whole label; most labels ("Lightning Bolt") have none.
  const hasDigit = DIGIT.test(label);
  const hadParenCount = hasDigit && PAREN_COUNT.test(label);
  if (hasDigit) label = label.replace(COUNT_SUFFIX, "");
  if (label.endsWith(":")) label = label.replace(TRAILING_COLON, "");
  const word = label.toLowerCase();

  const zone = ZONE_WORDS.get(word);
  if (zone !== undefined) return { kind: "zone", zone };
  const ignored = IGNORED_WORDS.get(word) ?? (bracketed ? BRACKETED_IGNORED_WORDS.get(word) : undefined);
  if (ignored !== undefined) return { kind: "ignored", label: ignored };
  const metadata = METADATA_WORDS.get(word);
  if (metadata !== undefined && (bracketed || !metadata.bracketOnly)) {
    return { kind: "metadata", endsAtBlankLine: metadata.endsAtBlankLine };
  }
  if (GROUP_WORDS.has(word)) return { kind: "group", label };
  if (hadParenCount && GROUP_LABEL.test(label)) {
    // "## Ramp (10)", "[Ramp (10)]" and "Ramp (10):" are headings whatever the card data says.
    const bare = bracket === null && !PREFIX.test(line) && !line.endsWith(":");
    return bare ? { kind: "group", label, couldBeCard: true } : { kind: "group", label };
  }
  return null;
}
