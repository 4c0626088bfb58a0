// Generated from PRODUCT_COLLECTIONS by `npm run generate:record-types`. Do not edit by hand:
// change the collection definitions and run the script (a test fails while this file is stale).
import type { AuthRecordFields, BaseRecordFields } from './record-base-types.ts';

/** A record of `users`. */
export type UsersRecord = BaseRecordFields &
  AuthRecordFields & {
    company: string;
    telefono: string;
    nombreCompleto: string;
    role: string;
    lastLogin: string;
    activeSessionNonce: string;
    language: 'es' | 'en' | '';
    digestOff: boolean;
  };

/** A record of `companies`. */
export type CompaniesRecord = BaseRecordFields & {
  name: string;
  rfc: string;
  razon_social: string;
  direccion: string;
  documents: unknown;
  documentFiles: string[];
  moduleAccess: unknown;
  superusers: string[];
  superuser: string;
  brandName: string;
  brandLogoUrl: string;
  brandLogo: string;
  membershipPlan: 'gold' | 'silver' | 'enterprise' | 'personal_development' | '';
  membershipStartAt: string;
  membershipEndAt: string;
  legacyId: string;
  documentFooter: string;
  documentTerms: string;
  replyTo: string;
  estimateNoticeHours: number;
  marginRules: unknown;
  regimenFiscal: string;
  codigoPostal: string;
  invoiceSeries: string;
  paymentSeries: string;
  csdNumber: string;
  csdRfc: string;
  csdValidFrom: string;
  csdValidTo: string;
};

/** A record of `partners`. */
export type PartnersRecord = BaseRecordFields & {
  company: string;
  rol: 'Cliente' | 'Proveedor' | 'Naviera' | 'Transporte' | 'Agente' | 'Otro' | '';
  tipo: 'persona' | 'empresa' | '';
  displayName: string;
  razonSocial: string;
  nombreCompleto: string;
  rfc: string;
  direccion: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
  contacts: unknown;
  legacyId: string;
  createdBy: string;
  updatedBy: string;
  searchText: string;
};

/** A record of `shipments_ocean`. */
export type ShipmentsOceanRecord = BaseRecordFields & {
  company: string;
  searchText: string;
  listRow: unknown;
  sortCode: string;
  sortReference: string;
  sortClient: string;
  sortOrigin: string;
  sortStatus: string;
  statusKey: string;
  priorityKey: string;
  clientKey: string;
  nextMilestoneAt: string;
  isOpen: boolean;
  payload: unknown;
  reference: string;
  shipper: string;
  consignee: string;
  origin: string;
  destination: string;
  status: string;
  shipmentCode: string;
  legacyId: string;
  createdBy: string;
  updatedBy: string;
  itinerary: unknown;
  parties: unknown;
  quote: string;
  documentFiles: string[];
  ref: string;
  bookingRef: string;
  blNumber: string;
  hblNumber: string;
  notify: string;
  carrier: string;
  principal: string;
  vessel: string;
  voyage: string;
  operationalStatus: string;
  financialStatus: string;
  priority: string;
  incoterm: string;
  freightTerms: string;
  direction: string;
  notes: string;
  pickupLocation: string;
  portOfLoad: string;
  portOfArrival: string;
  warehouseLocation: string;
  deliveryLocation: string;
  cargoType: string;
  containerType: string;
  hsCode: string;
  pickupEstimated: string;
  pickupActual: string;
  portOfLoadDepartureEstimated: string;
  portOfLoadDepartureActual: string;
  portOfLoadArrivalEstimated: string;
  portOfLoadArrivalActual: string;
  portOfArrivalArrivalEstimated: string;
  portOfArrivalArrivalActual: string;
  warehouseReleaseEstimated: string;
  warehouseReleaseActual: string;
  cutOffDocEstimated: string;
  cutOffDocActual: string;
  cutOffPhyEstimated: string;
  cutOffPhyActual: string;
  deliveryEstimated: string;
  deliveryActual: string;
  deliveryPickupDate: string;
  dangerousGoods: boolean;
  containersList: unknown;
  lclItems: unknown;
  costControlRows: unknown;
  documents: unknown;
  comments: unknown;
  activitiesStatus: unknown;
};

