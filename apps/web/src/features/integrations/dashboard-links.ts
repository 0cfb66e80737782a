import { STORAGE_KEYS } from '@lisa/api-client';
import { env } from '../../env.ts';

/** The dashboard screen where an app is set up. */
export function integrationSetupPath(appId: string): string {
  return `/dashboard/integrations/${encodeURIComponent(appId)}`;
}

/**
 * Where the access gate's button goes: straight to the setup screen for a signed-in
 * visitor (the dashboard's token is in local storage), else to the dashboard's sign-in
 * with the setup screen as the return path.
 */
export function integrationAccessHref(
  appId: string,
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): { href: string; signedIn: boolean } {
  const path = integrationSetupPath(appId);
  const signedIn = Boolean(storage?.getItem(STORAGE_KEYS.token));
  return signedIn
    ? { href: `${env.dashboardUrl}${path}`, signedIn }
    : { href: `${env.dashboardUrl}/signin?next=${encodeURIComponent(path)}`, signedIn };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
