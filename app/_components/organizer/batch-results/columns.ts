// The results table's columns, by what they sort.
import type { Messages } from "next-intl";
import type { SortKey } from "@/app/_lib/organizer/batch-table";

// Labels are "organizer" messages; "#" is the same in every language.
export const COLUMNS: { key: SortKey; label: keyof Messages["organizer"] | null; numeric?: boolean }[] = [
  { key: "index", label: null, numeric: true },
  { key: "name", label: "colTeam" },
  { key: "players", label: "colPlayers" },
  { key: "format", label: "colFormat" },
  { key: "verdict", label: "colVerdict" },
  { key: "errors", label: "colErrors", numeric: true },
  { key: "warnings", label: "colWarnings", numeric: true },
];
