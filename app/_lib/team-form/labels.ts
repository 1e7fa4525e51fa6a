// What the form and the report call the formats and the team rules.
import { FORMATS, type Format, type Ruleset } from "@/lib/formats";

export interface FormatGroup {
  label: string;
  formats: Format[];
}

/** Sanctioned 2HG Constructed formats first, then Limited, then organiser-defined ones (MTR 3.2). */
export function formatGroups(): FormatGroup[] {
  return [
    { label: "Sanctioned 2HG Constructed", formats: FORMATS.filter((f) => f.sanctioned && f.kind === "constructed") },
    { label: "Sanctioned 2HG Limited", formats: FORMATS.filter((f) => f.sanctioned && f.kind === "limited") },
    { label: "Organiser-defined (not sanctioned)", formats: FORMATS.filter((f) => !f.sanctioned) },
  ];
}

export const RULESET_LABELS: Record<Ruleset, { label: string; meaning: string }> = {
  tournament: {
    label: "Tournament (MTR)",
    meaning: "Today's Magic Tournament Rules: no card other than basic lands may appear in both decks (MTR 8.4).",
  },
  classic: {
    label: "Classic: 4 copies combined",
    meaning: "The older rule many stores still use: the two decks together hold at most 4 copies of a card, basic lands excepted.",
  },
  open: {
    label: "Open: each deck by itself",
    meaning: "How most stores run 2HG Commander: each deck is a legal Commander deck on its own, and both may hold the same cards.",
  },
};
