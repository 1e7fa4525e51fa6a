// docs/card-data.md, Names, in order. The English name, the printing, a printed name as written
// (accents kept), then with accents folded; several cards left by a printed name are settled by the
// language of the deck's other lines, or reported ambiguous with each candidate's language. And an
// unknown name gets suggestions from the one name index, English and printed names alike. Real
// printed names from ../shared/localized, on an all_cards-style file made from them.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import type { NameResolution } from "@/lib/cards/source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import { loadBulkData } from "@/server/cards/bulk-file";
import { wordProblemsIn } from "@/i18n/translator";
import { makeAllCardsFile } from "../support/localized-cards";
import { temporaryFolder } from "../support/temporary-folders";

// Spanish Relámpago is Lightning Bolt, Portuguese Relâmpago is Thunderbolt; German Zwang is printed
// on both Coercion and Duress.
const CARDS = ["Lightning Bolt", "Thunderbolt", "Coercion", "Duress", "Counterspell", "Opt", "Mountain", "Island"];

let dir: string;
let source: MemoryCardSource;

beforeAll(async () => {
  dir = temporaryFolder("name-order");
  source = new MemoryCardSource((await loadBulkData(makeAllCardsFile(dir, CARDS), () => undefined)).cards);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function resolve(name: string): Promise<NameResolution> {
  return (await source.resolveNames([name])).get(name)!;
}

async function check(lists: string[]): Promise<TeamReport> {
  const outcome = await checkTeam(
    { format: "modern", decks: lists.map((list, index) => ({ name: ["Ana", "Bea"][index], list })) },
    source,
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}

describe("a printed name as written comes before the same name with accents folded", () => {
  it.each([
    ["Relámpago", "Lightning Bolt", ["es"]],
    ["RELÁMPAGO", "Lightning Bolt", ["es"]],
    ["Relâmpago", "Thunderbolt", ["pt"]],
    ["relâmpago", "Thunderbolt", ["pt"]],
  ])("%s is %s, found in %j", async (name, card, languages) => {
    expect(await resolve(name)).toMatchObject({ status: "found", card: { name: card }, languages });
  });

  it("calls Relampago (no accent) ambiguous alone, naming each candidate's language", async () => {
    const resolution = await resolve("Relampago");
    expect(resolution).toMatchObject({ status: "ambiguous", candidates: ["Lightning Bolt", "Thunderbolt"] });
    const readings = resolution.status === "ambiguous" ? resolution.readings : undefined;
    expect(readings?.map(({ card, languages }) => [card.name, languages])).toEqual([
      ["Lightning Bolt", ["es"]],
      ["Thunderbolt", ["pt"]],
    ]);
  });

  it("strips invisible characters pasted inside a name", async () => {
    for (const name of ["Light\u200bning Bolt", "\ufeffLightning\u00a0Bolt\u200e", "Rel\u2060ámpago"])
      expect(await resolve(name)).toMatchObject({ status: "found", card: { name: "Lightning Bolt" } });
  });
});

describe("the deck's other lines settle a printed name of several cards by their language", () => {
  it("reads Relampago in a Spanish list as Relámpago, in a Portuguese one as Relâmpago", async () => {
    const report = await check([
      "4 Relampago\n4 Contrahechizo\n4 Optar\n48 Montaña",
      "4 Relampago\n4 Contramágica\n48 Ilha",
    ]);
    expect(report.decks[0]?.main[0]).toMatchObject({ name: "Lightning Bolt", written: ["Relampago"] });
    expect(report.decks[1]?.main[0]).toMatchObject({ name: "Thunderbolt", written: ["Relampago"] });
    expect(report.problems.filter((problem) => problem.code === "ambiguous-card")).toEqual([]);
  });

  it("keeps German Zwang ambiguous in a German list, naming both cards with their language", async () => {
    const report = await check(["4 Zwang\n4 Gegenzauber\n52 Gebirge", "4 Lightning Bolt\n56 Island"]);
    const ambiguous = report.problems.find((problem) => problem.code === "ambiguous-card");
    expect(ambiguous?.params).toMatchObject({
      card: "Zwang",
      candidates: ["Coercion", "Duress"],
      candidateLanguages: [
        { name: "Coercion", language: "de" },
        { name: "Duress", language: "de" },
      ],
    });
    const message = (locale: "en" | "ja") => wordProblemsIn([ambiguous!], ["Ana", "Bea"], locale)[0]?.message;
    expect(message("en")).toBe(
      "“Zwang” could be Coercion (German) or Duress (German); write the card's full name (Ana: 4 (line 1)).",
    );
    expect(message("ja")).toBe(
      "「Zwang」はCoercion（ドイツ語）またはDuress（ドイツ語）のいずれかに当てはまります。カード名を省略せずに書いてください（Ana：4枚（1行目））。",
    );
  });

  it("names a candidate printed with the name in two languages with both, and one no printed name matched without any", async () => {
    const words = (candidateLanguages?: { name: string; language: string }[]) =>
      wordProblemsIn(
        [
          {
            code: "ambiguous-card",
            severity: "error",
            rule: "IPG 3.4",
            card: "Relampago",
            decks: [0],
            lines: [[1]],
            suggestions: ["Lightning Bolt", "Thunderbolt"],
            params: {
              card: "Relampago",
              candidates: ["Lightning Bolt", "Thunderbolt"],
              ...(candidateLanguages && { candidateLanguages }),
              copies: [{ deck: 0, deckName: "Ana", quantity: 4, lines: [1] }],
              poolCopies: [],
            },
          },
        ],
        ["Ana", "Bea"],
        "es",
      )[0]?.message;
    expect(
      words([
        { name: "Lightning Bolt", language: "es" },
        { name: "Lightning Bolt", language: "it" },
        { name: "Thunderbolt", language: "pt" },
      ]),
    ).toContain("puede ser Lightning Bolt (español e italiano) o Thunderbolt (portugués);");
    expect(words()).toContain("puede ser Lightning Bolt o Thunderbolt;");
  });

  it("leaves Relampago ambiguous in a list of English names (no language to go by)", async () => {
    const report = await check(["4 Relampago\n56 Mountain", "4 Counterspell\n56 Island"]);
    expect(report.problems.find((problem) => problem.code === "ambiguous-card")?.params).toMatchObject({
      card: "Relampago",
      candidateLanguages: [
        { name: "Lightning Bolt", language: "es" },
        { name: "Thunderbolt", language: "pt" },
      ],
    });
  });
});

describe("suggestions from the name index", () => {
  it.each([
    ["Lightnig Bolt", "Lightning Bolt"],
    ["Thoughtsieze", "Thoughtseize"],
    ["Sheoldred, the Apocalyspe", "Sheoldred, the Apocalypse"],
    ["Contrahechiso", "Contrahechizo (Counterspell)"],
    ["稲妻妻", "稲妻 (Lightning Bolt)"],
  ])("suggests for %s first %s", async (typed, first) => {
    const resolution = await resolve(typed);
    expect(resolution.status).toBe("not-found");
    expect(resolution.status === "not-found" && resolution.suggestions[0]).toBe(first);
  });
});
