import { z } from 'zod';

/**
 * The years a day filter may name. Every record of the product is far inside them, and the
 * bounds keep a day and the day after it inside what PostgreSQL's `timestamptz` accepts (year 0
 * and year 10000 are refused there, and used to come back as 500s: security review N3).
 */
export const earliestCalendarYear = 1900;
export const latestCalendarYear = 2999;

export const calendarDayProblem = `must be a real day written YYYY-MM-DD, between ${earliestCalendarYear} and ${latestCalendarYear}`;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` names a day of the calendar: no 30 February, no month 13, no day 0. */
function isCalendarDay(day: string): boolean {
  const parts = dayPattern.exec(day);
  if (!parts) return false;
  const [year, month, dayOfMonth] = parts.slice(1).map(Number) as [number, number, number];
  if (year < earliestCalendarYear || year > latestCalendarYear) return false;
  // Date.UTC rolls an impossible day over into the next month, so a real day survives the trip.
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth;
}

/**
 * A calendar day (UTC) in a query, as a date input gives it: the one rule for every `from`/`to`
 * filter of the API, so no day reaches SQL that the database would refuse.
 */
export const calendarDaySchema = z
  .string({ error: calendarDayProblem })
  .refine(isCalendarDay, { error: calendarDayProblem });

/** The first instant after `day` (UTC), for a range whose last day is included. */
export function startOfDayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}
