import { CHANNEL_LABELS, isChannelName, windowClosedText } from '@lisa/contracts/channels';
import { Badge } from '@lisa/ui/badge';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from '../hooks/use-channels-api.ts';
import { DELIVERY_LABELS, timeLeft } from '../lib/window-countdown.ts';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Above the inbox composer on a WhatsApp, Messenger or Instagram conversation: how long free
 * text may still be sent (Meta's 24-hour window), the last reply's delivery, an opt-out, and
 * when the window is closed on WhatsApp, an approved template to send instead.
 */
export function ChannelWindowBar({
  conversationId,
  channel,
}: {
  conversationId: number;
  channel: string;
}) {
  if (!isChannelName(channel)) return null;
  return <WindowBar conversationId={conversationId} />;
}

function WindowBar({ conversationId }: { conversationId: number }) {
  const api = useChannelsApi();
  const state = useQuery(channelsQueries.conversation(api, conversationId));
  const now = useNow(30_000);
  if (!state.data) return null;
  const { data } = state;
  const label = CHANNEL_LABELS[data.channel];
  const left = timeLeft(data.window_closes_at, now);
  const last = data.deliveries.at(-1);
  return (
    <section
      aria-label={`${label} window`}
      className="mx-4 mb-2 flex flex-col gap-2 rounded-card border border-line bg-surface-raised p-3 text-sm"
    >
      <p className="flex flex-wrap items-center gap-2">
        <Clock aria-hidden="true" className="h-4 w-4 text-ink-muted" />
        {left ? (
          <span>
            {label}: free text can be sent for {left} more.
          </span>
        ) : (
          <span role="status">{windowClosedText(data.channel)}</span>
        )}
        {data.opted_out ? <Badge tone="warning">Opted out of marketing</Badge> : null}
        {last ? (
          <Badge tone={last.status === 'failed' ? 'danger' : 'neutral'}>
            Last reply: {DELIVERY_LABELS[last.status]}
          </Badge>
        ) : null}
      </p>
      {last?.status === 'failed' && last.error ? (
        <p className="text-danger-ink">{last.error}</p>
      ) : null}
      {!left && data.channel === 'whatsapp' ? (
        <TemplatePicker conversationId={conversationId} />
      ) : null}
    </section>
  );
}

function TemplatePicker({ conversationId }: { conversationId: number }) {
  const api = useChannelsApi();
  const queryClient = useQueryClient();
  const templates = useQuery(channelsQueries.templates(api));
  const approved = (templates.data ?? []).filter((t) => t.status.toUpperCase() === 'APPROVED');
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const chosen = approved.find((t) => String(t.id) === templateId);

  if (templates.isSuccess && approved.length === 0) {
    return (
      <p className="text-ink-muted">
        No approved template yet: sync them on the WhatsApp integration page.
      </p>
    );
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setPending(true);
    try {
      await api.sendTemplate(conversationId, {
        template_id: chosen.id,
        variables: values.slice(0, chosen.variables),
      });
      toast.success(`Template “${chosen.name}” sent.`);
      setTemplateId('');
      setValues([]);
    } catch (error) {
      toast.error(toApiFailure(error, 'The template was not sent.').message);
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: channelsQueries.all });
    }
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-2">
      <Field label="Template">
        {(control) => (
          <Select
            {...control}
            value={templateId}
            onChange={(event) => {
              setTemplateId(event.target.value);
              setValues([]);
            }}
          >
            <option value="">Choose an approved template</option>
            {approved.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.language})
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen ? <p className="text-ink-muted">{chosen.body}</p> : null}
      {chosen
        ? Array.from({ length: chosen.variables }, (_, i) => (
            <Field key={`variable-${i + 1}`} label={`Value for {{${i + 1}}}`}>
              {(control) => (
                <Input
                  {...control}
                  value={values[i] ?? ''}
                  onChange={(event) => {
                    const next = [...values];
                    next[i] = event.target.value;
                    setValues(next);
                  }}
                />
              )}
            </Field>
          ))
        : null}
      <div>
        <Button
          type="submit"
          size="sm"
          disabled={
            pending ||
            !chosen ||
            Array.from({ length: chosen.variables }).some((_, i) => !values[i]?.trim())
          }
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          Send template
        </Button>
      </div>
    </form>
  );
}
