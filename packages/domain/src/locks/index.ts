// The domain's locks rules, as the package exports them (see ../index.ts).
export {
  SHIPMENT_LOCK_PENDING_TIMEOUT_MS,
  SHIPMENT_LOCK_TIMEOUT_MS,
  isShipmentLockExpired,
  shipmentLockExpiresAt,
  type ShipmentLock,
} from './shipment-lock.ts';
export {
  acquireShipmentLock,
  type AcquireShipmentLockInput,
  type AcquireShipmentLockResult,
} from './acquire-shipment-lock.ts';
