import { addTariffDays, tariffDay, tariffRecordDate } from './tariff-days.ts';
import { tariffToDraft } from './tariff-draft.ts';
import type { Tariff, TariffDraft } from './tariff-types.ts';

/**
 * A new line copied from `t` with another validity (`YYYY-MM-DD`; validTo '' = open-ended):
 * the usual way to renew a rate for next month. Everything else is kept, to be edited before
 * saving; the copy is a draft, so it has no id, company or audit fields.
 */
export function duplicateTariff(
  t: Tariff,
  validity: { validFrom: string; validTo: string },
): TariffDraft {
  return { ...tariffToDraft(t), validFrom: validity.validFrom, validTo: validity.validTo };
}

/**
 * The update that ends lines yesterday, so they read "expired" from `today` on (`YYYY-MM-DD`,
 * business time). Apply it only to the lines canExpire accepts.
 */
export function expireTariffPatch(today: string): { validTo: string } {
  return { validTo: tariffRecordDate(addTariffDays(today, -1)) };
}

/**
 * True when bulk expiry may end the line yesterday: it started before today and has not ended
 * already. Lines that ended are left alone (their end date stays as history); lines that start
 * today or later cannot end before they start — delete or edit those instead.
 */
export function canExpire(t: { validFrom: string; validTo: string }, today: string): boolean {
  const from = tariffDay(t.validFrom);
  const to = tariffDay(t.validTo);
  return from !== '' && from < today && (to === '' || to >= today);
}
