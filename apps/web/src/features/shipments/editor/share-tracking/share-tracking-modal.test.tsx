import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { TrackingLink } from '#data/tracking-links/tracking-links.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { ShareTrackingModal } from './share-tracking-modal.tsx';

// The dialog's own states over the SDK's answers; the links themselves are the server's
// (its tests make, list, revoke and open real ones).

const links = pb.collection('tracking_links');
const list = vi.spyOn(links, 'getFullList');
const create = vi.spyOn(links, 'create');
const update = vi.spyOn(links, 'update');

afterEach(() => {
  list.mockReset();
  create.mockReset();
  update.mockReset();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => [list, create, update].forEach((spy) => spy.mockRestore()));

const SHIPMENT = { collection: 'shipments_ocean' as const, shipmentId: 'ocean0000000003' };

function link(overrides: Partial<TrackingLink> = {}): TrackingLink {
  return {
    id: 'link00000000001',
    collectionId: 'tracking_links',
    collectionName: 'tracking_links',
    created: '2026-03-01 15:00:00.000Z',
    updated: '2026-03-01 15:00:00.000Z',
    company: 'company00000001',
    shipmentCollection: 'shipments_ocean',
    shipment: SHIPMENT.shipmentId,
    label: 'Importadora del Bajío',
    expiresAt: '',
    revoked: false,
    token: 'abcDEF0123456789_-abcDEF01234567',
    lastOpenedAt: '',
    createdBy: 'user00000000001',
    ...overrides,
  } as TrackingLink;
}

function open() {
  return renderAs(<ShareTrackingModal shipment={SHIPMENT} onClose={() => undefined} />, {
    showLocation: false,
  });
}

describe('ShareTrackingModal', () => {
  it('lists the links with their status, and copies one', async () => {
    list.mockResolvedValue([
      link(),
      link({
        id: 'link00000000002',
        label: 'Agente',
        revoked: true,
        lastOpenedAt: '2026-03-02 10:00:00.000Z',
      }),
    ] as never);
    const view = open();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Importadora del Bajío');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('No expiry');
    expect(rows[0]).toHaveTextContent('Never opened');
    expect(rows[1]).toHaveTextContent('Revoked');
    expect(rows[1]).toHaveTextContent('Last opened');
    expect(within(rows[1]!).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(list.mock.calls[0]?.[0]).toMatchObject({
      filter: "shipmentCollection = 'shipments_ocean' && shipment = 'ocean0000000003'",
      sort: '-created',
    });
    await view.user.click(within(rows[0]!).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/t/abcDEF0123456789_-abcDEF01234567`,
    );
    expect(await screen.findByText('Link copied.')).toBeVisible();
  });

  it('says next to each field what is wrong, and sends nothing', async () => {
    list.mockResolvedValue([] as never);
    const view = open();
    expect(await screen.findByText(/No links yet/)).toBeVisible();
    await view.user.type(screen.getByLabelText('Expires on'), '2020-01-01');
    await view.user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByRole('textbox', { name: 'For whom' })).toHaveAccessibleDescription(
      /Say whom the link is for\./,
    );
    expect(screen.getByLabelText('Expires on')).toHaveAccessibleDescription(
      /Pick today or a later day\./,
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a new link first, with its address', async () => {
    list.mockResolvedValueOnce([link()] as never);
    const made = link({ id: 'link00000000009', label: 'Cliente final', token: 'N'.repeat(32) });
    create.mockResolvedValue(made as never);
    list.mockResolvedValue([made, link()] as never);
    const view = open();
    await screen.findByText('Importadora del Bajío');
    await view.user.type(screen.getByRole('textbox', { name: 'For whom' }), '  Cliente final ');
    await view.user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(create).toHaveBeenCalledWith(
      {
        shipmentCollection: 'shipments_ocean',
        shipment: 'ocean0000000003',
        label: 'Cliente final',
        expiresAt: '',
      },
      expect.anything(),
    );
    expect(await screen.findByRole('textbox', { name: 'New link address' })).toHaveValue(
      `${window.location.origin}/t/${'N'.repeat(32)}`,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Cliente final'),
    );
    expect(screen.getByRole('textbox', { name: 'For whom' })).toHaveValue('');
  });

  it('offline, says the link was not made and keeps what was typed', async () => {
    list.mockResolvedValue([] as never);
    create.mockRejectedValue(new ClientResponseError({ status: 0 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());
    const view = open();
    await screen.findByText(/No links yet/);
    await view.user.type(screen.getByRole('textbox', { name: 'For whom' }), 'Cliente final');
    await view.user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/the link was not created/);
    expect(screen.getByRole('textbox', { name: 'For whom' })).toHaveValue('Cliente final');
  });

  it('revokes only once confirmed', async () => {
    list.mockResolvedValue([link()] as never);
    update.mockResolvedValue(link({ revoked: true }) as never);
    const view = open();
    const row = await screen.findByRole('listitem');
    await view.user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(confirm).toHaveTextContent(/Revoke the link for “Importadora del Bajío”\?/);
    list.mockResolvedValue([link({ revoked: true })] as never);
    await view.user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('link00000000001', { revoked: true }, expect.anything()),
    );
    expect(await within(row).findByText('Revoked')).toBeVisible();
  });
});
