// Lists written in the players' languages, checked on an all_cards-style file (every printing of a
// card in every language, as Scryfall's all_cards bulk file holds them) made from real printed names.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import type { NameResolution } from "@/lib/cards/source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import { lookupOf } from "@/lib/cards/lookup-name";
import { parseDecklist } from "@/lib/decklist/parse";
import { loadBulkData } from "@/server/cards/bulk-file";
import { LOCALIZED_DIR, makeAllCardsFile } from "../support/localized-cards";
import { temporaryFolder } from "../support/temporary-folders";
import { messageOf } from "../support/english";

const CARDS = [
  "Lightning Bolt",
  "Counterspell",
  "Mountain",
  "Island",
  "Stamina",
  "Vigor",
  "Coercion",
  "Duress",
  "Cancel",
  "Wipe Away",
  "Beanstalk Giant // Fertile Footsteps",
  "Fire // Ice",
  "Chaos Dragon",
  "Thoughtseize",
  "Opt",
  "Monastery Swiftspear",
  "Delver of Secrets // Insectile Aberration",
  "Suspicious Bookcase",
  "Syncopate",
  "Hero's Downfall",
  "Mulch",
  "Plains",
  "Forest",
  "Fade into Antiquity",
  "Tamiyo's Safekeeping",
  "Swiftwater Cliffs",
  "Wind-Scarred Crag",
  "Grolnok, the Omnivore",
];

let dir: string;
let source: MemoryCardSource;

