/** A NumberInput's value as a number, or null while blank or unreadable. */
export function numberOrNull(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const number = Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}
