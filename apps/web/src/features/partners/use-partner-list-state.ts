import { filterPartnerRows } from '@rumbo/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import type { PartnerRowView } from './list/partner-grid-row.tsx';

/** The list's search and filters, and the rows they leave (search deferred while typing). */
export function usePartnerListState(rows: readonly PartnerRowView[]) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [type, setType] = useState('');
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () =>
      filterPartnerRows(rows, {
        search: deferredSearch,
        roles: role ? [role] : [],
        types: type ? [type] : [],
      }),
    [rows, deferredSearch, role, type],
  );
  const clear = () => {
    setSearch('');
    setRole('');
    setType('');
  };
  return { search, setSearch, role, setRole, type, setType, visible, clear };
}
