import type { QuoteQuery, TariffMode } from '@rumbo/domain';

/** The calculator's inputs as typed: numbers may be blank while typing. */
export type QuoteRequest = {
  kind: 'sell' | 'buy';
  mode: TariffMode;
  origin: string;
  destination: string;
  cargoType: QuoteQuery['cargoType'];
  date: string;
  containers: { type: string; count: number | null }[];
  weightKg: number | null;
  volumeM3: number | null;
};

export function newQuoteRequest(today: string): QuoteRequest {
  return {
    kind: 'sell',
    mode: 'FCL',
    origin: '',
    destination: '',
    cargoType: 'general',
    date: today,
    containers: [{ type: '45G1', count: 1 }],
    weightKg: null,
    volumeM3: null,
  };
}

/** Enough to look rates up: both ends of the lane typed. */
export function isQuoteReady(request: QuoteRequest): boolean {
  return request.origin.trim().length >= 3 && request.destination.trim().length >= 3;
}

/** The query quoteLane reads (containers only for full container loads). */
export function toQuoteQuery(request: QuoteRequest): QuoteQuery {
  return {
    kind: request.kind,
    mode: request.mode,
    origin: request.origin,
    destination: request.destination,
    cargoType: request.cargoType,
    date: request.date,
    containers:
      request.mode === 'FCL'
        ? request.containers.map((row) => ({ type: row.type, count: row.count ?? 0 }))
        : [],
    weightKg: request.weightKg ?? 0,
    volumeM3: request.volumeM3 ?? 0,
  };
}
