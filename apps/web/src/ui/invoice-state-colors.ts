import type { InvoiceState } from '@rumbo/domain';

/**
 * The colour of an invoice's state badge (issue 39), wherever an invoice shows it (the invoices,
 * a shipment's billing panel): light badges in colours whose text reaches 4.5:1 on their tint,
 * also over a row's hover grey (status-color.ts: not green, orange or teal). Waiting on the PAC
 * is pink like a shipment on hold; paid is grape like one done.
 */
export const INVOICE_STATE_COLORS: Readonly<Record<InvoiceState, string>> = {
  draft: 'gray',
  sealed: 'pink',
  stamped: 'blue',
  partiallyPaid: 'indigo',
  paid: 'grape',
  cancelled: 'red',
};
