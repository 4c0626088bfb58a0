import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { conflictValueText } from '#ui/conflict-value-text.ts';
import { conflictFieldLabel } from './conflict-field-label.ts';

const t = i18n.t.bind(i18n);
const label = (mode: 'ocean' | 'air' | 'land', field: string) =>
  conflictFieldLabel({ t, i18n }, mode, field);

describe('conflictFieldLabel', () => {
  it('uses the form labels, the milestone names and the list names', () => {
    expect(label('ocean', 'bookingRef')).toBe('Booking');
    expect(label('ocean', 'ref')).toBe('Reference');
    expect(label('ocean', 'operationalStatus')).toBe('Status');
    expect(label('ocean', 'portOfArrivalArrivalActual')).toBe('POD arrival · Actual');
    expect(label('air', 'airportDepartureEstimated')).toBe('Departure · Estimated');
    expect(label('land', 'deliveryAt')).toBe('Delivery · Actual');
    expect(label('ocean', 'containersList')).toBe('Containers');
    expect(label('air', 'somethingNew')).toBe('somethingNew');
  });
});

describe('conflictValueText', () => {
  it('shows text, empties, yes/no, business times and lists by their items', () => {
    expect(conflictValueText(t, 'BK-1')).toBe('BK-1');
    expect(conflictValueText(t, '')).toBe('(empty)');
    expect(conflictValueText(t, [])).toBe('(empty)');
    expect(conflictValueText(t, true)).toBe('Yes');
    // Business time (UTC−6), as the lists and the editor show it, not the computer's zone.
    expect(conflictValueText(t, '2026-03-10T14:05:00.000Z')).toBe('10 Mar 2026, 08:05');
    expect(conflictValueText(t, '2026-03-10 14:05:00.000Z')).toBe('10 Mar 2026, 08:05');
    expect(
      conflictValueText(t, [
        { id: 'a', number: 'MSCU1234565' },
        { id: 'b', concept: 'Flete', currency: 'USD', amount: 1200 },
      ]),
    ).toBe('2 items: MSCU1234565; Flete USD 1,200.00');
  });
});
