// A calendar day (YYYY-MM-DD) in the reader's language (docs/rules.md, Legal on a date): the event's date
// with its weekday ("Friday, December 4, 2026", "venerdì 4 dicembre 2026"), other days without. The day is
// a date, not an instant: it is formatted in UTC so no time zone moves it to the day before.
import type { Locale } from "./locales";

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Friday, December 4, 2026": the event's day. */
export function eventDayName(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(at(day));
}

/** "December 4, 2026": a ban's or a release's day. */
export function dayName(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(at(day));
}
