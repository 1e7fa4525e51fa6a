// The words of every language outside a React tree: the API's `message`, `fix.text`, `reason` and
// refusals in the asked `language` (English by default: the en messages are the API's English, as zod 4's
// z.locales.en() is one locale among others), and the server pages' refusals. use-intl's core
// translator, fed the same messages files as the pages.
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import itMessages from "@/messages/it.json";
import ja from "@/messages/ja.json";
import type { InputError } from "@/lib/input/input-issue";
import type { LineReason } from "@/lib/decklist/line-reason";
import type { ReportedProblem } from "@/lib/report/report";
import type { TeamPlan } from "@/lib/fix/plan";
import { reportWords, type ReportWords, type WordsTeam } from "./report-words";
import { translatorOf } from "./translate";
import { withDeckNames } from "./deck-names";
import { type InputErrorWords, teamFieldNamer, wordInputError } from "./input-error-text";
import { deckNamer, formatNamer, type ProblemWords, type Translate, wordLineReason } from "./problem-text";
import type { Locale } from "./locales";

const MESSAGES = { en, es, it: itMessages, ja } as const;

/** t for one namespace of `locale`'s messages. */
export function translator(locale: Locale, namespace: keyof typeof en): Translate {
  return translatorOf(locale, MESSAGES[locale], namespace);
}

/** A format's name from its id in `locale` ("modern" → "モダン"); an id it does not know stays as it is. */
export function formatNameIn(locale: Locale): (id: string) => string {
  const formats = translatorOf(locale, MESSAGES[locale], "formats");
  return formatNamer(formats, formats.has);
}

/** What wordProblem needs for a team's problems in `locale`. */
export function problemWords(locale: Locale, deckNames: readonly (string | undefined)[]): ProblemWords {
  const formats = translator(locale, "formats");
  const commander = translator(locale, "commander");
  return {
    locale,
    t: translator(locale, "problems"),
    formatName: formatNameIn(locale),
    deckName: deckNamer(formats, deckNames),
    colorName: (letter) => commander(`colors.${letter}`),
  };
}

/** A problem as the API gives it: the core's codes and params, worded. */
export type WordedProblem<P extends ReportedProblem = ReportedProblem> = P & {
  message: string;
  fix?: NonNullable<P["fix"]> & { text: string };
};

/** A team's report words in `locale` (English by default), from the whole messages file. */
export function reportWordsIn(locale: Locale, team: WordsTeam): ReportWords {
  return reportWords(locale, MESSAGES[locale], team);
}

/** A team of decks known by their names alone (a test's, a plan's). */
const namedOnly = (deckNames: readonly (string | undefined)[]): WordsTeam => ({
  decks: deckNames.map((name) => ({ name })),
});

/**
 * Problems with their `message` and `fix.text` in the words' language: the same words as the report
 * page, since the API's English is the en messages (docs/development.md, Languages). Every `deckName`
 * the params carry is the deck's name in that language too ("Player 2", "プレイヤー2"), as the sentences
 * name it. An unparsed line's `params.reason` is worded too, as the API has always carried it.
 */
export function wordProblemsWith<P extends ReportedProblem>(
  problems: readonly P[],
  words: ReportWords,
): WordedProblem<P>[] {
  return problems.map((problem) => {
    const worded = { ...withDeckNames(problem, words.deckName), message: words.problem(problem) } as WordedProblem<P>;
    if (problem.fix) worded.fix = { ...withDeckNames(problem.fix, words.deckName), text: words.fix(problem.fix) };
    if (problem.code === "unparsed-line")
      (worded as { params: object }).params = { ...worded.params, reason: words.lineReason(problem.params.why) };
    return worded;
  });
}

/** wordProblemsWith for a team known by its decks' names. */
export function wordProblemsIn<P extends ReportedProblem>(
  problems: readonly P[],
  deckNames: readonly (string | undefined)[],
  locale: Locale,
): WordedProblem<P>[] {
  return wordProblemsWith(problems, reportWordsIn(locale, namedOnly(deckNames)));
}

/** Lines the list reader left out, each with its `reason` in `locale` (the API's `ignored[].reason`). */
export function wordLinesIn<L extends { why: LineReason }>(
  lines: readonly L[],
  locale: Locale,
): (L & { reason: string })[] {
  const t = translator(locale, "problems");
  return lines.map((line) => ({ ...line, reason: wordLineReason(line.why, t) }));
}

/**
 * What wordInputError needs in `locale`. `deckNames`: with them, fields are named as the form names them
 * ("Bob's list", the report page); without, as the sender sent them (the API's paths, a CSV's headers).
 */
export function inputErrorWords(locale: Locale, deckNames?: readonly (string | undefined)[]): InputErrorWords {
  const t = translator(locale, "inputErrors");
  const problems = translator(locale, "problems");
  const fieldName =
    deckNames &&
    teamFieldNamer(t, deckNamer(translator(locale, "formats"), deckNames), (key) =>
      hasMessage(MESSAGES[locale].inputErrors, key),
    );
  return {
    locale,
    t,
    formatName: formatNameIn(locale),
    lineReason: (why) => wordLineReason(why, problems),
    ...(fieldName && { fieldName }),
  };
}

/** The refusal with its `message` in `locale` (English by default), fields named as the sender sent them. */
export function wordInputErrorIn(error: InputError, locale: Locale): InputError & { message: string } {
  return { ...error, message: wordInputError(error, inputErrorWords(locale)) };
}

function hasMessage(messages: object, key: string): boolean {
  let node: unknown = messages;
  for (const part of key.split("."))
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string";
}

/** The plan with its `text` in the words' language (the API's `plan.text`): null stays null. */
export function planWith(plan: TeamPlan | null, words: ReportWords): (TeamPlan & { text: string }) | null {
  return plan && { ...withDeckNames(plan, words.deckName), text: words.plan.text(plan) };
}

/** planWith for a team known by its decks' names (and, for cards, its decks' lists). */
export function planIn(
  plan: TeamPlan | null,
  deckNames: readonly (string | undefined)[],
  locale: Locale,
  decks: WordsTeam["decks"] = [],
): (TeamPlan & { text: string }) | null {
  return planWith(plan, reportWordsIn(locale, { decks: deckNames.map((name, index) => ({ ...decks[index], name })) }));
}
