import { MantineProvider } from '@mantine/core';
import {
  listOpenNotifications,
  reconcileNotifications,
  type NotificationStatesRecord,
} from '@rumbo/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordSubscription } from 'pocketbase';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeShipment } from '#data/repository-types.ts';
import '#lib/i18n.ts';
import { pb } from '#lib/pocketbase.ts';
import { theme } from '#lib/theme.ts';
import type { NotificationState } from '../notification-state.ts';
import { NotificationBell } from './notification-bell.tsx';
import { NotificationsProvider } from './notifications-provider.tsx';
import { NotificationsSummary } from './notifications-summary.tsx';

const GOLFO = 'rmbcompanygolfo';
const USER = 'staffgolfo00001';
const DAY_MS = 86_400_000;
// Five days back is always past the 24 working hours, whatever the weekday.
const LATE = new Date(Date.now() - 5 * DAY_MS).toISOString();

function shipment(mode: ModeShipment['mode'], id: string, fields: object): ModeShipment {
  return { id, mode, company: GOLFO, created: LATE, updated: LATE, ref: `PO-${id}`, ...fields };
}

const SHIPMENTS = {
  ocean: [shipment('ocean', 'ocean000000001', { pickupEstimated: LATE, cutOffDocEstimated: LATE })],
  air: [shipment('air', 'air00000000001', { airportDepartureEstimated: LATE })],
  land: [shipment('land', 'land0000000001', { deliveryEta: LATE, deliveryAt: LATE })],
};
const ALL_SHIPMENTS = [...SHIPMENTS.ocean, ...SHIPMENTS.air, ...SHIPMENTS.land];

let stateEvents: ((event: RecordSubscription<NotificationStatesRecord>) => void) | undefined;

function signIn(): void {
  const claims = { id: USER, type: 'authRecord', exp: Math.floor(Date.now() / 1000) + 3600 };
  const token = `${btoa('{"alg":"HS256"}')}.${btoa(JSON.stringify(claims))}.unsigned`;
  const model = { id: USER, collectionName: 'users', email: 'staff@golfo.test', company: GOLFO };
  pb.authStore.save(token, model);
}

function renderEngine({ enabled = true, states = [] as NotificationState[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const [mode, list] of Object.entries(SHIPMENTS))
    queryClient.setQueryData(['shipments', mode, GOLFO], list);
  queryClient.setQueryData(['notification_states', USER], states);
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <NotificationsProvider enabled={enabled}>
            <NotificationBell />
            <NotificationsSummary />
          </NotificationsProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return queryClient;
}

/** A stored "seen" state, as the server lists it. */
function seenState(dedupKey: string, id = dedupKey.slice(-15)) {
  const record: NotificationStatesRecord = {
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
  return record;
}

function expectedOpen() {
  return listOpenNotifications(
    reconcileNotifications({ existing: [], shipments: ALL_SHIPMENTS, now: new Date() }),
  );
}

describe('NotificationsProvider', () => {
  const states = pb.collection('notification_states');

  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // no IndexedDB in happy-dom
    vi.spyOn(pb.realtime, 'subscribe').mockResolvedValue(async () => undefined);
    vi.spyOn(states, 'subscribe').mockImplementation(async (_topic, handler) => {
      stateEvents = handler as typeof stateEvents;
      return async () => undefined;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
    stateEvents = undefined;
  });

  it('counts the open notifications the domain derives from the shipments', async () => {
    renderEngine();
    const open = expectedOpen();
    expect(open).toHaveLength(3);
    expect(await screen.findByRole('button', { name: 'Notifications: 3 open' })).toBeEnabled();
  });

  it('applies what the user stored on another device, and follows it live', async () => {
    const [first, second] = expectedOpen();
    renderEngine({ states: [seenState(first!.dedupKey)] });
    expect(await screen.findByRole('button', { name: 'Notifications: 2 open' })).toBeEnabled();
    const both = [seenState(first!.dedupKey), seenState(second!.dedupKey)];
    vi.spyOn(states, 'getFullList').mockResolvedValue(both as never);
    await act(async () => stateEvents?.({ action: 'create', record: both[1]! }));
    expect(await screen.findByRole('button', { name: 'Notifications: 1 open' })).toBeEnabled();
  });

  it('marks as seen at once and stores the state on the server', async () => {
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
    expect(create.mock.calls[0]![0]).toEqual({
      id: expect.stringMatching(/^[a-z0-9]{15}$/),
      company: GOLFO,
      user: USER,
      dedupKey: first!.dedupKey,
      status: 'ack',
      mode: 'ocean',
      shipmentId: 'ocean000000001',
      milestone: 'pickup',
      statusChangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('stores resolved for a seen notification whose actual date came in', async () => {
    const [first] = expectedOpen();
    const stored = seenState(first!.dedupKey, 'seenstate000001');
    const update = vi.spyOn(states, 'update').mockResolvedValue({} as never);
    // The server still answers "ack" (say it refused the write): no retry on every refetch.
    const list = vi.spyOn(states, 'getFullList').mockResolvedValue([stored] as never);
    const queryClient = renderEngine({ states: [stored] });
    expect(await screen.findByRole('button', { name: 'Notifications: 2 open' })).toBeEnabled();
    const done = { ...SHIPMENTS.ocean[0]!, pickupActual: new Date().toISOString() };
    act(() => queryClient.setQueryData(['shipments', 'ocean', GOLFO], [done]));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'seenstate000001',
        { status: 'resolved', statusChangedAt: expect.any(String) },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(list).toHaveBeenCalled());
    await act(async () => undefined);
    expect(update).toHaveBeenCalledOnce();
  });

  it('runs nothing while disabled', () => {
    renderEngine({ enabled: false });
    expect(screen.getByRole('button', { name: 'Notifications unavailable' })).toBeDisabled();
    expect(states.subscribe).not.toHaveBeenCalled();
  });
});
