// The event's name, as the report, the sheets, the organizer's table and its CSV all say it (i18n/team-title.ts).
import { describe, expect, it } from "vitest";
import { reportWords } from "@/i18n/report-words";
import type { LanguageMessages } from "@/i18n/translate";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import ja from "@/messages/ja.json";

const MESSAGES = { en, es, it: it_, ja } as unknown as Record<"en" | "es" | "it" | "ja", LanguageMessages>;
const decks = (count: number, formats: (string | undefined)[] = []) =>
  Array.from({ length: count }, (_, index) => ({ name: `P${index + 1}`, lines: [], format: formats[index] }));
const eventIn = (locale: "en" | "es" | "it" | "ja", team: Parameters<typeof reportWords>[2]) =>
  reportWords(locale, MESSAGES[locale], team).event;

describe("the event's name", () => {
  it("names a Trios team's seats with their formats, not the first seat's format", () => {
    const team = { decks: decks(3, ["standard", "modern", "legacy"]), format: "standard", variant: "trios" as const };
    expect(eventIn("en", team)).toBe("Team Trios: A Standard, B Modern, C Legacy");
    expect(eventIn("es", team)).toBe("Equipos por formato: A Estándar, B Modern, C Legacy");
  });

  it("takes a Trios team's seat formats from the organizer's table when its decks do not carry them", () => {
    const team = {
      decks: decks(3),
      format: "standard",
      variant: "trios" as const,
      seatFormats: ["standard", "modern", "legacy"],
    };
    expect(eventIn("en", team)).toBe("Team Trios: A Standard, B Modern, C Legacy");
  });

  it("names Team Unified with its format, and Team Sealed as its own event (MTR 8.6)", () => {
    expect(eventIn("en", { decks: decks(3), format: "modern", variant: "unified" })).toBe("Team Unified Modern");
    expect(eventIn("en", { decks: decks(2), format: "limited", variant: "unified" })).toBe("Team Sealed");
    expect(eventIn("es", { decks: decks(3), format: "modern", variant: "unified" })).toBe(
      "Equipos unificados (Modern)",
    );
  });

  it("gives a Giant's heads, life and poison (CR 810.11), 2HG Commander its house 60 life", () => {
    expect(eventIn("en", { decks: decks(3), format: "modern", variant: "giant" })).toBe(
      "Three-Headed Giant Modern, 45 life, 20 poison",
    );
    expect(eventIn("en", { decks: decks(2), format: "modern" })).toBe("Two-Headed Giant Modern, 30 life, 15 poison");
    expect(eventIn("en", { decks: decks(4), format: "pioneer", variant: "giant" })).toBe(
      "Four-Headed Giant Pioneer, 60 life, 25 poison",
    );
    expect(eventIn("en", { decks: decks(2), format: "commander" })).toBe(
      "2HG Commander (house rules), 60 life, 15 poison",
    );
    expect(eventIn("ja", { decks: decks(3), format: "modern", variant: "giant" })).toBe(
      "三頭巨人戦（モダン）、ライフ45点、毒カウンター20個",
    );
  });

  it("says only the event's kind for a team refused before its format was read", () => {
    expect(eventIn("en", { decks: decks(3), format: null, variant: "trios" })).toBe("Team Trios");
    expect(eventIn("it", { decks: decks(2), format: null, variant: "unified" })).toBe("Squadre unificate");
    expect(eventIn("en", { decks: decks(2), format: null })).toBe("");
  });
});
