import { describe, expect, it } from 'vitest';
import { isMilestoneKey, milestoneLabel } from './milestone-key.ts';

describe('milestoneLabel', () => {
  it.each([
    ['pickup', 'Pickup'],
    ['cutOffDoc', 'Cut-off (documents)'],
    ['cutOffPhy', 'Cut-off (cargo)'],
    ['portOfLoadArrival', 'POL arrival'],
    ['portOfLoadDeparture', 'POL departure'],
    ['portOfArrivalArrival', 'POD arrival'],
    ['warehouseRelease', 'Warehouse release'],
    ['delivery', 'Delivery'],
    ['departure', 'Departure'],
    ['arrival', 'Arrival'],
    ['customs', 'customs'],
    ['toString', 'toString'],
    ['', ''],
  ])('%j → %j', (key, label) => {
    expect(milestoneLabel(key)).toBe(label);
  });
});

describe('isMilestoneKey', () => {
  it.each([
    ['pickup', true],
    ['Pickup', false],
    ['constructor', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isMilestoneKey(value)).toBe(expected);
  });
});
