import { foldSearchText, type ShipmentListRow, type ShipmentMode } from '@rumbo/domain';
import { useMemo } from 'react';
import { usePartnerOptions } from '../editor/use-partner-options.ts';
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from '../form/shipment-form-options.ts';
import type { ListFilters } from './list-view-state.ts';

export type FilterChoices = { statuses: string[]; priorities: string[]; clients: string[] };

const ORDER = new Intl.Collator('es', { sensitivity: 'base' });
// The forwarder's customers are the partners with this role (SPEC §3).
const CLIENT_ROLE = 'Cliente';

/**
 * What the filters offer, without reading the whole list (docs/decisions/051): the statuses
 * and priorities the form gives a shipment, the company's partners with the client role, the
 * values on the rows read so far (older data may hold others) and what the URL chose.
 * Values that differ only in case or accents, which the filter treats as one, appear once.
 */
export function useFilterChoices(
  mode: ShipmentMode,
  /** Null for a platform admin (every company's partners); undefined while signed out. */
  companyId: string | null | undefined,
  loadedRows: readonly ShipmentListRow[],
  filters: ListFilters,
): FilterChoices {
  const partners = usePartnerOptions(companyId ?? null, { enabled: companyId !== undefined });
  return useMemo(
    () => ({
      statuses: choices(STATUS_OPTIONS[mode], pick(loadedRows, 'status'), filters.statuses),
      priorities: choices(PRIORITY_OPTIONS, pick(loadedRows, 'priority'), filters.priorities),
      clients: choices(
        partners
          .filter((partner) => partner.rol === CLIENT_ROLE)
          .map((partner) => partner.displayName),
        pick(loadedRows, 'client'),
        filters.client ? [filters.client] : [],
      ),
    }),
    [mode, partners, loadedRows, filters],
  );
}

function remember(values: Map<string, string>, value: string): void {
  const key = foldSearchText(value);
  if (key !== '' && !values.has(key)) values.set(key, value);
}

function pick(rows: readonly ShipmentListRow[], column: 'status' | 'priority' | 'client') {
  return rows.map((row) => row[column]);
}

function choices(...sources: Iterable<string>[]): string[] {
  const values = new Map<string, string>();
  for (const source of sources) for (const value of source) remember(values, value);
  return [...values.values()].sort(ORDER.compare);
}
