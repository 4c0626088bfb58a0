import { BUSINESS_UTC_OFFSET_MINUTES, TRACKING_LINKS_COLLECTION, toDate } from '@rumbo/domain';

/** What the new-link form holds: whom the link is for, and the last day it works ('' = none). */
export type NewLinkValues = { label: string; expiresOn: string };

/** What is wrong with an entry, by field; nothing when the link may be made. */
export type NewLinkProblems = {
  label?: 'required' | 'tooLong';
  expiresOn?: 'invalid' | 'past';
};

/** The longest label the server keeps, from the collection's schema. */
export const LABEL_MAX_LENGTH = labelMaxLength();

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form's problems at `now`: a label is required and at most LABEL_MAX_LENGTH characters
 * (counted as the server counts them, by code point); an expiry day must be a real day whose
 * end (in business time, UTC−6) is still to come, so today is the earliest.
 */
export function newLinkProblems(values: NewLinkValues, now: Date): NewLinkProblems {
  const problems: NewLinkProblems = {};
  const label = values.label.trim();
  if (label === '') problems.label = 'required';
  else if ([...label].length > LABEL_MAX_LENGTH) problems.label = 'tooLong';
  const day = values.expiresOn.trim();
  if (day !== '') {
    const end = endOfBusinessDay(day);
    if (!end) problems.expiresOn = 'invalid';
    else if (end.getTime() <= now.getTime()) problems.expiresOn = 'past';
  }
  return problems;
}

/**
 * The stored expiry of a picked day: its last instant in business time, in the record server's
 * date layout (`2026-03-31` → `2026-04-01 05:59:59.999Z`), so the link works all that day.
 * '' for no day (or one that cannot be read).
 */
export function expiryOfDay(day: string): string {
  const end = endOfBusinessDay(day.trim());
  return end ? end.toISOString().replace('T', ' ') : '';
}

/** Today in business time as a date input writes it (`YYYY-MM-DD`): the earliest expiry. */
export function businessToday(now: Date): string {
  return new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

function endOfBusinessDay(day: string): Date | null {
  return DAY.test(day) ? toDate(`${day}T23:59:59.999`) : null;
}

function labelMaxLength(): number {
  const field = TRACKING_LINKS_COLLECTION.schema.find((it) => it.name === 'label');
  const max = field?.options.max;
  return typeof max === 'number' && max > 0 ? max : 200;
}
