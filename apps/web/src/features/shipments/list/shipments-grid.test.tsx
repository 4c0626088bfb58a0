import { toShipmentListRow, type ShipmentListRow } from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveElementsHeight, renderAs } from '#test/render-as.tsx';
import { DEFAULT_SORT } from './list-view-state.ts';
import { ShipmentsGrid } from './shipments-grid.tsx';

function manyRows(count: number): ShipmentListRow[] {
  return Array.from({ length: count }, (_, index) =>
    toShipmentListRow({
      id: `ocean${String(index).padStart(10, '0')}`,
      mode: 'ocean',
      shipmentCode: `OCN2026${String(index).padStart(5, '0')}`,
    }),
  );
}

function renderGrid(
  rows: ShipmentListRow[],
  layout: 'table' | 'cards',
  { count = rows.length, onRange = vi.fn() } = {},
) {
  renderAs(
    <ShipmentsGrid
      count={count}
      rowAt={(index) => rows[index]}
      onRange={onRange}
      layout={layout}
      label="Ocean shipments"
      sort={DEFAULT_SORT}
      onSort={vi.fn()}
      selectedIds={new Set()}
      pendingIds={new Set()}
      selectAll={{ checked: false, indeterminate: false, disabled: false }}
      onSelectAll={vi.fn()}
      onToggle={vi.fn()}
      onOpen={vi.fn()}
      nowMs={Date.now()}
    />,
    { signedIn: 'keep', showLocation: false },
  );
  return screen.getByRole('grid', { name: 'Ocean shipments' });
}

describe('ShipmentsGrid', () => {
  beforeEach(giveElementsHeight);
  afterEach(() => vi.restoreAllMocks());

  it('puts only the rows in view in the page, however long the list', () => {
    const grid = renderGrid(manyRows(10_000), 'table');
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const rows = within(grid).getAllByRole('row');
    // 600 px of 56 px rows, plus the header and a few drawn ahead.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[1]).toHaveTextContent('OCN202600000');
  });

  it('reports the rows drawn, and holds a busy placeholder for rows whose page is on its way', () => {
    const onRange = vi.fn();
    const grid = renderGrid(manyRows(4), 'table', { count: 100_000, onRange });
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.slice(0, 4).map((row) => row.getAttribute('aria-busy'))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(rows[4]).toHaveAttribute('aria-busy', 'true');
    expect(rows[4]).toHaveAttribute('aria-rowindex', '6');
    expect(rows[4]).toHaveTextContent('Loading shipments…');
    expect(onRange).toHaveBeenLastCalledWith(0, rows.length - 1);
  });

  it('has sortable column headers in the wide layout and none on a phone', () => {
    const grid = renderGrid(manyRows(3), 'table');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(grid).getByRole('columnheader', { name: 'Code' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  });

  it('lays rows out as cards on a phone, without a header row', () => {
    const grid = renderGrid(manyRows(3), 'cards');
    expect(within(grid).queryAllByRole('columnheader')).toHaveLength(0);
    expect(grid).toHaveAttribute('aria-rowcount', '3');
    expect(within(grid).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1');
  });
});
