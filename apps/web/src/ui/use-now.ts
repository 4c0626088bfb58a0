import { useEffect, useState, useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time, renewed every `intervalMs` by the caller's own timer (starting from the
 * moment it mounts), so time-based figures (overdue, "this week", day counts, validity,
 * milestones that escalate, "5 min ago") move on their own.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const minuteListeners = new Set<() => void>();
let minuteNowMs = Date.now();
let minuteTimer: ReturnType<typeof setInterval> | undefined;

/**
 * The current time in epoch ms, renewed every minute by one timer that every caller shares, so
 * they all read the same instant: for what many parts of the screen derive at once (the access
 * gate follows a membership that starts or ends while the app is open).
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribeToMinutes, readMinuteNow);
}

function subscribeToMinutes(listener: () => void): () => void {
  minuteListeners.add(listener);
  if (!minuteTimer) {
    minuteNowMs = Date.now();
    minuteTimer = setInterval(tickMinute, MINUTE_MS);
  }
  return () => {
    minuteListeners.delete(listener);
    if (minuteListeners.size > 0) return;
    clearInterval(minuteTimer);
    minuteTimer = undefined;
  };
}

function readMinuteNow(): number {
  return minuteNowMs;
}

function tickMinute(): void {
  minuteNowMs = Date.now();
  minuteListeners.forEach((listener) => listener());
}