/** A record of `shipments_air`. */
export type ShipmentsAirRecord = BaseRecordFields & {
  company: string;
  searchText: string;
  listRow: unknown;
  sortCode: string;
  sortReference: string;
  sortClient: string;
  sortOrigin: string;
  sortStatus: string;
  statusKey: string;
  priorityKey: string;
  clientKey: string;
  nextMilestoneAt: string;
  isOpen: boolean;
  payload: unknown;
  reference: string;
  shipper: string;
  consignee: string;
  origin: string;
  destination: string;
  status: string;
  shipmentCode: string;
  legacyId: string;
  createdBy: string;
  updatedBy: string;
  itinerary: unknown;
  parties: unknown;
  quote: string;
  documentFiles: string[];
  bookingRef: string;
  awb: string;
  hawb: string;
  airline: string;
  flight: string;
  financialStatus: string;
  priority: string;
  incoterm: string;
  freightTerms: string;
  direction: string;
  notify: string;
  principal: string;
  pickupLocation: string;
  airportOfDeparture: string;
  airportOfArrival: string;
  deliveryLocation: string;
  pickupEstimated: string;
  pickupActual: string;
  airportDepartureEstimated: string;
  airportDepartureActual: string;
  airportArrivalEstimated: string;
  airportArrivalActual: string;
  deliveryEstimated: string;
  deliveryActual: string;
  deliveryPickupDate: string;
  uldsList: unknown;
  looseItems: unknown;
  costControlRows: unknown;
  documents: unknown;
  comments: unknown;
  activitiesStatus: unknown;
};

/** A record of `shipments_land`. */
export type ShipmentsLandRecord = BaseRecordFields & {
  company: string;
  searchText: string;
  listRow: unknown;
  sortCode: string;
  sortReference: string;
  sortClient: string;
  sortOrigin: string;
  sortStatus: string;
  statusKey: string;
  priorityKey: string;
  clientKey: string;
  nextMilestoneAt: string;
  isOpen: boolean;
  payload: unknown;
  reference: string;
  shipper: string;
  consignee: string;
  origin: string;
  destination: string;
  status: string;
  shipmentCode: string;
  legacyId: string;
  createdBy: string;
  updatedBy: string;
  itinerary: unknown;
  parties: unknown;
  quote: string;
  documentFiles: string[];
  ref: string;
  bookingRef: string;
  carrier: string;
  notify: string;
  principal: string;
  financialStatus: string;
  priority: string;
  incoterm: string;
  driverMode: string;
  serviceScope: string;
  notes: string;
  pickupLocation: string;
  deliveryLocation: string;
  load: string;
  vehicle: string;
  pickupEta: string;
  pickupAt: string;
  deliveryEta: string;
  deliveryAt: string;
  weightKg: number;
  volumeM3: number;
  costControlRows: unknown;
  documents: unknown;
  comments: unknown;
  activitiesStatus: unknown;
};

/** A record of `shipment_locks`. */
export type ShipmentLocksRecord = BaseRecordFields & {
  company: string;
  collection: 'shipments_ocean' | 'shipments_air' | 'shipments_land';
  shipmentId: string;
  userId: string;
  userName: string;
  lockedAt: string;
  hasPendingChanges: boolean;
  expiresAt: string;
};

/** A record of `notification_states`. */
export type NotificationStatesRecord = BaseRecordFields & {
  company: string;
  user: string;
  dedupKey: string;
  status: 'open' | 'ack' | 'resolved';
  mode: 'ocean' | 'air' | 'land' | '';
  shipmentId: string;
  milestone: string;
  statusChangedAt: string;
};

