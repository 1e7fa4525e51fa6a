// Two realistic 60-card Modern decks with no card in common (a legal 2HG team under MTR 8.4),
// every name a real card in ../shared/scryfall. Shared by `npm run bench` and the e2e load test.

const burn = [
  "4 Goblin Guide",
  "4 Monastery Swiftspear",
  "4 Eidolon of the Great Revel",
  "4 Lightning Bolt",
  "4 Lava Spike",
  "4 Rift Bolt",
  "4 Skewer the Critics",
  "4 Boros Charm",
  "4 Lightning Helix",
  "2 Skullcrack",
  "2 Searing Blaze",
  "4 Inspiring Vantage",
  "2 Sacred Foundry",
  "4 Arid Mesa",
  "4 Bloodstained Mire",
  "6 Mountain",
];

const golgari = [
  "4 Thoughtseize",
  "4 Inquisition of Kozilek",
  "4 Fatal Push",
  "4 Tarmogoyf",
  "4 Liliana of the Veil",
  "4 Dark Confidant",
  "2 Scavenging Ooze",
  "2 Abrupt Decay",
  "2 Maelstrom Pulse",
  "2 Assassin's Trophy",
  "4 Orcish Bowmasters",
  "2 Sheoldred, the Apocalypse",
  "2 Cut Down",
  "4 Overgrown Tomb",
  "4 Verdant Catacombs",
  "4 Marsh Flats",
  "2 Blooming Marsh",
  "3 Swamp",
  "3 Forest",
];

/** The POST /api/validate body for the team. */
export const MODERN_TEAM = {
  format: "modern",
  ruleset: "tournament",
  decks: [
    { name: "Alice", list: burn.join("\n") },
    { name: "Bob", list: golgari.join("\n") },
  ],
};
