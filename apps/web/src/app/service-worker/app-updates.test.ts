import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppUpdates, RELOAD_FALLBACK_MS, type UpdatingWorker } from './app-updates.ts';

/** workbox-window's Workbox as the flow sees it: events the test sends, a skip-waiting spy. */
function fakeWorker() {
  const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const messageSkipWaiting = vi.fn();
  const worker = {
    addEventListener(type: string, listener: (event: { isUpdate?: boolean }) => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting,
  };
  const send = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) =>
    listeners.get(type)?.forEach((listener) => listener(event));
  return { worker: worker as unknown as UpdatingWorker, send, messageSkipWaiting };
}

describe('createAppUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers a waiting version and activates it only when asked, then reloads once it controls', () => {
    const { worker, send, messageSkipWaiting } = fakeWorker();
    const reload = vi.fn();
    const updates = createAppUpdates(worker, reload);
    const changes = vi.fn();
    updates.subscribe(changes);
    expect(updates.getSnapshot().isReady).toBe(false);

    send('waiting');
    expect(updates.getSnapshot().isReady).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(messageSkipWaiting).not.toHaveBeenCalled();

    updates.apply();
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    send('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads a page whose worker was replaced from another tab; it offers the reload', () => {
    const { worker, send } = fakeWorker();
    const reload = vi.fn();
    const updates = createAppUpdates(worker, reload);

    send('controlling', { isUpdate: true });
    vi.advanceTimersByTime(10 * RELOAD_FALLBACK_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(updates.getSnapshot().isReady).toBe(true);

    updates.apply();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes the first worker taking over a new page for no update', () => {
    const { worker, send } = fakeWorker();
    const reload = vi.fn();
    const updates = createAppUpdates(worker, reload);
    send('controlling', { isUpdate: false });
    expect(updates.getSnapshot().isReady).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads anyway when the asked-for worker never takes over', () => {
    const { worker, send } = fakeWorker();
    const reload = vi.fn();
    const updates = createAppUpdates(worker, reload);
    send('waiting');
    updates.apply();
    updates.apply();
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hides the offer when put off, until the next version waits', () => {
    const { worker, send } = fakeWorker();
    const updates = createAppUpdates(worker, vi.fn());
    send('waiting');
    updates.dismiss();
    expect(updates.getSnapshot().isReady).toBe(false);
    send('waiting');
    expect(updates.getSnapshot().isReady).toBe(true);
  });
});
