// The rules a date adds (docs/rules.md, Legal on a date): a card not yet released on the event's date, and
// a ban announced by then that takes effect after it. The legalities themselves are the date's already
// (check-team gives the rules each card as on-date.ts dates it).
import { problem } from "./problem";
import { comingChange, releasedBy } from "./on-date";
import { problemsInKnownCards } from "./card-rules";
import type { Rule } from "./rule-context";
import { deckCopies, whereInTeam } from "./team-cards";

/** MTR 3.7: a card is legal from its set's release; at a prerelease (Limited) its cards are played before it. */
export const notYetReleased: Rule = ({ day, cards, deckNames, format }) =>
  day === undefined
    ? []
    : problemsInKnownCards(cards, (teamCard) => {
        const { card } = teamCard;
        if (releasedBy(card, day)) return undefined;
        const prerelease = format.kind === "limited";
        return problem("not-yet-released", {
          severity: prerelease ? "warning" : "error",
          card: card.name,
          ...whereInTeam(teamCard),
          params: {
            card: card.name,
            releasedAt: card.releasedAt!,
            prerelease,
            copies: deckCopies(teamCard, deckNames),
          },
        });
      });

/** A ban announced by the event's date that takes effect after it: legal at the event, a warning to plan for it. */
export const banComing: Rule = ({ day, cards, deckNames, format }) =>
  day === undefined
    ? []
    : problemsInKnownCards(cards, (teamCard) => {
        const { card } = teamCard;
        const coming = comingChange(card, format.id, day);
        if (!coming) return undefined;
        return problem("ban-coming", {
          severity: "warning",
          card: card.name,
          ...whereInTeam(teamCard),
          params: {
            card: card.name,
            format: format.id,
            status: coming.status,
            effective: coming.effective,
            copies: deckCopies(teamCard, deckNames),
          },
        });
      });
