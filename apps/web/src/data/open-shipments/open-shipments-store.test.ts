import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { signInAs } from '#test/sign-in.ts';
import {
  OPEN_SHIPMENTS_KEY_PREFIX,
  OPEN_SHIPMENTS_LIMIT,
  closeShipment,
  openShipment,
  setShipmentDirty,
  useOpenShipments,
} from './open-shipments-store.ts';

const ANA = { id: 'anagolfo0000001', email: 'ana@golfo.test', nombreCompleto: 'Ana López' };
const LUIS = { id: 'luisgolfo000001', email: 'luis@golfo.test', nombreCompleto: '' };


function stored(userId: string): unknown {
  return JSON.parse(localStorage.getItem(`${OPEN_SHIPMENTS_KEY_PREFIX}${userId}`) ?? 'null');
}

afterEach(() => pb.authStore.clear());

describe('open shipments store', () => {
  it('adds entries newest first, filling who opened them and when', () => {
    signInAs(ANA);
    const { result } = renderHook(() => useOpenShipments());
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1' }));
    act(() => openShipment({ id: 's2', mode: 'air', reference: 'AIR-2' }));
    expect(result.current.map((entry) => entry.id)).toEqual(['s2', 's1']);
    expect(result.current[1]).toEqual({
      id: 's1',
      mode: 'ocean',
      reference: 'OCN-1',
      dirty: false,
      openedById: ANA.id,
      openedByName: 'Ana López',
      openedAtISO: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(stored(ANA.id)).toEqual(result.current);
  });

  it('moves a re-opened shipment to the top and keeps its unsaved flag', () => {
    signInAs(ANA);
    const { result } = renderHook(() => useOpenShipments());
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1' }));
    act(() => openShipment({ id: 's2', mode: 'land', reference: 'LND-2' }));
    act(() => setShipmentDirty('s1', true));
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1 renamed' }));
    expect(result.current.map(({ id, reference, dirty }) => ({ id, reference, dirty }))).toEqual([
      { id: 's1', reference: 'OCN-1 renamed', dirty: true },
      { id: 's2', reference: 'LND-2', dirty: false },
    ]);
  });

  it('marks, clears and closes entries', () => {
    signInAs(ANA);
    const { result } = renderHook(() => useOpenShipments());
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1' }));
    act(() => setShipmentDirty('s1', true));
    expect(result.current[0]?.dirty).toBe(true);
    act(() => setShipmentDirty('s1', false));
    expect(result.current[0]?.dirty).toBe(false);
    act(() => closeShipment('s1'));
    expect(result.current).toEqual([]);
    expect(stored(ANA.id)).toEqual([]);
  });

  it('ignores changes to shipments that are not open', () => {
    signInAs(ANA);
    const { result } = renderHook(() => useOpenShipments());
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1' }));
    const before = result.current;
    act(() => setShipmentDirty('other', true));
    act(() => closeShipment('other'));
    expect(result.current).toBe(before);
  });

  it('keeps one list per user', () => {
    signInAs(ANA);
    const { result } = renderHook(() => useOpenShipments());
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1' }));
    act(() => signInAs(LUIS));
    expect(result.current).toEqual([]);
    act(() => openShipment({ id: 's9', mode: 'air', reference: 'AIR-9' }));
    expect(result.current[0]).toMatchObject({ openedById: LUIS.id, openedByName: LUIS.email });
    act(() => signInAs(ANA));
    expect(result.current.map((entry) => entry.id)).toEqual(['s1']);
  });

  it('drops the oldest clean entries beyond the limit, never unsaved ones', () => {
    signInAs(ANA);
    const { result } = renderHook(() => useOpenShipments());
    act(() => openShipment({ id: 'oldest', mode: 'ocean', reference: 'R0', dirty: true }));
    act(() => openShipment({ id: 'second', mode: 'ocean', reference: 'R1' }));
    for (let index = 2; index <= OPEN_SHIPMENTS_LIMIT; index += 1) {
      act(() => openShipment({ id: `s${index}`, mode: 'land', reference: `R${index}` }));
    }
    const ids = result.current.map((entry) => entry.id);
    expect(ids).toHaveLength(OPEN_SHIPMENTS_LIMIT);
    expect(ids).toContain('oldest');
    expect(ids).not.toContain('second');
  });

  it('reads stored entries, skipping malformed ones and unreadable text', () => {
    signInAs(ANA);
    const good = {
      id: 'g1',
      mode: 'air',
      reference: 'AIR-1',
      dirty: false,
      openedById: ANA.id,
      openedByName: 'Ana',
      openedAtISO: '2026-01-05T10:00:00.000Z',
    };
    const key = `${OPEN_SHIPMENTS_KEY_PREFIX}${ANA.id}`;
    localStorage.setItem(key, JSON.stringify([good, { ...good, id: 'b', mode: 'rail' }, null]));
    const { result, rerender } = renderHook(() => useOpenShipments());
    expect(result.current).toEqual([good]);
    localStorage.setItem(key, '{not json');
    rerender();
    expect(result.current).toEqual([]);
  });

  it('follows changes made in another tab', () => {
    signInAs(ANA);
    const { result } = renderHook(() => useOpenShipments());
    const key = `${OPEN_SHIPMENTS_KEY_PREFIX}${ANA.id}`;
    const entry = { id: 't1', mode: 'land', reference: 'LND-1', dirty: true };
    const other = { ...entry, openedById: ANA.id, openedByName: 'Ana', openedAtISO: 'x' };
    act(() => {
      localStorage.setItem(key, JSON.stringify([other]));
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(result.current).toEqual([other]);
  });
});
