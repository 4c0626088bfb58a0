import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`, so time-based figures (overdue, "this week",
 * day counts, validity) move on their own.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
