// Every child of /dashboard in SPEC §2, in the order the navigation lists them.
export interface NavItem {
  /** Path below /dashboard ('' is the index). */
  path: string;
  label: string;
  /** Built now with real content; the others say plainly they are not available yet. */
  available: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '', label: 'Dashboard', available: true },
  { path: 'analytics', label: 'Analytics', available: true },
  { path: 'inbox', label: 'Inbox', available: false },
  { path: 'pipeline', label: 'Pipeline', available: false },
  { path: 'leads', label: 'Leads', available: false },
  { path: 'contacts', label: 'Contacts', available: false },
  { path: 'campaigns', label: 'Campaigns', available: false },
  { path: 'team', label: 'Team', available: false },
  { path: 'workflows', label: 'Workflows', available: false },
  { path: 'integrations', label: 'Integrations', available: false },
  { path: 'datacenter', label: 'Data center', available: false },
  { path: 'credits', label: 'Credits', available: true },
  { path: 'system-status', label: 'System status', available: true },
];

export function navHref(item: NavItem): string {
  return item.path ? `/dashboard/${item.path}` : '/dashboard';
}