/** A record of `tariffs`. */
export type TariffsRecord = BaseRecordFields & {
  company: string;
  kind: 'buy' | 'sell';
  mode: 'FCL' | 'LCL' | 'AIR' | 'FTL' | 'LTL';
  direction: 'import' | 'export' | 'domestic' | '';
  cargoType: 'general' | 'dangerous' | 'reefer' | 'oversize' | 'perishable' | 'valuable' | '';
  carrier: string;
  contractRef: string;
  customer: string;
  origin: string;
  destination: string;
  charge: string;
  basis: 'shipment' | 'container' | 'teu' | 'kg' | 'cbm' | 'wm';
  containerType: string;
  currency: string;
  amount: number;
  minAmount: number;
  breaks: unknown;
  validFrom: string;
  validTo: string;
  transitDays: number;
  freeDays: number;
  notes: string;
  legacyId: string;
  createdBy: string;
  updatedBy: string;
  searchText: string;
};

/** A record of `notifications`. */
export type NotificationsRecord = BaseRecordFields & {
  company: string;
  dedupKey: string;
  type: 'missing_actual_date';
  status: 'open' | 'resolved';
  mode: 'ocean' | 'air' | 'land';
  shipmentId: string;
  reference: string;
  milestone:
    | 'pickup'
    | 'cutOffDoc'
    | 'cutOffPhy'
    | 'portOfLoadArrival'
    | 'portOfLoadDeparture'
    | 'portOfArrivalArrival'
    | 'warehouseRelease'
    | 'delivery'
    | 'departure'
    | 'arrival';
  estimatedAt: string;
  dueAt: string;
  priority: 'urgent' | 'high' | 'normal' | 'low';
  priorityRank: number;
  lastNotifiedAt: string;
  resolvedAt: string;
  shipmentCreated: string;
  milestoneRank: number;
};

/** A record of `notification_schedule`. */
export type NotificationScheduleRecord = BaseRecordFields & {
  company: string;
  mode: 'ocean' | 'air' | 'land';
  shipmentId: string;
  checkAt: string;
};

/** A record of `tracking_links`. */
export type TrackingLinksRecord = BaseRecordFields & {
  company: string;
  shipmentCollection: 'shipments_ocean' | 'shipments_air' | 'shipments_land';
  shipment: string;
  label: string;
  expiresAt: string;
  revoked: boolean;
  token: string;
  lastOpenedAt: string;
  createdBy: string;
};

/** A record of `messages`. */
export type MessagesRecord = BaseRecordFields & {
  company: string;
  kind: 'milestone' | 'estimate' | 'arrivalNotice' | 'digest' | 'quote';
  status: 'queued' | 'sent' | 'failed';
  recipient: string;
  recipientName: string;
  language: 'es' | 'en' | '';
  partner: string;
  contact: string;
  user: string;
  shipmentCollection: 'shipments_ocean' | 'shipments_air' | 'shipments_land' | '';
  shipment: string;
  topic: string;
  subject: string;
  body: unknown;
  attachments: unknown;
  messageId: string;
  dedupKey: string;
  resendOf: string;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt: string;
  lastError: string;
  sentAt: string;
  claimedBy: string;
  claimedUntil: string;
  unsubscribeKey: string;
};

/** A record of `quotes`. */
export type QuotesRecord = BaseRecordFields & {
  company: string;
  code: string;
  sequence: number;
  version: number;
  state: 'draft' | 'sent' | 'accepted' | 'rejected' | 'expired' | '';
  client: string;
  clientName: string;
  mode: 'ocean' | 'air' | 'land';
  direction: 'import' | 'export' | 'domestic' | '';
  origin: string;
  destination: string;
  incoterm: string;
  cargo: unknown;
  options: unknown;
  chosenOption: number;
  currency: 'USD' | 'MXN';
  date: string;
  validUntil: string;
  exchangeRate: number;
  totals: unknown;
  versions: unknown;
  sentAt: string;
  decidedAt: string;
  rejectionReason: string;
  shipmentCollection: 'shipments_ocean' | 'shipments_air' | 'shipments_land' | '';
  shipment: string;
  notes: string;
  recipients: unknown;
  createdBy: string;
  updatedBy: string;
};

