import { describe, expect, it } from 'vitest';
import {
  formatBreaksCell,
  readBreaksCell,
  readChoiceCell,
  readDayCell,
  readNumberCell,
  readTextCell,
  UNREADABLE,
} from './tariff-sheet-cells.ts';

describe('readTextCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['  Maersk ', 'Maersk'],
    [42, '42'],
    [5.25, '5.25'],
    [true, 'TRUE'],
    [new Date('2026-05-01T00:00:00Z'), '2026-05-01'],
    [{ error: '#N/A' }, UNREADABLE],
    [Number.NaN, UNREADABLE],
  ])('%o → %o', (cell, expected) => {
    expect(readTextCell(cell)).toBe(expected);
  });
});

describe('readNumberCell', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    [2150, 2150],
    [-3, -3],
    ['2150', 2150],
    [' 2,150.50 ', 2150.5],
    ['$ 2,150', 2150],
    ['1,200', 1200],
    ['5,20', 5.2],
    ['.5', 0.5],
    ['-12.5', -12.5],
    ['12 USD', UNREADABLE],
    ['doce', UNREADABLE],
    ['1.2.3', UNREADABLE],
    [new Date('2026-05-01T00:00:00Z'), UNREADABLE],
    [true, UNREADABLE],
    [Number.POSITIVE_INFINITY, UNREADABLE],
  ])('%o → %o', (cell, expected) => {
    expect(readNumberCell(cell)).toBe(expected);
  });
});

describe('readDayCell', () => {
  it.each([
    [null, ''],
    ['', ''],
    [new Date('2026-05-01T00:00:00Z'), '2026-05-01'],
    [46143, '2026-05-01'], // Excel's day number of 1 May 2026
    [46143.75, '2026-05-01'],
    ['2026-05-01', '2026-05-01'],
    [' 2026-05-01T00:00:00.000Z', '2026-05-01'],
    ['1/5/2026', '2026-05-01'],
    ['01-05-2026', '2026-05-01'],
    ['31.12.2026', '2026-12-31'],
    ['mañana', 'mañana'], // passed on for the rules to refuse
    [0, UNREADABLE],
    [new Date(Number.NaN), UNREADABLE],
    [{ error: '#VALUE!' }, UNREADABLE],
  ])('%o → %o', (cell, expected) => {
    expect(readDayCell(cell)).toBe(expected);
  });
});

describe('readChoiceCell', () => {
  const modes = ['FCL', 'LCL', 'AIR'];
  it.each([
    ['fcl', 'FCL'],
    [' Air ', 'AIR'],
    ['', ''],
    ['SEA', 'SEA'],
    [{ error: '#REF!' }, UNREADABLE],
  ])('%o → %o', (cell, expected) => {
    expect(readChoiceCell(cell, modes)).toBe(expected);
  });
});

describe('readBreaksCell', () => {
  it.each([
    [null, []],
    ['', []],
    [
      '45:5.20; 100:4.80; 300:4.10',
      [
        { fromQty: 45, amount: 5.2 },
        { fromQty: 100, amount: 4.8 },
        { fromQty: 300, amount: 4.1 },
      ],
    ],
    [
      '45:5.2\n100:4.8;',
      [
        { fromQty: 45, amount: 5.2 },
        { fromQty: 100, amount: 4.8 },
      ],
    ],
    // Order is the rules' business, not the reader's.
    [
      '100:4; 45:5',
      [
        { fromQty: 100, amount: 4 },
        { fromQty: 45, amount: 5 },
      ],
    ],
    ['45', UNREADABLE],
    ['45:5:6', UNREADABLE],
    ['45:cinco', UNREADABLE],
    [45, UNREADABLE],
  ])('%o → %o', (cell, expected) => {
    expect(readBreaksCell(cell)).toEqual(expected);
  });

  it('writes breaks the way it reads them', () => {
    const breaks = [
      { fromQty: 45, amount: 5.2 },
      { fromQty: 100, amount: 4.8 },
    ];
    expect(formatBreaksCell(breaks)).toBe('45:5.2; 100:4.8');
    expect(readBreaksCell(formatBreaksCell(breaks))).toEqual(breaks);
  });
});
