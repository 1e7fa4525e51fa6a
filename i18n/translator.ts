// The words of every language outside a React tree: the API's `message`, `fix.text`, `reason` and
// refusals in the asked `language` (English by default: the en messages are the API's English, as zod 4's
// z.locales.en() is one locale among others), and the server pages' refusals. use-intl's core
// translator, fed the same messages files as the pages.
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import itMessages from "@/messages/it.json";
import ja from "@/messages/ja.json";
import type { InputError } from "@/lib/input/input-issue";
import type { LineReason } from "@/lib/decklist/line-reason";
import type { ReportedProblem } from "@/lib/report/report";
import { planText } from "./plan-text";
import type { TeamPlan } from "@/lib/fix/plan";
import { wordFix } from "./fix-text";
import { type InputErrorWords, teamFieldNamer, wordInputError } from "./input-error-text";
import {
  deckNamer,
  formatNamer,
  problemWording,
  type ProblemWords,
  type Translate,
  wordLineReason,
} from "./problem-text";
import type { Locale } from "./locales";

const MESSAGES = { en, es, it: itMessages, ja } as const;

/** t for one namespace of `locale`'s messages. */
export function translator(locale: Locale, namespace: keyof typeof en): Translate {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace });
  return (key, values) => (t as unknown as Translate)(key, values);
}

/** A format's name from its id in `locale` ("modern" → "モダン"); an id it does not know stays as it is. */
export function formatNameIn(locale: Locale): (id: string) => string {
  const known = new Set(Object.keys(MESSAGES[locale].formats));
  return formatNamer(translator(locale, "formats"), (id) => known.has(id));
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

/**
 * Problems with their `message` and `fix.text` in `locale` (English by default): the same words as the
 * report page, since the API's English is the en messages (docs/development.md, Languages). An unparsed line's
 * `params.reason` is worded too, as the API has always carried it.
 */
export function wordProblemsIn<P extends ReportedProblem>(
  problems: readonly P[],
  deckNames: readonly (string | undefined)[],
  locale: Locale,
): WordedProblem<P>[] {
  const word = problemWording(problemWords(locale, deckNames));
  const fixes = translator(locale, "cards");
  const and = andIn(locale);
  const lineReasons = translator(locale, "problems");
  return problems.map((problem) => {
    const worded = { ...problem, message: word(problem) } as WordedProblem<P>;
    if (problem.fix)
      worded.fix = { ...problem.fix, text: wordFix(problem.fix, (key, values) => fixes(`fix.${key}`, values), and) };
    if (problem.code === "unparsed-line")
      (worded as { params: object }).params = {
        ...problem.params,
        reason: wordLineReason(problem.params.why, lineReasons),
      };
    return worded;
  });
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

/** The plan with its `text` in `locale` (the API's `plan.text`): null stays null. */
export function planIn(
  plan: TeamPlan | null,
  deckNames: readonly (string | undefined)[],
  locale: Locale,
  cardName?: (card: string, deck: number) => string,
): (TeamPlan & { text: string }) | null {
  if (!plan) return null;
  const deckName = deckNamer(translator(locale, "formats"), deckNames);
  const cards = translator(locale, "cards");
  const t: Translate = (key, values) => cards(`fix.${key}`, values);
  return { ...plan, text: planText(plan, { t, and: andIn(locale), deckName, cardName }) };
}

/** The reader's "a, b and c" in `locale` (format.list's conjunction, outside a React tree). */
function andIn(locale: Locale): (items: readonly string[]) => string {
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  return (items) => list.format(items);
}
