import { useTranslations } from "next-intl";
import type { ReportedProblem } from "@/lib/report/report";
import { problemLocation } from "@/app/_lib/report/report-view";
import { WrittenCardName, type CardLinks } from "./card-name";
import { StatusBadge } from "../ui/status-badge";
import { HELP_TEXT } from "../ui/styles";
import type { ReportWords } from "./report-words";

/** One problem: what, where (deck and line), which rule, and for an unknown name Scryfall's suggestions. */
export function ProblemItem({
  problem,
  words,
  cardLinks,
}: {
  problem: ReportedProblem;
  words: ReportWords;
  cardLinks: ReadonlyMap<string, CardLinks>;
}) {
  const { t } = words;
  const fixT = useTranslations("cards.fix");
  const where = problemLocation(problem, words.places);
  const isError = problem.severity === "error";
  const isNote = problem.severity === "info";
  return (
    <li
      data-code={problem.code}
      className={`rounded-md border-l-4 p-3 sm:p-4 ${
        isError
          ? "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/40"
          : isNote
            ? "border-sky-600 bg-sky-50 dark:border-sky-400 dark:bg-sky-950/40"
            : "border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/40"
      }`}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        {/* A note (a name read despite a data error) needs nothing done: the ✓ of an OK card, worded "Note". */}
        <StatusBadge status={isError ? "error" : isNote ? "ok" : "warning"} label={isNote ? t("note") : undefined} />
        {problem.card && (
          <WrittenCardName
            name={problem.card}
            written={words.written(problem.card, problem.decks.length === 1 ? problem.decks[0] : undefined)}
            links={cardLinks.get(problem.card)}
          />
        )}
        {where && <span className="text-sm text-neutral-700 dark:text-neutral-300">{where}</span>}
      </div>
      <p className="mt-1 break-words">{words.wordProblem(problem)}</p>
      {problem.suggestions.length > 0 && (
        <p className="mt-1 text-sm">
          <span className="font-medium">{t(problem.code === "ambiguous-card" ? "itCouldBe" : "didYouMean")}</span>{" "}
          {words.or(problem.suggestions)}
          {t("suggestionsEnd")}
        </p>
      )}
      {problem.fix && (
        <p className="mt-1 text-sm" data-testid="fix">
          <span className="font-medium">{fixT("label")} </span>
          {words.fix(problem.fix)}
        </p>
      )}
      <p className={`mt-1 ${HELP_TEXT}`}>
        {t("rule")} <cite className="not-italic">{problem.rule}</cite>{" "}
        <span className="font-mono text-xs">({problem.code})</span>
      </p>
    </li>
  );
}
