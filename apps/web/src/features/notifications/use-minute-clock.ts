import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The current time in epoch ms, renewed every minute: milestones become overdue and escalate
 * while the app stays open, and relative times ("5 min ago") move on.
 */
export function useMinuteClock(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}
