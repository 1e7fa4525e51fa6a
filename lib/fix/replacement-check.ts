// The plan checks its own replacements (issue 41; docs/api.md, The plan): a suggested name or a regular basic
// the plan would add is held against every rule a replacement can break, counting what the plan's other changes
// leave and add. One that would break one is left out of the plan, a decision for the team (IPG 3.4: the player
// says which card they meant).
import type { Card } from "../cards/card";
import { colorsOutside } from "../cards/color-identity";
import type { Format } from "../formats";
import { isRestrictedIn } from "../legality/card-rules";
import { classicTeamLimit, deckCopyLimit, isBasicLand, isLand, isSnowBasicLand } from "../legality/copy-limit";
import { isFreelyAddedBasic } from "../legality/pool-rules";
import type { ProblemCode } from "../legality/problem";
import { findTeamBan } from "../legality/team-bans";
import type { CardChange } from "./fix";
import { copiesAfter, type FixTeam } from "./team-changes";

/** Copies of `card` in every deck once `changes` are made (each deck's every zone; Limited 2HG: main decks only). */
function teamCopiesAfter(team: FixTeam, card: string, changes: readonly CardChange[], mainOnly = false): number {
  return team.decks.reduce(
    (sum, _, deck) =>
      sum + (mainOnly ? copiesAfter(team, deck, card, changes, ["main"]) : copiesAfter(team, deck, card, changes)),
    0,
  );
}

/** Decks other than `deck` that hold `card` once `changes` are made. */
const heldElsewhere = (team: FixTeam, deck: number, card: string, changes: readonly CardChange[]) =>
  team.decks.some((_, other) => other !== deck && copiesAfter(team, other, card, changes) > 0);

/**
 * The rule `addition` would break once `changes` (the plan's others, this one included) are made, or null.
 * Without card data for it nothing can be checked: "unknown-card".
 */
export function replacementBreaks(
  team: FixTeam,
  addition: CardChange,
  planned: readonly CardChange[],
): ProblemCode | null {
  const card = team.cards.get(addition.card);
  if (!card) return "unknown-card";
  // A suggestion may be a printed name ("稲妻 (Lightning Bolt)"): the rules count Oracle cards, as the decks' entries are.
  const changes = planned.map((change) => {
    const named = team.cards.get(change.card)?.name;
    return named && named !== change.card ? { ...change, card: named } : change;
  });
  const rules = team.rules;
  const format = rules?.seatFormats?.[addition.deck] ?? team.format;
  if (addition.zone === "commander") return format.kind === "commander" ? "not-a-commander" : "commander-not-allowed";
  if (addition.zone === "companion") return "companion-not-allowed";
  return (
    formatBreaks(team, card, format, addition, changes) ??
    teamRuleBreaks(team, card, addition, changes) ??
    houseRuleBreaks(team, card, addition, changes)
  );
}

/** MTR 6.2, 9.5: the card's legality in the deck's format, restricted cards once per team, Erayo in 2HG; MTR 7.2: the pool. */
function formatBreaks(
  team: FixTeam,
  card: Card,
  format: Format,
  addition: CardChange,
  changes: readonly CardChange[],
): ProblemCode | null {
  const limit = deckCopyLimit(card, format);
  if (limit !== null && copiesAfter(team, addition.deck, card.name, changes) > limit)
    return format.kind === "commander" ? "commander-singleton" : "too-many-copies";
  if (format.kind === "limited") {
    const pool = team.rules?.pool;
    if (!pool || isFreelyAddedBasic(card)) return null;
    const teamSealed = team.rules?.variant === "unified";
    return teamCopiesAfter(team, card.name, changes, !teamSealed) > (pool.get(card.name) ?? 0) ? "not-in-pool" : null;
  }
  const legality = card.legalities[format.id];
  if (legality === "banned") return "banned";
  if (isRestrictedIn(card, format)) {
    const seatOnly = team.rules?.seatFormats !== undefined;
    const copies = seatOnly
      ? copiesAfter(team, addition.deck, card.name, changes)
      : teamCopiesAfter(team, card.name, changes);
    return copies > 1 ? "restricted" : null;
  }
  if (legality !== "legal") return format.id === "standard" && isSnowBasicLand(card) ? "snow-basic" : "not-legal";
  const giant = (team.rules?.variant ?? "giant") === "giant";
  return giant && format.kind === "constructed" && findTeamBan(card) ? "banned-2hg" : null;
}

/** MTR 8.4, 9.5: the team rule over the decks (tournament: one deck; classic: four combined); none in Trios by seat or 2HG Commander's `open`. */
function teamRuleBreaks(
  team: FixTeam,
  card: Card,
  addition: CardChange,
  changes: readonly CardChange[],
): ProblemCode | null {
  const rules = team.rules;
  if (!rules || rules.seatFormats !== undefined || team.format.kind === "limited") return null;
  const exempt = isBasicLand(card) || (rules.houseRules.landsExemptFromTeamRule === true && isLand(card));
  if (exempt) return null;
  const elsewhere = heldElsewhere(team, addition.deck, card.name, changes);
  if (rules.ruleset === "tournament") return elsewhere ? "team-shared-card" : null;
  if (rules.ruleset !== "classic") return null;
  // Team Unified's classic rule keeps a card with its own limit to one deck (MTR 8.4, last sentence).
  if (rules.variant === "unified" && elsewhere && card.ownCopyLimit != null) return "team-shared-card";
  const limit = classicTeamLimit(card);
  return limit !== null && teamCopiesAfter(team, card.name, changes) > limit ? "team-too-many-copies" : null;
}

/** The organizer's house rules: its ban list, its Game Changers cap, and in 2HG Commander the deck's colors (CR 903.4). */
function houseRuleBreaks(
  team: FixTeam,
  card: Card,
  addition: CardChange,
  changes: readonly CardChange[],
): ProblemCode | null {
  const rules = team.rules;
  if (rules?.houseBans.has(card.oracleId)) return "house-banned";
  const identity = team.allowedIdentities?.[addition.deck];
  if (team.format.kind === "commander" && identity != null && colorsOutside(card.colorIdentity, identity) !== "")
    return "color-identity";
  const cap = rules?.houseRules.gameChangers;
  if (cap === undefined || !card.gameChanger) return null;
  const held = [...team.cards.values()].filter((each) => each.gameChanger);
  const count = held.reduce((sum, each) => sum + copiesAfter(team, addition.deck, each.name, changes), 0);
  return count > cap ? "too-many-game-changers" : null;
}
