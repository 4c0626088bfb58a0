import {
  emptyTariffFilters,
  filterTariffs,
  tariffFilterOptions,
  type Tariff,
  type TariffFilters,
} from '@rumbo/domain';
import { useDeferredValue, useMemo, useState } from 'react';

/** The filters, and the lines they leave on `today` (search deferred while typing). */
export function useTariffListState(tariffs: readonly Tariff[], today: string) {
  const [filters, setFilters] = useState<TariffFilters>(emptyTariffFilters);
  const deferredSearch = useDeferredValue(filters.search);
  const visible = useMemo(
    () => filterTariffs(tariffs, { ...filters, search: deferredSearch }, today),
    [tariffs, filters, deferredSearch, today],
  );
  const options = useMemo(() => tariffFilterOptions(tariffs), [tariffs]);
  const change = (patch: Partial<TariffFilters>) =>
    setFilters((current) => ({ ...current, ...patch }));
  return { filters, change, visible, options, clear: () => setFilters(emptyTariffFilters()) };
}
