// A problem in a language, from its `code` and `params` (docs/development.md, Languages): the report page, the
// printed sheets and the API's `message` (English by default: the en messages are the API's English). Arrays (each deck's copies, line numbers) are joined with
// Intl.ListFormat first; the sentence around them is one ICU message per code in messages/*.json.
import { MAX_PROBLEMS_PER_CODE } from "@/lib/check/bounded-problems";
import type { LineReason } from "@/lib/decklist/line-reason";
import { findFormat } from "@/lib/formats";
import type { DeckCopiesParam, PoolCopiesParam, Problem, ProblemParams } from "@/lib/legality/problem";
import { TWO_HEADED_GIANT_BANS } from "@/lib/legality/team-bans";
import { deckDisplayName } from "@/lib/check/deck-name";
import { giantTable } from "@/lib/variants";
import type { Locale } from "./locales";

/**
 * next-intl's `t` for one namespace, or use-intl's createTranslator for it, as the helpers here take it:
 * their keys are built from values (`colors.${letter}`), which the compiler cannot check. A method's
 * parameters are compared both ways, so a `t` whose keys are checked (global.d.ts) is one too.
 */
export type Translate = {
  translate(key: string, values?: Record<string, string | number>): string;
}["translate"];

/** A `t`'s `has`, for keys that come from values (a format id read from a link). */
export type HasKey = { has(key: string): boolean }["has"];

export interface ProblemWords {
  locale: Locale;
  /** t for the "problems" namespace. */
  t: Translate;
  /** A format's name in this language ("モダン"), from its id. */
  formatName: (id: string) => string;
  /** A deck's name as the report shows it ("Player 1" in the reader's language when unnamed). */
  deckName: (index: number) => string;
  /** A colour's name from its WUBRG letter, "C" for colourless (the "commander" messages' colors). */
  colorName: (letter: string) => string;
  /** A card in a deck as its list wrote it ("稲妻 (Lightning Bolt)", i18n/written-name.ts); the Oracle name when not given. */
  cardName?: (card: string, deck?: number) => string;
}

/**
 * "Player 2" in the reader's language for a deck with no name; the name as given otherwise. Reports
 * already name an unnamed deck in English (lib/check/deck-name.ts): that name is worded again too.
 * `formats`: t for the "formats" messages.
 */
export function deckNamer(formats: Translate, names: readonly (string | undefined)[]): (index: number) => string {
  return (index) => {
    const name = names[index]?.trim();
    return name && name !== deckDisplayName(undefined, index) ? name : formats("player", { number: index + 1 });
  };
}

/** A format's name from its id in this language; an id the messages do not name stays as it is. */
export function formatNamer(formats: Translate, has: HasKey): (id: string) => string {
  return (id) => (has(id) ? formats(id) : id);
}

/** "line 3", "lines 3, 7" in the reader's language. `problems`: t for the "problems" messages. */
export function lineNamer(
  problems: Translate,
  locale: Locale,
): (lines: readonly (number | string)[], count?: number) => string {
  // "lines 3, 7" in English as the API words it; "líneas 3 y 7", "righe 3 e 7", "3、7行目" elsewhere.
  const numbers = new Intl.ListFormat(
    locale,
    locale === "en" ? { type: "unit", style: "short" } : { type: "conjunction" },
  );
  // `count`: how many lines `lines` name when some are ranges ("26–950").
  return (lines, count = lines.length) =>
    lines.length === 0 ? "" : problems("lines", { count, list: numbers.format(lines.map(String)) });
}

/** Why the list reader left a line out, in a language. `problems`: t for the "problems" messages. */
export function wordLineReason(why: LineReason, problems: Translate): string {
  const key = `lineReasons.${why.code}`;
  // An unnamed zone has its own words; every other reason's values are its placeholders.
  return why.code === "in-zone"
    ? problems(key, { named: String(why.zone !== ""), zone: why.zone })
    : problems(key, why);
}

/** Scryfall's language codes that are not BCP 47 ones (Scryfall's card object docs, `lang`). */
const BCP47_OF_SCRYFALL: Readonly<Record<string, string>> = { zhs: "zh-Hans", zht: "zh-Hant" };

/** A card language's name in `locale` from Scryfall's code ("de" → "German", "ドイツ語"); the code itself when Intl has no name for it. */
export function languageNamer(locale: Locale): (code: string) => string {
  const names = new Intl.DisplayNames(locale, { type: "language", fallback: "code" });
  return (code) => {
    try {
      return names.of(BCP47_OF_SCRYFALL[code] ?? code) ?? code;
    } catch {
      return code;
    }
  };
}

/** "unknown-card" → "unknownCard": a code as an ICU select key (a hyphen is syntax there). */
const camelCase = (code: string) => code.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Sorted line numbers as runs: [3, 4, 5, 9] → ["3–5", "9"]. */
export function lineRanges(lines: readonly number[]): string[] {
  const ranges: string[] = [];
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (end + 1 < lines.length && lines[end + 1] === lines[end]! + 1) end++;
    ranges.push(end === start ? String(lines[start]) : `${lines[start]}–${lines[end]}`);
    start = end + 1;
  }
  return ranges;
}

