import { addTariffDays, tariffRecordDate, todayInBusinessTime } from '../tariffs/tariff-days.ts';
import { DEMO_IDS } from './demo-accounts.ts';
import type { DemoAuthor, DemoRecord } from './demo-data-types.ts';
import type { DemoRandom } from './demo-random.ts';
import {
  GOLFO_TARIFF_LINES,
  VENCIDA_TARIFF_LINES,
  type DemoTariffPeriod,
} from './demo-tariff-lines.ts';

/**
 * The demo tariff lines (freight-domain §4.2): 46 for Golfo and 3 for Vencida, none for Plata
 * (the silver plan has no tariffs). Validity is relative to the seed's day in business time, so
 * every run shows lines in force, expiring within 15 days, expired and upcoming; the exact days
 * and amounts (±4 %) vary with the random source. Unset numbers are stored as 0.
 */
export function buildDemoTariffs({
  now,
  random,
  authorsOf,
}: {
  now: Date;
  random: DemoRandom;
  authorsOf: (company: string) => DemoAuthor[];
}): DemoRecord[] {
  const today = todayInBusinessTime(now);
  const lines = [
    ...GOLFO_TARIFF_LINES.map((line) => ({ line, company: DEMO_IDS.golfo })),
    ...VENCIDA_TARIFF_LINES.map((line) => ({ line, company: DEMO_IDS.vencida })),
  ];
  return lines.map(({ line, company }) => {
    const author = random.pick(authorsOf(company));
    const { period, amount, minAmount, transitDays, freeDays, ...fields } = line;
    return {
      id: random.id(),
      company,
      ...fields,
      amount: jitter(amount, random),
      minAmount: minAmount ?? 0,
      transitDays: transitDays ?? 0,
      freeDays: freeDays ?? 0,
      ...validity(period, today, random),
      legacyId: '',
      createdBy: author.id,
      updatedBy: author.id,
    };
  });
}

function validity(period: DemoTariffPeriod, today: string, random: DemoRandom) {
  const day = (offset: number) => tariffRecordDate(addTariffDays(today, offset));
  switch (period) {
    case 'current':
      return { validFrom: day(-random.int(10, 40)), validTo: day(random.int(30, 75)) };
    case 'expiring':
      return { validFrom: day(-random.int(30, 60)), validTo: day(random.int(1, 12)) };
    case 'expired':
      return { validFrom: day(-random.int(70, 100)), validTo: day(-random.int(3, 25)) };
    case 'upcoming': {
      const start = random.int(5, 20);
      return { validFrom: day(start), validTo: day(start + 60) };
    }
    case 'open':
      return { validFrom: day(-random.int(60, 120)), validTo: '' };
  }
}

/** The amount moved by up to ±4 %: whole units above 100, cents below. */
function jitter(amount: number, random: DemoRandom): number {
  const moved = amount * (1 + random.float(-0.04, 0.04));
  return amount > 100 ? Math.round(moved) : Math.round(moved * 100) / 100;
}
