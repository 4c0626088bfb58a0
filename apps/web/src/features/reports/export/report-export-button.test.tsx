import { notifications } from '@mantine/notifications';
import { EMPTY_REPORT_FILTERS, FIGURE_PATHS, reportAnswer, type ReportFact } from '@rumbo/domain';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopProbing } from '#data/sync/sync-engine.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { ReportExportButton } from './report-export-button.tsx';

const SCOPE = { key: 'company00000001', scope: { company: 'company00000001' } };
const TOTAL = 1_234;
const FACTS: ReportFact[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: `ship${String(index).padStart(11, '0')}`,
  mode: 'ocean',
  code: `OCN-${index}`,
  reference: '',
  direction: 'import',
  client: 'Café Orizaba',
  carrier: 'Maersk',
  status: 'In transit',
  origin: 'CNSHA',
  destination: 'MXZLO',
  createdAt: '2026-01-10T18:00:00.000Z',
  etd: '',
  eta: '',
  teu: 2,
  chargeableKg: 0,
  money: [{ currency: 'USD', income: 10, cost: 4, profit: 6 }],
  milestones: { onTime: 0, late: 0, overdue: 0 },
}));
const { answer: ANSWER } = reportAnswer(FACTS, EMPTY_REPORT_FILTERS, { asOf: new Date() });

type Query = { page: number; perPage: number };

/** The server's drill-down route, a page of the report's shipments per call (`hold` waits). */
function serveShipments(hold?: (page: number) => Promise<void>) {
  return vi.spyOn(pb, 'send').mockImplementation(async (path, options) => {
    if (path !== FIGURE_PATHS.reportShipments) throw new Error(`Unexpected ${path}`);
    const { page, perPage } = options!.query as Query;
    await hold?.(page);
    options!.signal?.throwIfAborted();
    const items = FACTS.slice((page - 1) * perPage, page * perPage);
    const totalPages = Math.ceil(TOTAL / perPage);
    return { page, perPage, totalItems: TOTAL, totalPages, asOf: ANSWER.asOf, items } as never;
  });
}

function renderButton() {
  renderAs(<ReportExportButton answer={ANSWER} filters={EMPTY_REPORT_FILTERS} scope={SCOPE} />, {
    signedIn: 'keep',
    showLocation: false,
  });
}

describe('ReportExportButton', () => {
  let files: Blob[];

  beforeEach(() => {
    files = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  afterEach(() => {
    // Unmounted first: a query still running must not reach the network once `send` is restored.
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
    cleanup();
    vi.restoreAllMocks();
    stopProbing();
  });

  it('reads the shipments a page at a time as it writes them, then downloads the file', async () => {
    const send = serveShipments();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
    const pages = send.mock.calls.map(([, options]) => (options!.query as Query).page);
    expect(pages).toEqual([1, 2, 3]);
    expect(send.mock.calls.every(([, options]) => (options!.query as Query).perPage === 500)).toBe(
      true,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await files[0]!.arrayBuffer());
    const sheet = workbook.getWorksheet('Shipments')!;
    expect(sheet.rowCount).toBe(TOTAL + 1);
    expect(sheet.getCell(`A${TOTAL + 1}`).text).toBe(`OCN-${TOTAL - 1}`);
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it('shows its progress and stops at Cancel: no more pages, nothing downloaded', async () => {
    let release: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (release = resolve));
    const send = serveShipments((page) => (page === 2 ? second : Promise.resolve()));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const bar = await screen.findByRole('progressbar', { name: 'Excel file progress' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(30));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    expect(await screen.findByText('The export was cancelled: nothing was saved.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    expect(send.mock.calls.map(([, options]) => (options!.query as Query).page)).toEqual([1, 2]);
    expect(files).toEqual([]);
  });
});
