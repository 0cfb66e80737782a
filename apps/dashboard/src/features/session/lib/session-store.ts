// The session rules of SPEC §4, framework-free: the token is loaded from storage at start;
// setting a token stores it and refreshes all data; setting an empty token clears the
// user and the token and wipes local storage; the user record follows other tabs through
// storage events, and a stored user that is not an object is discarded.
import { type StoredUser, sanitizeUser } from '@lisa/contracts/user';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { TEXTS } from '../../../lib/texts.ts';
import {
  type BusinessOption,
  chooseBusiness,
  parseStoredBusinesses,
  parseStoredBusinessId,
} from './business-choice.ts';

export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** What one refresh loads; the store saves it and stamps the refresh time. */
export interface SessionData {
  user: StoredUser;
  businesses: BusinessOption[];
  /** The user loaded but another part (credit, chats, tasks) did not. */
  partial?: boolean;
}

export type SessionErrorKind = 'unauthorized' | 'other';

export interface SessionState {
  token: string | null;
  user: StoredUser | null;
  /** True while a refresh is running for a token whose user is not loaded yet. */
  loadingUser: boolean;
  lastRefreshAt: number | null;
  /** The businesses the user belongs to, as the last refresh stored them (SPEC §3 user data). */
  businesses: SessionData['businesses'];
  /** The business the dashboard acts on (`x-lisa-business`), one of `businesses`. */
  businessId: number | null;
  /** SPEC §8 text of the last failure, if any. */
  error: string | null;
}

export interface SessionStoreOptions {
  storage: SessionStorage;
  /** Loads the user record and everything else the dashboard caches for this token. */
  refresh: (token: string) => Promise<SessionData>;
  /** Tells a 401 apart from other failures. */
  classifyError: (error: unknown) => SessionErrorKind;
  /** Server-side revocation on sign-out; failures are ignored. */
  revoke?: (token: string) => Promise<void>;
  now?: () => number;
}

