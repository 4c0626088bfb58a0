import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BinItem, BinPage } from '#data/recycle-bin/recycle-bin-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { RecycleBinPage } from './recycle-bin-page.tsx';

const PARTNER: BinItem = {
  id: 'bin000000000001',
  collection: 'partners',
  recordId: 'partner00000001',
  company: 'company00000001',
  label: 'Naviera del Golfo',
  deleted: '2026-03-01 15:00:00.000Z',
  expires: '2026-03-31 15:00:00.000Z',
  deletedBy: { id: 'user00000000001', name: 'Ana Peña' },
};

function pageOf(items: BinItem[]): BinPage {
  return { page: 1, perPage: 20, totalItems: items.length, totalPages: 1, items };
}

/** The server's bin, answering the list and the restore through the SDK's `send`. */
function serveBin(answers: Record<string, () => unknown>) {
  return vi.spyOn(pb, 'send').mockImplementation(async (path: string) => {
    const answer = answers[path.startsWith('/api/recycle-bin/') ? 'restore' : 'list'];
    if (!answer) throw new Error(`unexpected call to ${path}`);
    return answer();
  });
}

const serverError = (status: number) =>
  new ClientResponseError({ status, response: { message: 'Something went wrong.' } });

// Rendering the whole page with Mantine in happy-dom takes a second or two per test.
describe('RecycleBinPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it('says so when nothing waits in the bin', async () => {
    serveBin({ list: () => pageOf([]) });
    renderAs(<RecycleBinPage isAdmin={false} />, { role: 'rumbo_superuser' });
    expect(await screen.findByRole('heading', { name: 'The recycle bin is empty' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again when the bin cannot be read, and then lists it', async () => {
    let fails = true;
    const send = serveBin({
      list: () => {
        if (fails) throw serverError(500);
        return pageOf([PARTNER]);
      },
    });
    const { user } = renderAs(<RecycleBinPage isAdmin={false} />, { role: 'rumbo_superuser' });
    expect(await screen.findByText('The recycle bin could not be loaded')).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const row = await screen.findByRole('row', { name: /Naviera del Golfo/ });
    expect(row).toHaveTextContent('Partner');
    expect(row).toHaveTextContent('Ana Peña');
    expect(send).toHaveBeenLastCalledWith(
      '/api/recycle-bin',
      expect.objectContaining({ method: 'GET', query: { page: 1, perPage: 20 } }),
    );
  });

  it('reads the next page when asked', async () => {
    const send = serveBin({
      list: () => ({ ...pageOf([PARTNER]), totalItems: 21, totalPages: 2 }),
    });
    const { user } = renderAs(<RecycleBinPage isAdmin={false} />, { role: 'rumbo_superuser' });
    const pages = await screen.findByRole('navigation', { name: 'Recycle bin pages' });
    expect(screen.getByText('21 deleted records')).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith(
        '/api/recycle-bin',
        expect.objectContaining({ query: { page: 2, perPage: 20 } }),
      ),
    );
  });

  it('restores after the confirmation and links to the partner; a gone item is said so', async () => {
    let restores = 0;
    const send = serveBin({
      list: () => pageOf([PARTNER]),
      restore: () => {
        restores += 1;
        if (restores > 1) throw serverError(404);
        return { collection: 'partners', codeChanged: false, record: { id: PARTNER.recordId } };
      },
    });
    const { user } = renderAs(<RecycleBinPage isAdmin={false} />, { role: 'rumbo_superuser' });
    const restore = () =>
      user.click(screen.getByRole('button', { name: 'Restore Naviera del Golfo (Partner)' }));
    await screen.findByRole('row', { name: /Naviera del Golfo/ });
    await restore();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(dialog).toHaveTextContent('Restore Naviera del Golfo (Partner)?');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const open = await screen.findByRole('link', { name: 'Open Naviera del Golfo' });
    expect(open).toHaveAttribute('href', '/dashboard/partners?open=partner00000001');
    expect(open.closest('[data-notice="restored"]')).toHaveTextContent(
      'Naviera del Golfo (Partner) restored.',
    );
    expect(send).toHaveBeenCalledWith(
      '/api/recycle-bin/bin000000000001/restore',
      expect.objectContaining({ method: 'POST' }),
    );

    await restore();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm action' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    await waitFor(() =>
      expect(
        screen.getByText(
          'This record is no longer in the recycle bin: someone restored it, or its time ran out.',
        ),
      ).toBeVisible(),
    );
  });
});
