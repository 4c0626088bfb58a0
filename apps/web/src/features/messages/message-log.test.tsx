import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageDetail } from '#data/messages/messages-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import MessageLog from './message-log.tsx';

// The log's own states over the SDK's answers; the server's tests read and resend real ones.

const messages = pb.collection('messages');
const getList = vi.spyOn(messages, 'getList');
const getOne = vi.spyOn(messages, 'getOne');
const shipments = vi.spyOn(pb.collection('shipments_ocean'), 'getFullList');
const send = vi.spyOn(pb, 'send');

afterEach(() => {
  [getList, getOne, shipments, send].forEach((spy) => spy.mockReset());
  pb.authStore.clear();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => [getList, getOne, shipments, send].forEach((spy) => spy.mockRestore()));

const WAITING: MessageDetail = {
  id: 'msg000000000001',
  kind: 'milestone',
  status: 'queued',
  recipient: 'compras@bajio.mx',
  recipientName: 'Lucía Robles',
  language: 'es',
  shipmentCollection: 'shipments_ocean',
  shipment: 'ocean0000000003',
  subject: 'Tu embarque GOL-OC-0003 ya salió',
  resendOf: '',
  attempts: 0,
  nextAttemptAt: '2026-03-01 15:00:00.000Z',
  lastAttemptAt: '',
  lastError: 'not sent: no mail server configured',
  sentAt: '',
  created: '2026-03-01 15:00:00.000Z',
  body: {
    text: 'Hola, Lucía:\nTu embarque GOL-OC-0003 salió de Veracruz.',
    html: '<p>Hola, Lucía:</p><p>Tu embarque <b>GOL-OC-0003</b> salió.</p><script>alert(1)</script>',
  },
  attachments: [{ name: 'Aviso de arribo GOL-OC-0003.pdf', contentType: 'application/pdf' }],
  messageId: '<msg000000000001.milestone@rumbo.test>',
};

const FAILING = {
  ...WAITING,
  id: 'msg000000000002',
  kind: 'digest' as const,
  shipmentCollection: '' as const,
  shipment: '',
  recipient: 'ana@golfo.test',
  recipientName: '',
  subject: 'Hitos vencidos hoy',
  attempts: 3,
  lastError: '451 4.3.0 Mailbox temporarily unavailable',
  nextAttemptAt: '2026-03-01 15:04:00.000Z',
};

function page(items: MessageDetail[], totalItems = items.length) {
  return { page: 1, perPage: 20, totalItems, totalPages: Math.ceil(totalItems / 20), items };
}

function openLog() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(['companies', TEST_COMPANY], {
    id: TEST_COMPANY,
    name: 'Golfo Logistics',
    brandName: 'Golfo',
    replyTo: 'operaciones@golfo.mx',
  });
  return renderAs(<MessageLog companyId={TEST_COMPANY} />, {
    role: 'rumbo_superuser',
    queryClient,
    showLocation: false,
  });
}

describe('MessageLog', { timeout: 20_000 }, () => {
  it('lists the messages newest first with their state, recipient and shipment', async () => {
    getList.mockResolvedValue(page([WAITING, FAILING]) as never);
    shipments.mockResolvedValue([{ id: 'ocean0000000003', shipmentCode: 'GOL-OC-0003' }] as never);
    openLog();
    const table = await screen.findByRole('table', { name: 'Messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Lucía Robles');
    expect(rows[0]).toHaveTextContent('compras@bajio.mx');
    expect(rows[0]).toHaveTextContent('Milestone');
    expect(rows[0]).toHaveTextContent('Waiting');
    expect(rows[0]).toHaveTextContent('not sent: no mail server configured');
    expect(await within(rows[0]!).findByRole('link', { name: /GOL-OC-0003/ })).toHaveAttribute(
      'href',
      '/dashboard/shipments/ocean?open=ocean0000000003',
    );
    expect(rows[1]).toHaveTextContent('Failing');
    expect(rows[1]).toHaveTextContent('451 4.3.0 Mailbox temporarily unavailable');
    expect(rows[1]).toHaveTextContent('Next try');
    expect(screen.getByText('2 messages')).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({ filter: '', sort: '-created,-id' }),
    );
    // The list leaves the parts out: a digest can be long.
    expect(getList.mock.calls[0]![2]!.fields).not.toContain('body');
  });

  it('filters by state, kind and a search on the server', async () => {
    getList.mockResolvedValue(page([WAITING]) as never);
    const { user } = openLog();
    await screen.findByRole('table', { name: 'Messages' });
    await user.selectOptions(screen.getByLabelText('Status'), 'failing');
    await user.selectOptions(screen.getByLabelText('Kind'), 'digest');
    await user.type(screen.getByLabelText('Search'), 'bajío');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        1,
        20,
        expect.objectContaining({
          filter:
            "(status = 'queued' && attempts > 0 && lastError != '') && kind = 'digest' && (recipient ~ 'bajío' || recipientName ~ 'bajío' || subject ~ 'bajío')",
        }),
      ),
    );
  });

  it('says the server cannot be reached instead of listing', async () => {
    getList.mockRejectedValue(new ClientResponseError({ status: 0 }));
    openLog();
    expect(await screen.findByText('Messages can’t be shown offline')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a message as it goes out, its HTML in a frame without scripts', async () => {
    getList.mockResolvedValue(page([WAITING]) as never);
    getOne.mockResolvedValue(WAITING as never);
    const { user } = openLog();
    await user.click(
      await screen.findByRole('button', {
        name: 'Open the message “Tu embarque GOL-OC-0003 ya salió”',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('Golfo, from the mail server’s sender address');
    expect(dialog).toHaveTextContent('operaciones@golfo.mx');
    expect(dialog).toHaveTextContent('Lucía Robles <compras@bajio.mx>');
    const frame = await within(dialog).findByTitle('The message as its recipient sees it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<b>GOL-OC-0003</b>');
    expect(dialog).toHaveTextContent('Aviso de arribo GOL-OC-0003.pdf');
    expect(dialog).toHaveTextContent('<msg000000000001.milestone@rumbo.test>');
    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(await within(dialog).findByText(/salió de Veracruz/)).toBeVisible();
  });

  it('resends after the confirmation, says so and reads the log again', async () => {
    getList.mockResolvedValue(page([WAITING]) as never);
    getOne.mockResolvedValue(WAITING as never);
    send.mockResolvedValue({ ...WAITING, id: 'msg000000000009' } as never);
    const { user } = openLog();
    await user.click(await screen.findByRole('button', { name: /Open the message/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(confirm).toHaveTextContent(
      'Send “Tu embarque GOL-OC-0003 ya salió” again to Lucía Robles <compras@bajio.mx>?',
    );
    const calls = getList.mock.calls.length;
    await user.click(within(confirm).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        '/api/messages/msg000000000001/resend',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(
      await screen.findByText('A copy was queued for Lucía Robles <compras@bajio.mx>.'),
    ).toBeVisible();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('sends nothing when the resend is not confirmed', async () => {
    getList.mockResolvedValue(page([WAITING]) as never);
    getOne.mockResolvedValue(WAITING as never);
    const { user } = openLog();
    await user.click(await screen.findByRole('button', { name: /Open the message/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm action' })).toBeNull(),
    );
    expect(send.mock.calls.map(([path]) => path)).not.toContainEqual(
      expect.stringContaining('/resend'),
    );
  });
});
