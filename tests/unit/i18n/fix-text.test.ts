import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/routing";
import { createTranslator } from "next-intl";
import { wordFix as fixWords } from "@/i18n/fix-text";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import ja from "@/messages/ja.json";
import { commanderDeck, commanderReport } from "../../support/commander-source";
import { rulesCardSource, check } from "../../support/rules-source";
import { fixTextOf } from "../../support/english";

const words = (locale: Locale, messages: typeof en) =>
  createTranslator({ locale, messages, namespace: "cards.fix" }) as never;
const andIn = (locale: Locale) => (items: readonly string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
const NAMES = ["Alice", "Bob"];
/** What wordFix takes: the namespace, the reader's list, the decks by index, and a card namer. */
const fixIn = (locale: Locale, messages: typeof en, cardName?: (card: string) => string) => ({
  t: words(locale, messages),
  and: andIn(locale),
  deckName: (index: number) => NAMES[index] ?? "",
  ...(cardName && { cardName }),
});

describe("fix hints on the page", () => {
  it("say in English exactly what the API's text says, for every kind the rules fixture's teams produce", async () => {
    await rulesCardSource();
    const reports = await Promise.all([
      check([
        "4 Lightning Bolt\n5 Counterspell\n1 The One Ring\n4 Counterspel\n40 Mountain\n\nSideboard\n2 Fire // Ice",
        "2 Lightning Bolt\n4 Erayo, Soratami Ascendant\n54 Island",
      ]),
      check(["1 Sol Ring\n59 Island", "1 Sol Ring\n59 Mountain"], { format: "vintage" }),
      check(["4 Snow-Covered Island\n56 Island", "Commander\n1 Sheoldred, the Apocalypse\n\nDeck\n60 Swamp"], {
        format: "standard",
      }),
    ]);
    reports.push(
      await commanderReport(
        [
          commanderDeck(["Karlach, Fury of Avernus"], ["1 Sol Ring"], { basic: "Mountain" }),
          commanderDeck(["Tymna the Weaver"], ["1 Rhystic Study", "1 Cyclonic Rift", "1 Demonic Tutor"], {
            basic: "Plains",
          }),
        ],
        { gameChangers: 1 },
      ),
    );
    const fixed = reports.flatMap((report) => report.problems.filter((problem) => problem.fix));
    const fixes = fixed.flatMap((problem) => (problem.fix ? [problem.fix] : []));
    expect(new Set(fixes.map((fix) => fix.kind))).toEqual(
      new Set([
        "keep-in-one-deck",
        "keep-one",
        "take-out",
        "take-out-cards",
        "take-out-sideboard",
        "move-to-main",
        "replace",
        "add-basics",
      ]),
    );
    for (const problem of fixed) expect(fixWords(problem.fix!, fixIn("en", en))).toBe(fixTextOf(problem));
  });

  it("word the same hint in Spanish and Japanese, with the deck, the copies and the basic land", async () => {
    const report = await check(["4 Lightning Bolt\n56 Mountain", "3 Lightning Bolt\n57 Island"]);
    const fix = report.problems.find((problem) => problem.code === "team-shared-card")?.fix;
    if (!fix) throw new Error("no fix");
    expect(fixWords(fix, fixIn("es", es as typeof en))).toBe(
      "Deja Lightning Bolt en un solo mazo: saca 3 del mazo de Bob (Bob se queda con 57 cartas: añade 3 Island).",
    );
    expect(fixWords(fix, fixIn("ja", ja as typeof en))).toBe(
      "Lightning Boltは片方のデッキだけに入れてください：Bobのデッキから3枚抜く（Bobは57枚になるので、Islandを3枚足す）。",
    );
  });

  it("say a tie no deck settles is the team's choice, and name cards as the lists wrote them", async () => {
    const report = await check(["4 Lightning Bolt\n56 Mountain", "4 Lightning Bolt\n56 Island"]);
    const fix = report.problems.find((problem) => problem.code === "team-shared-card")?.fix;
    if (!fix) throw new Error("no fix");
    expect(fix.params).toMatchObject({ choice: true });
    const written = (card: string) =>
      ({ "Lightning Bolt": "稲妻 (Lightning Bolt)", Island: "島 (Island)" })[card] ?? card;
    expect(fixWords(fix, fixIn("ja", ja as typeof en, written))).toBe(
      "稲妻 (Lightning Bolt)は片方のデッキだけに入れてください（どちらのデッキに残すかはチームが決めてください）：Bobのデッキから4枚抜く（Bobは56枚になるので、島 (Island)を4枚足す）。",
    );
    expect(fixWords(fix, fixIn("es", es as typeof en))).toBe(
      "Deja Lightning Bolt en un solo mazo (en cualquiera de los dos, a elección del equipo): saca 4 del mazo de Bob (Bob se queda con 56 cartas: añade 4 Island).",
    );
  });
});
