import { MILESTONE_LABELS, notificationMessage, type MilestoneKey } from '@rumbo/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '#i18n/i18n.ts';
import { testNotification } from './notification-test-data.ts';
import { useNotificationText } from './use-notification-text.ts';

const KEYS = Object.keys(MILESTONE_LABELS) as MilestoneKey[];

describe('useNotificationText', () => {
  // The catalogue carries the SPEC texts; the domain states them too. They must never drift.
  it.each(KEYS)('%s reads as the domain words it', (milestone) => {
    const { result } = renderHook(() => useNotificationText());
    const text = result.current(testNotification({ milestone }), Date.now());
    expect(text.message).toBe(notificationMessage(milestone));
    expect(text.milestone).toBe(MILESTONE_LABELS[milestone]);
  });

  it.each([
    ['2026-01-06T16:00:30.000Z', 'just now'],
    ['2026-01-06T16:05:00.000Z', '5 min ago'],
    ['2026-01-06T19:59:00.000Z', '3 h ago'],
    ['2026-01-09T17:00:00.000Z', '3 d ago'],
  ])('at %s the due time was %s', (now, since) => {
    const { result } = renderHook(() => useNotificationText());
    expect(result.current(testNotification(), Date.parse(now)).since).toBe(since);
  });

  it('shows a missing reference as such', () => {
    const { result } = renderHook(() => useNotificationText());
    expect(result.current(testNotification({ reference: '' }), 0).reference).toBe('(no reference)');
  });
});
