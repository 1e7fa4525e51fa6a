import { describe, expect, it } from "vitest";
import { encodeDraft, formIssues } from "@/app/_lib/team-form/form-checks";
import { emptyDraft, type TeamDraft } from "@/app/_lib/team-form/team-draft";

const draft = (lists: [string, string], extra: Partial<TeamDraft> = {}): TeamDraft => ({
  ...emptyDraft(),
  format: "modern",
  decks: [
    { name: "Kenji", list: lists[0] },
    { name: "", list: lists[1] },
  ],
  ...extra,
});

describe("the form's own checks", () => {
  it("refuse an empty or blank list, naming the deck", () => {
    expect(formIssues(draft(["", " \n \n"]))).toEqual([
      { code: "empty-list", deck: 0 },
      { code: "empty-list", deck: 1 },
    ]);
    expect(formIssues(draft(["4 Lightning Bolt", "4 Counterspell"]))).toEqual([]);
  });

  it("count a list's lines and bytes as the server does, before any link is written", () => {
    const long = Array.from({ length: 5000 }, () => "1 Island").join("\n");
    expect(formIssues(draft([long, "4 Counterspell"]))).toEqual([
      { code: "too-many-lines", deck: 0, count: 5000, max: 1000 },
    ]);
    // 4 bytes a character in UTF-8: just over 200 KB in 50,001 characters.
    const large = "🂡".repeat(50_001);
    expect(formIssues(draft(["4 Counterspell", large]))).toEqual([
      { code: "list-too-large", deck: 1, kb: 201, maxKb: 200 },
    ]);
    // A blank pool is no pool; a long one in Limited is refused like a list.
    expect(formIssues(draft(["4 Opt", "4 Opt"], { format: "limited", pool: long }))).toEqual([
      { code: "too-many-lines", deck: "pool", count: 5000, max: 1000 },
    ]);
  });

  it("say how far lists within the limits are over a link's size, as values the form words", () => {
    // Letters that do not compress: a fixed pseudo-random sequence.
    let seed = 7;
    const letter = () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26));
    const list = () => Array.from({ length: 900 }, () => `1 ${Array.from({ length: 40 }, letter).join("")}`).join("\n");
    const encoded = encodeDraft(draft([list(), list()]));
    expect(encoded.fits).toBe(false);
    if (!encoded.fits) expect(encoded.reason.code).toMatch(/^too-(large|long)$/);
  });
});
