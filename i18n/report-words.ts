// A report's words, built once per report (once per team in the organizer's table) and passed down: the
// team's title, its format's name, each deck by index ("Player 2" in the reader's language when unnamed:
// the report keeps a deck's name as typed), each card as the lists wrote it ("稲妻 (Lightning Bolt)"),
// and the problems, fix hints and plan worded with those. The API (i18n/translator.ts), the pages, the
// print view, the link preview and the organizer's table all read a report through this one function,
// so a hint cannot name a card or a player otherwise than its problem (docs/development.md, Languages).
// Framework-free: use-intl's core over a language's messages (the browser's hook passes the namespaces
// its page sent, app/_components/report/report-words.ts).
import type { Fix } from "@/lib/fix/fix";
import type { TeamPlan } from "@/lib/fix/plan";
import type { LineReason } from "@/lib/decklist/line-reason";
import type { Variant } from "@/lib/variants";
import { findFormat } from "@/lib/formats";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { wordFix, type FixWords } from "./fix-text";
import { planChoiceTexts, planDeckTexts, planText } from "./plan-text";
import { deckNamer, formatNamer, wordLineReason } from "./problem-text";
import { problemWording } from "./problem-wording";
import { eventName, teamTitle } from "./team-title";
import { translatorOf, type LanguageMessages } from "./translate";
import { withWritten, writtenLookup, type WrittenDeck } from "./written-name";
import type { Locale } from "./locales";

/** What the words read of a team: its decks (names as typed, and the names their lists wrote), format, name. */
export interface WordsTeam {
  decks: readonly (WrittenDeck & { name?: string | undefined; format?: string | undefined })[];
  format?: string | null | undefined;
  name?: string | undefined;
  variant?: Variant | undefined;
  /** Team Trios: each seat's format, where the decks do not carry theirs (the organizer's table). */
  seatFormats?: readonly (string | undefined)[] | undefined;
}

/** The words of one team's report in `locale`. `messages`: that language's (or the namespaces a page sent). */
export function reportWords(locale: Locale, messages: LanguageMessages, team: WordsTeam) {
  const formats = translatorOf(locale, messages, "formats");
  const problems = translatorOf(locale, messages, "problems");
  const commander = translatorOf(locale, messages, "commander");
  const fixes = translatorOf(locale, messages, "cards.fix");
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const and = (items: Iterable<string>) => list.format([...items]);
  const formatName = formatNamer(formats, formats.has);
  const deckName = deckNamer(
    formats,
    team.decks.map((deck) => deck.name),
  );
  const deckNames = team.decks.map((_, index) => deckName(index));
  const written = writtenLookup(team.decks);
  const cardName = (card: string, deck?: number) => withWritten(card, written(card, deck), and);
  const fixWords: FixWords = { t: fixes, and, deckName, cardName };
  const format = team.format ?? "";
  const report = translatorOf(locale, messages, "report");
  const seatList = new Intl.ListFormat(locale, { type: "unit", style: "short" });
  return {
    locale,
    and,
    formatName,
    /** "Team 3": a team without a name, by its 1-based number. */
    teamNumber: (number: number) => formats("team", { number }),
    /** A deck by its index, as every sentence names it. */
    deckName,
    /** Every deck's name, in order. */
    deckNames,
    /** "Modern 2HG: Alice and Bob", "Team Rocket: …": the team as the verdict, the page's title and the sheets name it. */
    title: teamTitle(formatName(format), deckNames, report, and, format, {
      name: team.name,
      variant: team.variant,
    }),
    /** "Team Trios: A Standard, B Modern, C Legacy", "Three-Headed Giant Modern, 45 life, 20 poison": the event, as every page, sheet and table row names it. */
    event: eventName(
      {
        format,
        decks: team.decks.length,
        variant: team.variant,
        seatFormats: team.seatFormats ?? team.decks.map((deck) => deck.format),
      },
      report,
      formatName,
      (seats) => seatList.format(seats),
    ),
    /** The team rule as the form named it: 2HG Commander's own choices ("No card in both decks"), else the format's. */
    teamRuleName: (ruleset: string) =>
      findFormat(format)?.kind === "commander"
        ? commander(`rulesets.${ruleset}.label`, { copies: CLASSIC_TEAM_COPIES })
        : formats(ruleset, { copies: CLASSIC_TEAM_COPIES }),
    /** What that team rule means, in the same words as the form's choice. */
    teamRuleMeaning: (ruleset: string, decks = 2) =>
      findFormat(format)?.kind === "commander"
        ? commander(`rulesets.${ruleset}.meaning`, { copies: CLASSIC_TEAM_COPIES })
        : // Three or four decks: "two decks on the team", not "both decks".
          formats(`${ruleset}Meaning${ruleset === "tournament" && decks > 2 ? "Team" : ""}`, {
            copies: CLASSIC_TEAM_COPIES,
          }),
    /** A card as `deck`'s list (or any list) wrote it. */
    cardName,
    /** The names the lists wrote for a card when not its Oracle name. */
    written,
    problem: problemWording({
      locale,
      t: problems,
      formatName,
      deckName,
      colorName: (letter) => commander(`colors.${letter}`),
      cardName,
    }),
    fix: (fix: Fix) => wordFix(fix, fixWords),
    lineReason: (why: LineReason) => wordLineReason(why, problems),
    plan: {
      decks: (plan: Pick<TeamPlan, "decks">) => planDeckTexts(plan, fixWords),
      choices: (plan: Pick<TeamPlan, "choices">) => planChoiceTexts(plan, fixWords),
      text: (plan: Pick<TeamPlan, "decks" | "choices">) => planText(plan, fixWords),
    },
  };
}

export type ReportWords = ReturnType<typeof reportWords>;
