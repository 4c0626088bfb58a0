/**
 * Which collections keep a history and a recycle bin, and what of them is not a person's change
 * (docs/decisions/065). Every product collection is named here, in one list or the other, so a
 * collection added later has to choose (history-collections.test.ts).
 */
export type HistoryPolicy = {
  /** Fields left out: what the server computes from the others, and bookkeeping. */
  ignored: readonly string[];
  /** Fields recorded only as "changed": never their values. */
  secret: readonly string[];
  /** Deleted records go to the recycle bin (with their files) instead of away. */
  recycleBin: boolean;
};

/** The shipments' list and search columns (decision 045) and the web app's whole-object copy. */
const SHIPMENT_COMPUTED = [
  'payload',
  'searchText',
  'listRow',
  'sortCode',
  'sortReference',
  'sortClient',
  'sortOrigin',
  'sortStatus',
  'statusKey',
  'priorityKey',
  'clientKey',
  'nextMilestoneAt',
  'isOpen',
  'updatedBy',
];
const SHIPMENT: HistoryPolicy = { ignored: SHIPMENT_COMPUTED, secret: [], recycleBin: true };

export const HISTORY_COLLECTIONS: Readonly<Record<string, HistoryPolicy>> = {
  shipments_ocean: SHIPMENT,
  shipments_air: SHIPMENT,
  shipments_land: SHIPMENT,
  partners: { ignored: ['searchText', 'updatedBy'], secret: [], recycleBin: true },
  tariffs: { ignored: ['searchText', 'updatedBy'], secret: [], recycleBin: true },
  companies: { ignored: [], secret: [], recycleBin: false },
  users: { ignored: ['lastLogin'], secret: ['activeSessionNonce'], recycleBin: false },
  // Who shared a shipment with whom and who revoked it; the token itself is never recorded.
  tracking_links: { ignored: ['lastOpenedAt'], secret: ['token'], recycleBin: false },
  // Who priced, sent, accepted or changed a quote. Its totals follow from its lines, when it was
  // sent or decided from the entry of its state's change, its earlier versions from the entries.
  quotes: {
    ignored: ['totals', 'updatedBy', 'sentAt', 'decidedAt', 'versions'],
    secret: [],
    recycleBin: true,
  },
  exchange_rates: { ignored: [], secret: [], recycleBin: false },
  // Who drafted, sealed, stamped, paid or cancelled a CFDI; its totals and claims are the server's.
  invoices: {
    ignored: ['totals', 'updatedBy', 'shipments', 'shipmentIds', 'stampClaim', 'stampClaimUntil'],
    secret: [],
    recycleBin: false,
  },
  payments: {
    ignored: ['updatedBy', 'invoiceIds', 'stampClaim', 'stampClaimUntil'],
    secret: [],
    recycleBin: false,
  },
};

/** Collections that hold state kept for people or by the server, not business records. */
export const COLLECTIONS_WITHOUT_HISTORY: readonly string[] = [
  'shipment_locks',
  'notification_states',
  'notifications',
  'notification_schedule',
  // The outbox is its own log: who got what, when, and what the mail server answered.
  'messages',
  // The CFDI's XML is the invoice's own document, kept as sealed and as stamped; the CSD's key is
  // never recorded anywhere.
  'cfdi_documents',
  'company_csd',
];

/** The field a restored record's code lives in, when codes are unique per company. */
export const RESTORE_CODE_FIELD: Readonly<Record<string, string>> = {
  shipments_ocean: 'shipmentCode',
  shipments_air: 'shipmentCode',
  shipments_land: 'shipmentCode',
};
