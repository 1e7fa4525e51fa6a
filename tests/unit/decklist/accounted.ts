// The reader's promise that no line vanishes (docs/decklist-formats.md, "How a list is read"): every
// non-empty line is a card, a heading, a comment, an ignored line or an unparsed line, exactly one of
// them. Parser tests read their lists through parseAccounted, so each of their inputs is checked too.
import { classifyLines } from "@/lib/decklist/classify";
import { ZONES, type Decklist } from "@/lib/decklist/decklist";
import { parseDecklist } from "@/lib/decklist/parse";
import { isHeading, settleCardOrHeading } from "@/lib/decklist/card-or-heading";

export type LineAccount = Record<
  "cards" | "headings" | "comments" | "ignored" | "unparsed" | "cardOrHeading",
  number[]
>;

/** Which lines the reader put where; a line in two places, or a non-empty line in none, is a problem. */
export function accountForLines(
  text: string,
  parsed: Decklist = parseDecklist(text),
): { account: LineAccount; problems: string[] } {
  const classified = classifyLines(text);
  const cards = new Set<number>();
  for (const zone of ZONES) for (const entry of parsed[zone]) for (const line of entry.lines) cards.add(line);
  const account: LineAccount = {
    cards: [...cards],
    // An ignored section's header is listed under ignored, with its reason.
    headings: classified
      .filter((line) => line.kind === "header" && line.section.kind !== "ignored")
      .map((line) => line.line),
    comments: parsed.ignored.filter((line) => line.why.code === "comment").map((line) => line.line),
    ignored: parsed.ignored.filter((line) => line.why.code !== "comment").map((line) => line.line),
    unparsed: parsed.unparsed.map((line) => line.line),
    cardOrHeading: parsed.cardOrHeading.map((line) => line.line),
  };

  const problems: string[] = [];
  const placed = new Map<number, string>();
  for (const [bucket, lines] of Object.entries(account)) {
    for (const line of lines) {
      const earlier = placed.get(line);
      if (earlier !== undefined) problems.push(`line ${line} is both ${earlier} and ${bucket}`);
      placed.set(line, bucket);
    }
  }
  for (const line of classified) {
    const nonEmpty = line.kind !== "blank";
    if (nonEmpty && !placed.has(line.line))
      problems.push(`line ${line.line} (${JSON.stringify(line.text.slice(0, 60))}) vanished`);
    if (!nonEmpty && placed.has(line.line)) problems.push(`blank line ${line.line} is under ${placed.get(line.line)}`);
  }
  if (placed.size !== classified.filter((line) => line.kind !== "blank").length)
    problems.push("the buckets do not add up to the non-empty lines");
  // Settled with no card known, a card-or-heading line is a heading its cards bear out, or a card line.
  const settled = settleCardOrHeading(parsed, () => false);
  const settledCards = new Set(ZONES.flatMap((zone) => settled[zone].flatMap((entry) => entry.lines)));
  for (const line of parsed.cardOrHeading) {
    const heading = isHeading(line, () => false);
    if (heading === settledCards.has(line.line))
      problems.push(
        `line ${line.line} (${JSON.stringify(line.text)}) is ${heading ? "a heading and a card" : "neither a heading nor a card"}`,
      );
  }
  return { account, problems };
}

/** parseDecklist, failing the test when any line of `text` is not accounted for exactly once. */
export function parseAccounted(text: string): Decklist {
  const parsed = parseDecklist(text);
  const { problems } = accountForLines(text, parsed);
  if (problems.length > 0)
    throw new Error(`lines not accounted for in ${JSON.stringify(text.slice(0, 120))}: ${problems.join("; ")}`);
  return parsed;
}