const quote = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A problem's sentence in the words' language. */
export function wordProblem(problem: Problem, words: ProblemWords): string {
  return problemWording(words)(problem);
}

/** wordProblem for many problems of one team: the list formats are made once. */
export function problemWording(words: ProblemWords): (problem: Problem) => string {
  const { locale, t, formatName, deckName, colorName } = words;
  const cardName = words.cardName ?? ((card: string) => card);
  const and = new Intl.ListFormat(locale, { type: "conjunction" });
  const or = new Intl.ListFormat(locale, { type: "disjunction" });
  const lines = lineNamer(t, locale);
  const languageName = languageNamer(locale);
  /** "Coercion (German)", each candidate with the languages it is printed in with the name; just the name when no printed name matched. */
  const candidatesWithLanguages = ({ candidates, candidateLanguages = [] }: ProblemParams["ambiguous-card"]) =>
    candidates.map((name) => {
      const languages = candidateLanguages
        .filter((each) => each.name === name)
        .map((each) => languageName(each.language));
      return languages.length > 0 ? t("candidateInLanguages", { card: name, languages: and.format(languages) }) : name;
    });
  const lineReason = (why: LineReason) => wordLineReason(why, t);
  const rangesOf = (numbers: readonly number[]) => lines(lineRanges(numbers), numbers.length);
  const listName = (list: "pool" | "allowed") => t(list === "pool" ? "poolList" : "allowedList");
  // A deck that wrote another name for the card (a printed name, a face) says which: "Bob: 2 as 稲妻 (line 7)".
  const copies = (list: readonly DeckCopiesParam[]) =>
    and.format(
      list.map((each) =>
        t(each.written?.length ? "deckCopiesWritten" : "deckCopies", {
          deck: deckName(each.deck),
          quantity: each.quantity,
          lines: lines(each.lines),
          written: and.format(each.written ?? []),
        }),
      ),
    );
  const poolCopies = (list: readonly PoolCopiesParam[]) =>
    and.format(
      list.map((each) =>
        t("deckCopies", { deck: listName(each.list), quantity: each.quantity, lines: lines(each.lines) }),
      ),
    );
  const where = (deckList: readonly DeckCopiesParam[], poolList: readonly PoolCopiesParam[]) =>
    deckList.length > 0 ? copies(deckList) : poolCopies(poolList);

  /** "white and blue", "colourless" for "". */
  const colors = (identity: string) => (identity === "" ? colorName("C") : and.format([...identity].map(colorName)));
  const COMMANDER_FAULTS = {
    none: "commanderNone",
    "not-eligible": "commanderNotEligible",
    "not-a-pair": "commanderNotAPair",
    "too-many": "commanderTooMany",
  } as const;

  const notInPool = (params: ProblemParams["not-in-pool"]) => {
    const played = params.copies.reduce((sum, deck) => sum + deck.quantity, 0);
    const available = params.pool + params.allowed;
    const plays = and.format(
      params.copies.map((each) => t("plays", { deck: deckName(each.deck), quantity: each.quantity })),
    );
    const has = t(params.allowed === 0 ? "poolHas" : "poolHasAllowed", { pool: params.pool, allowed: params.allowed });
    const remedy = available > 0 ? "notInPoolMore" : params.basicLand ? "notInPoolBasic" : "notInPoolNone";
    return t(remedy, { plays, card: params.card, has, extra: played - available, variant: params.variant ?? "giant" });
  };

  const describe = (problem: Problem): string => {
    switch (problem.code) {
      case "deck-too-small": {
        const { deck, count, minimum, format } = problem.params;
        return t("deckTooSmall", { deck: deckName(deck), count, minimum, format: formatName(format) });
      }
      case "too-many-copies": {
        const p = problem.params;
        return t("tooManyCopies", {
          deck: deckName(p.deck),
          quantity: p.quantity,
          card: cardName(p.card, p.deck),
          lines: lines(p.lines),
          limit: p.limit,
        });
      }
      case "team-shared-card": {
        const p = problem.params;
        return t("teamSharedCard", {
          card: p.card,
          copies: copies(p.copies),
          decks: p.copies.length,
          variant: p.variant ?? "giant",
        });
      }
      case "team-too-many-copies": {
        const p = problem.params;
        return t("teamTooManyCopies", {
          card: p.card,
          total: p.total,
          limit: p.limit,
          copies: copies(p.copies),
          decks: p.copies.length,
        });
      }
      case "restricted": {
        const p = problem.params;
        return t("restricted", {
          card: p.card,
          format: formatName(p.format),
          total: p.total,
          copies: copies(p.copies),
        });
      }
      case "banned":
        return t("banned", {
          card: problem.params.card,
          format: formatName(problem.params.format),
          copies: copies(problem.params.copies),
        });
      case "not-legal": {
        const p = problem.params;
        return t("notLegal", {
          card: p.card,
          format: formatName(p.format),
          alchemy: String(p.alchemy),
          copies: copies(p.copies),
        });
      }
      case "snow-basic":
        return t("snowBasic", { card: problem.params.card, copies: copies(problem.params.copies) });
      case "banned-2hg": {
        const ban = TWO_HEADED_GIANT_BANS.find((each) => each.name === problem.params.card);
        return t("banned2hg", {
          card: problem.params.card,
          source: ban?.source ?? "MTR 9.5",
          copies: copies(problem.params.copies),
        });
      }
      case "sideboard-not-allowed":
        return t("sideboardNotAllowed", { deck: deckName(problem.params.deck), count: problem.params.count });
      case "sideboard-too-large": {
        const { deck, count, max } = problem.params;
        return t("sideboardTooLarge", { deck: deckName(deck), count, max, lines: lines(problem.params.lines) });
      }
      case "companion-not-allowed":
        return t(problem.params.limited ? "companionLimited" : "companionConstructed", {
          card: problem.params.card,
          copies: copies(problem.params.copies),
        });
      case "commander-not-allowed":
        return t("commanderNotAllowed", { card: problem.params.card, copies: copies(problem.params.copies) });
      case "unknown-card":
        return t("unknownCard", {
          card: quote(problem.params.card),
          where: where(problem.params.copies, problem.params.poolCopies),
        });
      case "ambiguous-card":
        return t("ambiguousCard", {
          card: quote(problem.params.card),
          candidates: or.format(candidatesWithLanguages(problem.params)),
          where: where(problem.params.copies, problem.params.poolCopies),
        });
      case "unparsed-line": {
        const { where: list, line, text, why } = problem.params;
        const name = list.list === "deck" ? deckName(list.deck) : listName(list.list);
        return t("unparsedLine", { list: name, line, text: quote(text), reason: lineReason(why) });
      }
      case "not-in-pool":
        return notInPool(problem.params);
      case "no-pool":
        return t("noPool");
      case "commander-deck-size": {
        const { deck, count, required } = problem.params;
        return t("commanderDeckSize", { deck: deckName(deck), count, required });
      }
      case "commander-singleton": {
        const p = problem.params;
        return t("commanderSingleton", {
          deck: deckName(p.deck),
          quantity: p.quantity,
          card: cardName(p.card, p.deck),
          lines: lines(p.lines),
          limit: p.limit,
        });
      }
      case "color-identity": {
        const p = problem.params;
        const whose = p.teamIdentity
          ? t("teamCommanders")
          : and.format(p.commanders.map((commander) => cardName(commander, p.deck)));
        if (p.cards.length > 1)
          return t("colorIdentityCards", {
            count: p.cards.length,
            deck: deckName(p.deck),
            outside: colors(p.outside),
            whose,
            cards: and.format(
              p.cards.map((each) => t("cardLines", { card: cardName(each.card, p.deck), lines: lines(each.lines) })),
            ),
          });
        return t("colorIdentity", {
          card: cardName(p.card, p.deck),
          cardColors: colors(p.cardIdentity),
          deck: deckName(p.deck),
          lines: lines(p.lines),
          outside: colors(p.outside),
          whose,
        });
      }
      case "not-a-commander": {
        const { deck, commanders, reason } = problem.params;
        return t(COMMANDER_FAULTS[reason], {
          deck: deckName(deck),
          commanders: and.format(commanders.map((commander) => cardName(commander, deck))),
        });
      }
      case "house-banned":
        return t("houseBanned", { card: problem.params.card, copies: copies(problem.params.copies) });
      case "too-many-game-changers": {
        const { deck, count, cap, cards } = problem.params;
        return t("tooManyGameChangers", {
          deck: deckName(deck),
          count,
          cap,
          cards: and.format(cards.map((card) => cardName(card, deck))),
        });
      }
      case "more-problems": {
        // Where the counted problems are, their lines as ranges ("lines 26–950"): a count can run to thousands.
        const places = [
          ...problem.decks.map((deck, index) =>
            t("placeLines", { place: deckName(deck), lines: rangesOf(problem.lines[index] ?? []) }),
          ),
          ...(problem.poolLines
            ? [t("placeLines", { place: listName("pool"), lines: rangesOf(problem.poolLines) })]
            : []),
          ...(problem.allowedLines
            ? [t("placeLines", { place: listName("allowed"), lines: rangesOf(problem.allowedLines) })]
            : []),
        ];
        return t("moreProblems", {
          kind: camelCase(problem.params.code),
          count: problem.params.count,
          where: and.format(places),
          shown: MAX_PROBLEMS_PER_CODE,
        });
      }
      case "unsanctioned-format": {
        const { format, teamSize, variant } = problem.params;
        const kind = findFormat(format)?.kind ?? "constructed";
        if (teamSize !== undefined) return t("unsanctionedTeamSize", { teamSize, ...giantTable({ kind }, teamSize) });
        if (variant !== undefined) return t("unsanctionedFormatTeam", { format: formatName(format), variant });
        return t("unsanctionedFormat", { format: formatName(format), kind });
      }
    }
  };
  // Team Trios: each seat plays its own format, and each problem says which (MTR 8.4).
  return (problem) => {
    const message = describe(problem);
    return problem.format === undefined ? message : t("inFormat", { format: formatName(problem.format), message });
  };
}
