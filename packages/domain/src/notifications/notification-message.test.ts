import { describe, expect, it } from 'vitest';
import { notificationMessage } from './notification-message.ts';

describe('notificationMessage', () => {
  it.each([
    ['pickup', 'Provide actual date for Pickup (overdue)'],
    ['cutOffDoc', 'Provide actual date for Cut-off (documents) (overdue)'],
    ['portOfArrivalArrival', 'Provide actual date for POD arrival (overdue)'],
    ['departure', 'Provide actual date for Departure (overdue)'],
    ['unknownKey', 'Provide actual date for unknownKey (overdue)'],
  ])('%s → %s', (milestone, expected) => {
    expect(notificationMessage(milestone)).toBe(expected);
  });
});
