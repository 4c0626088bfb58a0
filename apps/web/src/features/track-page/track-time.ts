import type { LocationTimeZone } from '@rumbo/domain';
import type { TrackLanguage } from './track-texts.ts';

const LOCALES: Record<TrackLanguage, string> = { es: 'es-MX', en: 'en-US' };
const formats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A time as the place it happens at reads it, e.g. "mar 3 mar 2026, 18:30"; '' if unreadable. */
export function placeTime(iso: string, zone: string, language: TrackLanguage): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const format = cached(
    `${language}|${zone}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  return format.format(at);
}

/**
 * The zone a time is shown in: the place and its UTC offset on that date, e.g. "Shanghai,
 * UTC+8"; the bare offset when the place's zone is not known (the business zone is shown then).
 */
export function zoneText(iso: string, zone: LocationTimeZone): string {
  const at = Date.parse(iso);
  const offsetPart = cached(
    `offset|${zone.zone}`,
    () => new Intl.DateTimeFormat('en-GB', { timeZone: zone.zone, timeZoneName: 'shortOffset' }),
  )
    .formatToParts(Number.isNaN(at) ? Date.now() : at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = (offsetPart ?? 'GMT').replace('GMT', 'UTC').replace('-', '−');
  const utc = offset === 'UTC' ? 'UTC+0' : offset;
  if (!zone.isKnown) return utc;
  const place = (zone.zone.split('/').at(-1) ?? zone.zone).replace(/_/g, ' ');
  return `${place}, ${utc}`;
}
