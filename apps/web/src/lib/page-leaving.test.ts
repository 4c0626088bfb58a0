import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPageLeaving, STAYED_AFTER_MS } from './page-leaving.ts';

// Last-moment work when the page goes, undone only when leaving was really called off.
describe('onPageLeaving', () => {
  const leaving = vi.fn();
  const stayed = vi.fn();
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    leaving.mockClear();
    stayed.mockClear();
    stop = onPageLeaving({ leaving, stayed });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function beforeUnload(asks: boolean): void {
    const ask = (event: Event) => event.preventDefault();
    if (asks) window.addEventListener('beforeunload', ask);
    window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    window.removeEventListener('beforeunload', ask);
  }

  it('a page that asked "leave?" and is still here has stayed', () => {
    beforeUnload(true);
    expect(leaving).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STAYED_AFTER_MS);
    expect(stayed).toHaveBeenCalledTimes(1);
  });

  it('a page that asked nothing is going, however long its tab takes to close', () => {
    beforeUnload(false);
    expect(leaving).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STAYED_AFTER_MS * 10);
    expect(stayed).not.toHaveBeenCalled();
  });

  it('pagehide is the page going: no stay after it', () => {
    beforeUnload(true);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(STAYED_AFTER_MS);
    expect(leaving).toHaveBeenCalledTimes(2);
    expect(stayed).not.toHaveBeenCalled();
  });

  it('a page back from the browser’s page cache has stayed', () => {
    const shown = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(shown, 'persisted', { value: true });
    window.dispatchEvent(shown);
    expect(stayed).toHaveBeenCalledTimes(1);
  });
});
