// The ban log, kept by hand (docs/rules.md, Legal on a date): every change to the formats the app checks
// from 2023-01-01 to the newest announcement confirmed, dated by its tabletop effective date, with its
// source. Facts only, confirmed against the announcement or reports of it (each entry's confirmedBy);
// announcements that could not be confirmed are named in docs/rules.md and left out.
import type { BanLog } from "./schema";

const WOTC = "https://magic.wizards.com/en/news/announcements/";

export const BAN_LOG: BanLog = {
  coverage: {
    from: "2023-01-01",
    formats: ["standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander", "2hg"],
  },
  announcements: [
    {
      announced: "2023-03-06",
      effective: "2023-03-06",
      url: `${WOTC}march-6-2023-banned-and-restricted-announcement`,
      confirmedBy: [
        "https://articles.starcitygames.com/magic-the-gathering/surprise-banned-restricted-announcement-hits-two-legacy-staples/",
        "https://techraptor.net/tabletop/news/magic-legacy-format-affected-by-updated-ban-list",
      ],
      changes: [
        { format: "legacy", card: "Expressive Iteration", before: "legal", after: "banned" },
        { format: "legacy", card: "White Plume Adventurer", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2023-05-29",
      effective: "2023-05-29",
      url: `${WOTC}may-29-2023-banned-and-restricted-announcement`,
      confirmedBy: ["https://mtgazone.com/may-29-2023-banned-and-restricted-announcement/"],
      changes: [
        {
          format: "standard",
          card: "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
          before: "legal",
          after: "banned",
        },
        { format: "standard", card: "Invoke Despair", before: "legal", after: "banned" },
        { format: "standard", card: "Reckoner Bankbuster", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2023-08-07",
      effective: "2023-08-07",
      url: `${WOTC}august-7-2023-banned-and-restricted-announcement`,
      confirmedBy: [`${WOTC}august-7-2023-banned-and-restricted-announcement`],
      changes: [
        { format: "modern", card: "Preordain", before: "banned", after: "legal" },
        { format: "legacy", card: "Mind's Desire", before: "banned", after: "legal" },
      ],
    },
    {
      announced: "2023-12-04",
      effective: "2023-12-04",
      url: `${WOTC}december-4-2023-banned-and-restricted-announcement`,
      confirmedBy: [
        "https://techraptor.net/tabletop/news/latest-magic-gathering-banned-and-restricted-list-announcement-changes-game",
        "https://icv2.com/articles/news/view/55747/wizards-coast-shakes-up-magic-the-gathering-pioneer-modern-formats",
      ],
      changes: [
        { format: "pioneer", card: "Karn, the Great Creator", before: "legal", after: "banned" },
        { format: "pioneer", card: "Geological Appraiser", before: "legal", after: "banned" },
        { format: "pioneer", card: "Smuggler's Copter", before: "banned", after: "legal" },
        { format: "modern", card: "Fury", before: "legal", after: "banned" },
        { format: "modern", card: "Up the Beanstalk", before: "legal", after: "banned" },
        { format: "pauper", card: "Monastery Swiftspear", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2024-08-26",
      effective: "2024-08-26",
      url: `${WOTC}august-26-2024-banned-and-restricted-announcement`,
      confirmedBy: [
        "https://redlib.privacytools.click/r/modernmagic?after=t3_1hg5la6",
        "https://www.coolstuffinc.com/a/paigesmith-seo-04012025-recapping-the-march-31-2025-banned-and-restricted-announcement",
      ],
      changes: [
        { format: "modern", card: "Nadu, Winged Wisdom", before: "legal", after: "banned" },
        { format: "modern", card: "Grief", before: "legal", after: "banned" },
        { format: "legacy", card: "Grief", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2024-09-23",
      effective: "2024-09-23",
      url: `${WOTC}commander-banned-and-restricted-announcement-september-23-2024`,
      confirmedBy: [`${WOTC}commander-banned-and-restricted-announcement-september-23-2024`],
      changes: [
        { format: "commander", card: "Dockside Extortionist", before: "legal", after: "banned" },
        { format: "commander", card: "Jeweled Lotus", before: "legal", after: "banned" },
        { format: "commander", card: "Mana Crypt", before: "legal", after: "banned" },
        { format: "commander", card: "Nadu, Winged Wisdom", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2024-12-16",
      effective: "2024-12-16",
      url: `${WOTC}banned-and-restricted-december-16-2024`,
      confirmedBy: [`${WOTC}banned-and-restricted-december-16-2024`],
      changes: [
        { format: "pioneer", card: "Jegantha, the Wellspring", before: "legal", after: "banned" },
        { format: "modern", card: "The One Ring", before: "legal", after: "banned" },
        { format: "modern", card: "Amped Raptor", before: "legal", after: "banned" },
        { format: "modern", card: "Jegantha, the Wellspring", before: "legal", after: "banned" },
        { format: "modern", card: "Mox Opal", before: "banned", after: "legal" },
        { format: "modern", card: "Green Sun's Zenith", before: "banned", after: "legal" },
        { format: "modern", card: "Faithless Looting", before: "banned", after: "legal" },
        { format: "modern", card: "Splinter Twin", before: "banned", after: "legal" },
        { format: "legacy", card: "Psychic Frog", before: "legal", after: "banned" },
        { format: "legacy", card: "Vexing Bauble", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2025-03-31",
      effective: "2025-03-31",
      url: `${WOTC}banned-and-restricted-announcement-march-31-2025`,
      confirmedBy: [
        `${WOTC}banned-and-restricted-announcement-march-31-2025`,
        "https://playingmtg.com/banned-and-restricted-announcement-march-31-2025",
      ],
      changes: [
        { format: "modern", card: "Underworld Breach", before: "legal", after: "banned" },
        { format: "legacy", card: "Sowing Mycospawn", before: "legal", after: "banned" },
        { format: "legacy", card: "Troll of Khazad-dûm", before: "legal", after: "banned" },
        { format: "pauper", card: "Basking Broodscale", before: "legal", after: "banned" },
        { format: "pauper", card: "Kuldotha Rebirth", before: "legal", after: "banned" },
        { format: "pauper", card: "Deadly Dispute", before: "legal", after: "banned" },
        { format: "pauper", card: "Prophetic Prism", before: "banned", after: "legal" },
        { format: "pauper", card: "High Tide", before: "banned", after: "legal" },
      ],
    },
    {
      announced: "2025-06-30",
      effective: "2025-06-30",
      url: `${WOTC}banned-and-restricted-june-30-2025`,
      confirmedBy: [
        "https://www.gamesradar.com/tabletop-gaming/standard-is-saved-massive-mtg-card-ban-stuns-the-community-while-completely-upending-the-metagame/",
        "https://www.hipstersofthecoast.com/2025/06/cori-steel-cutter-abuelos-awakening-monstrous-rage-and-more-banned-in-standard",
      ],
      changes: [
        { format: "standard", card: "Cori-Steel Cutter", before: "legal", after: "banned" },
        { format: "standard", card: "Abuelo's Awakening", before: "legal", after: "banned" },
        { format: "standard", card: "Monstrous Rage", before: "legal", after: "banned" },
        { format: "standard", card: "Heartfire Hero", before: "legal", after: "banned" },
        { format: "standard", card: "Up the Beanstalk", before: "legal", after: "banned" },
        { format: "standard", card: "Hopeless Nightmare", before: "legal", after: "banned" },
        { format: "standard", card: "This Town Ain't Big Enough", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2025-11-10",
      effective: "2025-11-10",
      url: `${WOTC}banned-and-restricted-november-10-2025`,
      confirmedBy: [
        "https://cyptea.com/banned-and-restricted-announcement-november-10-2025",
        "https://articles.starcitygames.com/?p=188614",
      ],
      changes: [
        { format: "standard", card: "Vivi Ornitier", before: "legal", after: "banned" },
        { format: "standard", card: "Screaming Nemesis", before: "legal", after: "banned" },
        { format: "standard", card: "Proft's Eidetic Memory", before: "legal", after: "banned" },
        { format: "pioneer", card: "Heartfire Hero", before: "legal", after: "banned" },
        { format: "legacy", card: "Entomb", before: "legal", after: "banned" },
        { format: "legacy", card: "Nadu, Winged Wisdom", before: "legal", after: "banned" },
        { format: "pauper", card: "High Tide", before: "legal", after: "banned" },
      ],
    },
    {
      announced: "2026-02-09",
      effective: "2026-02-09",
      url: `${WOTC}banned-and-restricted-february-9-2026`,
      confirmedBy: ["https://backyarddrunkard.com/game-news/mtg-banned-restricted-announcement-february-2026"],
      changes: [
        {
          format: "commander",
          card: "Lutri, the Spellchaser",
          before: "banned",
          after: "legal",
          note: "not as a companion",
        },
        { format: "commander", card: "Biorhythm", before: "banned", after: "legal" },
      ],
    },
  ],
  rotations: [
    {
      format: "standard",
      left: "2024-08-02",
      sets: [
        { code: "mid", name: "Innistrad: Midnight Hunt" },
        { code: "vow", name: "Innistrad: Crimson Vow" },
        { code: "neo", name: "Kamigawa: Neon Dynasty" },
        { code: "snc", name: "Streets of New Capenna" },
      ],
      confirmedBy: ["https://mtgazone.com/standard-rotation/", "https://www.php.cn/faq/1796788690.html"],
    },
    {
      format: "standard",
      left: "2025-08-01",
      sets: [
        { code: "dmu", name: "Dominaria United" },
        { code: "bro", name: "The Brothers' War" },
        { code: "one", name: "Phyrexia: All Will Be One" },
        { code: "mom", name: "March of the Machine" },
        { code: "mat", name: "March of the Machine: The Aftermath" },
      ],
      confirmedBy: [
        "http://www.fredsterling.com/how-standards-best-decks-can-survive-huge-rotation.html",
        "https://www.php.cn/faq/1796788690.html",
      ],
    },
  ],
};
