import { addTariffDays, tariffDay, type Tariff } from '@rumbo/domain';

const DAY_MS = 86_400_000;

/**
 * The validity a copy starts with: from the day after the old line ends, for as many days as it
 * ran (an open-ended line's copy starts today and stays open-ended).
 */
export function suggestedValidity(
  source: Pick<Tariff, 'validFrom' | 'validTo'>,
  today: string,
): { validFrom: string; validTo: string } {
  const oldFrom = tariffDay(source.validFrom);
  const oldTo = tariffDay(source.validTo);
  if (!oldTo) return { validFrom: today, validTo: '' };
  const validFrom = addTariffDays(oldTo, 1);
  const days = oldFrom ? Math.round((Date.parse(oldTo) - Date.parse(oldFrom)) / DAY_MS) : 29;
  return { validFrom, validTo: addTariffDays(validFrom, Math.max(days, 0)) };
}
