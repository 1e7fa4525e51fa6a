// Card images for browser tests: Scryfall's image host answered by the test with a solid PNG of a
// card's proportions (fronts blue, backs amber), so previews render without the network.
import { crc32, deflateSync } from "node:zlib";

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height PNG of one RGB colour. */
export function solidPng(width, height, [red, green, blue]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const FRONT = solidPng(244, 340, [79, 70, 229]);
const BACK = solidPng(244, 340, [217, 119, 6]);

/**
 * Answers https://cards.scryfall.io/ on `target` (a page or context) with the card PNGs, except images
 * whose URL `blocked` matches, which fail as a blocked host would. Returns the URLs asked for.
 */
export async function serveCardImages(target, blocked = /$^/) {
  const asked = [];
  await target.route(/^https:\/\/cards\.scryfall\.io\//, (route) => {
    const url = route.request().url();
    asked.push(url);
    if (blocked.test(url)) return route.abort("blockedbyclient");
    return route.fulfill({ status: 200, contentType: "image/png", body: url.includes("/back/") ? BACK : FRONT });
  });
  return asked;
}
