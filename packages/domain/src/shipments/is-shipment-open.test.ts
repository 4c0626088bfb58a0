import { describe, expect, it } from 'vitest';
import { isShipmentOpen } from './is-shipment-open.ts';

describe('isShipmentOpen', () => {
  it.each(['In creation', 'In progress', 'Draft', '', undefined])(
    'is open with status %s',
    (status) => {
      expect(isShipmentOpen({ status })).toBe(true);
    },
  );

  it.each([
    'Finished',
    'Completed',
    'Delivered',
    'Entregado',
    'Finalizado',
    'Cancelled',
    'Cerrado',
  ])('is not open with status %s', (status) => {
    expect(isShipmentOpen({ status })).toBe(false);
  });

  it("reads ocean's operational status too", () => {
    expect(isShipmentOpen({ status: '', operationalStatus: 'Finished' })).toBe(false);
  });
});