/** A record of `exchange_rates`. */
export type ExchangeRatesRecord = BaseRecordFields & {
  company: string;
  day: string;
  mxnPerUsd: number;
  source: 'manual' | 'banxico' | '';
};

/** A record of `invoices`. */
export type InvoicesRecord = BaseRecordFields & {
  company: string;
  series: string;
  folio: number;
  code: string;
  state: 'draft' | 'sealed' | 'stamped' | 'partiallyPaid' | 'paid' | 'cancelled' | '';
  client: string;
  clientName: string;
  clientFiscal: unknown;
  uso: string;
  metodoPago: 'PUE' | 'PPD' | '';
  formaPago: string;
  currency: 'MXN' | 'USD';
  exchangeRate: number;
  issuedAt: string;
  dueDate: string;
  lines: unknown;
  shipments: unknown;
  shipmentIds: string;
  totals: unknown;
  total: number;
  paid: number;
  balance: number;
  uuid: string;
  sealedAt: string;
  stampedAt: string;
  certificateNumber: string;
  stampClaim: string;
  stampClaimUntil: string;
  stampError: string;
  cancelReason: '01' | '02' | '03' | '04' | '';
  cancelledAt: string;
  replacedBy: string;
  replaces: string;
  notes: string;
  createdBy: string;
  updatedBy: string;
};

/** A record of `payments`. */
export type PaymentsRecord = BaseRecordFields & {
  company: string;
  series: string;
  folio: number;
  code: string;
  state: 'recorded' | 'sealed' | 'stamped' | 'cancelled' | '';
  client: string;
  clientName: string;
  date: string;
  formaPago: string;
  currency: 'MXN' | 'USD';
  exchangeRate: number;
  amount: number;
  applications: unknown;
  invoiceIds: string;
  needsComplement: boolean;
  uuid: string;
  sealedAt: string;
  stampedAt: string;
  certificateNumber: string;
  stampClaim: string;
  stampClaimUntil: string;
  stampError: string;
  cancelReason: '01' | '02' | '03' | '04' | '';
  cancelledAt: string;
  reference: string;
  notes: string;
  createdBy: string;
  updatedBy: string;
};

/** A record of `cfdi_documents`. */
export type CfdiDocumentsRecord = BaseRecordFields & {
  company: string;
  owner: 'invoices' | 'payments';
  record: string;
  stage: 'sealed' | 'stamped' | 'cancelled' | '';
  uuid: string;
  xml: string;
  cadena: string;
  acknowledgement: string;
};

/** A record of `company_csd`. */
export type CompanyCsdRecord = BaseRecordFields & {
  company: string;
  certificateNumber: string;
  rfc: string;
  certificate: string;
  encryptedKey: string;
  validFrom: string;
  validTo: string;
};

/** Record type by collection name. */
export type ProductRecords = {
  users: UsersRecord;
  companies: CompaniesRecord;
  partners: PartnersRecord;
  shipments_ocean: ShipmentsOceanRecord;
  shipments_air: ShipmentsAirRecord;
  shipments_land: ShipmentsLandRecord;
  shipment_locks: ShipmentLocksRecord;
  notification_states: NotificationStatesRecord;
  tariffs: TariffsRecord;
  notifications: NotificationsRecord;
  notification_schedule: NotificationScheduleRecord;
  tracking_links: TrackingLinksRecord;
  messages: MessagesRecord;
  quotes: QuotesRecord;
  exchange_rates: ExchangeRatesRecord;
  invoices: InvoicesRecord;
  payments: PaymentsRecord;
  cfdi_documents: CfdiDocumentsRecord;
  company_csd: CompanyCsdRecord;
};
