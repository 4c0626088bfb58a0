import { describe, expect, it } from 'vitest';
import { airShipment, landShipment, oceanShipment } from './tracking-fixtures.ts';
import { trackingSamples } from './tracking-samples.ts';

describe('trackingSamples', () => {
  it('gives one number of each kind the shipments hold', () => {
    const samples = trackingSamples([landShipment(), airShipment(), oceanShipment()]);
    expect(samples.map((it) => [it.kind, it.value])).toEqual([
      ['shipmentCode', 'OCN20260007'],
      ['reference', 'PO-123456'],
      ['booking', '987654321'],
      ['bl', 'MAEU123456789'],
      ['hbl', 'HB000111222'],
      ['container', 'CSQU3054383'],
      ['awb', '176-12345675'],
      ['hawb', 'HA00001111'],
      ['uld', 'AKE12345AM'],
    ]);
  });

  it('prefers a shipment in progress, else the first', () => {
    const finished = oceanShipment({ id: 'o1', status: 'Finished', operationalStatus: 'Finished' });
    const moving = oceanShipment({ id: 'o2', blNumber: 'MSCU000000001' });
    expect(trackingSamples([finished, moving]).find((it) => it.kind === 'bl')?.value).toBe(
      'MSCU000000001',
    );
    expect(trackingSamples([landShipment()]).map((it) => it.kind)).toEqual([
      'shipmentCode',
      'reference',
      'booking',
    ]);
  });

  it('gives none without shipments', () => {
    expect(trackingSamples([])).toEqual([]);
  });
});
