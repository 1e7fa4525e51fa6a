// Why a check was refused, in a language, from each issue's code and values (docs/development.md, Languages): the
// report page's rejected check and the API's error `message` (English by default).
import { namesItsField, type InputError, type InputIssue, type InputReason } from "@/lib/input/input-issue";
import type { LineReason } from "@/lib/decklist/line-reason";
import type { Translate } from "./problem-text";
import type { Locale } from "./locales";
import { dayName } from "./event-date";
import { SITE_NAMES } from "./deck-sites";

export interface InputErrorWords {
  locale: Locale;
  /** t for the "inputErrors" namespace. */
  t: Translate;
  formatName: (id: string) => string;
  lineReason: (why: LineReason) => string;
  /** A field as the reader knows it; the sender's own name (an API path, a CSV header) by default. */
  fieldName?: (field: string) => string;
}

const DECK_FIELD = /^decks\.(?<deck>\d+)\.(?<part>list|name|format|url)$/;
const DECK_PART_KEYS = {
  list: "fields.deckList",
  name: "fields.deckName",
  format: "fields.deckFormat",
  url: "fields.deckUrl",
} as const;

/** The form's name for a field of the team input ("decks.1.list" → "Bob's list"); a field it does not know stays as sent. */
export function teamFieldNamer(
  t: Translate,
  deckName: (index: number) => string,
  has: (key: string) => boolean,
): (field: string) => string {
  return (field) => {
    const deck = DECK_FIELD.exec(field)?.groups;
    if (deck?.deck !== undefined)
      return t(DECK_PART_KEYS[deck.part as keyof typeof DECK_PART_KEYS], { deck: deckName(Number(deck.deck)) });
    return has(`fields.${field}`) ? t(`fields.${field}`) : field;
  };
}

/** One refusal's reason alone, without its field (a deck link's failure names its deck itself: the form shows it so). */
export function wordInputReason(why: InputReason, words: InputErrorWords): string {
  const { locale, t, formatName, lineReason } = words;
  const or = new Intl.ListFormat(locale, { type: "disjunction" });
  const and = new Intl.ListFormat(locale, { type: "conjunction" });
  const key = why.code;
  switch (why.code) {
    case "deck-link-unsupported":
    case "deck-link-not-found":
    case "deck-link-private":
    case "deck-link-refused":
    case "deck-link-timeout":
    case "deck-link-too-large":
    case "deck-link-unreadable":
    case "deck-link-needs-permission": {
      const deck = why.deck.trim() || t("deck-link-player", { number: why.seat + 1 });
      return t(key, { deck: deck.slice(0, 100), site: why.site ? SITE_NAMES[why.site] : "" });
    }
    case "unknown-format":
      return t(key, { formats: and.format(why.formats) });
    case "unknown-ruleset":
      return t(key, { rulesets: and.format(why.rulesets) });
    case "unknown-language":
      return t(key, { languages: and.format(why.languages) });
    case "unknown-variant":
      return t(key, { variants: and.format(why.variants) });
    case "unknown-format-named":
      return t(key, { format: why.format });
    case "ruleset-not-for-format":
      return t(key, { ruleset: why.ruleset, commander: formatName("commander"), format: formatName(why.format) });
    case "house-rule-not-for-format":
      return t(key, { kinds: or.format(why.kinds.map(formatName)), format: formatName(why.format) });
    case "variant-not-for-format":
      return t(key, { variant: why.variant, format: formatName(why.format) });
    case "limited-only":
      return t(key, { list: why.list, format: formatName(why.format) });
    case "too-many-copies": {
      const shown = why.lines
        .slice(0, 3)
        .map(String)
        .concat(why.lines.length > 3 ? ["…"] : []);
      return t(key, {
        count: why.lines.length,
        lines: shown.join(", "),
        quantity: why.quantity,
        card: why.card.slice(0, 80),
        max: why.max,
      });
    }
    case "house-ban-unparsed":
      return t(key, { line: why.line, reason: lineReason(why.why) });
    case "house-ban-ambiguous":
      return t(key, { line: why.line, card: why.card, candidates: or.format(why.candidates.slice(0, 3)) });
    case "house-ban-unknown":
      return t(key, { line: why.line, card: why.card.slice(0, 80) });
    case "event-date-before-log":
      return t(key, { from: dayName(locale, why.from) });
    case "invalid":
      // zod's own English is quoted in English only, never inside another language's words.
      return locale === "en" ? why.detail : t(key);
    case "csv-missing-columns":
      return t(key, {
        count: why.missing.length,
        missing: and.format(why.missing),
        required: and.format(why.required),
        optional: and.format(why.optional),
      });
    default:
      return t(key, why);
  }
}

export function wordInputError(error: InputError, words: InputErrorWords): string {
  const { t, fieldName = (field: string) => field } = words;
  const reason = (why: InputReason) => wordInputReason(why, words);
  const issue = (each: InputIssue) =>
    namesItsField(each) ? t("issue", { field: fieldName(each.field), reason: reason(each.why) }) : reason(each.why);
  // A refusal of the request as a whole (not JSON, a body too large) has no issues: the server's own words stay.
  return error.issues ? error.issues.map(issue).join(t("separator")) : (error.message ?? error.code);
}
