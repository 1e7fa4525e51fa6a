import "server-only";
// POST /api/deck-link (docs/api.md, Deck links): the home form's read of one deck link before it writes the
// check's link, so the link carries the list as read. Body `{ url, name?, seat?, language? }`; 200
// `{ list, source }`, or a 400 whose `reason` names the deck and says what to do, in the language asked for.
import { z } from "zod";
import { inputError } from "@/lib/input/input-issue";
import { MAX_DECK_NAME_LENGTH } from "@/lib/input/team-input";
import { MAX_DECKS } from "@/lib/variants";
import { inputErrorWords } from "@/i18n/translator";
import { wordInputReason } from "@/i18n/input-error-text";
import { apiError } from "./api-error";
import { readLanguage } from "./api-language";
import { rejectOverLimit, type RateLimiter } from "./rate-limit";
import { bodyRefusal, readBodyCapped } from "./read-body";
import type { LinkReader } from "../deck-links/resolve-links";

const MAX_BODY_BYTES = 10_000;

const bodySchema = z.object({
  url: z.string().max(2000),
  name: z.string().max(MAX_DECK_NAME_LENGTH).optional(),
  seat: z
    .number()
    .int()
    .min(0)
    .max(Math.max(...Object.values(MAX_DECKS)) - 1)
    .optional(),
  language: z.string().optional(),
});

export interface DeckLinkDependencies {
  deckLinks: LinkReader;
  limiter?: RateLimiter;
}

export async function handleDeckLinkRequest(request: Request, dependencies: DeckLinkDependencies): Promise<Response> {
  const refused = dependencies.limiter && (await rejectOverLimit(dependencies.limiter, "api", request.headers));
  if (refused) return refused;
  const body = await readBodyCapped(request, MAX_BODY_BYTES);
  if (!body.ok) return bodyRefusal(body.reason, MAX_BODY_BYTES);
  let parsed;
  try {
    parsed = bodySchema.safeParse(JSON.parse(body.text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) return apiError("bad-request", 'body: send { "url", "name", "seat", "language" }.');
  const language = readLanguage(parsed.data.language);
  const locale = language.ok ? language.language : "en";
  const seat = parsed.data.seat ?? 0;
  const read = await dependencies.deckLinks.read(parsed.data.url);
  if (read.ok) return Response.json({ list: read.list, source: read.source });
  const why = { code: read.failure, site: read.site, deck: parsed.data.name ?? "", seat };
  const words = inputErrorWords(locale);
  const reason = wordInputReason(why, words);
  const error = inputError("bad-request", [{ field: `decks.${seat}.url`, why }]);
  return Response.json(
    {
      error: {
        code: "bad-request",
        message: `${words.t("issue", { field: `decks.${seat}.url`, reason })}`,
        reason,
        issues: error.issues,
      },
    },
    { status: 400 },
  );
}
