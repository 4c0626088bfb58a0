import { localInputToIso } from './form-values.ts';
import type { EntryProblem } from './shipment-form-store.ts';

/**
 * What a `datetime-local` entry means: its ISO time ('' when blank; the browser also gives ''
 * for an incomplete entry), or why it cannot be stored. Browsers take years of up to six digits
 * (`20260-03-04T09:15`), which no stored date has.
 */
export function readDateEntry(text: string): { iso: string; problem: EntryProblem | null } {
  const iso = localInputToIso(text);
  if (text.trim() === '' || iso !== '') return { iso, problem: null };
  return { iso: '', problem: /^\+?\d{5,}-/.test(text.trim()) ? 'year' : 'date' };
}
