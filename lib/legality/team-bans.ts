// Cards banned in every Two-Headed Giant Constructed event on top of the format's own list.
// Data, not code, so a new MTR edition is a data edit. Matched by Oracle id or any face name:
// Erayo is a flip card, listed as its front face.
import type { Card } from "../cards/card";
import { foldName } from "../cards/name-key";

export interface TeamBan {
  name: string;
  oracleId: string;
  source: string;
  scope: string;
}

export const TWO_HEADED_GIANT_BANS: readonly TeamBan[] = [
  {
    name: "Erayo, Soratami Ascendant",
    oracleId: "d83bb32d-f409-421a-9d93-bd7ea3240b47",
    source: "MTR 9.5 (27 Feb 2026)",
    scope: "all Two-Headed Giant Constructed tournaments",
  },
];

const BANS_BY_NAME = new Map(TWO_HEADED_GIANT_BANS.map((ban) => [foldName(ban.name), ban]));
// Folding a card's names costs more than every other per-card rule: do it once per card, not per check.
const bansByCard = new WeakMap<Card, TeamBan | null>();

export function findTeamBan(card: Card): TeamBan | undefined {
  let ban = bansByCard.get(card);
  if (ban === undefined) {
    ban =
      TWO_HEADED_GIANT_BANS.find((candidate) => candidate.oracleId === card.oracleId) ??
      [card.name, ...card.faces.map((face) => face.name)]
        .map((name) => BANS_BY_NAME.get(foldName(name)))
        .find(Boolean) ??
      null;
    bansByCard.set(card, ban);
  }
  return ban ?? undefined;
}
