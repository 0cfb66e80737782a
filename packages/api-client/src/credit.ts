import { CREDIT_DISABLED_TEXT, DEFAULT_CREDIT, readCredit } from '@lisa/contracts/credit';
import { z } from 'zod';
import { STORAGE_KEYS } from './constants.ts';
import { type KeyValueStorage, readJson, writeJson } from './storage.ts';

// SPEC §7 GET /credit: read credit_balance and the used amount; on failure use the cached
// value, else the default 6960 with 'Credit endpoint temporarily disabled'.

export interface CreditState {
  balance: number;
  used: number;
  /** `server`: fresh; `cache`: the last good answer, kept because the call failed. */
  source: 'server' | 'cache' | 'default';
  /** SPEC §8 text, set only when nothing better than the default was available. */
  message: string | null;
}

const cachedCreditSchema = z.object({ balance: z.number(), used: z.number() });

export function readCachedCredit(storage: KeyValueStorage): CreditState | undefined {
  const cached = cachedCreditSchema.safeParse(readJson(storage, STORAGE_KEYS.credit));
  return cached.success ? { ...cached.data, source: 'cache', message: null } : undefined;
}

/** `mayCache` is asked once the answer arrives: a session that ended meanwhile keeps nothing. */
export async function readCreditWithFallback(
  fetchCreditBody: () => Promise<unknown>,
  storage: KeyValueStorage,
  mayCache: () => boolean = () => true,
): Promise<CreditState> {
  try {
    const reading = readCredit(await fetchCreditBody());
    if (mayCache()) writeJson(storage, STORAGE_KEYS.credit, reading);
    return { ...reading, source: 'server', message: null };
  } catch {
    // Offline, HTML, HTTP error or a body that is not a credit response: all the same here.
    return (
      readCachedCredit(storage) ?? {
        balance: DEFAULT_CREDIT,
        used: 0,
        source: 'default',
        message: CREDIT_DISABLED_TEXT,
      }
    );
  }
}
