// Two realistic 60-card Modern decks with no card in common (a legal 2HG team under MTR 8.4), and a third
// for a three-headed Giant, every name a real card in ../shared/scryfall. Shared by `npm run bench` and the e2e load test.

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

// A third deck for a three-headed Giant's row: Azorius control, 16 names like burn's, none in either deck above.
const azorius = [
  "4 Counterspell",
  "4 Spell Pierce",
  "2 Force of Negation",
  "4 Mana Leak",
  "4 Spell Snare",
  "4 Consider",
  "4 Opt",
  "4 Serum Visions",
  "2 Lórien Revealed",
  "2 Teferi, Time Raveler",
  "4 Path to Exile",
  "2 Remand",
  "4 Hallowed Fountain",
  "4 Glacial Fortress",
  "6 Island",
  "6 Plains",
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

/** A legal three-headed Giant (docs/rules.md, Teams of three and four): the team above and Carol's deck. */
export const THREE_HEADED_TEAM = {
  ...MODERN_TEAM,
  variant: "giant",
  decks: [...MODERN_TEAM.decks, { name: "Carol", list: azorius.join("\n") }],
};

const NON_DECK = new Set(["token", "double_faced_token", "emblem", "art_series"]);

/**
 * A 2HG Commander team of two real 100-card decks, legal under the default team rule (open): Karlach and
 * a Background with 68 red or colourless cards and 30 Mountains; Thrasios and Tymna with 68 cards of
 * their colours and 30 Islands. Drawn from the card objects given (the shared corpus), each card once,
 * so a check resolves about 140 distinct names, as a real Commander night does.
 * @param {{ name: string, lang?: string, layout?: string, type_line?: string, color_identity?: string[], legalities?: Record<string, string> }[]} cards
 */
export function commanderTeam(cards) {
  const usable = cards.filter(
    (card) =>
      card.lang === "en" &&
      !NON_DECK.has(card.layout ?? "normal") &&
      card.legalities?.commander === "legal" &&
      !String(card.type_line).includes("Land") &&
      !String(card.type_line).includes("Legendary") &&
      !card.name.includes("/") &&
      !/A deck can have/i.test(card.oracle_text ?? ""),
  );
  const within = (colors) => (card) => (card.color_identity ?? []).every((color) => colors.includes(color));
  const red = usable
    .filter(within(["R"]))
    .slice(0, 68)
    .map((card) => card.name);
  const sultai = usable
    .filter(within(["W", "U", "B", "G"]))
    .filter((card) => !red.includes(card.name))
    .slice(0, 68)
    .map((card) => card.name);
  const list = (commanders, names, basic) =>
    [
      "Commander",
      ...commanders.map((name) => `1 ${name}`),
      "",
      "Deck",
      ...names.map((name) => `1 ${name}`),
      `${98 - names.length + (2 - commanders.length)} ${basic}`,
    ].join("\n");
  return {
    format: "commander",
    decks: [
      { name: "Alice", list: list(["Karlach, Fury of Avernus", "Passionate Archaeologist"], red, "Mountain") },
      { name: "Bob", list: list(["Thrasios, Triton Hero", "Tymna the Weaver"], sultai, "Island") },
    ],
  };
}
