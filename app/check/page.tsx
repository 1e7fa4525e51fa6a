import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { MessagePanel } from "@/app/_components/ui/message-panel";
import { Report } from "@/app/_components/report/report";
import { loadCheck, runCheck, type LoadedCheck } from "@/app/_lib/report/load-check";
import { siteOrigin } from "@/app/_lib/site-origin";
import { clip, teamTitle, verdictHeadline } from "@/app/_lib/report/report-view";
import { shareUrl, withShareParam } from "@/lib/share/encode";
import { draftFromFields, draftToShared, hasPlainFields } from "@/app/_lib/team-form/team-draft";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const d = first((await searchParams).d);
  const origin = await siteOrigin();
  const loaded = d === undefined ? null : await loadCheck(d);
  const image = d && loaded?.kind !== "damaged" ? withShareParam(`${origin}/check/og`, d) : `${origin}/check/og`;
  let title = "Team check";
  let description = "A Two-Headed Giant team's two decklists, checked against the Magic Tournament Rules.";
  if (loaded?.kind === "damaged") title = "Damaged link";
  if (loaded && loaded.kind !== "damaged") {
    const team = clip(teamTitle(loaded.shared.format, loaded.shared.decks.map((deck) => deck.name)), 120);
    title = loaded.kind === "report" ? `${verdictHeadline(loaded.report)} — ${team}` : team;
  }
  if (loaded?.kind === "report") {
    description = `Two-Headed Giant team check under ${loaded.report.rulesVersion}. Open the link to see every problem and the team table.`;
  }
  const url = d ? withShareParam(`${origin}/check`, d) : `${origin}/check`;
  return {
    title,
    description,
    // Decklists are hidden information before an event: keep checks out of search engines.
    robots: { index: false, follow: false },
    openGraph: {
      type: "website",
      siteName: "2HG Deck Check",
      title,
      description,
      url,
      images: [{ url: image, width: 1200, height: 630, alt: title }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

export default async function CheckPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const get = (field: string) => first(params[field]);
  let loaded: LoadedCheck;
  // The link the lists came in; none when the plain form's lists do not fit in one.
  let param: string | undefined;
  if (params.d === undefined && hasPlainFields(get)) {
    // The form without JavaScript sends plain fields; turn them into the shareable link when they fit.
    const shared = draftToShared(draftFromFields(get));
    const url = shareUrl(shared);
    if (url) redirect(url);
    loaded = await runCheck(shared);
  } else {
    param = get("d");
    loaded = await loadCheck(param);
  }
  // Trying again and editing reopen the same link: no need to compress the lists again.
  const retryHref = param ? withShareParam("/check", param) : "/";
  const editHref = param ? withShareParam("/", param) : "/";

  switch (loaded.kind) {
    case "damaged":
      return (
        <MessagePanel title="This link is damaged" testId="damaged-link">
          <p>{loaded.reason}</p>
          <p>
            It may have been cut short when it was copied or sent. Ask for the link again, or paste the two lists
            yourself.
          </p>
        </MessagePanel>
      );
    case "unavailable":
      return (
        <MessagePanel
          title="Card data is not available right now"
          testId="card-data-unavailable"
          actions={[
            { href: retryHref, label: "Try again" },
            { href: editHref, label: "Edit the lists" },
          ]}
        >
          {/* Why: Scryfall down or slow, or a local card file damaged; each says what to do. */}
          <p>{loaded.reason}</p>
          <p>Or use offline card data (npm run cards:download, or CARD_DATA).</p>
          <p>Nothing was lost: the lists are still in this link.</p>
        </MessagePanel>
      );
    case "rejected":
      return (
        <MessagePanel
          title="This check could not be run"
          testId="check-rejected"
          actions={[{ href: editHref, label: "Edit the lists" }]}
        >
          <p>{loaded.message}</p>
        </MessagePanel>
      );
    case "report": {
      // The link it was opened with, so the original verdict and time travel on when it is passed along.
      const origin = await siteOrigin();
      return (
        <Report
          report={loaded.report}
          original={loaded.shared}
          shareLink={param ? withShareParam(`${origin}/check`, param) : null}
          editHref={editHref}
          printHref={param ? withShareParam("/check/print", param) : null}
        />
      );
    }
  }
}
