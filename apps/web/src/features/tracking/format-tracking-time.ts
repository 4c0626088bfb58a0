import type { LocationTimeZone } from '@rumbo/domain';
import { formatInstant } from '@rumbo/domain';

// Read back, never shown: the offset's digits are taken from it, so its locale is fixed.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** A time as the place it happens at reads it, e.g. "Tue 3 Mar 2026, 18:30"; '' if unreadable. */
export function formatZonedTime(iso: string, timeZone: string): string {
  // The comma ICU puts after the weekday goes: the day and the weekday read as one.
  return formatInstant(iso, 'weekdayDateTimeYear', { timeZone }).replace(',', '');
}

/**
 * The zone a time is shown in, for a label next to it: the IANA zone's place and its UTC offset
 * on that date, e.g. "Shanghai, UTC+8" or "Mexico City, UTC−6"; the bare offset for the business
 * zone (`isKnown: false`), whose label says why.
 */
export function zoneLabel(iso: string, zone: LocationTimeZone): string {
  const time = Date.parse(iso);
  const at = Number.isNaN(time) ? Date.now() : time;
  const offsetPart = offsetFormat(zone.zone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = (offsetPart ?? 'GMT').replace('GMT', 'UTC').replace('-', '−');
  const utc = offset === 'UTC' ? 'UTC+0' : offset;
  if (!zone.isKnown) return utc;
  const place = (zone.zone.split('/').at(-1) ?? zone.zone).replace(/_/g, ' ');
  return `${place}, ${utc}`;
}

/** A duration in minutes in its largest sensible unit: minutes under an hour, hours under 2 days. */
export function durationParts(minutes: number): {
  unit: 'minutes' | 'hours' | 'days';
  count: number;
} {
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.round(minutes / 60) };
  return { unit: 'days', count: Math.round(minutes / (24 * 60)) };
}
