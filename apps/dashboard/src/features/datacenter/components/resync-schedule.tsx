import {
  KNOWLEDGE_SYNC_SCHEDULES,
  type KnowledgeSource,
  type KnowledgeSyncSchedule,
} from '@lisa/contracts/knowledge';
import { Field } from '@lisa/ui/field';
import { Select } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { DatacenterApi } from '../api/datacenter-api.ts';
import { datacenterQueries } from '../api/datacenter-queries.ts';

const OPTION_LABELS: Record<KnowledgeSyncSchedule, string> = {
  off: 'Off: only when I sync it',
  daily: 'Every day',
  weekly: 'Every week',
};

/**
 * How often a web page is fetched again. The server asks the site whether the page changed
 * (ETag / Last-Modified), so an unchanged page costs nothing and is not re-read.
 */
export function ResyncSchedule({ source, api }: { source: KnowledgeSource; api: DatacenterApi }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(source);
  const [saving, setSaving] = useState(false);

  async function choose(schedule: KnowledgeSyncSchedule) {
    setSaving(true);
    try {
      setCurrent(await api.schedule(source.id, schedule));
      toast.success(
        schedule === 'off' ? 'Scheduled re-sync is off.' : `"${source.title}" will be re-synced.`,
      );
      void queryClient.invalidateQueries({ queryKey: datacenterQueries.all });
    } catch (error) {
      toast.error(toApiFailure(error, 'The schedule could not be saved.').message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mb-4 rounded-lg border border-line p-3">
      <Field label="Re-sync this page" hint="Only pages that changed are read again.">
        {(props) => (
          <Select
            {...props}
            value={current.sync_schedule}
            disabled={saving}
            onChange={(event) => void choose(event.target.value as KnowledgeSyncSchedule)}
          >
            {KNOWLEDGE_SYNC_SCHEDULES.map((each) => (
              <option key={each} value={each}>
                {OPTION_LABELS[each]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <p className="mt-2 text-ink-muted text-xs">
        {current.checked_at ? `Last checked ${formatDateTime(current.checked_at)}. ` : ''}
        {current.next_sync_at ? `Next check ${formatDateTime(current.next_sync_at)}.` : ''}
      </p>
    </div>
  );
}
