// Issue 45, item 8: a printed name one card bears in its printings and another in one set's printing whose names
// slid by one card (a data error) is the first card, with a note; German "Zwang", Duress's name and Coercion's in
// Sixth Edition, stays ambiguous (IPG 3.4). On an all_cards-style file of real printed names (../shared/localized).
import { readFileSync, rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wordProblemsIn } from "@/i18n/translator";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";
import { loadBulkData } from "@/server/cards/bulk-file";
import { makeAllCardsFile } from "../support/localized-cards";
import { temporaryFolder } from "../support/temporary-folders";

/** The Spanish form's example lists' cards, and the cards their basic lands' names stray onto. */
const CARDS = [
  "Lightning Bolt",
  "Monastery Swiftspear",
  "Counterspell",
  "Opt",
  "Thoughtseize",
  "Duress",
  "Coercion",
  "Llanowar Elves",
  "Giant Growth",
  "Plains",
  "Island",
  "Swamp",
  "Mountain",
  "Forest",
];

let dir: string;
let source: MemoryCardSource;

beforeAll(async () => {
  dir = temporaryFolder("stray-names");
  source = new MemoryCardSource((await loadBulkData(makeAllCardsFile(dir, CARDS), () => undefined)).cards);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function check(input: TeamInput): Promise<TeamReport> {
  const outcome = await checkTeam(input, source);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}

const spanishExample = () => {
  const home = (JSON.parse(readFileSync("messages/es.json", "utf8")) as { teamForm: Record<string, string> }).teamForm;
  return [1, 2, 3, 4].map((seat) => home[`listPlaceholder${seat}`]!);
};

describe("a printed name one stray printing of another card bears", () => {
  it("reads 52 Isla in a Spanish list as Island, with a note in four languages", async () => {
    const report = await check({
      format: "modern",
      decks: [
        { name: "Lucía", list: "4 Contrahechizo\n4 Optar\n52 Isla" },
        { name: "Mateo", list: "4 Relámpago\n56 Montaña" },
      ],
    });
    expect(report.legal).toBe(true);
    expect(report.problems.map((problem) => problem.code)).toEqual(["stray-printed-name"]);
    const [note] = report.problems;
    expect(note).toMatchObject({
      severity: "info",
      card: "Island",
      decks: [0],
      lines: [[3]],
      params: { card: "Island", written: "Isla", strays: ["Plains"], languages: ["es"] },
    });
    const names = ["Lucía", "Mateo"];
    const texts = (["en", "es", "it", "ja"] as const).map(
      (locale) => wordProblemsIn([note!], names, locale)[0]?.message,
    );
    expect(texts[0]).toBe(
      "“Isla” is read as Island: it is Island's Spanish name; one printing of Plains bears it too, by a data error (Lucía: 52 as Isla (line 3)).",
    );
    expect(texts[1]).toMatch(/^«Isla» se lee como Island: es su nombre en español; una impresión de Plains/);
    expect(texts[2]).toMatch(/^«Isla» è letto come Island: è il suo nome in spagnolo;/);
    expect(texts[3]).toMatch(/^「Isla」はIslandと読みました。スペイン語での/);
    expect(report.cards.find((row) => row.name === "Island")?.status).toBe("ok");
  });

  it.each([
    [1, 2],
    [3, 4],
  ])("checks the Spanish form's own example clean: players %i and %i, no error and no warning", async (a, b) => {
    const lists = spanishExample();
    const report = await check({
      format: "modern",
      decks: [a, b].map((seat) => ({ name: `J${seat}`, list: lists[seat - 1]! })),
    });
    expect(report.problems.filter((problem) => problem.severity !== "info")).toEqual([]);
    expect(report.legal).toBe(true);
  });

  it("keeps German Zwang ambiguous: Duress's name, and Coercion's in Sixth Edition, where no Duress is printed", async () => {
    const report = await check({
      format: "modern",
      decks: [
        { name: "Ana", list: "4 Zwang\n56 Swamp" },
        { name: "Ben", list: "60 Island" },
      ],
    });
    expect(report.problems.find((problem) => problem.code === "ambiguous-card")?.params).toMatchObject({
      candidates: ["Coercion", "Duress"],
    });
  });
});
