import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderShipmentForm } from '#test/shipment-form.tsx';

const PARTNERS = [
  { id: 'p1', displayName: 'Textiles del Bajío', rol: 'Cliente', receivers: 2 },
  { id: 'p2', displayName: 'Maersk', rol: 'Naviera', receivers: 0 },
  { id: 'p4', displayName: 'Café Orizaba', rol: 'Cliente', receivers: 1 },
];

const block = () => screen.getByRole('group', { name: 'E-mail updates go to' });
const picker = (name: string) => within(block()).getByRole('textbox', { name });

async function pick(name: string, option: string) {
  await userEvent.click(picker(name));
  const listbox = screen.getByRole('listbox', { name, hidden: true });
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

afterEach(() => pb.authStore.clear());

describe('E-mail updates go to', { timeout: 30_000 }, () => {
  it('picks a partner per role into `parties`, and says who of it receives e-mail', async () => {
    const { last } = renderShipmentForm({ mode: 'ocean', partners: PARTNERS });
    expect(within(block()).getByText(/The partners whose contacts get e-mail/)).toBeVisible();
    await pick('Shipper partner', 'Textiles del Bajío');
    expect(last().parties).toEqual([{ partner: 'p1', role: 'shipper' }]);
    expect(picker('Shipper partner')).toHaveAccessibleDescription('2 contacts receive e-mail');
    await pick('Notify party partner', 'Maersk');
    expect(picker('Notify party partner')).toHaveAccessibleDescription(
      'No contact has opted in to e-mail',
    );
    expect(last().parties).toEqual([
      { partner: 'p1', role: 'shipper' },
      { partner: 'p2', role: 'notify' },
    ]);
    // The names typed above are not touched: they are what the documents print.
    expect(last().shipper ?? '').toBe('');
  });

  it('shows the stored parties, clears one, and keeps one the list no longer has', async () => {
    const parties = [
      { partner: 'p4', role: 'consignee' },
      { partner: 'gone00000000001', role: 'shipper' },
    ];
    const { last } = renderShipmentForm({ mode: 'air', partners: PARTNERS, value: { parties } });
    expect(picker('Consignee partner')).toHaveValue('Café Orizaba');
    expect(picker('Consignee partner')).toHaveAccessibleDescription('1 contact receives e-mail');
    expect(picker('Shipper partner')).toHaveValue('A partner no longer in the list');
    const consignee = picker('Consignee partner').closest('.mantine-Select-root') as HTMLElement;
    await userEvent.click(within(consignee).getByRole('button', { hidden: true }));
    expect(last().parties).toEqual([{ partner: 'gone00000000001', role: 'shipper' }]);
  });

  it('offers the partner whose name is typed above, without picking it alone', async () => {
    const { last } = renderShipmentForm({ mode: 'land', partners: PARTNERS });
    await userEvent.type(screen.getByRole('textbox', { name: 'Consignee' }), 'Café Orizaba');
    expect(last().parties ?? []).toEqual([]);
    await userEvent.click(within(block()).getByRole('button', { name: 'Use Café Orizaba' }));
    expect(last().parties).toEqual([{ partner: 'p4', role: 'consignee' }]);
    expect(within(block()).queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('is read only with the form', () => {
    renderShipmentForm({
      mode: 'ocean',
      partners: PARTNERS,
      readOnly: true,
      value: { consignee: 'Maersk' },
    });
    expect(picker('Shipper partner')).toBeDisabled();
    expect(within(block()).queryByRole('button', { name: /^Use / })).toBeNull();
  });
});
