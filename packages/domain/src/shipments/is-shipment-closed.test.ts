import { describe, expect, it } from 'vitest';
import { isShipmentClosed } from './is-shipment-closed.ts';

describe('isShipmentClosed', () => {
  it.each([
    [{ status: 'Cancelled' }, true],
    [{ status: 'CANCELADO' }, true],
    [{ status: 'Cancelada por cliente' }, true],
    [{ status: 'Cerrado' }, true],
    [{ status: 'embarque cerrada' }, true],
    [{ operationalStatus: 'Canceled' }, true],
    [{ status: 'In progress', operationalStatus: 'Cerrado' }, true],
    [{ status: 'In creation' }, false],
    [{ status: 'Finished' }, false],
    [{ status: 'Closed' }, false],
    [{ status: '' }, false],
    [{ status: null }, false],
    [{ status: 42 }, false],
    [{}, false],
  ])('%j → %s', (shipment, expected) => {
    expect(isShipmentClosed(shipment)).toBe(expected);
  });
});
