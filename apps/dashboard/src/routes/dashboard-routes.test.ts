import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES, routesFor } from './dashboard-routes.tsx';

const labels = (role: Parameters<typeof routesFor>[0]) => routesFor(role).map((r) => r.label);

describe('the navigation by role', () => {
  it('offers owners and admins every screen', () => {
    expect(labels('owner')).toEqual(DASHBOARD_ROUTES.map((r) => r.label));
    expect(labels('admin')).toEqual(DASHBOARD_ROUTES.map((r) => r.label));
  });

  it('offers agents the inbox, contacts, leads and tasks but no team or settings screen', () => {
    const agent = labels('agent');
    expect(agent).toEqual(expect.arrayContaining(['Inbox', 'Contacts', 'Leads', 'Pipeline']));
    for (const hidden of ['Team', 'Data center', 'Workflows', 'Integrations', 'Campaigns']) {
      expect(agent).not.toContain(hidden);
    }
  });
});
