import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderShipmentForm } from '#test/shipment-form.tsx';
import { signInAs } from '#test/sign-in.ts';

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** The options of a select or autocomplete (Mantine keeps them in the DOM, hidden when closed). */
function options(label: string) {
  const listbox = screen.getByRole('listbox', { name: label, hidden: true });
  return within(listbox).getAllByRole('option', { hidden: true });
}

async function pick(label: string, option: string) {
  await userEvent.click(textbox(label));
  const match = options(label).find((it) => it.textContent === option);
  if (!match) throw new Error(`${label} has no option ${option}`);
  await userEvent.click(match);
}

afterEach(() => pb.authStore.clear());

// Every keystroke re-renders a whole form in happy-dom, which is slow on a small machine.
describe('ShipmentForm changes', { timeout: 30_000 }, () => {
  it('hands the whole next value on every keystroke', async () => {
    const initial = { id: 'abc', shipmentCode: 'AIR20260001', reference: 'PO-1', awb: '' };
    const { changes } = renderShipmentForm({ mode: 'air', value: initial });
    await userEvent.type(textbox('Booking'), 'BK1');
    expect(changes).toEqual([
      { ...initial, bookingRef: 'B' },
      { ...initial, bookingRef: 'BK' },
      { ...initial, bookingRef: 'BK1' },
    ]);
  });

  it('writes the mirrored fields of ocean records with their source', async () => {
    const { last } = renderShipmentForm({ mode: 'ocean', value: { id: 'o1' } });
    await userEvent.type(textbox('Reference'), 'PO-9');
    await userEvent.type(textbox('Port of loading (POL)'), 'Shanghai');
    await userEvent.type(textbox('Port of discharge (POD)'), 'Manzanillo');
    await pick('Status', 'In transit');
    expect(last()).toEqual({
      id: 'o1',
      ref: 'PO-9',
      reference: 'PO-9',
      portOfLoad: 'Shanghai',
      origin: 'Shanghai',
      portOfArrival: 'Manzanillo',
      destination: 'Manzanillo',
      operationalStatus: 'In transit',
      status: 'In transit',
    });
  });

  it('air keeps its reference as is and mirrors its airports to origin and destination', async () => {
    const { last } = renderShipmentForm({ mode: 'air' });
    await userEvent.type(textbox('Reference'), 'R1');
    await userEvent.type(textbox('Airport of departure'), 'MEX');
    await userEvent.type(textbox('Airport of arrival'), 'FRA');
    expect(last()).toEqual({
      reference: 'R1',
      airportOfDeparture: 'MEX',
      origin: 'MEX',
      airportOfArrival: 'FRA',
      destination: 'FRA',
    });
  });

  it('stores dates typed in business time (UTC−6) as ISO, and blank as empty', () => {
    const { last } = renderShipmentForm({ mode: 'land' });
    const pickup = within(screen.getByRole('group', { name: 'Pickup' })).getByLabelText('Actual');
    fireEvent.change(pickup, { target: { value: '2026-03-04T09:15' } });
    expect(last().pickupAt).toBe('2026-03-04T15:15:00.000Z');
    fireEvent.change(pickup, { target: { value: '' } });
    expect(last().pickupAt).toBe('');
  });

  it('selects, numbers and the switch give their typed values', async () => {
    const { last } = renderShipmentForm({ mode: 'land' });
    await pick('Priority', 'Urgent');
    await pick('Load', 'FTL');
    await userEvent.type(textbox('Weight (kg)'), '12500.5');
    expect(last()).toMatchObject({ priority: 'Urgent', load: 'FTL', weightKg: 12500.5 });
    await userEvent.clear(textbox('Weight (kg)'));
    expect(last().weightKg).toBeNull();
  });

  it('switches dangerous goods on and off', async () => {
    const { last } = renderShipmentForm({ mode: 'ocean' });
    await userEvent.click(screen.getByRole('switch', { name: /^Dangerous goods/ }));
    expect(last().dangerousGoods).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: /^Dangerous goods/ }));
    expect(last().dangerousGoods).toBe(false);
  });

  it('parties take a partner from the list or any typed name', async () => {
    const { last } = renderShipmentForm({ mode: 'land' });
    await userEvent.type(textbox('Shipper'), 'Nuevo Cliente SA');
    await pick('Consignee', 'Textiles del Bajío');
    expect(options('Consignee').map((it) => it.textContent)[0]).toBe('Textiles del Bajío');
    expect(options('Carrier').map((it) => it.textContent)[0]).toBe('Autotransportes del Centro');
    expect(last()).toMatchObject({ shipper: 'Nuevo Cliente SA', consignee: 'Textiles del Bajío' });
  });

  it('adds comments with their author and time, newest first', async () => {
    signInAs({ id: 'anagolfo0000001', email: 'ana@golfo.test', nombreCompleto: 'Ana López' });
    const { last } = renderShipmentForm({ mode: 'ocean' });
    const before = Date.now();
    await userEvent.type(textbox('New comment'), 'Cliente pide aviso');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await userEvent.type(textbox('New comment'), 'Segunda nota{Control>}{Enter}{/Control}');
    const comments = last().comments as Record<string, string>[];
    expect(comments.map((it) => it.text)).toEqual(['Cliente pide aviso', 'Segunda nota']);
    expect(comments[0]).toMatchObject({ authorId: 'anagolfo0000001', authorName: 'Ana López' });
    expect(Date.parse(comments[0]!.createdAtISO!)).toBeGreaterThanOrEqual(before - 1000);
    expect(comments[0]!.id).toMatch(/^[a-z0-9]{15}$/);
    expect(textbox('New comment')).toHaveValue('');
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Segunda nota');
    expect(items[1]).toHaveTextContent(/Ana López · .*Cliente pide aviso/);
  });

  it('ticks activities off with the time they were done, and removes them', async () => {
    const { last } = renderShipmentForm({ mode: 'air' });
    await userEvent.type(textbox('New activity'), 'Booking confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    expect(last().activitiesStatus).toMatchObject([{ label: 'Booking confirmed', done: false }]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Booking confirmed' }));
    const [done] = last().activitiesStatus as Record<string, unknown>[];
    expect(done).toMatchObject({ done: true });
    expect(Number.isNaN(Date.parse(String(done!.doneAtISO)))).toBe(false);
    expect(screen.getByText(/^Done /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Booking confirmed' }));
    expect(last().activitiesStatus).toMatchObject([{ done: false, doneAtISO: '' }]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove activity Booking confirmed' }),
    );
    expect(last().activitiesStatus).toEqual([]);
  });
});
