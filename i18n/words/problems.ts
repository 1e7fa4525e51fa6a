// Every problem code's sentence, one entry per code (docs/development.md, Languages): the same typed
// dispatch as lib/fix/fix-rules.ts's RULES, so adding a code means one entry here and its message keys.
// The helpers (i18n/words/problem-helpers.ts) hold what several codes share.
import { findFormat } from "@/lib/formats";
import { MAX_PROBLEMS_PER_CODE } from "@/lib/check/bounded-problems";
import { PROBLEM_RULES, type Problem, type ProblemCode, type ProblemParams } from "@/lib/legality/problem";
import { TWO_HEADED_GIANT_BANS } from "@/lib/legality/team-bans";
import { giantTable } from "@/lib/variants";
import { quote, type ProblemHelpers } from "./problem-helpers";

/** Where a problem is, for a wording that names its lines beyond its params (more-problems). */
export type ProblemPlace = Pick<Problem, "decks" | "lines" | "poolLines" | "allowedLines">;

type Wording<C extends ProblemCode> = (params: ProblemParams[C], w: ProblemHelpers, place: ProblemPlace) => string;

const COMMANDER_FAULTS = {
  none: "commanderNone",
  "not-eligible": "commanderNotEligible",
  "not-a-pair": "commanderNotAPair",
  "too-many": "commanderTooMany",
} as const;

/** "unknown-card" → "unknownCard": a code as an ICU select key (a hyphen is syntax there). */
const camelCase = (code: string) => code.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Too many copies in one deck: by the format's limit (MTR 6.1) or Commander's singleton rule (CR 903.5b). */
const copiesInDeck =
  (key: "tooManyCopies" | "commanderSingleton"): Wording<"too-many-copies" | "commander-singleton"> =>
  ({ deck, quantity, card, lines, limit }, w) =>
    w.t(key, { deck: w.deckName(deck), quantity, card: w.cardName(card, deck), lines: w.lines(lines), limit });

