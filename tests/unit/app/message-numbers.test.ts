// The rule numbers in the messages are placeholders fed from the constants that decide them: the words say
// what the code enforces, and a changed limit changes every language's words at once.
import { describe, expect, it } from "vitest";
import { translator } from "@/i18n/translator";
import { LOCALES } from "@/i18n/locales";
import { MAX_BATCH_BYTES, MAX_BATCH_TEAMS } from "@/lib/batch/limits";
import { findFormat } from "@/lib/formats";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { COMMANDER_DAMAGE, MAX_DECKS, MAX_SIDEBOARD, MIN_DECKS, giantTable } from "@/lib/variants";

const maxMb = MAX_BATCH_BYTES / 1_000_000;

describe("the numbers in the messages", () => {
  it("say in English what the constants decide, as the pages and the API write them", () => {
    const form = translator("en", "teamForm");
    expect(form("sideboardHelp", { max: MAX_SIDEBOARD })).toContain("a sideboard of up to 15 cards");
    expect(form("variants.giant", { min: MIN_DECKS, max: MAX_DECKS.giant })).toBe("Two-Headed Giant (2 to 4 players)");
    expect(form("variants.unified", { min: MIN_DECKS, max: MAX_DECKS.unified })).toBe("Team Unified (2 or 3 players)");
    const formats = translator("en", "formats");
    expect(formats("classic", { copies: CLASSIC_TEAM_COPIES })).toBe("Classic: 4 copies combined");
    expect(translator("en", "report")("alternateClassicLegal", { copies: CLASSIC_TEAM_COPIES })).toContain(
      "“four copies combined”",
    );
    const organizer = translator("en", "organizer");
    expect(organizer("checkHelp", { max: MAX_BATCH_TEAMS })).toContain("Up to 500 teams at once.");
    expect(organizer("columnsHelp", { maxTeams: MAX_BATCH_TEAMS, maxMb })).toContain("At most 500 teams and 20 MB.");
    expect(organizer("fileTooBig", { file: "event.csv", size: "21.0 MB", maxMb })).toContain("at most 20 MB.");
    const commander = translator("en", "commander");
    expect(commander("intro", { size: findFormat("commander")!.minimumDeckSize })).toContain("exactly 100 cards");
    expect(
      commander("tableRules.text", { life: giantTable({ kind: "commander" }, 2).life, damage: COMMANDER_DAMAGE }),
    ).toMatch(/^60 shared life and 21 commander damage/);
    expect(translator("en", "inputErrors")("extra-deck", { max: MAX_DECKS.giant })).toBe(
      "a team has at most four decks.",
    );
  });

  it("write another number as digits in every language", () => {
    for (const locale of LOCALES) {
      expect(translator(locale, "inputErrors")("extra-deck", { max: 6 })).toContain("6");
      expect(translator(locale, "report")("alternateClassicLegal", { copies: 3 })).toContain("3");
      expect(translator(locale, "organizer")("checkHelp", { max: 1000 })).toMatch(/1[,.]?000/);
    }
  });
});