/** What a tab holds once its session has ended (sign-out, 401, another tab). */
const SIGNED_OUT = {
  token: null,
  user: null,
  loadingUser: false,
  lastRefreshAt: null,
  businesses: [],
  businessId: null,
  error: null,
} as const satisfies SessionState;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createSessionStore(options: SessionStoreOptions) {
  const { storage, now = Date.now } = options;
  const listeners = new Set<() => void>();
  let generation = 0;

  function safeGet(key: string): string | null {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }

  function readStoredUser(): { user: StoredUser | null; error: string | null } {
    const raw = safeGet(STORAGE_KEYS.user);
    if (raw === null) return { user: null, error: null };
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isPlainObject(parsed)) return { user: sanitizeUser(parsed), error: null };
    } catch {
      // falls through: unreadable JSON is discarded like a non-object
    }
    try {
      storage.removeItem(STORAGE_KEYS.user);
    } catch {
      // nothing else to do: the in-memory user stays empty
    }
    return { user: null, error: TEXTS.storedUserUnreadable };
  }

  function initialState(): SessionState {
    let token: string | null = null;
    let error: string | null = null;
    try {
      token = storage.getItem(STORAGE_KEYS.token) || null;
    } catch {
      error = TEXTS.authLoadFailed;
    }
    const stored = token ? readStoredUser() : { user: null, error: null };
    const refreshedAt = Number(safeGet(STORAGE_KEYS.lastRefresh));
    const businesses = token ? parseStoredBusinesses(safeGet(STORAGE_KEYS.userData)) : [];
    return {
      token,
      user: stored.user,
      loadingUser: false,
      lastRefreshAt: Number.isFinite(refreshedAt) && refreshedAt > 0 ? refreshedAt : null,
      businesses,
      businessId: chooseBusiness(businesses, parseStoredBusinessId(safeGet(STORAGE_KEYS.business))),
      error: error ?? stored.error,
    };
  }

  let state: SessionState = initialState();

  function set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function writeUser(user: StoredUser) {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }

  /** Saves the list and a choice validated against it; returns the choice. */
  function writeBusinesses(businesses: BusinessOption[], preferred: number | null): number | null {
    const businessId = chooseBusiness(businesses, preferred);
    storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ businesses }));
    if (businessId === null) storage.removeItem(STORAGE_KEYS.business);
    else storage.setItem(STORAGE_KEYS.business, String(businessId));
    return businessId;
  }

  async function refresh(): Promise<void> {
    const token = state.token;
    if (!token) return;
    const mine = ++generation;
    if (!state.user) set({ loadingUser: true });
    try {
      const data = await options.refresh(token);
      if (mine !== generation || state.token !== token) return;
      const user = sanitizeUser(data.user);
      const at = now();
      writeUser(user);
      // Before any list was loaded (a fresh sign-in) the stored choice is the preference.
      const preferred = state.businessId ?? parseStoredBusinessId(safeGet(STORAGE_KEYS.business));
      const businessId = writeBusinesses(data.businesses, preferred);
      storage.setItem(STORAGE_KEYS.lastRefresh, String(at));
      set({
        user,
        loadingUser: false,
        lastRefreshAt: at,
        businesses: data.businesses,
        businessId,
        error: data.partial ? TEXTS.refreshFailed : null,
      });
    } catch (error) {
      if (mine !== generation || state.token !== token) return;
      if (options.classifyError(error) === 'unauthorized') {
        clearLocal();
        return;
      }
      // Without a user, a discarded stored record keeps its own message (SPEC §5).
      const withoutUser =
        state.error === TEXTS.storedUserUnreadable
          ? TEXTS.storedUserUnreadable
          : TEXTS.authLoadFailed;
      set({ loadingUser: false, error: state.user ? TEXTS.refreshFailed : withoutUser });
    }
  }

  /** Forgets the session in this tab and wipes local storage (SPEC §4 logout). */
  function clearLocal() {
    generation++;
    try {
      storage.clear();
    } catch {
      // storage unavailable: the in-memory session is still cleared
    }
    set(SIGNED_OUT);
  }

  return {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Stores a token and refreshes all data. An empty token signs out. A user record that
     * came with the token (sign-in answer) is shown at once while the refresh runs.
     */
    async setToken(token: string | null, user?: StoredUser): Promise<void> {
      if (!token) {
        const previous = state.token;
        clearLocal();
        if (previous) await options.revoke?.(previous);
        return;
      }
      storage.setItem(STORAGE_KEYS.token, token);
      const sanitized = user ? sanitizeUser(user) : null;
      if (sanitized) writeUser(sanitized);
      set({ token, user: sanitized, error: null });
      await refresh();
    },
    refresh,
    /** Merges fields into the stored user (secrets removed first). */
    updateUser(patch: Record<string, unknown>): boolean {
      try {
        if (!state.user) throw new Error('No signed-in user');
        const user = sanitizeUser({ ...state.user, ...patch });
        writeUser(user);
        set({ user, error: null });
        return true;
      } catch {
        set({ error: TEXTS.userUpdateFailed });
        return false;
      }
    },
    /** Acts on another of the person's businesses; false (and no change) for a foreign id. */
    chooseBusiness(id: number): boolean {
      if (!state.businesses.some((business) => business.id === id)) return false;
      if (id !== state.businessId) set({ businessId: writeBusinesses(state.businesses, id) });
      return true;
    },
    /** A business the person just created (or joined): listed and chosen at once. */
    addBusiness(business: BusinessOption & { id: number }): void {
      const businesses = [...state.businesses.filter((b) => b.id !== business.id), business];
      set({ businesses, businessId: writeBusinesses(businesses, business.id) });
    },
    /** A 401 or the HTML rule: the token is no longer good. */
    invalidate(): void {
      if (state.token) clearLocal();
    },
    clearError(): void {
      set({ error: null });
    },
    /**
     * Applies another tab's change (a `storage` event). A cleared storage or a removed token
     * signs this tab out; a changed token is adopted; a changed user record is synced.
     */
    handleStorageEvent(key: string | null, newValue: string | null): void {
      if (key === null || (key === STORAGE_KEYS.token && !newValue)) {
        generation++;
        set(SIGNED_OUT);
        return;
      }
      if (key === STORAGE_KEYS.token && newValue && newValue !== state.token) {
        const stored = readStoredUser();
        set({ token: newValue, user: stored.user, error: stored.error });
        void refresh();
        return;
      }
      if (key === STORAGE_KEYS.user) {
        if (newValue === null) {
          set({ user: null });
          return;
        }
        const stored = readStoredUser();
        set({ user: stored.user, error: stored.error });
      }
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
