import { todayInBusinessTime } from '@rumbo/domain';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** Today (`YYYY-MM-DD`, business time), kept current so statuses turn over at midnight. */
export function useToday(): string {
  const [today, setToday] = useState(() => todayInBusinessTime(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setToday(todayInBusinessTime(new Date())), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
