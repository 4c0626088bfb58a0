import { toShipmentListRow } from '@rumbo/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { ShipmentGridRow, type ShipmentGridRowProps } from './shipment-grid-row.tsx';

const NOW = Date.parse('2026-03-10T18:00:00Z');

const row = toShipmentListRow({
  id: 'air000000000001',
  mode: 'air',
  shipmentCode: 'AIR20260007',
  reference: 'PO-7',
  shipper: 'Flores de Morelos',
  consignee: 'Amsterdam Flowers',
  airportOfDeparture: 'MEX',
  airportOfArrival: 'AMS',
  status: 'In progress',
  pickupEstimated: '2026-03-08 15:00:00.000Z',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-10 16:00:00.000Z',
});

function renderRow(props: Partial<ShipmentGridRowProps> = {}) {
  const handlers = {
    onOpen: vi.fn(),
    onToggle: vi.fn(),
    onRowKeyDown: vi.fn(),
    onRowFocus: vi.fn(),
  };
  renderAs(
    <div role="grid" aria-label="Air shipments">
      <div role="rowgroup">
        <ShipmentGridRow
          row={row}
          index={0}
          rowIndex={2}
          start={0}
          height={56}
          isSelected={false}
          isPending={false}
          isTabStop
          nowMs={NOW}
          {...handlers}
          {...props}
        />
      </div>
    </div>,
    { signedIn: 'keep', showLocation: false },
  );
  return handlers;
}

describe('ShipmentGridRow', () => {
  it('shows the columns, the overdue next milestone and the update time with its exact time', () => {
    renderRow();
    const shown = screen.getByRole('row');
    expect(shown).toHaveTextContent('AIR20260007');
    expect(shown).toHaveTextContent('PO-7');
    expect(shown).toHaveTextContent('Flores de Morelos → Amsterdam Flowers');
    expect(shown).toHaveTextContent('MEX → AMS');
    expect(shown).toHaveTextContent('Pickup 8 Mar, 09:00 (overdue)');
    const updated = screen.getByText('2 h ago');
    expect(updated).toHaveAttribute('title', 'Tue, 10 Mar 2026, 10:00:00');
    expect(screen.queryByText('Pending sync')).toBeNull();
  });

  it('marks a shipment whose offline changes have not reached the server', () => {
    renderRow({ isPending: true });
    expect(screen.getByText('Pending sync')).toBeVisible();
  });

  it('opens on click; the box ticks without opening', async () => {
    const user = userEvent.setup();
    const handlers = renderRow();
    await user.click(screen.getByRole('checkbox', { name: 'Select AIR20260007' }));
    expect(handlers.onToggle).toHaveBeenCalledWith(row);
    expect(handlers.onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByText('PO-7'));
    expect(handlers.onOpen).toHaveBeenCalledWith('air000000000001');
  });
});
