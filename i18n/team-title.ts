// A team's title in the reader's language, the one place it is made: the report's verdict, the page's
// title, the link preview, the printed sheet and the API all take it from i18n/report-words.ts.
import { findFormat } from "@/lib/formats";
import type { Variant } from "@/lib/variants";
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
