import { addTariffDays, tariffDay } from './tariff-days.ts';
import { TARIFF_EXPIRING_WITHIN_DAYS, type TariffValidity } from './tariff-types.ts';

/**
 * Where a tariff line stands on `today` (`YYYY-MM-DD`, business time; see todayInBusinessTime).
 * Both ends are included: a line is in force from its first to its last day, and open-ended when
 * `validTo` is blank. Dates may be stored (`2026-05-01 00:00:00.000Z`) or typed (`2026-05-01`).
 *
 * - `upcoming`: starts after today;
 * - `expired`: ended before today;
 * - `expiring`: in force and ends within TARIFF_EXPIRING_WITHIN_DAYS days, today included
 *   (ends today … today + 14);
 * - `valid`: in force for longer, or open-ended.
 */
export function tariffValidity(
  t: { validFrom: string; validTo: string },
  today: string,
): TariffValidity {
  const from = tariffDay(t.validFrom);
  const to = tariffDay(t.validTo);
  if (from !== '' && from > today) return 'upcoming';
  if (to === '') return 'valid';
  if (to < today) return 'expired';
  return to <= addTariffDays(today, TARIFF_EXPIRING_WITHIN_DAYS - 1) ? 'expiring' : 'valid';
}

/** True when the line is in force on `day` (both ends included; blank `validTo` = open-ended). */
export function tariffInForceOn(t: { validFrom: string; validTo: string }, day: string): boolean {
  const from = tariffDay(t.validFrom);
  const to = tariffDay(t.validTo);
  return (from === '' || from <= day) && (to === '' || to >= day);
}
