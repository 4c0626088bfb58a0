import { useState } from 'react';

/**
 * The record as a form first showed it, kept while lists refresh underneath: the version a save
 * is based on (docs/decisions/033). `reopen` moves it on to the version a save wrote.
 */
export function useOpenedRecord<T>(current: T | null | undefined) {
  const [opened, setOpened] = useState<T | null>(current ?? null);
  // The record may arrive after the form opened (a list still loading): the first one shown.
  if (opened === null && current) setOpened(current);
  return { opened: opened ?? current ?? null, reopen: setOpened };
}
