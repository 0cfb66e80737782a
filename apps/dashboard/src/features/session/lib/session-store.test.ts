import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { TEXTS } from '../../../lib/texts.ts';
import { createSessionStore, type SessionData, type SessionStorage } from './session-store.ts';

class Unauthorized extends Error {}

function memoryStorage(
  initial: Record<string, string> = {},
): SessionStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const serverUser = {
  id: 7,
  name: 'Ada',
  email: 'ada@example.test',
  password: 'leaked',
  two_factor_secret: 'JBSWY3DP',
  two_factor_recovery_codes: ['a'],
};

function setup(
  initial: Record<string, string> = {},
  refresh: (token: string) => Promise<SessionData> = async () => ({
    user: serverUser,
    businesses: [{ id: 3, business_name: 'Acme', agent_name: 'Lisa' }],
  }),
) {
  const storage = memoryStorage(initial);
  const revoked: string[] = [];
  const store = createSessionStore({
    storage,
    refresh,
    classifyError: (error) => (error instanceof Unauthorized ? 'unauthorized' : 'other'),
    revoke: async (token) => void revoked.push(token),
    now: () => 1_700_000_000_000,
  });
  return { storage, store, revoked };
}

describe('session store', () => {
  it('loads the token and the stored user from storage at start', () => {
    const { store } = setup({
      [STORAGE_KEYS.token]: 'tok',
      [STORAGE_KEYS.user]: JSON.stringify({ id: 1, name: 'Ada' }),
    });
    expect(store.getState()).toMatchObject({
      token: 'tok',
      user: { id: 1, name: 'Ada' },
      error: null,
    });
  });

  it('stores a new token, refreshes all data, saves the user without secrets and the refresh time', async () => {
    const { store, storage } = setup();
    await store.setToken('new-token');
    expect(storage.map.get(STORAGE_KEYS.token)).toBe('new-token');
    const saved = JSON.parse(storage.map.get(STORAGE_KEYS.user) ?? '{}');
    expect(saved).toEqual({ id: 7, name: 'Ada', email: 'ada@example.test' });
    expect(JSON.parse(storage.map.get(STORAGE_KEYS.userData) ?? '{}')).toEqual({
      businesses: [{ id: 3, business_name: 'Acme', agent_name: 'Lisa' }],
    });
    expect(storage.map.get(STORAGE_KEYS.lastRefresh)).toBe('1700000000000');
    expect(store.getState()).toMatchObject({
      token: 'new-token',
      lastRefreshAt: 1_700_000_000_000,
    });
  });

  it('knows the businesses of the stored user data at start and of each refresh, and forgets them on sign-out', async () => {
    const { store } = setup({
      [STORAGE_KEYS.token]: 'tok',
      [STORAGE_KEYS.user]: '{"id":7}',
      [STORAGE_KEYS.userData]: JSON.stringify({
        businesses: [{ id: 2, business_name: 'Stored', agent_name: 'Lisa' }, { broken: true }],
      }),
    });
    expect(store.getState().businesses).toEqual([
      { id: 2, business_name: 'Stored', agent_name: 'Lisa' },
    ]);
    await store.refresh();
    expect(store.getState().businesses).toEqual([
      { id: 3, business_name: 'Acme', agent_name: 'Lisa' },
    ]);
    await store.setToken('');
    expect(store.getState().businesses).toEqual([]);
  });

  it('signs out on an empty token: clears user and token, wipes storage, revokes on the server', async () => {
    const { store, storage, revoked } = setup({
      [STORAGE_KEYS.token]: 'tok',
      [STORAGE_KEYS.user]: '{"id":1}',
      theme: 'dark',
      'lisa-device-id': 'device',
    });
    await store.setToken('');
    expect(storage.map.size).toBe(0);
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(revoked).toEqual(['tok']);
  });

  it('clears the token when the refresh answers 401', async () => {
    const { store, storage } = setup({}, async () => {
      throw new Unauthorized();
    });
    await store.setToken('stale');
    expect(store.getState().token).toBeNull();
    expect(storage.map.has(STORAGE_KEYS.token)).toBe(false);
  });

  it('says "Error loading authentication" when the first load fails, and keeps the token', async () => {
    const { store } = setup({}, async () => {
      throw new Error('network');
    });
    await store.setToken('tok');
    expect(store.getState()).toMatchObject({
      token: 'tok',
      user: null,
      error: TEXTS.authLoadFailed,
    });
  });

  it('says "Failed to refresh application data" when a refresh of a loaded session fails', async () => {
    let fail = false;
    const { store } = setup({}, async () => {
      if (fail) throw new Error('down');
      return { user: serverUser, businesses: [] };
    });
    await store.setToken('tok');
    fail = true;
    await store.refresh();
    expect(store.getState()).toMatchObject({ error: TEXTS.refreshFailed, user: { name: 'Ada' } });
  });

  it('discards a stored user that is not an object, with its message', () => {
    for (const raw of ['"a string"', '[1,2]', '42', 'null', '{not json']) {
      const { store, storage } = setup({ [STORAGE_KEYS.token]: 'tok', [STORAGE_KEYS.user]: raw });
      expect(store.getState()).toMatchObject({ user: null, error: TEXTS.storedUserUnreadable });
      expect(storage.map.has(STORAGE_KEYS.user)).toBe(false);
    }
  });

  it('merges user updates without secrets, and reports a failed update', async () => {
    const { store, storage } = setup();
    expect(store.updateUser({ name: 'Ada L.' })).toBe(false);
    expect(store.getState().error).toBe(TEXTS.userUpdateFailed);
    await store.setToken('tok');
    expect(store.updateUser({ name: 'Ada L.', password: 'x' })).toBe(true);
    expect(JSON.parse(storage.map.get(STORAGE_KEYS.user) ?? '{}')).toEqual({
      id: 7,
      name: 'Ada L.',
      email: 'ada@example.test',
    });
  });

  it('follows other tabs: a cleared storage signs out, a changed user record syncs', async () => {
    const { store, storage } = setup();
    await store.setToken('tok');
    storage.map.set(STORAGE_KEYS.user, JSON.stringify({ id: 7, name: 'Renamed' }));
    store.handleStorageEvent(STORAGE_KEYS.user, storage.map.get(STORAGE_KEYS.user) ?? null);
    expect(store.getState().user).toEqual({ id: 7, name: 'Renamed' });

    storage.map.set(STORAGE_KEYS.user, '"broken"');
    store.handleStorageEvent(STORAGE_KEYS.user, '"broken"');
    expect(store.getState()).toMatchObject({ user: null, error: TEXTS.storedUserUnreadable });

    store.handleStorageEvent(null, null);
    expect(store.getState()).toMatchObject({ token: null, user: null });
  });

  it('ignores a refresh that finishes after the token changed', async () => {
    let resolveFirst: (data: SessionData) => void = () => {};
    const calls: string[] = [];
    const { store } = setup({}, (token) => {
      calls.push(token);
      if (token === 'first') return new Promise((resolve) => (resolveFirst = resolve));
      return Promise.resolve({ user: { id: 2, name: 'Second' }, businesses: [] });
    });
    const first = store.setToken('first');
    await store.setToken('second');
    resolveFirst({ user: { id: 1, name: 'First' }, businesses: [] });
    await first;
    expect(store.getState()).toMatchObject({ token: 'second', user: { name: 'Second' } });
    expect(calls).toEqual(['first', 'second']);
  });
});

