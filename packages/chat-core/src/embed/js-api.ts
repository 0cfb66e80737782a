// The host page's JavaScript API (issue 16): window.Lisa.open(), close(), toggle(),
// identify({ user_id, email, name, phone, user_hash }), on('message' | 'open' | 'close', fn) and
// shutdown(). Calls queued before the script loaded (window.Lisa = [['identify', {...}]])
// run once it has. Kept free of zod and React: it ships in the loader.

export type LisaEvent = 'message' | 'open' | 'close';
export type LisaListener = (payload?: unknown) => void;

export interface LisaUser {
  user_id?: string;
  /** Alias of user_id. */
  id?: string;
  email?: string;
  name?: string;
  /** With its country code (+254712345678); the contact keeps it in E.164. */
  phone?: string;
  /** Hex HMAC-SHA256 of user_id with the business's identity secret (made on your server). */
  user_hash?: string;
  /** Alias of user_hash. */
  hash?: string;
}

export interface LisaApi {
  open(): void;
  close(): void;
  toggle(): void;
  /**
   * Resolves true when the details were kept: signed, or unsigned where the business does not
   * require verification. False: a wrong hash, or no hash where one is required.
   */
  identify(user: LisaUser): Promise<boolean>;
  /** Returns a function that removes the listener. */
  on(event: LisaEvent, listener: LisaListener): () => void;
  /** Forgets the visitor on this device (sign-out) and removes the widget. */
  shutdown(): void;
}

declare global {
  interface Window {
    Lisa?: LisaApi | unknown[];
  }
}

/** The widget's keys in this page's local storage (chat-core's CHAT_STORAGE_KEYS and pre-chat). */
export const VISITOR_KEYS = [
  'lisa-device-id',
  'lisa-chat-history',
  'lisa-chat-session',
  'lisa-prechat',
] as const;

export function createEvents() {
  const listeners = new Map<LisaEvent, Set<LisaListener>>();
  return {
    on(event: LisaEvent, listener: LisaListener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    },
    emit(event: LisaEvent, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          listener(payload);
        } catch (error) {
          console.error('[lisa-widget] listener failed:', error);
        }
      }
    },
  };
}

/** This device's visitor id (chat-core's getOrCreateDeviceId format), made on first use. */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem('lisa-device-id');
    if (stored?.trim() && stored.length <= 200) return stored;
    const made = `device-${crypto.randomUUID()}`;
    localStorage.setItem('lisa-device-id', made);
    return made;
  } catch {
    return `device-${crypto.randomUUID()}`;
  }
}

export async function identify(
  apiUrl: string,
  key: string | null,
  user: LisaUser,
  requireHash = false,
): Promise<boolean> {
  const userId = user.user_id ?? user.id;
  if (!key || !userId) {
    console.warn('[lisa-widget] identify needs a business key (lisa_bk_…) and a user_id');
    return false;
  }
  const hash = user.user_hash ?? user.hash;
  if (requireHash && !hash) {
    console.warn('[lisa-widget] this business accepts only signed identities: pass user_hash');
    return false;
  }
  try {
    const response = await fetch(`${apiUrl}/widget/identify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key,
        customer_id: deviceId(),
        user_id: String(userId),
        ...(user.email ? { email: user.email } : {}),
        ...(user.name ? { name: user.name } : {}),
        ...(user.phone ? { phone: String(user.phone) } : {}),
        ...(hash ? { user_hash: hash } : {}),
      }),
    });
    const body = response.ok ? ((await response.json()) as { identified?: boolean }) : null;
    return body?.identified === true;
  } catch {
    return false;
  }
}

export function forgetVisitor(): void {
  for (const key of VISITOR_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage may be unavailable: nothing to forget then.
    }
  }
}
