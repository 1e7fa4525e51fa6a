// The sample CSV the organizer page offers: three real teams in the columns POST /api/batch reads.
import { stringify } from "csv-stringify/sync";
import { CSV_WRITE_OPTIONS } from "@/lib/batch/csv";

const repeat = (count: number, name: string) => `${count} ${name}`;

const burn = [
  "4 Lightning Bolt",
  "4 Monastery Swiftspear",
  "4 Goblin Guide",
  "4 Lava Spike",
  repeat(44, "Mountain"),
].join("\n");
const control = ["4 Counterspell", "4 Opt", "4 Consider", repeat(48, "Island")].join("\n");
const zoo = ["2 Lightning Bolt", "4 Wild Nacatl", "4 Tarmogoyf", repeat(25, "Forest"), repeat(25, "Mountain")].join(
  "\n",
);
const mono = ["2 Lightning Bolt", "4 Thoughtseize", "4 Fatal Push", repeat(50, "Swamp")].join("\n");

export const SAMPLE_COLUMNS = ["team", "player1", "list1", "player2", "list2", "format", "ruleset"] as const;

const SAMPLE_ROWS = [
  ["Team Rocket", "Alice", burn, "Bob", control, "modern", "tournament"],
  ["Les Géants, Lyon", "Chloé", zoo, "Dmitri", mono, "modern", "tournament"],
  ["Kitchen Table", "Erin", zoo, "Farid", mono, "modern", "classic"],
];

export function sampleCsv(): string {
  return stringify([[...SAMPLE_COLUMNS], ...SAMPLE_ROWS], CSV_WRITE_OPTIONS);
}
