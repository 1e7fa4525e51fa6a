// The API's English for a core report's problems: the en messages through the same wording as the
// pages (docs/development.md, Languages), as the API words them on the way out.
import { wordLineReason } from "@/i18n/problem-text";
import { translator, wordInputErrorIn, wordProblemsIn } from "@/i18n/translator";
import type { LineReason } from "@/lib/decklist/line-reason";
import type { InputError } from "@/lib/input/input-issue";
import type { Problem } from "@/lib/legality/problem";

/** The problems with their English `message` and `fix.text`, decks named as in the report. */
export function inEnglish<P extends Problem>(problems: readonly P[], deckNames: readonly string[] = ["Alice", "Bob"]) {
  return wordProblemsIn(problems, deckNames, "en");
}

/** A problem's English `message`, as the API says it. */
export function messageOf(problem: Problem | undefined, deckNames?: readonly string[]): string | undefined {
  return problem && inEnglish([problem], deckNames)[0]?.message;
}

/** A problem's English `fix.text`, as the API says it. */
export function fixTextOf(problem: Problem | undefined, deckNames?: readonly string[]): string | undefined {
  return problem && inEnglish([problem], deckNames)[0]?.fix?.text;
}

/** A refusal's English `message`, as the API says it. */
export function refusalOf(error: InputError): string {
  return wordInputErrorIn(error, "en").message;
}

/** Why the list reader left a line out, in the API's English. */
export function lineReasonOf(why: LineReason): string {
  return wordLineReason(why, translator("en", "problems"));
}

/** A check's outcome as the API says it: a refusal with its English `message`. */
export function inEnglishOutcome<O extends { ok: true } | { ok: false; error: InputError }>(outcome: O | undefined) {
  return outcome && (outcome.ok ? outcome : { ...outcome, error: wordInputErrorIn(outcome.error, "en") });
}
