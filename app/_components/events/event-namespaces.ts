import type { Messages } from "next-intl";

/** The words the events' client components use (the team form's fields, the report's sheets with their day and deck links). */
export const EVENT_NAMESPACES: readonly (keyof Messages)[] = [
  "events",
  "teamForm",
  "formats",
  "report",
  "problems",
  "organizer",
  "reportExtras",
  "commander",
  "cards",
  "batchProblems",
  "eventDate",
  "deckLinks",
];
