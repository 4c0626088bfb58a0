import PocketBase from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_LINK_CHECK_MS, watchRealtimeLink } from './realtime-link.ts';

/**
 * The browser's event stream as the SDK uses it, driven by the test: `connect` sends the
 * server's PB_CONNECT, `fail` is the stream breaking (the server stopped).
 */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.opened.at(-1);
    if (!latest) throw new Error('no event stream opened');
    return latest;
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.isClosed = true;
  }

  connect(clientId: string) {
    const event = new MessageEvent('PB_CONNECT', { data: '{}', lastEventId: clientId });
    this.listeners.get('PB_CONNECT')?.forEach((listener) => listener(event));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }
}

let client: PocketBase;
let stop: () => void = () => undefined;
const handlers = { onDrop: vi.fn(), onBack: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  // The SDK posts the subscriptions once connected; the server answers 204.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  client = new PocketBase('http://127.0.0.1:8090');
  handlers.onDrop.mockReset();
  handlers.onBack.mockReset();
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Subscribes as the dashboard does and lets the first connection complete. */
async function connectLink(): Promise<void> {
  const subscribed = client.realtime.subscribe('shipments_ocean', () => undefined);
  FakeEventSource.latest().connect('client-1');
  await subscribed;
  expect(client.realtime.isConnected).toBe(true);
}

async function tick(ms = REALTIME_LINK_CHECK_MS): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('watchRealtimeLink on the SDK realtime client', () => {
  it('reports a drop of the event stream within one check, and its return', async () => {
    stop = watchRealtimeLink(client.realtime, handlers);
    await connectLink();
    await tick();
    expect(handlers.onDrop).not.toHaveBeenCalled();

    FakeEventSource.latest().fail();
    await tick();
    expect(handlers.onDrop).toHaveBeenCalledTimes(1);
    expect(handlers.onBack).not.toHaveBeenCalled();

    // The SDK keeps reconnecting; failed attempts are the same drop, not new ones.
    await tick(200);
    FakeEventSource.latest().fail();
    await tick(5 * REALTIME_LINK_CHECK_MS);
    expect(handlers.onDrop).toHaveBeenCalledTimes(1);

    FakeEventSource.latest().connect('client-2');
    await tick();
    expect(handlers.onBack).toHaveBeenCalledTimes(1);
    expect(handlers.onDrop).toHaveBeenCalledTimes(1);
  });

  it('does not take the first connection for a return', async () => {
    stop = watchRealtimeLink(client.realtime, handlers);
    await tick();
    await connectLink();
    await tick(3 * REALTIME_LINK_CHECK_MS);
    expect(handlers.onBack).not.toHaveBeenCalled();
    expect(handlers.onDrop).not.toHaveBeenCalled();
  });

  it('stops reading the link once stopped', async () => {
    stop = watchRealtimeLink(client.realtime, handlers);
    await connectLink();
    stop();
    FakeEventSource.latest().fail();
    await tick(3 * REALTIME_LINK_CHECK_MS);
    expect(handlers.onDrop).not.toHaveBeenCalled();
  });
});
