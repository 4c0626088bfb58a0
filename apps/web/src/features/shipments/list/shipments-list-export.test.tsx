import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import type { RecordListOptions } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeShipment } from '#data/repository-types.ts';
import { pb } from '#lib/pocketbase.ts';
import {
  giveElementsHeight,
  listQueryClient,
  oceanRecord,
  renderAt,
  signInTestUser,
} from './list-test-render.tsx';
import { ShipmentsListPage } from './shipments-list-page.tsx';

// 600 shipments, one in four shipped by Café Orizaba.
const SHIPMENTS: ModeShipment[] = Array.from({ length: 600 }, (_, index) =>
  oceanRecord({
    shipmentCode: `OCN2026${String(600 - index).padStart(5, '0')}`,
    shipper: index % 4 === 0 ? 'Café Orizaba' : 'Muebles Tonalá',
    created: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString().replace('T', ' '),
  }),
);
const ORIZABA = SHIPMENTS.filter((it) => it.shipper === 'Café Orizaba');

async function readBack(blob: Blob): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exporting a list while a new search is answered', { timeout: 30_000 }, () => {
  beforeEach(() => {
    signInTestUser();
    giveElementsHeight();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it("exports the view just chosen, not the previous view's rows still on screen", async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const client = listQueryClient('ocean', SHIPMENTS);
    renderAt(<ShipmentsListPage mode="ocean" />, { path: '/dashboard/shipments/ocean', client });
    const grid = () => screen.getByRole('grid', { name: 'Ocean shipments' });
    await waitFor(() =>
      expect(within(grid()).getAllByRole('row')[1]).toHaveTextContent('OCN202600600'),
    );

    // The server holds its answers to a search until released.
    const answer = client.server.getList.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    client.server.getList.mockImplementation(async (page, perPage, options?: RecordListOptions) => {
      if (options?.search) await held;
      return answer(page, perPage, options);
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search this list' }), 'orizaba');
    // The list still shows the previous view while the search is answered.
    expect(screen.getByText('600 of 600 shipments')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    release();

    await waitFor(() => expect(files).toHaveLength(1), { timeout: 20_000 });
    const rows = await readBack(files[0]!);
    expect(rows.slice(1).map((row) => row[0])).toEqual(ORIZABA.map((it) => it.id));
    const reads = client.server.calls.filter((call) => call.perPage === 500);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((call) => call.options.search === 'orizaba')).toBe(true);
  });
});
