// The test oracle of fix hints: the decks with a fix's changes made, so a test can check the team again
// and see the problem gone. The app never applies a fix (docs/api.md, Fixes), so this lives with the tests.
import type { CardChange, Zone } from "@/lib/fix/fix";
import type { DeckReport, ReportEntry } from "@/lib/report/report";

const ZONES: readonly Zone[] = ["main", "sideboard", "commander", "companion"];

/** The decks with `changes` made: copies taken out of (or added to) the zone each change names; a zone's card at 0 copies is gone. */
export function applyChanges(decks: readonly DeckReport[], changes: readonly CardChange[]): DeckReport[] {
  return decks.map((deck, index) => {
    const own = changes.filter((change) => change.deck === index);
    if (own.length === 0) return deck;
    const changed: DeckReport = { ...deck };
    for (const zone of ZONES) {
      let entries: ReportEntry[] = deck[zone].map((entry) => ({ ...entry }));
      for (const change of own.filter((each) => each.zone === zone)) {
        const entry = entries.find((each) => each.name === change.card);
        if (entry) entry.quantity += change.quantity;
        else if (change.quantity > 0) entries.push({ name: change.card, quantity: change.quantity, lines: [] });
      }
      entries = entries.filter((entry) => entry.quantity > 0);
      changed[zone] = entries;
    }
    changed.mainCount = changed.main.reduce((sum, entry) => sum + entry.quantity, 0);
    changed.sideboardCount = changed.sideboard.reduce((sum, entry) => sum + entry.quantity, 0);
    return changed;
  });
}
