/**
 * A quantity typed into a shipment (weight, volume, pieces, amount) as a finite number: numbers
 * as they are, numeric text with a point or a single decimal comma (`'12,5'`), anything else 0.
 */
export function readShipmentNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (text === '') return 0;
  const number = Number(/^-?\d*,\d+$/.test(text) ? text.replace(',', '.') : text);
  return Number.isFinite(number) ? number : 0;
}
