import type { ReportFact } from './report-types.ts';

/** Test helper: an ocean fact with nothing counted yet, and the given overrides. */
export function makeFact(overrides: Partial<ReportFact> & { id: string }): ReportFact {
  return {
    mode: 'ocean',
    code: '',
    reference: '',
    direction: '',
    client: '',
    carrier: '',
    status: '',
    origin: '',
    destination: '',
    createdAt: '',
    etd: '',
    eta: '',
    teu: 0,
    chargeableKg: 0,
    money: [],
    milestones: { onTime: 0, late: 0, overdue: 0 },
    ...overrides,
  };
}

/** Test helper: money of one currency, profit = income − cost. */
export function money(currency: string, income: number, cost: number) {
  return { currency, income, cost, profit: Math.round((income - cost) * 100) / 100 };
}
