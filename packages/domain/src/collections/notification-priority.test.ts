import { describe, expect, it } from 'vitest';
import { notificationPriority, notificationPriorityRank } from './notification-priority.ts';

describe('notificationPriority', () => {
  it.each([
    [0, 'low'],
    [23.99, 'low'],
    [24, 'normal'],
    [47.5, 'normal'],
    [48, 'high'],
    [71.99, 'high'],
    [72, 'urgent'],
    [1000, 'urgent'],
    [-5, 'low'],
    [Number.NaN, 'low'],
  ])('%s hours overdue → %s', (hours, expected) => {
    expect(notificationPriority(hours)).toBe(expected);
  });
});

describe('notificationPriorityRank', () => {
  it.each([
    ['urgent', 0],
    ['high', 1],
    ['normal', 2],
    ['low', 3],
    ['bogus', 4],
  ])('%s → %i', (priority, rank) => {
    expect(notificationPriorityRank(priority)).toBe(rank);
  });
});
