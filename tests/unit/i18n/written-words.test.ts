// The issue-40 team in every language (docs/development.md, Languages): a list that wrote its cards by
// their printed names (稲妻 and 山; Relámpago and Montaña; Fulmine and Montagna, the names Scryfall has for
// those printings, ../shared/localized/printed-names.jsonl) and players without names. Problems, fix hints
// and the plan name the cards as the list wrote them and each player in the reader's language, through the
// API's answer and the words builder alike: a hint used to say "Player 2のデッキから…" and "Mountain".
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loadBulkData } from "@/server/cards/bulk-file";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { reportWordsIn, type WordedProblem } from "@/i18n/translator";
import type { Locale } from "@/i18n/locales";
import { temporaryFolder } from "../../support/temporary-folders";

const FIXTURE = fileURLToPath(new URL("../../fixtures/cards/rules-cards.json", import.meta.url));
const PRINTED = {
  ja: { "Lightning Bolt": "稲妻", Mountain: "山" },
  es: { "Lightning Bolt": "Relámpago", Mountain: "Montaña" },
  it: { "Lightning Bolt": "Fulmine", Mountain: "Montagna" },
} as const;
type Written = keyof typeof PRINTED;
const PLAYER_2 = { en: "Player 2", es: "Jugador 2", it: "Giocatore 2", ja: "プレイヤー2" } as const;

let source: MemoryCardSource;

beforeAll(async () => {
  // The fixture's English cards, and one printing per language under the printed name Scryfall gives it.
  const cards = (JSON.parse(readFileSync(FIXTURE, "utf8")) as { name: string; id: string }[]).filter((card) =>
    ["Lightning Bolt", "Mountain", "Island"].includes(card.name),
  );
  const printings = Object.entries(PRINTED).flatMap(([lang, names]) =>
    cards
      .filter((card) => card.name in names)
      .map((card) => ({
        ...card,
        id: `${card.id.slice(0, -2)}${lang}`,
        lang,
        printed_name: names[card.name as keyof typeof names],
      })),
  );
  const file = path.join(temporaryFolder("written-words"), "cards.json");
  writeFileSync(file, JSON.stringify([...cards, ...printings]));
  const data = await loadBulkData(file, () => undefined);
  source = new MemoryCardSource(data.cards, { source: "bulk", updatedAt: data.updatedAt });
});

/** The issue's team: the first list written in `written`'s printed names, the second in English; no player named. */
const team = (written: Written) => ({
  format: "modern",
  decks: [
    { list: `4 ${PRINTED[written]["Lightning Bolt"]}\n54 ${PRINTED[written].Mountain}` },
    { list: "4 Lightning Bolt\n56 Island" },
  ],
});

async function answer(written: Written, language: Locale) {
  const request = new Request("http://127.0.0.1/api/validate", {
    method: "POST",
    body: JSON.stringify({ ...team(written), language }),
    headers: { "content-type": "application/json" },
  });
  const response = await handleValidateRequest(request, { cardSource: async () => source });
  expect(response.status).toBe(200);
  return (await response.json()) as { problems: WordedProblem[]; plan: { text: string } | null };
}

const LANGUAGES = ["en", "es", "it", "ja"] as const;
const WRITTEN = ["ja", "es", "it"] as const;

describe.each(LANGUAGES)("a %s reader of the team that wrote printed names", (language) => {
  it.each(WRITTEN)("reads the %s names and an unnamed player in its language in the API's answer", async (written) => {
    const { problems, plan } = await answer(written, language);
    const bolt = `${PRINTED[written]["Lightning Bolt"]} (Lightning Bolt)`;
    const mountain = `${PRINTED[written].Mountain} (Mountain)`;
    const shared = problems.find((problem) => problem.code === "team-shared-card");
    const small = problems.find((problem) => problem.code === "deck-too-small");
    // The problem names the deck that wrote the printed name, and the unnamed player in the reader's words.
    expect(shared?.message).toContain(PRINTED[written]["Lightning Bolt"]);
    expect(shared?.message).toContain(PLAYER_2[language]);
    // The hints: the card as the list wrote it, the player as the problem names them.
    expect(shared?.fix?.text).toContain(bolt);
    expect(small?.fix?.text).toContain(mountain);
    expect(plan?.text).toContain(mountain);
    expect(plan?.text).toContain(PLAYER_2[language]);
    // Every deckName the answer carries is the one its sentences use.
    expect(JSON.stringify(problems)).not.toContain('"deckName":""');
    if (language !== "en") for (const text of [shared?.fix?.text, plan?.text]) expect(text).not.toMatch(/Player \d/);
  });

  it.each(WRITTEN)("reads the same %s words from the builder the pages use", async (written) => {
    const outcome = await checkTeam(team(written), source);
    if (!outcome.ok) throw new Error("the team was refused");
    const report: TeamReport = outcome.report;
    const words = reportWordsIn(language, report);
    const api = await answer(written, language);
    expect(report.problems.map((problem) => words.problem(problem))).toEqual(api.problems.map((each) => each.message));
    expect(report.problems.map((problem) => problem.fix && words.fix(problem.fix))).toEqual(
      api.problems.map((each) => each.fix?.text),
    );
    expect(report.plan && words.plan.text(report.plan)).toBe(api.plan?.text);
    expect(words.deckNames[1]).toBe(PLAYER_2[language]);
    expect(words.title).toContain(PLAYER_2[language]);
  });
});
