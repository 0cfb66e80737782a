import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lisa/ui/tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { teamQueries } from '../api/team-queries.ts';
import { useTeamApi } from '../hooks/use-team-api.ts';
import { canReadAuditLog } from '../lib/team-permissions.ts';
import { AuditLogTab } from './audit-log-tab.tsx';
import { MembersTab } from './members-tab.tsx';
import { OwnershipOfferBanner } from './ownership-offer-banner.tsx';

/** /dashboard/team: the members (read-only for agents) and, for owner and admin, the audit log. */
export default function TeamScreen({ title }: { title: string }) {
  const api = useTeamApi();
  const me = useQuery(teamQueries.me(api));
  const offer = me.data?.ownership_offer;
  const showAudit = canReadAuditLog(me.data?.role);
  const [tab, setTab] = useState('members');
  // A switch to a business where the person may not read the audit log leaves its tab.
  const shownTab = showAudit ? tab : 'members';

  return (
    <section aria-labelledby="team-title">
      <h1 id="team-title" className="font-semibold text-2xl">
        {title}
      </h1>
      <p className="mt-1 text-ink-muted text-sm">
        The people who work in this business, their roles and who is available now.
      </p>
      {offer ? <OwnershipOfferBanner offer={offer} /> : null}
      <Tabs value={shownTab} onValueChange={setTab} className="mt-6">
        <TabsList aria-label="Team">
          <TabsTrigger value="members">Members</TabsTrigger>
          {showAudit ? <TabsTrigger value="audit">Audit log</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="members">
          <MembersTab me={me.data} />
        </TabsContent>
        {showAudit ? (
          <TabsContent value="audit">
            <AuditLogTab />
          </TabsContent>
        ) : null}
      </Tabs>
    </section>
  );
}
