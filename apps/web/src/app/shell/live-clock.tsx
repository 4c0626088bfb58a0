import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CLOCK_FORMAT = new Intl.DateTimeFormat('es-MX', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const TICK_MS = 1000;

/**
 * The top bar's live clock (es-MX). It checks every second but holds its own state, and the
 * text only changes once a minute, so only this element re-renders, and only then.
 */
export function LiveClock() {
  const { t } = useTranslation();
  const [minute, setMinute] = useState(currentMinute);
  useEffect(() => {
    const timer = window.setInterval(() => setMinute(currentMinute()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const date = new Date(minute);
  return (
    <Text
      component="time"
      size="sm"
      c="dimmed"
      dateTime={date.toISOString()}
      title={t('shell.currentTime')}
      style={{ whiteSpace: 'nowrap' }}
    >
      {CLOCK_FORMAT.format(date)}
    </Text>
  );
}

/** Now, cut to the minute: an equal number lets React skip the update. */
function currentMinute(): number {
  const now = Date.now();
  return now - (now % 60_000);
}
