import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('SHARED_DATA_DIR', () => {
  it.each([
    [undefined, false],
    ['0', false],
    ['1', true],
    ['true', true],
  ])('%j declares a shared data directory: %s', (value, shared) => {
    expect(readConfig(value === undefined ? {} : { SHARED_DATA_DIR: value }).sharedDataDir).toBe(
      shared,
    );
  });
});
