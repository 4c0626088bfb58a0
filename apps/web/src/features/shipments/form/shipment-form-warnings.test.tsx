import { containerCheckDigit } from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShipmentForm } from '#test/shipment-form.tsx';

const textbox = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name });

describe('ShipmentForm warnings', { timeout: 30_000 }, () => {
  it('hints the ISO 6346 check digit next to a container number, without blocking it', async () => {
    const expected = containerCheckDigit('MSCU123456');
    expect(expected).not.toBe('0');
    const { last } = renderShipmentForm({ mode: 'ocean' });
    await userEvent.click(screen.getByRole('button', { name: 'Add container' }));
    const container = screen.getByRole('group', { name: 'Container 1' });
    await userEvent.type(textbox(/^Container number/, container), 'MSCU1234560');
    const hint = within(container).getByText(`check digit should be ${expected}`);
    const input = textbox(/^Container number/, container);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(hint.id);
    expect(last().containersList).toMatchObject([{ number: 'MSCU1234560' }]);

    await userEvent.clear(input);
    await userEvent.type(input, `MSCU123456${expected}`);
    expect(within(container).queryByText(/check digit should be/)).toBeNull();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('hints the AWB check digit (serial mod 7)', async () => {
    renderShipmentForm({ mode: 'air' });
    await userEvent.type(textbox(/^AWB/), '139-12345670');
    expect(screen.getByText('check digit should be 5')).toBeInTheDocument();
    await userEvent.clear(textbox(/^AWB/));
    await userEvent.type(textbox(/^AWB/), '139-12345675');
    expect(screen.queryByText(/check digit should be/)).toBeNull();
  });

  it('warns about a sea-only Incoterm kept on an air shipment', () => {
    renderShipmentForm({ mode: 'air', value: { incoterm: 'FOB' } });
    expect(textbox(/^Incoterm/)).toHaveValue('FOB');
    expect(
      screen.getByText('FOB is for sea transport; use FCA for air shipments'),
    ).toBeInTheDocument();
  });

  it('warns next to a milestone dated before the one it follows', () => {
    renderShipmentForm({
      mode: 'air',
      value: {
        airportDepartureEstimated: '2026-03-10T12:00:00.000Z',
        airportArrivalEstimated: '2026-03-09T12:00:00.000Z',
      },
    });
    const arrival = screen.getByRole('group', { name: 'Arrival' });
    expect(within(arrival).getByText(/^should not be before Departure/)).toBeInTheDocument();
    const departure = screen.getByRole('group', { name: 'Departure' });
    expect(within(departure).queryByText(/should not be before/)).toBeNull();
  });

  it('warns about an actual date in the future', () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    renderShipmentForm({ mode: 'land', value: { deliveryAt: nextWeek } });
    const delivery = screen.getByRole('group', { name: 'Delivery' });
    expect(within(delivery).getByText('actual date is in the future')).toBeInTheDocument();
  });
});
