import type { Member } from '@lisa/contracts/team';
import { DataTable } from '@lisa/ui/data-table';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../lib/team-permissions.ts';
import { memberColumns } from './member-columns.tsx';

const rows: Member[] = [
  {
    user_id: 1,
    invite_id: null,
    name: 'Ada Owner',
    email: 'ada@example.test',
    role: 'owner',
    status: 'active',
    availability: 'online',
    last_seen_at: '2026-11-25T10:00:00Z',
    joined_at: '2026-01-01T00:00:00Z',
  },
  {
    user_id: 2,
    invite_id: null,
    name: 'Grace Agent',
    email: 'grace@example.test',
    role: 'agent',
    status: 'active',
    availability: 'away',
    last_seen_at: null,
    joined_at: '2026-02-01T00:00:00Z',
  },
  {
    user_id: null,
    invite_id: 4,
    name: null,
    email: 'new@example.test',
    role: 'admin',
    status: 'invited',
    availability: 'offline',
    last_seen_at: null,
    joined_at: null,
  },
];

function renderFor(viewer: Viewer) {
  return renderToString(
    <DataTable
      caption="Team"
      columns={memberColumns(viewer, () => undefined)}
      data={rows}
      getRowId={(row) => row.email}
    />,
  );
}

describe('member list columns', () => {
  it('shows name, email, role, status, availability and last seen', () => {
    const html = renderFor({ userId: 1, role: 'owner' });
    for (const text of ['Ada Owner', 'grace@example.test', 'owner', 'Invited', 'Active', 'Away']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Never');
  });

  it('gives the owner an actions menu on every other row, none on their own', () => {
    const html = renderFor({ userId: 1, role: 'owner' });
    expect(html).toContain('aria-label="Actions for grace@example.test"');
    expect(html).toContain('aria-label="Actions for new@example.test"');
    expect(html).not.toContain('aria-label="Actions for ada@example.test"');
  });

  it('shows an agent the list read-only, with only their own row to leave', () => {
    const html = renderFor({ userId: 2, role: 'agent' });
    expect(html).not.toContain('Actions for ada@example.test');
    expect(html).not.toContain('Actions for new@example.test');
    expect(html).toContain('aria-label="Actions for grace@example.test"');
  });
});
