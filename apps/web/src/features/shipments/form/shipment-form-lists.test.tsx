import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShipmentForm } from '#test/shipment-form.tsx';

const group = (name: string) => screen.getByRole('group', { name });
const field = (entry: HTMLElement, name: string | RegExp) =>
  within(entry).getByRole('textbox', { name });

/** Picks an option of a select inside a sub-list entry (its list opens in a portal). */
async function choose(entry: HTMLElement, label: string, option: string) {
  const input = field(entry, label);
  if (input.getAttribute('aria-expanded') !== 'true') await userEvent.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const match = within(listbox!)
    .getAllByRole('option', { hidden: true })
    .find((it) => it.textContent === option);
  await userEvent.click(match!);
}

describe('ShipmentForm sub-lists', { timeout: 30_000 }, () => {
  it('adds containers, fills them, and removes the first', async () => {
    const { last } = renderShipmentForm({ mode: 'ocean', value: { id: 'o1' } });
    expect(screen.getByText('No containers yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add container' }));
    // The new entry takes the focus, so typing goes straight into its number.
    expect(field(group('Container 1'), /^Container number/)).toHaveFocus();
    await userEvent.keyboard('csqu3054383');
    await choose(group('Container 1'), 'Type', '22R1 · 20′ reefer');
    await userEvent.click(screen.getByRole('button', { name: 'Add container' }));
    const second = group('Container 2');
    await userEvent.type(field(second, /^Container number/), 'MWCU6059784');
    await userEvent.type(field(second, 'Seal'), 'ml123');
    await userEvent.type(field(second, 'Weight (kg)'), '18000');
    await userEvent.type(field(second, 'Volume (m³)'), '33.2');
    await userEvent.type(field(second, 'Packages'), '20');
    const [first, filled] = last().containersList as Record<string, unknown>[];
    expect(first).toMatchObject({ number: 'CSQU3054383', type: '22R1' });
    expect(filled).toMatchObject({
      number: 'MWCU6059784',
      seal: 'ML123',
      weightKg: 18000,
      volumeM3: 33.2,
      packages: 20,
    });
    expect(first!.id).not.toBe(filled!.id);
    await userEvent.click(screen.getByRole('button', { name: 'Remove container 1' }));
    expect(last().containersList).toEqual([filled]);
    expect(screen.queryByRole('group', { name: 'Container 2' })).toBeNull();
    expect(field(group('Container 1'), /^Container number/)).toHaveValue('MWCU6059784');
  });

  it('adds and removes LCL items', async () => {
    const { last } = renderShipmentForm({ mode: 'ocean' });
    await userEvent.click(screen.getByRole('button', { name: 'Add LCL item' }));
    const item = group('LCL item 1');
    await userEvent.type(field(item, 'Description'), 'Refacciones');
    await userEvent.type(field(item, 'Packages'), '12');
    await userEvent.type(field(item, 'Weight (kg)'), '850');
    await userEvent.type(field(item, 'Volume (m³)'), '3.5');
    expect(last().lclItems).toMatchObject([
      { description: 'Refacciones', packages: 12, weightKg: 850, volumeM3: 3.5 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove LCL item 1' }));
    expect(last().lclItems).toEqual([]);
  });

  it('totals air ULDs and loose items with their chargeable weight', async () => {
    const { last } = renderShipmentForm({ mode: 'air' });
    await userEvent.click(screen.getByRole('button', { name: 'Add ULD' }));
    const uld = group('ULD 1');
    await userEvent.type(field(uld, 'ULD number'), 'ake12345am');
    await choose(uld, 'Type', 'AKE · LD3 container');
    await userEvent.type(field(uld, 'Pieces'), '10');
    await userEvent.type(field(uld, 'Weight (kg)'), '300');
    await userEvent.type(field(uld, 'Volume (m³)'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add loose item' }));
    const loose = group('Loose item 1');
    await userEvent.type(field(loose, 'Description'), 'Muestras');
    for (const [name, figure] of [
      ['Pieces', '2'],
      ['Length (cm)', '100'],
      ['Width (cm)', '50'],
      ['Height (cm)', '40'],
      ['Weight (kg)', '50'],
    ])
      await userEvent.type(field(loose, name!), figure!);
    expect(last().uldsList).toMatchObject([
      { uldNumber: 'AKE12345AM', type: 'AKE', pieces: 10, weightKg: 300, volumeM3: 4 },
    ]);
    expect(last().looseItems).toMatchObject([
      {
        description: 'Muestras',
        pieces: 2,
        lengthCm: 100,
        widthCm: 50,
        heightCm: 40,
        weightKg: 50,
      },
    ]);
    // 4 m³ + 2 × 0.2 m³ = 4.4 m³ → 733.3 kg volume weight beats 350 kg gross: 733.5 kg.
    const totals = screen.getByRole('region', { name: 'Air cargo totals' });
    expect(within(totals).getByText('12')).toHaveAttribute('data-total', 'pieces');
    expect(within(totals).getByText('350')).toHaveAttribute('data-total', 'grossKg');
    expect(within(totals).getByText('4.4')).toHaveAttribute('data-total', 'volumeM3');
    expect(within(totals).getByText('733.5')).toHaveAttribute('data-total', 'chargeableKg');
  });

  it('keeps cost rows with totals per currency', async () => {
    const { last } = renderShipmentForm({
      mode: 'land',
      value: {
        costControlRows: [
          {
            id: 'r1',
            concept: 'Flete',
            code: 'TFR',
            currency: 'MXN',
            amount: 10000,
            flow: 'expense',
          },
        ],
      },
    });
    expect(field(group('Cost row 1'), 'Flow')).toHaveValue('Cost');
    await userEvent.click(screen.getByRole('button', { name: 'Add cost row' }));
    const row = group('Cost row 2');
    await userEvent.type(field(row, 'Concept'), 'Flete');
    await userEvent.type(field(row, 'Code'), 'tfr');
    await userEvent.type(field(row, 'Amount'), '12500');
    await choose(row, 'Flow', 'Income');
    await userEvent.click(screen.getByRole('button', { name: 'Add cost row' }));
    const usd = group('Cost row 3');
    await choose(usd, 'Currency', 'USD');
    await userEvent.type(field(usd, 'Amount'), '300');
    expect(last().costControlRows).toMatchObject([
      { flow: 'expense', amount: 10000 },
      { concept: 'Flete', code: 'TFR', currency: 'MXN', amount: 12500, flow: 'income' },
      { currency: 'USD', amount: 300, flow: 'cost' },
    ]);
    const table = screen.getByRole('table', { name: 'Totals per currency' });
    const mxn = within(table).getByRole('row', { name: /^MXN/ });
    // One way to write money everywhere: the code first, never the $ that MXN and USD share.
    expect(mxn).toHaveTextContent('MXN 12,500.00MXN 10,000.00MXN 2,500.00');
    const usdRow = within(table).getByRole('row', { name: /^USD/ });
    expect(usdRow).toHaveTextContent('USD 0.00USD 300.00-USD 300.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove cost row 3' }));
    expect(within(table).queryByRole('row', { name: /^USD/ })).toBeNull();
  });

  it('edits itinerary legs with their times', async () => {
    const { last } = renderShipmentForm({ mode: 'ocean' });
    await userEvent.click(screen.getByRole('button', { name: 'Add leg' }));
    const leg = group('Leg 1');
    expect(field(leg, 'Mode')).toHaveValue('Ocean');
    expect(field(leg, 'Carrier')).toHaveFocus();
    await userEvent.type(field(leg, 'Carrier'), 'MSC');
    await userEvent.type(field(leg, 'Vessel / flight'), 'MSC ANNA');
    await userEvent.type(field(leg, 'Voyage'), '123E');
    await userEvent.type(field(leg, 'Departure'), 'CNSHA');
    await userEvent.type(field(leg, 'Arrival'), 'MXZLO');
    fireEvent.change(within(leg).getByLabelText('ETD'), { target: { value: '2026-05-01T08:00' } });
    fireEvent.change(within(leg).getByLabelText('ETA'), { target: { value: '2026-05-28T18:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add leg' }));
    await choose(group('Leg 2'), 'Mode', 'Truck');
    expect(last().itinerary).toMatchObject([
      {
        mode: 'ocean',
        carrier: 'MSC',
        vessel: 'MSC ANNA',
        voyage: '123E',
        departPort: 'CNSHA',
        arrivePort: 'MXZLO',
        etd: '2026-05-01T14:00:00.000Z', // typed as 08:00 in UTC−6
        eta: '2026-05-29T00:30:00.000Z',
      },
      { mode: 'truck' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove leg 1' }));
    expect(last().itinerary).toMatchObject([{ mode: 'truck' }]);
  });
});
