import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEntryProblems } from './use-entry-problems.ts';

describe('useEntryProblems', () => {
  it('refuses a save while an entry is uncorrected, says why, and forgets it once corrected', () => {
    const { result } = renderHook(() => useEntryProblems());
    let refused = true;
    act(() => {
      refused = result.current.refuseSave();
    });
    expect(refused).toBe(false);
    expect(result.current.error).toBeNull();

    act(() => result.current.onEntryProblemsChange(['weightKg', 'pickupAt']));
    expect(result.current.hasProblems).toBe(true);
    expect(result.current.error).toBeNull();
    act(() => {
      refused = result.current.refuseSave();
    });
    expect(refused).toBe(true);
    expect(result.current.error).toMatch(/entries that cannot be saved/);

    act(() => result.current.onEntryProblemsChange([]));
    expect(result.current.hasProblems).toBe(false);
    expect(result.current.error).toBeNull();
  });
});
