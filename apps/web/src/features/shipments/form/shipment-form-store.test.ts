import { describe, expect, it } from 'vitest';
import { createShipmentFormStore } from './shipment-form-store.ts';

function storeWith(value: Record<string, unknown>) {
  const handed: Record<string, unknown>[] = [];
  const inputs = {
    mode: 'air' as const,
    value,
    partners: [],
    onChange: (next: Record<string, unknown>) => void handed.push(next),
  };
  const store = createShipmentFormStore(inputs);
  let heard = 0;
  store.subscribe(() => heard++);
  return { store, inputs, handed, heard: () => heard };
}

describe('shipment form store', () => {
  it('applies an update at once, tells the fields and hands the value to the host', () => {
    const { store, handed, heard } = storeWith({ id: 'a' });
    store.update({ airportOfDeparture: 'MEX' });
    store.update({ flight: 'AM 1' });
    const expected = { id: 'a', airportOfDeparture: 'MEX', origin: 'MEX', flight: 'AM 1' };
    expect(store.getValue()).toEqual(expected);
    expect(handed).toEqual([{ id: 'a', airportOfDeparture: 'MEX', origin: 'MEX' }, expected]);
    expect(heard()).toBe(2);
  });

  it('tells the fields about the host’s props only when they changed', () => {
    const { store, inputs, heard } = storeWith({ id: 'a' });
    store.sync(inputs);
    expect(heard()).toBe(0);
    store.sync({ ...inputs, value: { id: 'a', awb: '1' } });
    expect(heard()).toBe(1);
    expect(store.getValue()).toEqual({ id: 'a', awb: '1' });
  });

  it('finds warnings of the current value by field path', () => {
    const { store } = storeWith({ awb: '139-12345670' });
    expect(store.warningFor('awb')).toMatchObject({ expected: '5' });
    store.update({ awb: '139-12345675' });
    expect(store.warningFor('awb')).toBeUndefined();
  });
});
