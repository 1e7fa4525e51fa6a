import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrSvg } from "@/server/qr-code";

describe("qrSvg", () => {
  it("draws a link as an SVG QR code, as large as the link needs at the lowest error correction", async () => {
    const link = "https://deckcheck.example.org/check?d=2.hY29DoIwFIVfhdwZDdSKSTfYTHRz8meo9AKNl9ukLRPh3W0XV9fvnO";
    const svg = await qrSvg(link);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    const size = QRCode.create(link, { errorCorrectionLevel: "L" }).modules.size;
    expect(svg).toContain(`viewBox="0 0 ${size + 4} ${size + 4}"`);
  });

  it("gives null for a text too long for any QR code", async () => {
    expect(await qrSvg(`https://example.org/check?d=${"x".repeat(5_000)}`)).toBeNull();
  });
});
