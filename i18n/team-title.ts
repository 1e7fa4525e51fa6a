// A team's title in the reader's language, the one place it is made: the report's verdict, the page's
// title, the link preview, the printed sheet and the API all take it from i18n/report-words.ts.
import { findFormat } from "@/lib/formats";
import { giantTable, seatLetters, type Variant } from "@/lib/variants";
import type { Translate } from "./problem-text";

/**
 * "Modern 2HG: Alice and Bob", from the format's name and the decks' names in the reader's language; `and` lists
 * them. `formatId`: a format whose name already says Two-Headed Giant (2HG Commander) is not followed by it again.
 * `variant`: Team Unified and Trios are named instead ("Team Trios: Ana, Ben, and Cleo").
 * With the team's name, it leads: "Team Rocket: Alice and Bob · Modern 2HG". Three decks make "Modern 3HG".
 */
export function teamTitle(
  formatName: string,
  deckNames: readonly string[],
  t: Translate,
  and: (names: readonly string[]) => string,
  formatId?: string,
  team: { name?: string | undefined; variant?: Variant | undefined } = {},
): string {
  const names = and(deckNames);
  const name = team.name?.trim();
  // A Team Unified or Trios team is not a Giant: its title names its event (docs/rules.md, Teams of three and four).
  if (team.variant === "unified" || team.variant === "trios") {
    const event = t("teamEventName", { variant: team.variant, format: formatName });
    return name ? t("namedTeamEventTitle", { team: name, names, event }) : t("teamEventTitle", { names, event });
  }
  const values = {
    format: formatName,
    names,
    namesFormat: String(findFormat(formatId ?? "")?.kind === "commander"),
    // A Three- or Four-Headed Giant is named as such (CR 810.11).
    heads: String(deckNames.length),
  };
  return name ? t("namedTeamTitle", { ...values, team: name }) : t("teamTitle", values);
}

/** What names a team's event: its format (the event's), how many decks, its variant, and a Trios team's seat formats. */
export interface TeamEvent {
  format: string;
  decks: number;
  variant?: Variant | undefined;
  /** Team Trios: each seat's format, in deck order (MTR 8.4, last sentence). */
  seatFormats?: readonly (string | undefined)[] | undefined;
}

/**
 * The event as the screen, the sheets, the organizer's table and its CSV all name it: "Team Trios: A Standard,
 * B Modern, C Legacy", "Team Unified Modern", "Team Sealed", "Three-Headed Giant Modern, 45 life, 20 poison"
 * (a Giant's table, CR 810.11). `seatList` lists the seats ("A Standard, B Modern, C Legacy").
 */
export function eventName(
  event: TeamEvent,
  t: Translate,
  formatName: (format: string) => string,
  seatList: (seats: readonly string[]) => string,
): string {
  const format = findFormat(event.format);
  const seatFormats = event.seatFormats ?? [];
  // A team refused before its format (a Trios team's seats) was read: its event's name alone, or nothing.
  if (event.variant === "trios" ? !seatFormats.some(Boolean) : !format)
    return event.variant ? t(`variantNames.${event.variant}`) : "";
  const letters = seatLetters(event.decks);
  const seats = seatList(
    letters.map((seat, index) => t("seatEventFormat", { seat, format: formatName(seatFormats[index] ?? "") || "—" })),
  );
  const table = giantTable(format ?? { kind: "constructed" }, event.decks);
  return t("eventName", {
    variant: event.variant ?? "giant",
    format: formatName(event.format),
    seats,
    // MTR 8.6: a Team Unified event in Limited is Team Sealed.
    limited: String(format?.kind === "limited"),
    // "2HG Commander" already says Two-Headed Giant.
    commander: String(format?.kind === "commander"),
    heads: String(event.decks),
    life: table.life,
    poison: table.poison,
  });
}
