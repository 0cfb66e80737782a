// Which business the dashboard acts on when a person belongs to several. The choice is kept
// in local storage, but only ever trusted when it names one of the person's businesses.

export interface BusinessOption {
  id?: number;
  business_name: string;
  agent_name: string;
  /** owner, admin or agent, as the server answered (GET /api/auth/me). */
  role?: string;
}

/** The stored choice when it is one of `businesses`, else the first business with an id. */
export function chooseBusiness(
  businesses: readonly BusinessOption[],
  preferred: number | null | undefined,
): number | null {
  if (preferred != null && businesses.some((business) => business.id === preferred)) {
    return preferred;
  }
  return businesses.find((business) => typeof business.id === 'number')?.id ?? null;
}

/** The business to move to once `gone` no longer has this person: another one, or none. */
export function chooseAfterLosing(
  businesses: readonly BusinessOption[],
  gone: number | null,
): number | null {
  return chooseBusiness(
    businesses.filter((business) => business.id !== gone),
    null,
  );
}

/** Reads a stored id: a positive integer, or null for anything else. */
export function parseStoredBusinessId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The `{businesses}` user data as stored; anything unreadable counts as no business. */
export function parseStoredBusinesses(raw: string | null): BusinessOption[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    const list =
      typeof parsed === 'object' && parsed !== null && 'businesses' in parsed
        ? parsed.businesses
        : null;
    return Array.isArray(list)
      ? list.filter(
          (item): item is BusinessOption =>
            typeof item === 'object' && item !== null && typeof item.business_name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
