import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import type { RecordListOptions } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { pb } from '#lib/pocketbase.ts';
import { listQueryClient } from '#test/list-clients.ts';
import { oceanRecord } from '#test/records.ts';
import { giveElementsHeight, renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { ShipmentsListPage } from './shipments-list-page.tsx';

const TOTAL = 1200;
const DAY_MS = 86_400_000;
const ROW_HEIGHT = 56;

// Newest first, as the server lists them: 1,200 shipments, one a day back from today.
const SHIPMENTS: ModeShipment[] = Array.from({ length: TOTAL }, (_, index) =>
  oceanRecord({
    shipmentCode: `OCN2026${String(TOTAL - index).padStart(5, '0')}`,
    created: new Date(Date.now() - index * DAY_MS).toISOString().replace('T', ' '),
  }),
);

function renderLongList() {
  const client = listQueryClient('ocean', SHIPMENTS);
  renderAs(<ShipmentsListPage mode="ocean" />, {
    path: '/dashboard/shipments/ocean',
    queryClient: client,
  });
  return client.server;
}

const grid = () => screen.getByRole('grid', { name: 'Ocean shipments' });
const rowTexts = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const pagesAsked = (server: ReturnType<typeof renderLongList>) =>
  server.calls
    .filter((call) => call.options.fields !== 'id')
    .map((call) => [call.page, call.perPage, call.options.skipTotal]);

async function readSheet(blob: Blob): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Scrolls the list's box, as a wheel or a scroll bar does. */
function scrollTo(top: number) {
  const scroller = grid().parentElement!;
  act(() => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
}

describe('a long shipment list, a page at a time', { timeout: 40_000 }, () => {
  beforeEach(() => {
    signInAs();
    giveElementsHeight();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it('shows the first page with the whole count, and reads further pages as they scroll into view', async () => {
    const server = renderLongList();
    await waitFor(() => expect(rowTexts()[0]).toContain('OCN202601200'));
    expect(screen.getByText(`${TOTAL} of ${TOTAL} shipments`)).toBeVisible();
    expect(grid()).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    expect(pagesAsked(server)).toEqual([[1, 100, false]]);

    // Row 500 is on page 6: only that page (and the next, read ahead) is asked, without a count.
    scrollTo(500 * ROW_HEIGHT);
    await waitFor(() => expect(rowTexts().join(' ')).toContain('OCN202600700'));
    expect(pagesAsked(server).slice(1)).toEqual([
      [5, 100, true],
      [6, 100, true],
    ]);
    const busy = within(grid())
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-busy') === 'true');
    expect(busy).toHaveLength(0);
  });

  it('exports every row of the list, read in batches of 500, with its progress', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const server = renderLongList();
    await waitFor(() => expect(rowTexts()[0]).toContain('OCN202601200'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('progressbar', { name: 'Excel file progress' })).toBeVisible();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled(),
      {
        timeout: 20_000,
      },
    );
    expect(pagesAsked(server).filter(([, perPage]) => perPage === 500)).toEqual([
      [1, 500, true],
      [2, 500, true],
      [3, 500, true],
    ]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("exports the search just typed, not the previous view's rows still on screen", async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const server = renderLongList();
    await waitFor(() => expect(rowTexts()[0]).toContain('OCN202601200'));
    // The server holds its answers to a search until released.
    const answer = server.getList.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.getList.mockImplementation(async (page, perPage, options?: RecordListOptions) => {
      if (options?.search) await held;
      return answer(page, perPage, options);
    });
    const user = userEvent.setup();
    // OCN202600100 to OCN202600199.
    await user.type(screen.getByRole('searchbox', { name: 'Search this list' }), 'OCN2026001');
    expect(screen.getByText(`${TOTAL} of ${TOTAL} shipments`)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Updating the list…' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    release();

    await waitFor(() => expect(files).toHaveLength(1), { timeout: 20_000 });
    const ids = (await readSheet(files[0]!)).slice(1).map((row) => row[0]);
    const found = SHIPMENTS.filter((it) => String(it.shipmentCode).startsWith('OCN2026001'));
    expect(found).toHaveLength(100);
    expect(ids).toEqual(found.map((it) => it.id));
    const reads = server.calls.filter((call) => call.perPage === 500);
    expect(reads.map((call) => call.options.search)).toEqual(['OCN2026001']);
  });
});
