import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_ZONE_LABEL, formatWeekdayDateTime } from '@rumbo/domain';

const TICK_MS = 1000;

/**
 * The live clock (SPEC §2 top bar; in the drawer at phone width), e.g. "Tue 25 Nov, 14:00 UTC−6":
 * business time, the zone every time on screen is shown in, so it reads the same as the lists
 * wherever the computer is. It checks every second but holds its own state, and the text only
 * changes once a minute, so only this element re-renders, and only then.
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
      component="span"
      size="sm"
      c="dimmed"
      title={t('shell.currentTime', { zone: BUSINESS_ZONE_LABEL })}
      style={{ whiteSpace: 'nowrap' }}
      data-testid="live-clock"
    >
      <time dateTime={date.toISOString()}>{formatWeekdayDateTime(date)}</time>{' '}
      <Text span size="xs">
        {BUSINESS_ZONE_LABEL}
      </Text>
    </Text>
  );
}

/** Now, cut to the minute: an equal number lets React skip the update. */
function currentMinute(): number {
  const now = Date.now();
  return now - (now % 60_000);
}
