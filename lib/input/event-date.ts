// The event's date a check answers for (docs/rules.md, Legal on a date): a day of the calendar as
// YYYY-MM-DD, from the day the ban log begins. Without one a check answers for today.
import { z } from "zod";
import { because } from "./input-issue";

/** The first day the ban log answers for (lib/legality/ban-log/log.ts's coverage; a test keeps the two equal). */
export const EVENT_DATE_FROM = "2023-01-01";

export const eventDateSchema = z
  .string({ error: because({ code: "event-date-not-a-day" }) })
  .refine((day) => z.iso.date().safeParse(day).success, {
    error: because({ code: "event-date-not-a-day" }),
    abort: true,
  })
  .refine((day) => day >= EVENT_DATE_FROM, {
    error: because({ code: "event-date-before-log", from: EVENT_DATE_FROM }),
  });

/** Today's date on the server's clock, as the day a check without a date answers for (UTC, as Scryfall dates its data). */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);
