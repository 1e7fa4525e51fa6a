// A full-size stand-in for Scryfall's oracle_cards bulk file, built from ../shared/scryfall: every
// real card once, then copies under new names (" (copy 2)" on the card's and its faces' names, new
// ids) until there are as many cards as the real file holds. Each card gets the price and link
// fields the shared corpus dropped and the real file carries, and the file is written like Scryfall
// writes it: "[", one card a line with a comma, "]". Written to a temporary folder, never committed.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";

/** About as many cards as Scryfall's oracle_cards file (~37,000 in 2026). */
export const FULL_SIZE_CARDS = 37_000;

/** A UUID-shaped id made from `seed`, the same every run. */
function uuidFrom(seed) {
  const hex = createHash("sha1").update(seed).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function priceFields(card) {
  const search = encodeURIComponent(card.name).replace(/%20/g, "+");
  const product = card.tcgplayer_id ?? 100_000 + ((card.name.length * 7919) % 900_000);
  return {
    prices: { usd: "0.25", usd_foil: "1.07", usd_etched: null, eur: "0.20", eur_foil: "0.50", tix: "0.03" },
    related_uris: {
      gatherer: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${product}`,
      tcgplayer_infinite_articles: `https://partner.tcgplayer.com/c/4931599/1830530/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Darticle%26game%3Dmagic%26q%3D${search}`,
      tcgplayer_infinite_decks: `https://partner.tcgplayer.com/c/4931599/1830530/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Ddeck%26game%3Dmagic%26q%3D${search}`,
      edhrec: `https://edhrec.com/route/?cc=${search}`,
    },
    purchase_uris: {
      tcgplayer: `https://partner.tcgplayer.com/c/4931599/1830530/21018?subId1=api&u=https%3A%2F%2Fwww.tcgplayer.com%2Fproduct%2F${product}%3Fpage%3D1`,
      cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=${search}&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall`,
      cardhoarder: `https://www.cardhoarder.com/cards?affiliate_id=scryfall&data%5Bsearch%5D=${search}&ref=card-details&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall`,
    },
  };
}

/** `card` under new names and ids: copy `copy` of it. */
function copyOf(card, copy) {
  const suffix = ` (copy ${copy})`;
  const faces = Array.isArray(card.card_faces)
    ? card.card_faces.map((face) => ({
        ...face,
        name: `${face.name}${suffix}`,
        ...(face.oracle_id ? { oracle_id: uuidFrom(`${face.oracle_id}${suffix}`) } : {}),
        ...(face.flavor_name ? { flavor_name: `${face.flavor_name}${suffix}` } : {}),
      }))
    : undefined;
  const joinedFaces = card.card_faces?.map((face) => face.name).join(" // ");
  return {
    ...card,
    id: uuidFrom(`${card.id}${suffix}`),
    ...(card.oracle_id ? { oracle_id: uuidFrom(`${card.oracle_id}${suffix}`) } : {}),
    name: faces && card.name === joinedFaces ? faces.map((face) => face.name).join(" // ") : `${card.name}${suffix}`,
    ...(card.flavor_name ? { flavor_name: `${card.flavor_name}${suffix}` } : {}),
    ...(faces ? { card_faces: faces } : {}),
  };
}

/** The shared corpus's card objects, read from its card files. */
export function sharedCorpus(sharedDir) {
  return ["cards.json", "cards-older.json"].flatMap((file) => JSON.parse(readFileSync(join(sharedDir, file), "utf8")));
}

/**
 * Writes `count` cards to `file` in Scryfall's one-card-a-line layout. Returns the names of a few
 * copies near its end (cards only the full-size file holds, so a check naming them proves every card
 * was loaded) and the card objects named in `keep` or among those copies, for a small file of just them.
 */
export async function writeFullSizeCardFile(file, sharedDir, { count = FULL_SIZE_CARDS, keep = new Set() } = {}) {
  const originals = sharedCorpus(sharedDir);
  const handle = await open(file, "w");
  const lastCopies = [];
  const kept = [];
  try {
    let pending = ["["];
    for (let index = 0; index < count; index++) {
      const original = originals[index % originals.length];
      const copy = Math.floor(index / originals.length) + 1;
      const card = copy === 1 ? original : copyOf(original, copy);
      const full = { ...card, ...priceFields(card) };
      pending.push(`${JSON.stringify(full)}${index === count - 1 ? "" : ","}`);
      const lastCopy =
        index >= count - 2_000 && copy > 1 && card.layout === "normal" && card.lang === "en" && lastCopies.length < 8;
      if (lastCopy) lastCopies.push(card.name);
      if (lastCopy || keep.has(card.name)) kept.push(full);
      if (pending.length >= 1_000) {
        await handle.write(`${pending.join("\n")}\n`);
        pending = [];
      }
    }
    pending.push("]");
    await handle.write(`${pending.join("\n")}\n`);
  } finally {
    await handle.close();
  }
  return { cards: count, lastCardNames: lastCopies, kept };
}
