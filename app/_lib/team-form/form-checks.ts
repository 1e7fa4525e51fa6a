// What the form refuses before it leaves (the server refuses the same: docs/api.md, Errors and limits):
// an empty list, a list over 1,000 lines or 200 KB, and lists too long for a link. Values, worded by the
// form in the reader's language. Pure.
import { countLines } from "@/lib/decklist/lines";
import { MAX_LIST_BYTES, MAX_LIST_LINES } from "@/lib/input/list-limits";
import { encodeShare, type EncodedShare } from "@/lib/share/encode";
import { draftToShared, type TeamDraft } from "./team-draft";

export type FormIssue =
  | { code: "empty-list"; deck: number }
  | { code: "too-many-lines"; deck: number | "pool"; count: number; max: number }
  | { code: "list-too-large"; deck: number | "pool"; kb: number; maxKb: number };

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/** Each list's size against the limits, in field order; a blank deck list is refused too (a blank pool is "no pool"). */
export function formIssues(draft: TeamDraft): FormIssue[] {
  const lists: { deck: number | "pool"; list: string }[] = [
    ...draft.decks.map((each, deck) => ({ deck, list: each.list })),
    ...(draft.format === "limited" ? [{ deck: "pool" as const, list: draft.pool }] : []),
  ];
  return lists.flatMap(({ deck, list }): FormIssue[] => {
    if (typeof deck === "number" && list.trim() === "") return [{ code: "empty-list", deck }];
    const size = bytes(list);
    if (size > MAX_LIST_BYTES)
      return [{ code: "list-too-large", deck, kb: Math.ceil(size / 1000), maxKb: MAX_LIST_BYTES / 1000 }];
    const count = countLines(list);
    return count > MAX_LIST_LINES ? [{ code: "too-many-lines", deck, count, max: MAX_LIST_LINES }] : [];
  });
}

/** The link's parameter once the lists pass formIssues; the encoder's refusal otherwise (lists too long for a link). */
export function encodeDraft(draft: TeamDraft): EncodedShare {
  return encodeShare(draftToShared(draft));
}
