// Writing share links in the browser, where node:zlib is not: the same raw DEFLATE through the web
// platform's CompressionStream (every current browser; Node has it too, so it is tested there).
import { jsonTooLong, shareFromBase64Url, shareJson, toBase64Url, type EncodedShare, type SharedCheck } from "./share";

export function canEncodeShareHere(): boolean {
  return typeof CompressionStream === "function";
}

export async function encodeShareWeb(check: SharedCheck): Promise<EncodedShare> {
  const json = shareJson(check);
  const tooLong = jsonTooLong(json);
  if (tooLong) return tooLong;
  const compressed = new Blob([json]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return shareFromBase64Url(toBase64Url(new Uint8Array(await new Response(compressed).arrayBuffer())));
}
