import {
  type BusinessLookup,
  businessLookupSchema,
  DEFAULT_BUSINESS_LOOKUP,
} from '@lisa/contracts/business';
import { CHAT_STORAGE_KEYS, type KeyValueStorage, readJson } from './storage.ts';

/**
 * The business named in the stored user data (SPEC §3: a businesses list, each with
 * business_name and agent_name), or null when there is none or it cannot be read.
 */
export function storedBusiness(
  storage: KeyValueStorage,
  key: string = CHAT_STORAGE_KEYS.userData,
): BusinessLookup | null {
  const data = readJson(storage, key);
  if (typeof data !== 'object' || data === null) return null;
  const businesses = (data as { businesses?: unknown }).businesses;
  if (!Array.isArray(businesses)) return null;
  for (const business of businesses) {
    const parsed = businessLookupSchema.safeParse(business);
    if (parsed.success) return parsed.data;
  }
  return null;
}

export type BusinessLookupFn = (
  businessId: number,
  signal?: AbortSignal,
) => Promise<BusinessLookup>;

/**
 * SPEC §7: GET /business/{id} is called only when the stored user data names no
 * business; a failed lookup is ignored and the defaults stay.
 */
export async function resolveBusiness(options: {
  storage: KeyValueStorage;
  businessId: number;
  lookup: BusinessLookupFn;
  signal?: AbortSignal;
}): Promise<{ business: BusinessLookup; source: 'stored' | 'lookup' | 'default' }> {
  const stored = storedBusiness(options.storage);
  if (stored) return { business: stored, source: 'stored' };
  try {
    const business = await options.lookup(options.businessId, options.signal);
    return { business, source: 'lookup' };
  } catch {
    return { business: DEFAULT_BUSINESS_LOOKUP, source: 'default' };
  }
}