beforeAll(async () => {
  dir = temporaryFolder("localized");
  const file = makeAllCardsFile(dir, CARDS);
  source = new MemoryCardSource((await loadBulkData(file, () => undefined)).cards);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function resolve(line: string): Promise<NameResolution> {
  const [entry] = parseDecklist(line).main;
  if (!entry) throw new Error(`no card in ${line}`);
  return (await source.resolveNames([lookupOf(entry)])).get(lookupOf(entry))!;
}

const oracleName = (resolution: NameResolution) => (resolution.status === "found" ? resolution.card.name : resolution);

describe("printed names on an all_cards-style file", () => {
  it.each([
    ["4 稲妻", "Lightning Bolt"],
    ["4 Relámpago", "Lightning Bolt"],
    ["4 relampago", "Lightning Bolt"],
    ["4 RELÁMPAGO", "Lightning Bolt"],
    ["4 Ｒｅｌáｍｐａｇｏ", "Lightning Bolt"],
    ["- 4 X Fulmine", "Lightning Bolt"],
    ["4 《稲妻》", "Lightning Bolt"],
    ["4 稲妻/Lightning Bolt", "Lightning Bolt"],
    ["4 稲妻 (Lightning Bolt)", "Lightning Bolt"],
    ["4 稲妻 (4BB) 208", "Lightning Bolt"],
    ["4 対(たい)抗(こう)呪(じゅ)文(もん) (4BB) 65", "Counterspell"],
    ["4 対（たい）抗（こう）呪（じゅ）文（もん）", "Counterspell"],
    ["1 肥沃な足跡", "Beanstalk Giant // Fertile Footsteps"],
    ["1 豆の木の巨人", "Beanstalk Giant // Fertile Footsteps"],
    ["1 火 // 氷", "Fire // Ice"],
    ["1 火/氷", "Fire // Ice"],
    ["1 ｹｲｵｽ･ﾄﾞﾗｺﾞﾝ", "Chaos Dragon"],
    ["1 混沌のドラゴン", "Chaos Dragon"],
    ["1 秘密を掘り下げる者", "Delver of Secrets // Insectile Aberration"],
    ["1 Zwang (7ED) 131", "Duress"],
    ["1 Zwang (6ED) 119", "Coercion"],
  ])("%s is %s", async (line, name) => {
    expect(oracleName(await resolve(line))).toBe(name);
  });

  it("lets an English name win over another card's printed name: Vigor is Vigor, not Stamina (Spanish)", async () => {
    expect(oracleName(await resolve("1 Vigor"))).toBe("Vigor");
    expect(oracleName(await resolve("1 Vigor (MMQ) 277"))).toBe("Vigor");
  });

  it("reads Spanish Isla as Island: one Invasion Plains bears it by a data error (its Island says Pantano)", async () => {
    expect(await resolve("52 Isla")).toMatchObject({ status: "found", card: { name: "Island" }, strays: ["Plains"] });
    expect(await resolve("4 Llanura")).toMatchObject({ status: "found", card: { name: "Plains" } });
    expect(await resolve("1 Isla (INV) 331")).toMatchObject({ status: "found", card: { name: "Plains" } });
  });

  it("calls a printed name of two cards ambiguous, naming both: German Zwang, Italian Eliminare", async () => {
    expect(await resolve("1 Zwang")).toMatchObject({ status: "ambiguous", candidates: ["Coercion", "Duress"] });
    expect(await resolve("1 Eliminare")).toMatchObject({ status: "ambiguous", candidates: ["Cancel", "Wipe Away"] });
  });

  it("calls a line whose two names mean two cards ambiguous", async () => {
    expect(await resolve("1 稲妻 (Counterspell)")).toEqual({
      status: "ambiguous",
      candidates: ["Counterspell", "Lightning Bolt"],
    });
  });

  it("suggests printed names of the name's own language, with their Oracle names", async () => {
    const resolution = await resolve("4 稲妻妻");
    expect(resolution.status).toBe("not-found");
    expect(resolution.status === "not-found" && resolution.suggestions).toContain("稲妻 (Lightning Bolt)");
  });

  it("reads a real Japanese MTG Arena export: デッキ header, every line a card with its set and number", async () => {
    const text = readFileSync(path.join(LOCALIZED_DIR, "decklists/ja_poslogithub_sample_decklist_a134164.txt"), "utf8");
    const expected = JSON.parse(
      readFileSync(path.join(LOCALIZED_DIR, "decklists/ja_poslogithub_sample_decklist_a134164.expected.json"), "utf8"),
    ) as {
      lines: {
        line: number;
        kind: string;
        english_name?: string;
        in_corpus?: boolean;
        set?: string;
        collector_number?: string;
      }[];
    };
    const list = parseDecklist(text);
    expect(list.unparsed).toEqual([]);
    expect(list.ignored).toEqual([]);
    expect(list.main.reduce((sum, entry) => sum + entry.quantity, 0)).toBe(91);
    const resolutions = await source.resolveNames(list.main.map(lookupOf));
    for (const row of expected.lines.filter((each) => each.in_corpus)) {
      const entry = list.main.find((each) => each.lines.includes(row.line))!;
      expect(oracleName(resolutions.get(lookupOf(entry))!), `line ${row.line}`).toBe(row.english_name);
    }
  });
});

describe("a team written in other languages", () => {
  const english = [
    "4 Lightning Bolt\n4 Counterspell\n4 Thoughtseize\n48 Mountain",
    "4 Lightning Bolt\n4 Opt\n4 Monastery Swiftspear\n48 Island",
  ];
  const localized = [
    "4 稲妻\n4 対抗呪文\n4 思考囲い\n48 山",
    "4 Fulmine\n4 Opzione\n4 Lanciarapida del Monastero\n48 Isola",
  ];

  const check = async (lists: string[]): Promise<TeamReport> => {
    const outcome = await checkTeam(
      { format: "modern", decks: lists.map((list, index) => ({ name: ["Aiko", "Bruno"][index], list })) },
      source,
    );
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.report;
  };

  it("gets exactly the verdict, problem codes and card table of its English twin", async () => {
    const [twin, team] = [await check(english), await check(localized)];
    expect(team.legal).toBe(twin.legal);
    expect(team.problems.map(({ code, card, decks, lines }) => ({ code, card, decks, lines }))).toEqual(
      twin.problems.map(({ code, card, decks, lines }) => ({ code, card, decks, lines })),
    );
    expect(team.cards).toEqual(twin.cards);
    // The shared Lightning Bolt is the one problem, and its message names the card as each deck wrote it.
    expect(team.problems.map((problem) => problem.code)).toEqual(["team-shared-card"]);
    expect(messageOf(team.problems[0], ["Aiko", "Bruno"])).toBe(
      "Lightning Bolt is in both decks (Aiko: 4 as 稲妻 (line 1) and Bruno: 4 as Fulmine (line 1)); no two decks on a 2HG team may contain the same card: keep it in one deck only.",
    );
  });

  it("keeps what each list wrote beside the Oracle name", async () => {
    const report = await check(localized);
    expect(report.decks[0]?.main[0]).toEqual({ name: "Lightning Bolt", quantity: 4, lines: [1], written: ["稲妻"] });
    expect(report.decks[1]?.main.map((entry) => entry.written)).toEqual([
      ["Fulmine"],
      ["Opzione"],
      ["Lanciarapida del Monastero"],
      ["Isola"],
    ]);
  });

  it("counts 4 稲妻 in one deck and 4 Lightning Bolt in the other as one card (team-shared-card)", async () => {
    const report = await check(["4 稲妻\n56 山", "4 Lightning Bolt\n56 Mountain"]);
    expect(report.problems.map((problem) => [problem.code, problem.card])).toEqual([
      ["team-shared-card", "Lightning Bolt"],
    ]);
  });
});
