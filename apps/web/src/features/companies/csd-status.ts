import { toDate, type CompaniesRecord } from '@rumbo/domain';

// Where the company's CSD stands (issue 39): the SAT issues a CSD for four years, and an invoice
// cannot be sealed with one that ended, so the screen warns a month ahead.

/** How many days before its end the CSD is warned about. */
export const CSD_WARNING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export type CsdStatus =
  { kind: 'none' } | { kind: 'valid' | 'ending' | 'ended' | 'notYetValid'; daysLeft: number };

/** The CSD's state at `nowMs`: none uploaded, valid, ending within 30 days, ended, or not yet valid. */
export function csdStatus(
  company: Pick<CompaniesRecord, 'csdNumber' | 'csdValidFrom' | 'csdValidTo'>,
  nowMs: number,
): CsdStatus {
  const validTo = toDate(company.csdValidTo ?? '');
  if (!company.csdNumber || !validTo) return { kind: 'none' };
  const daysLeft = Math.ceil((validTo.getTime() - nowMs) / DAY_MS);
  const validFrom = toDate(company.csdValidFrom ?? '');
  if (validTo.getTime() <= nowMs) return { kind: 'ended', daysLeft };
  if (validFrom && validFrom.getTime() > nowMs) return { kind: 'notYetValid', daysLeft };
  return { kind: daysLeft <= CSD_WARNING_DAYS ? 'ending' : 'valid', daysLeft };
}
