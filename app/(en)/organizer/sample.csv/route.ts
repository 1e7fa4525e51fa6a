import { sampleCsv } from "@/app/_lib/organizer/batch-sample";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(sampleCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="2hg-teams-sample.csv"',
    },
  });
}
