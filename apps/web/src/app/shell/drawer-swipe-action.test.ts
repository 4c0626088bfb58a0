import { describe, expect, it } from 'vitest';
import { DRAWER_EDGE_PX, drawerSwipeAction } from './drawer-swipe-action.ts';

describe('drawerSwipeAction', () => {
  it.each([
    ['closed, right from the edge', false, [4, 300, 120, 310], 'open'],
    [
      'closed, right from the edge limit',
      false,
      [DRAWER_EDGE_PX, 300, DRAWER_EDGE_PX + 70, 300],
      'open',
    ],
    ['closed, right from just past the edge', false, [DRAWER_EDGE_PX + 1, 300, 200, 300], null],
    ['closed, right from mid-screen', false, [150, 300, 300, 300], null],
    ['closed, right from the edge, too short', false, [4, 300, 73, 300], null],
    ['closed, right from the edge, too much drift', false, [4, 300, 200, 381], null],
    ['closed, left', false, [300, 300, 100, 300], null],
    ['open, left anywhere', true, [300, 300, 230, 300], 'close'],
    ['open, left, too short', true, [300, 300, 231, 300], null],
    ['open, left, too much drift', true, [300, 100, 100, 181], null],
    ['open, right from the edge', true, [4, 300, 200, 300], null],
    ['open, a tap', true, [100, 100, 100, 100], null],
  ] as const)('%s → %s', (_name, isOpen, [startX, startY, endX, endY], expected) => {
    expect(drawerSwipeAction({ isOpen, startX, startY, endX, endY })).toBe(expected);
  });
});
