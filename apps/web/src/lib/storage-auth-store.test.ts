import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, StorageAuthStore } from './storage-auth-store.ts';

const model = { id: 'staffgolfo00001', email: 'staff@golfo.test' };
const stored = (storage: Storage) => JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null');

describe('StorageAuthStore', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps a remembered session in localStorage', () => {
    const store = new StorageAuthStore();
    store.save('token-1', model);
    expect(stored(localStorage)).toEqual({ token: 'token-1', model });
    expect(stored(sessionStorage)).toBeNull();
  });

  it('keeps the session in sessionStorage when Remember is off', () => {
    const store = new StorageAuthStore();
    store.setRemembered(false);
    store.save('token-1', model);
    expect(stored(sessionStorage)).toEqual({ token: 'token-1', model });
    expect(stored(localStorage)).toBeNull();
  });

  it('restores from whichever storage holds a session', () => {
    sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'token-2', model }));
    const store = new StorageAuthStore();
    expect(store.token).toBe('token-2');
    expect(store.model).toEqual(model);
    expect(store.isRemembered).toBe(false);
  });

  it('moves a current session when the choice changes', () => {
    const store = new StorageAuthStore();
    store.save('token-1', model);
    store.setRemembered(false);
    expect(stored(sessionStorage)?.token).toBe('token-1');
    expect(stored(localStorage)).toBeNull();
  });

  it('clears both storages on sign-out', () => {
    const store = new StorageAuthStore();
    store.save('token-1', model);
    store.clear();
    expect(store.token).toBe('');
    expect(stored(localStorage)).toBeNull();
    expect(stored(sessionStorage)).toBeNull();
  });
});
