import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let nowMs = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * The current time, renewed every minute, shared by every caller (one timer): membership
 * starts and ends while the app is open, and the gate must follow.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, readNow);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    nowMs = Date.now();
    timer = setInterval(tick, MINUTE_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}

function readNow(): number {
  return nowMs;
}

function tick(): void {
  nowMs = Date.now();
  listeners.forEach((listener) => listener());
}
