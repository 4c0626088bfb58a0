import { useEffect, useState } from 'react';

/** The current time in ms, renewed every `intervalMs`, so "N min ago" and overdue marks move on. */
export function useNowMs(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
