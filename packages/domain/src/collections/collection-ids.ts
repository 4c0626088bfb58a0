/**
 * Stable ids of the product's collections (15 characters of [a-z0-9_], like PocketBase's own
 * `_pb_users_auth_`). Relation fields point at these ids, so they must never change once a
 * database has been migrated.
 */
export const COLLECTION_IDS = {
  users: '_pb_users_auth_',
  companies: 'rmb_companies__',
  partners: 'rmb_partners___',
  shipments_ocean: 'rmb_ship_ocean_',
  shipments_air: 'rmb_ship_air___',
  shipments_land: 'rmb_ship_land__',
  shipment_locks: 'rmb_ship_locks_',
  notification_states: 'rmb_notif_state',
  notifications: 'rmb_notifs_____',
  notification_schedule: 'rmb_notif_sched',
  tariffs: 'rmb_tariffs____',
  tracking_links: 'rmb_track_links',
  messages: 'rmb_messages___',
  quotes: 'rmb_quotes_____',
  exchange_rates: 'rmb_exch_rates_',
  invoices: 'rmb_invoices___',
  payments: 'rmb_payments___',
  cfdi_documents: 'rmb_cfdi_docs__',
  company_csd: 'rmb_company_csd',
} as const;

export type ProductCollectionName = keyof typeof COLLECTION_IDS;

/** The three shipment collections, one per transport mode. */
export const SHIPMENT_COLLECTION_NAMES = [
  'shipments_ocean',
  'shipments_air',
  'shipments_land',
] as const;

export type ShipmentCollectionName = (typeof SHIPMENT_COLLECTION_NAMES)[number];
