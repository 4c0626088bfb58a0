import { describe, expect, it } from 'vitest';
import { STATUS_BADGE_COLORS, statusColor } from './status-color.ts';

// Light badges need text at 4.5:1 on their tint: green, orange, yellow and teal do not reach it
// (lib/theme.ts), so no status may get them. One table serves every screen that shows a status.
describe('statusColor', () => {
  it.each([
    ['Finished', 'grape'],
    ['Delivered', 'grape'],
    ['Entregado', 'grape'],
    ['On hold', 'pink'],
    ['Retrasado', 'pink'],
    ['Cancelled', 'red'],
    ['In progress', 'blue'],
    ['In transit', 'blue'],
    ['Draft', 'gray'],
    ['Whatever a team writes', 'gray'],
  ])('%s → %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });

  it('uses none of the colours that fall short of 4.5:1', () => {
    expect(STATUS_BADGE_COLORS).toEqual(expect.arrayContaining(['grape', 'pink', 'gray']));
    for (const color of ['green', 'orange', 'yellow', 'teal'])
      expect(STATUS_BADGE_COLORS).not.toContain(color);
  });
});
