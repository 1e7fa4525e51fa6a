"use client";
// The home form's deck links (docs/decklist-formats.md, Deck links): a box whose only text is a link is
// read by the server (POST /api/deck-link) before the check's link is written, so the link carries the
// lists as read. While it reads, the form says whose deck from which site; on a failure, nothing typed changes.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { linkInText, recognizeDeckLink } from "@/lib/deck-links/deck-link";
import { deckSourceSchema } from "@/lib/deck-links/deck-source";
import type { DeckSource } from "@/lib/deck-links/read-deck";
import type { SharedCheck } from "@/lib/share/encode";
import { SITE_NAMES } from "@/i18n/deck-sites";
import { draftToShared, type TeamDraft } from "@/app/_lib/team-form/team-draft";

const answerSchema = z.union([
  z.object({ list: z.string(), source: deckSourceSchema }),
  z.object({ error: z.object({ reason: z.string() }) }),
]);

type LinkOutcome = { ok: true; list: string; source: DeckSource } | { ok: false; message: string };

export type ReadTeam = { ok: true; shared: SharedCheck } | { ok: false; messages: string[] };

export function useDeckLinks() {
  const t = useTranslations("deckLinks");
  const form = useTranslations("teamForm");
  const locale = useLocale();
  const [reading, setReading] = useState<string | null>(null);

  const deckName = (draft: TeamDraft, seat: number) =>
    draft.decks[seat]?.name.trim() || form("player", { number: seat + 1 });

  async function readOne(draft: TeamDraft, seat: number, url: string): Promise<LinkOutcome> {
    const name = draft.decks[seat]?.name.trim() ?? "";
    // No answer the server worded (the connection failed): said here.
    const unreadable = () => ({ ok: false as const, message: t("noAnswer", { deck: deckName(draft, seat) }) });
    try {
      const response = await fetch("/api/deck-link", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url, name, seat, language: locale }),
      });
      const answer = answerSchema.safeParse(await response.json());
      if (!answer.success) return unreadable();
      return "list" in answer.data
        ? { ok: true, list: answer.data.list, source: answer.data.source }
        : { ok: false, message: answer.data.error.reason };
    } catch {
      return unreadable();
    }
  }

  /** The check's shared lists with every deck link read; the first failure of each deck otherwise. */
  async function readTeam(draft: TeamDraft): Promise<ReadTeam> {
    const shared = draftToShared(draft);
    const links = draft.decks.flatMap((deck, seat) => {
      const url = linkInText(deck.list);
      return url ? [{ seat, url }] : [];
    });
    if (links.length === 0) return { ok: true, shared };
    setReading(
      links
        .map(({ seat, url }) => {
          const link = recognizeDeckLink(url);
          const deck = deckName(draft, seat);
          return link.kind === "unsupported"
            ? t("readingLink", { deck })
            : t("reading", { deck, site: SITE_NAMES[link.site] });
        })
        .join(" "),
    );
    try {
      const outcomes = await Promise.all(links.map(({ seat, url }) => readOne(draft, seat, url)));
      const messages = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.message]));
      if (messages.length > 0) return { ok: false, messages };
      outcomes.forEach((outcome, index) => {
        const deck = shared.decks[links[index]!.seat];
        if (outcome.ok && deck) Object.assign(deck, { list: outcome.list, source: outcome.source });
      });
      return { ok: true, shared };
    } finally {
      setReading(null);
    }
  }

  return { reading, readTeam };
}
