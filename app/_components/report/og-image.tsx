import "server-only";
// The link preview image for /check?d=…: verdict, format and deck names, never the cards (decklists
// are hidden information before an event). A damaged link gets the generic card, never an error.
import { ImageResponse } from "next/og";
import { runCheck } from "@/app/_lib/report/load-check";
import { decodeShare } from "@/lib/share/decode";
import { clip, verdictHeadline } from "@/app/_lib/report/report-view";
import type { Translate } from "@/i18n/problem-text";
import { reportWordsIn, translator } from "@/i18n/translator";
import type { Locale } from "@/i18n/routing";
import { Mark } from "./og-mark";

const SIZE = { width: 1200, height: 630 };

// The bundled font covers Latin scripts only; any other character would make the renderer fetch
// fonts from the network, which a venue or a test machine may not have. So the image speaks English,
// Spanish and Italian; a Japanese reader's image keeps the English words (docs/development.md, Languages).
const OUTSIDE_FONT = /[^\u0020-\u007E\u00A0-\u017F\u2013\u2014\u2018\u2019\u201C\u201D\u2026]/g;

function printable(text: string, fallback: string): string {
  const kept = text.replace(OUTSIDE_FONT, "").replace(/\s+/g, " ").trim();
  return kept ? clip(kept, 32) : fallback;
}

interface Preview {
  verdict: string | null;
  legal: boolean | null;
  format: string;
  names: string[];
  /** The team's name, printable; null when it has none. */
  team: string | null;
}

interface OgWords {
  locale: Locale;
  og: Translate;
  report: Translate;
}

function wordsFor(locale: Locale): OgWords {
  const printable = locale === "ja" ? "en" : locale;
  return {
    locale: printable,
    og: translator(printable, "og"),
    report: translator(printable, "report"),
  };
}

async function preview(param: string, words: OgWords): Promise<Preview | null> {
  const decoded = decodeShare(param);
  if (!decoded.success) return null;
  const shared = decoded.data;
  const { deckNames, formatName } = reportWordsIn(words.locale, shared);
  const names = deckNames.map((name, index) => printable(name, `#${index + 1}`));
  const team = printable(shared.name ?? "", "") || null;
  const base = { format: printable(formatName(shared.format), shared.format), names, team };
  try {
    const loaded = await runCheck(shared, param);
    if (loaded.kind === "report") {
      return { ...base, verdict: verdictHeadline(loaded.report, words.report), legal: loaded.report.legal };
    }
  } catch (error) {
    console.error("og image: check failed", error);
  }
  return { ...base, verdict: null, legal: null };
}

export async function ogImage(request: Request, locale: Locale) {
  const param = new URL(request.url).searchParams.get("d") ?? undefined;
  const words = wordsFor(locale);
  const view = param ? await preview(param, words) : null;
  const accent = view?.legal === true ? "#15803d" : view?.legal === false ? "#b91c1c" : "#4338ca";
  const image = (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "#0f172a",
        color: "white",
        fontFamily: "Geist",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", fontSize: 36, color: "#c7d2fe" }}>2HG Deck Check</div>
      {view ? (
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", alignItems: "center" }}>
            {view.legal !== null && (
              <div
                style={{
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                  width: 160,
                  height: 160,
                  borderRadius: 80,
                  background: accent,
                  marginRight: 40,
                }}
              >
                <Mark legal={view.legal} />
              </div>
            )}
            <div style={{ display: "flex", fontSize: 112, fontWeight: 700, lineHeight: 1 }}>
              {view.verdict ?? words.og("teamCheck")}
            </div>
          </div>
          <div style={{ display: "flex", marginTop: 40, fontSize: 44, color: "#e2e8f0" }}>
            {(view.team ? `${view.team}: ` : "") +
              new Intl.ListFormat(words.locale, { type: "conjunction" }).format(view.names)}
          </div>
        </div>
      ) : (
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 88, fontWeight: 700, lineHeight: 1.1 }}>
            {words.og("genericTitle")}
          </div>
          <div style={{ display: "flex", marginTop: 32, fontSize: 40, color: "#e2e8f0" }}>
            {words.og("genericLine")}
          </div>
        </div>
      )}
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 32, color: "#94a3b8" }}>
        <div style={{ display: "flex" }}>
          {view ? words.og("formatLine", { format: view.format }) : words.og("rules")}
        </div>
        <div
          style={{ display: "flex", width: 120, height: 12, borderRadius: 6, background: accent, alignSelf: "center" }}
        />
      </div>
    </div>
  );
  return new ImageResponse(image, {
    ...SIZE,
    headers: { "Cache-Control": "public, max-age=3600" },
  });
}
