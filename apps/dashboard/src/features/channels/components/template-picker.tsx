import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { channelsQueries } from '../api/channels-queries.ts';
import { useChannelsApi } from '../hooks/use-channels-api.ts';

/**
 * An approved WhatsApp template with its variables, sent into a conversation: what the
 * composer offers in place of free text once the 24-hour window has closed.
 */
export function TemplatePicker({ conversationId }: { conversationId: number }) {
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
