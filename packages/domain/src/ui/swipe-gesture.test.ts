import { describe, expect, it } from 'vitest';
import { swipeGesture } from './swipe-gesture.ts';

const at = (startX: number, startY: number, endX: number, endY: number) => ({
  startX,
  startY,
  endX,
  endY,
});

describe('swipeGesture', () => {
  it.each([
    ['70 px right, no drift', at(0, 100, 70, 100), 'right'],
    ['69 px right', at(0, 100, 69, 100), null],
    ['70 px left', at(200, 100, 130, 100), 'left'],
    ['69 px left', at(200, 100, 131, 100), null],
    ['right with 80 px drift down', at(10, 100, 150, 180), 'right'],
    ['right with 80 px drift up', at(10, 100, 150, 20), 'right'],
    ['right with 81 px drift', at(10, 100, 150, 181), null],
    ['left with 81 px drift up', at(300, 200, 100, 119), null],
    ['long diagonal left within the drift', at(360, 400, 20, 330), 'left'],
    ['no move (a tap)', at(50, 50, 50, 50), null],
    ['vertical scroll', at(100, 100, 110, 400), null],
    ['fractional pixels at the threshold', at(0.5, 0, 70.5, 80), 'right'],
    ['not a number', at(Number.NaN, 0, 100, 0), null],
    ['infinite end', at(0, 0, Number.POSITIVE_INFINITY, 0), null],
  ] as const)('%s → %s', (_name, input, expected) => {
    expect(swipeGesture(input)).toBe(expected);
  });
});
