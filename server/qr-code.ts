import "server-only";
// QR codes for printed registration sheets, drawn on the server as SVG (no script on the page).
import QRCode from "qrcode";

/**
 * A QR code of `text` as SVG text, or null when it is too long for one (about 2,900 characters, at the
 * lowest error correction: the largest codes printed a few centimetres wide still scan).
 */
export async function qrSvg(text: string): Promise<string | null> {
  try {
    return await QRCode.toString(text, { type: "svg", errorCorrectionLevel: "L", margin: 2 });
  } catch {
    return null;
  }
}
