// A problem in a language, from its `code` and `params` (docs/development.md, Languages): each code's
// sentence is an entry of i18n/words/problems.ts, worded with the helpers made once per team.
import type { Problem, ProblemCode, ProblemParams } from "@/lib/legality/problem";
import type { ProblemWords } from "./problem-text";
import { problemHelpers } from "./words/problem-helpers";
import { WORDING, type ProblemPlace } from "./words/problems";

/** A problem's sentence in the words' language. */
export function wordProblem(problem: Problem, words: ProblemWords): string {
  return problemWording(words)(problem);
}

/** wordProblem for many problems of one team: the helpers (list formats, namers) are made once. */
export function problemWording(words: ProblemWords): (problem: Problem) => string {
  const helpers = problemHelpers(words);
  const describe = <C extends ProblemCode>(code: C, params: ProblemParams[C], place: ProblemPlace) =>
    WORDING[code](params, helpers, place);
  // Team Trios: each seat plays its own format, and each problem says which (MTR 8.4).
  return (problem) => {
    const message = describe(problem.code, problem.params, problem);
    return problem.format === undefined
      ? message
      : words.t("inFormat", { format: words.formatName(problem.format), message });
  };
}