export const WORDING: { [C in ProblemCode]: Wording<C> } = {
  "deck-too-small": ({ deck, count, minimum, format }, w) =>
    w.t("deckTooSmall", { deck: w.deckName(deck), count, minimum, format: w.formatName(format) }),
  "too-many-copies": copiesInDeck("tooManyCopies"),
  "team-shared-card": ({ card, copies, variant }, w) =>
    w.t("teamSharedCard", { card, copies: w.copies(copies), decks: copies.length, variant: variant ?? "giant" }),
  "team-too-many-copies": ({ card, total, limit, copies }, w) =>
    w.t("teamTooManyCopies", { card, total, limit, copies: w.copies(copies), decks: copies.length }),
  restricted: ({ card, format, total, copies }, w) =>
    w.t("restricted", { card, format: w.formatName(format), total, copies: w.copies(copies) }),
  banned: ({ card, format, copies, since }, w) =>
    // "banned in 2HG Commander (house rules)" reads as the store's ban: Commander's own list is named as such.
    format === "commander"
      ? w.t("bannedCommander", { card, copies: w.copies(copies) })
      : since === undefined
        ? w.t("banned", { card, format: w.formatName(format), copies: w.copies(copies) })
        : w.t("bannedSince", { card, format: w.formatName(format), since: w.day(since), copies: w.copies(copies) }),
  "not-yet-released": ({ card, releasedAt, prerelease, copies }, w) =>
    w.t("notYetReleased", {
      card,
      releasedAt: w.day(releasedAt),
      prerelease: String(prerelease),
      copies: w.copies(copies),
    }),
  "ban-coming": ({ card, format, status, effective, copies }, w) =>
    w.t("banComing", {
      card,
      format: w.formatName(format),
      status,
      effective: w.day(effective),
      copies: w.copies(copies),
    }),
  "not-legal": ({ card, format, alchemy, copies }, w) =>
    w.t("notLegal", { card, format: w.formatName(format), alchemy: String(alchemy), copies: w.copies(copies) }),
  "snow-basic": ({ card, copies }, w) => w.t("snowBasic", { card, copies: w.copies(copies) }),
  "banned-2hg": ({ card, copies }, w) =>
    w.t("banned2hg", {
      card,
      // The ban's own source with its date; the code's citation for a ban the list no longer has.
      source: TWO_HEADED_GIANT_BANS.find((each) => each.name === card)?.source ?? PROBLEM_RULES["banned-2hg"],
      copies: w.copies(copies),
    }),
  "sideboard-not-allowed": ({ deck, count }, w) => w.t("sideboardNotAllowed", { deck: w.deckName(deck), count }),
  "sideboard-too-large": ({ deck, count, max, lines }, w) =>
    w.t("sideboardTooLarge", { deck: w.deckName(deck), count, max, lines: w.lines(lines) }),
  "companion-not-allowed": ({ card, limited, copies }, w) =>
    w.t(limited ? "companionLimited" : "companionConstructed", { card, copies: w.copies(copies) }),
  "commander-not-allowed": ({ card, copies }, w) => w.t("commanderNotAllowed", { card, copies: w.copies(copies) }),
  "unknown-card": ({ card, copies, poolCopies }, w) =>
    w.t("unknownCard", { card: quote(card), where: w.where(copies, poolCopies) }),
  "ambiguous-card": (params, w) =>
    w.t("ambiguousCard", {
      card: quote(params.card),
      candidates: w.or(w.candidates(params)),
      where: w.where(params.copies, params.poolCopies),
    }),
  "stray-printed-name": ({ card, written, strays, languages, copies }, w) =>
    w.t("strayPrintedName", {
      card,
      written: quote(written),
      strays: w.and(strays),
      languages: w.languages(languages),
      where: w.copies(copies),
    }),
  "unparsed-line": ({ where, line, text, why }, w) =>
    w.t("unparsedLine", {
      list: where.list === "deck" ? w.deckName(where.deck) : w.listName(where.list),
      line,
      text: quote(text),
      reason: w.lineReason(why),
    }),
  "not-in-pool": ({ copies, pool, allowed, basicLand, card, variant }, w) => {
    const played = copies.reduce((sum, deck) => sum + deck.quantity, 0);
    const available = pool + allowed;
    const plays = w.and(copies.map((each) => w.t("plays", { deck: w.deckName(each.deck), quantity: each.quantity })));
    const has = w.t(allowed === 0 ? "poolHas" : "poolHasAllowed", { pool, allowed });
    const remedy = available > 0 ? "notInPoolMore" : basicLand ? "notInPoolBasic" : "notInPoolNone";
    return w.t(remedy, { plays, card, has, extra: played - available, variant: variant ?? "giant" });
  },
  "no-pool": (_, w) => w.t("noPool"),
  "commander-deck-size": ({ deck, count, required }, w) =>
    w.t("commanderDeckSize", { deck: w.deckName(deck), count, required }),
  "commander-singleton": copiesInDeck("commanderSingleton"),
  "color-identity": (p, w) => {
    const whose = p.teamIdentity
      ? w.t("teamCommanders")
      : w.and(p.commanders.map((commander) => w.cardName(commander, p.deck)));
    const common = { deck: w.deckName(p.deck), outside: w.colors(p.outside), whose };
    if (p.cards.length > 1)
      return w.t("colorIdentityCards", {
        ...common,
        count: p.cards.length,
        cards: w.and(
          p.cards.map((each) => w.t("cardLines", { card: w.cardName(each.card, p.deck), lines: w.lines(each.lines) })),
        ),
      });
    return w.t("colorIdentity", {
      ...common,
      card: w.cardName(p.card, p.deck),
      cardColors: w.colors(p.cardIdentity),
      lines: w.lines(p.lines),
    });
  },
  "not-a-commander": ({ deck, commanders, reason }, w) =>
    w.t(COMMANDER_FAULTS[reason], {
      deck: w.deckName(deck),
      commanders: w.and(commanders.map((commander) => w.cardName(commander, deck))),
    }),
  "house-banned": ({ card, copies }, w) => w.t("houseBanned", { card, copies: w.copies(copies) }),
  "too-many-game-changers": ({ deck, count, cap, cards }, w) =>
    w.t("tooManyGameChangers", {
      deck: w.deckName(deck),
      count,
      cap,
      cards: w.and(cards.map((card) => w.cardName(card, deck))),
    }),
  // Where the counted problems are, their lines as runs ("lines 26–850"): a count can run to thousands.
  "more-problems": ({ code, count }, w, place) =>
    w.t("moreProblems", {
      kind: camelCase(code),
      count,
      where: w.and([
        ...place.decks.map((deck, index) => w.placeLines(w.deckName(deck), place.lines[index] ?? [])),
        ...(place.poolLines ? [w.placeLines(w.listName("pool"), place.poolLines)] : []),
        ...(place.allowedLines ? [w.placeLines(w.listName("allowed"), place.allowedLines)] : []),
      ]),
      shown: MAX_PROBLEMS_PER_CODE,
    }),
  "unsanctioned-format": ({ format, teamSize, variant }, w) => {
    const kind = findFormat(format)?.kind ?? "constructed";
    if (teamSize !== undefined) return w.t("unsanctionedTeamSize", { teamSize, ...giantTable({ kind }, teamSize) });
    if (variant !== undefined) return w.t("unsanctionedFormatTeam", { format: w.formatName(format), variant });
    return w.t("unsanctionedFormat", { format: w.formatName(format), kind });
  },
};
