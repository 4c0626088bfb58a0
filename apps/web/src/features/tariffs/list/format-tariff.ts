// Amounts read as the shipment costs do (en-US grouping), whatever the catalogue's language.
const MONEY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** An amount with its currency code, two decimals, e.g. `2,150.00 USD`. */
export function formatMoney(amount: number, currency: string): string {
  const number = MONEY.format(amount);
  return currency ? `${number} ${currency}` : number;
}

/** A quantity as people read it: up to three decimals, no trailing zeros. */
export function formatQuantity(value: number): string {
  return QUANTITY.format(value);
}
