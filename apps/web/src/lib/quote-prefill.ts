// What the Tariffs calculator hands to a new quote (issue 38): the lane and cargo a person typed
// there, as query parameters of the quote editor's address, so "Create quote" starts from them.

/** The cargo kinds of the calculator, each naming a quote's mode and cargo. */
export const PREFILL_CARGO_KINDS = ['FCL', 'LCL', 'AIR', 'FTL', 'LTL'] as const;
export type PrefillCargoKind = (typeof PREFILL_CARGO_KINDS)[number];

export type QuotePrefill = {
  cargo?: PrefillCargoKind;
  origin?: string;
  destination?: string;
  /** The day rates were looked up for (`YYYY-MM-DD`): the quote's date. */
  date?: string;
  containers?: { type: string; count: number }[];
  weightKg?: number;
  volumeM3?: number;
};

/** The query string (with its `?`, or '' when empty) that carries `prefill`. */
export function quotePrefillSearch(prefill: QuotePrefill): string {
  const query = new URLSearchParams();
  if (prefill.cargo) query.set('cargo', prefill.cargo);
  if (prefill.origin?.trim()) query.set('origin', prefill.origin.trim());
  if (prefill.destination?.trim()) query.set('destination', prefill.destination.trim());
  if (prefill.date) query.set('date', prefill.date);
  const containers = (prefill.containers ?? []).filter((row) => row.type && row.count > 0);
  if (containers.length > 0)
    query.set('containers', containers.map((row) => `${row.type}:${row.count}`).join(','));
  if (prefill.weightKg) query.set('weightKg', String(prefill.weightKg));
  if (prefill.volumeM3) query.set('volumeM3', String(prefill.volumeM3));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The prefill a query string carries; anything unreadable is left out. */
export function readQuotePrefill(search: string): QuotePrefill {
  const query = new URLSearchParams(search);
  const prefill: QuotePrefill = {};
  const cargo = query.get('cargo')?.toUpperCase();
  if (cargo && (PREFILL_CARGO_KINDS as readonly string[]).includes(cargo))
    prefill.cargo = cargo as PrefillCargoKind;
  const origin = query.get('origin')?.trim();
  if (origin) prefill.origin = origin.slice(0, 100);
  const destination = query.get('destination')?.trim();
  if (destination) prefill.destination = destination.slice(0, 100);
  const date = query.get('date');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) prefill.date = date;
  const containers = (query.get('containers') ?? '')
    .split(',')
    .map((part) => {
      const [type = '', count = ''] = part.split(':');
      return { type: type.trim().toUpperCase(), count: Math.floor(Number(count)) };
    })
    .filter((row) => /^[0-9A-Z]{4}$/.test(row.type) && row.count > 0 && row.count < 1000);
  if (containers.length > 0) prefill.containers = containers;
  for (const field of ['weightKg', 'volumeM3'] as const) {
    const value = Number(query.get(field));
    if (Number.isFinite(value) && value > 0) prefill[field] = value;
  }
  return prefill;
}
