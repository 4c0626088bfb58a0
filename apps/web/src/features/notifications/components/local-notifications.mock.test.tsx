import {
  listOpenNotifications,
  reconcileNotifications,
  type NotificationStatesRecord,
} from '@rumbo/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordSubscription } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { syncStatusStore } from '#data/sync/sync-status-store.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import type { NotificationState } from '#data/notification-states/notification-state.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsProvider } from './notifications-provider.tsx';
import { NotificationsSummary } from './notifications-summary.tsx';

// Without the server the browser computes the notifications itself, as it always has (SPEC §4),
// over the shipments it holds: here, what the browser's copy returns.
const held = vi.hoisted(() => ({ shipments: [] as ModeShipment[] }));
vi.mock('#data/shipments/held-shipments.ts', () => ({
  readHeldShipments: async () => held.shipments,
}));

const GOLFO = 'rmbcompanygolfo';
const USER = 'staffgolfo00001';
const DAY_MS = 86_400_000;
// Five days back is always past the 24 working hours, whatever the weekday.
const LATE = new Date(Date.now() - 5 * DAY_MS).toISOString();
const OFFLINE_NOTE = 'Offline: these notifications come from the shipments saved in this browser.';

function shipment(mode: ModeShipment['mode'], id: string, fields: object): ModeShipment {
  return { id, mode, company: GOLFO, created: LATE, updated: LATE, ref: `PO-${id}`, ...fields };
}

const SHIPMENTS = [
  shipment('ocean', 'ocean000000001', { pickupEstimated: LATE, cutOffDocEstimated: LATE }),
  shipment('air', 'air00000000001', { airportDepartureEstimated: LATE }),
  shipment('land', 'land0000000001', { deliveryEta: LATE, deliveryAt: LATE }),
];

let stateEvents: ((event: RecordSubscription<NotificationStatesRecord>) => void) | undefined;

function signIn(): void {
  signInAs({ id: USER, email: 'staff@golfo.test', company: GOLFO });
}

function renderEngine(states: NotificationState[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(['notification_states', USER], states);
  renderAs(
    <NotificationsProvider enabled>
      <NotificationBell />
      <NotificationsSummary />
    </NotificationsProvider>,
    { signedIn: 'keep', queryClient, showLocation: false },
  );
  return queryClient;
}

function seenState(dedupKey: string, id = dedupKey.slice(-15)): NotificationStatesRecord {
  return {
    id,
    collectionId: 'notifstates0001',
    collectionName: 'notification_states',
    created: LATE,
    updated: LATE,
    user: USER,
    company: GOLFO,
    dedupKey,
    status: 'ack',
    mode: 'ocean',
    shipmentId: '',
    milestone: '',
    statusChangedAt: '',
  };
}

function expectedOpen() {
  return listOpenNotifications(
    reconcileNotifications({ existing: [], shipments: SHIPMENTS, now: new Date() }),
  );
}

describe('NotificationsProvider without the server', () => {
  const states = pb.collection('notification_states');

  beforeEach(() => {
    signIn();
    held.shipments = SHIPMENTS;
    syncStatusStore.update({ isOnline: false });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // no IndexedDB in happy-dom
    vi.spyOn(pb, 'send').mockRejectedValue(new Error('the server is not asked'));
    vi.spyOn(pb.realtime, 'subscribe').mockResolvedValue(async () => undefined);
    vi.spyOn(states, 'subscribe').mockImplementation(async (_topic, handler) => {
      stateEvents = handler as typeof stateEvents;
      return async () => undefined;
    });
  });
  afterEach(() => {
    syncStatusStore.update({ isOnline: true, isDemo: false });
    vi.restoreAllMocks();
    pb.authStore.clear();
    stateEvents = undefined;
  });

  it('counts what the domain derives from the shipments the browser holds, and says so', async () => {
    renderEngine();
    expect(expectedOpen()).toHaveLength(3);
    expect(await screen.findByRole('button', { name: 'Notifications: 3 open' })).toBeEnabled();
    expect(screen.getByRole('note')).toHaveTextContent(OFFLINE_NOTE);
    expect(pb.send).not.toHaveBeenCalled();
  });

  it('with demo data it computes them too, without the offline note', async () => {
    syncStatusStore.update({ isOnline: true, isDemo: true });
    renderEngine();
    expect(await screen.findByRole('button', { name: 'Notifications: 3 open' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });

  // Demo data stays in this browser whatever the server does: a states read that the server
  // answers does not hand the notifications back to it.
  it('applies what the user stored on another device, and follows it live', async () => {
    syncStatusStore.update({ isDemo: true });
    const [first, second] = expectedOpen();
    renderEngine([seenState(first!.dedupKey)]);
    expect(await screen.findByRole('button', { name: 'Notifications: 2 open' })).toBeEnabled();
    const both = [seenState(first!.dedupKey), seenState(second!.dedupKey)];
    vi.spyOn(states, 'getFullList').mockResolvedValue(both as never);
    await act(async () => stateEvents?.({ action: 'create', record: both[1]! }));
    expect(await screen.findByRole('button', { name: 'Notifications: 1 open' })).toBeEnabled();
  });

  it('marks as seen at once and stores the state', async () => {
    syncStatusStore.update({ isDemo: true });
    const create = vi.spyOn(states, 'create').mockImplementation(async (body) => body as never);
    vi.spyOn(states, 'getFullList').mockImplementation(
      async () => create.mock.calls.map(([body]) => body) as never,
    );
    renderEngine();
    const [first] = expectedOpen();
    const label = `Mark as seen: ${first!.reference}, Pickup`;
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(screen.getByRole('button', { name: 'Notifications: 2 open' })).toBeEnabled();
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0]).toMatchObject({
      company: GOLFO,
      user: USER,
      dedupKey: first!.dedupKey,
      status: 'ack',
    });
  });

  it('stores resolved for a seen notification whose actual date came in', async () => {
    const [first] = expectedOpen();
    const stored = seenState(first!.dedupKey, 'seenstate000001');
    const update = vi.spyOn(states, 'update').mockResolvedValue({} as never);
    vi.spyOn(states, 'getFullList').mockResolvedValue([stored] as never);
    const queryClient = renderEngine([stored]);
    expect(await screen.findByRole('button', { name: 'Notifications: 2 open' })).toBeEnabled();
    held.shipments = [
      { ...SHIPMENTS[0]!, pickupActual: new Date().toISOString() },
      ...SHIPMENTS.slice(1),
    ];
    await act(() => queryClient.invalidateQueries({ queryKey: ['held-shipments'] }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'seenstate000001',
        { status: 'resolved', statusChangedAt: expect.any(String) },
        expect.anything(),
      ),
    );
  });
});