describe('session store: the chosen business', () => {
  const two = [
    { id: 3, business_name: 'Acme', agent_name: 'Lisa', role: 'owner' },
    { id: 8, business_name: 'Globex', agent_name: 'Lisa', role: 'agent' },
  ];

  it('keeps a stored choice that is one of the user businesses, else the first', async () => {
    const { store } = setup({ [STORAGE_KEYS.business]: '8' }, async () => ({
      user: serverUser,
      businesses: two,
    }));
    await store.setToken('tok');
    expect(store.getState().businessId).toBe(8);

    const other = setup({ [STORAGE_KEYS.business]: '99' }, async () => ({
      user: serverUser,
      businesses: two,
    }));
    await other.store.setToken('tok');
    expect(other.store.getState().businessId).toBe(3);
    expect(other.storage.map.get(STORAGE_KEYS.business)).toBe('3');
  });

  it('switches only to a business of the user and remembers the switch', async () => {
    const { store, storage } = setup({}, async () => ({ user: serverUser, businesses: two }));
    await store.setToken('tok');
    expect(store.chooseBusiness(42)).toBe(false);
    expect(store.chooseBusiness(8)).toBe(true);
    expect(store.getState().businessId).toBe(8);
    expect(storage.map.get(STORAGE_KEYS.business)).toBe('8');
  });

  it('lists and chooses a business the user just created', async () => {
    const { store } = setup({}, async () => ({ user: serverUser, businesses: two }));
    await store.setToken('tok');
    store.addBusiness({ id: 12, business_name: 'Initech', agent_name: 'Lisa', role: 'owner' });
    expect(store.getState().businesses.map((b) => b.id)).toEqual([3, 8, 12]);
    expect(store.getState().businessId).toBe(12);
  });

  it('moves to another business when a refresh no longer lists the chosen one', async () => {
    let businesses = two;
    const { store } = setup({}, async () => ({ user: serverUser, businesses }));
    await store.setToken('tok');
    store.chooseBusiness(8);
    businesses = [two[0] as (typeof two)[number]];
    await store.refresh();
    expect(store.getState().businessId).toBe(3);
  });
});
