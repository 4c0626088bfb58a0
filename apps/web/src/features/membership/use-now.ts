import { useEffect, useState } from 'react';

// Day counts and module windows change at most by the minute.
const TICK_MS = 60_000;

/** The current time, renewed every minute, so the page's counts move on their own. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
