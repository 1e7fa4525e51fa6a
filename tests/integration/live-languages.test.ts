// Over HTTP: the live card source, wired as the app wires it, against a fake Scryfall on 127.0.0.1
// holding an all_cards-style file's printings (real printed names): a team written in Japanese and
// Italian gets, live, the report it gets on the same file as bulk data, and that of its English twin.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryCardSource } from "@/lib/cards/memory-source";
import type { CardSource } from "@/lib/cards/source";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamReport } from "@/lib/report/report";
import { loadBulkData } from "@/server/cards/bulk-file";
import { createCardSource, planCardSource } from "@/server/cards/select-source";
import { readConfig } from "@/server/config";
import { makeAllCardsFile } from "../support/localized-cards";
import { FakeScryfall, serveFakeScryfall } from "../support/fake-scryfall";
import type { RawCard } from "../support/shared-cards";
import { temporaryFolder } from "../support/temporary-folders";

const CARDS = ["Lightning Bolt", "Counterspell", "Thoughtseize", "Mountain", "Opt", "Monastery Swiftspear", "Island"];
const LOCALIZED = [
  "4 稲妻 (4BB) 208\n4 対抗呪文\n4 思考囲い\n48 山",
  "4 Fulmine\n4 Opzione\n4 Lanciarapida del Monastero\n48 Isola",
];
const ENGLISH = [
  "4 Lightning Bolt\n4 Counterspell\n4 Thoughtseize\n48 Mountain",
  "4 Lightning Bolt\n4 Opt\n4 Monastery Swiftspear\n48 Island",
];

let fake: FakeScryfall;
let server: Awaited<ReturnType<typeof serveFakeScryfall>>;
let live: CardSource;
let bulk: MemoryCardSource;

beforeAll(async () => {
  const folder = temporaryFolder("live-languages-http");
  const file = makeAllCardsFile(folder, CARDS);
  fake = new FakeScryfall(JSON.parse(readFileSync(file, "utf8")) as RawCard[], "/scryfall");
  server = await serveFakeScryfall(fake, "/scryfall");
  live = await createCardSource(
    planCardSource(readConfig({ SCRYFALL_API_URL: server.url, CARD_DATA: "" }), temporaryFolder("live-no-bulk")),
    () => undefined,
  );
  bulk = new MemoryCardSource((await loadBulkData(file, () => undefined)).cards);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function check(lists: readonly string[], source: CardSource): Promise<TeamReport> {
  const outcome = await checkTeam(
    { format: "modern", decks: lists.map((list, index) => ({ name: ["Aiko", "Bruno"][index], list })) },
    source,
  );
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}

const verdict = (report: TeamReport) => ({
  legal: report.legal,
  problems: report.problems,
  cards: report.cards,
  decks: report.decks,
});

describe("a team in Japanese and Italian, live", () => {
  it("gets the bulk file's report, and its English twin's verdict, problems and cards, with one collection and one search", async () => {
    const before = fake.requests.length;
    const report = await check(LOCALIZED, live);
    expect(fake.requests.slice(before).map((request) => request.path)).toEqual(["/cards/collection", "/cards/search"]);
    expect(verdict(report)).toEqual(verdict(await check(LOCALIZED, bulk)));
    const twin = await check(ENGLISH, live);
    expect(report.legal).toBe(twin.legal);
    expect(report.cards).toEqual(twin.cards);
    expect(report.problems.map(({ code, card, decks, lines }) => ({ code, card, decks, lines }))).toEqual(
      twin.problems.map(({ code, card, decks, lines }) => ({ code, card, decks, lines })),
    );
    expect(report.decks[0]?.main[0]).toEqual({ name: "Lightning Bolt", quantity: 4, lines: [1], written: ["稲妻"] });
  });

  it("asks nothing again for a warm repeat", async () => {
    const before = fake.requests.length;
    await check(LOCALIZED, live);
    expect(fake.requests.length).toBe(before);
  });

  it("suggests for a misspelt Japanese name from the printed names the check's own search returned", async () => {
    const fresh = await createCardSource(
      planCardSource(readConfig({ SCRYFALL_API_URL: server.url, CARD_DATA: "" }), temporaryFolder("live-no-bulk")),
      () => undefined,
    );
    const resolved = await fresh.resolveNames(["稲妻", "稲妻妻"]);
    expect(resolved.get("稲妻")).toMatchObject({ status: "found", card: { name: "Lightning Bolt" } });
    expect(resolved.get("稲妻妻")).toEqual({ status: "not-found", suggestions: ["稲妻 (Lightning Bolt)"] });
  });
});
