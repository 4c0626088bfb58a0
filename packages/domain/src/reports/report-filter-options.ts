import { REPORT_COLLATOR } from './report-buckets.ts';
import type { ReportFact } from './report-types.ts';

/** The values the report's pickers offer, each sorted in Spanish alphabetical order. */
export type ReportFilterOptions = {
  clients: string[];
  carriers: string[];
  statuses: string[];
  currencies: string[];
  directions: string[];
};

/**
 * The distinct non-empty clients, carriers, statuses, currencies (of cost-control rows) and
 * directions of `facts`. Values differing only in case (which the filters treat as one) are
 * offered once, spelled as first seen.
 */
export function reportFilterOptions(facts: readonly ReportFact[]): ReportFilterOptions {
  const clients = new Map<string, string>();
  const carriers = new Map<string, string>();
  const statuses = new Map<string, string>();
  const currencies = new Map<string, string>();
  const directions = new Map<string, string>();
  for (const fact of facts) {
    add(clients, fact.client);
    add(carriers, fact.carrier);
    add(statuses, fact.status);
    add(directions, fact.direction);
    for (const money of fact.money) add(currencies, money.currency);
  }
  return {
    clients: sorted(clients),
    carriers: sorted(carriers),
    statuses: sorted(statuses),
    currencies: sorted(currencies),
    directions: sorted(directions),
  };
}

function add(options: Map<string, string>, value: string): void {
  const text = value.trim();
  if (text === '') return;
  const key = text.toLowerCase();
  if (!options.has(key)) options.set(key, text);
}

function sorted(options: Map<string, string>): string[] {
  return [...options.values()].sort(REPORT_COLLATOR.compare);
}
