import { describe, expect, it } from 'vitest';
import { newRecordId } from './record-id.ts';

describe('newRecordId', () => {
  it('makes 15 characters of lowercase letters and digits, as PocketBase ids', () => {
    for (let i = 0; i < 200; i++) expect(newRecordId()).toMatch(/^[a-z0-9]{15}$/);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 500 }, newRecordId));
    expect(ids.size).toBe(500);
  });
});
