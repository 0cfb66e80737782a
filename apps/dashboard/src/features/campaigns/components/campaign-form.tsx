// Create or edit a campaign: name, channel, audience (a saved segment, or tag, lead status, last seen), the WhatsApp template
// with each variable mapped to a contact field or fixed text (or the email's subject and
// message), the pace; beside it the live audience count, exclusions, credits estimate and
// the message as the first recipients would get it.
import { zodResolver } from '@hookform/resolvers/zod';
import { type Campaign, CONTACT_FIELDS } from '@lisa/contracts/campaigns';
import { LEAD_STATUSES } from '@lisa/contracts/sales';
import { Button } from '@lisa/ui/button';
import { Field } from '@lisa/ui/field';
import { Input, Select, Textarea } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { STATUS_LABELS as LEAD_STATUS_LABELS } from '../../leads/lib/lead-labels.ts';
import { campaignsQueries, type PreviewRequest } from '../api/campaigns-api.ts';
import { useCampaignMutations, useCampaignsApi } from '../hooks/use-campaigns.ts';
import {
  type CampaignFormValues,
  campaignFormSchema,
  FIELD_LABELS,
  toBody,
  toFormValues,
} from '../lib/campaign-labels.ts';
import { AudiencePanel } from './audience-panel.tsx';
import { WebsiteFields } from './website-fields.tsx';

export function CampaignForm({
  campaign,
  onSaved,
  onCancel,
}: {
  campaign?: Campaign;
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const api = useCampaignsApi();
  const templates = useQuery(campaignsQueries.templates(api));
  const segments = useQuery(campaignsQueries.segments(api));
  const { create, update } = useCampaignMutations();
  const form = useForm<CampaignFormValues>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: toFormValues(campaign),
  });
  const { register, control, handleSubmit, formState, setValue } = form;
  const variables = useFieldArray({ control, name: 'variables' });
  const values = useWatch({ control }) as CampaignFormValues;
  const kind = values.kind;
  const template = templates.data?.data.find((t) => String(t.id) === values.template_id);

  // The template decides how many variables there are.
  useEffect(() => {
    if (!template) return;
    const current = form.getValues('variables');
    if (current.length === template.variables) return;
    setValue(
      'variables',
      Array.from(
        { length: template.variables },
        (_, i) => current[i] ?? { source: i === 0 ? 'first_name' : 'text', text: '' },
      ),
    );
  }, [template, form, setValue]);

  // The preview follows the form, half a second after typing stops.
  const request = useMemo<PreviewRequest>(() => {
    const body = toBody({ ...toFormValues(), ...values, rate_per_second: 1 });
    return {
      kind: body.kind,
      audience: body.audience ?? {},
      template_id: body.template_id ?? null,
      variables: body.variables ?? [],
      subject: body.subject ?? null,
      body: body.body ?? null,
    };
  }, [values]);
  const [debounced, setDebounced] = useState<PreviewRequest>(request);
  const key = JSON.stringify(request);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(request), 400);
    return () => clearTimeout(timer);
  }, [key]);

  async function save(formValues: CampaignFormValues) {
    const body = toBody(formValues);
    try {
      if (campaign) {
        const { kind: _kind, ...patch } = body;
        const saved = await update.mutateAsync({ id: campaign.id, body: patch });
        toast.success('Campaign saved.');
        onSaved(saved.id);
      } else {
        const saved = await create.mutateAsync(body);
        toast.success('Campaign saved as a draft. Check it, then send.');
        onSaved(saved.id);
      }
    } catch (error) {
      const failure = toApiFailure(error, 'The campaign could not be saved. Try again.');
      toast.error(failure.message);
    }
  }

  const errors = formState.errors;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        aria-label={campaign ? 'Edit campaign' : 'New campaign'}
        className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-4"
        onSubmit={handleSubmit(save)}
        noValidate
      >
        <Field
          label="Campaign name"
          required
          {...(errors.name?.message ? { error: errors.name.message } : {})}
        >
          {(control) => <Input {...control} {...register('name')} autoComplete="off" />}
        </Field>
        <Field label="Channel">
          {(control) => (
            <Select {...control} {...register('kind')} disabled={Boolean(campaign)}>
              <option value="whatsapp">WhatsApp</option>
              <option value="email">Email</option>
              <option value="website">Website</option>
            </Select>
          )}
        </Field>
        <Field
          label="Tag its conversations"
          hint="Replies open or join inbox conversations with this tag. Leave empty for none."
          {...(errors.conversation_tag?.message ? { error: errors.conversation_tag.message } : {})}
        >
          {(control) => <Input {...control} {...register('conversation_tag')} autoComplete="off" />}
        </Field>
        {kind === 'website' ? (
          <WebsiteFields form={form} />
        ) : (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-sm">Audience</legend>
            <Field
              label="Segment"
              hint={
                values.segment_id
                  ? 'Sent to the segment as it is when you send.'
                  : 'Save one from the contacts list, or choose the filters here.'
              }
            >
              {(control) => (
                <Select {...control} {...register('segment_id')}>
                  <option value="">No segment: the filters below</option>
                  {(segments.data?.data ?? []).map((segment) => (
                    <option key={segment.id} value={segment.id}>
                      {segment.name} ({segment.count.toLocaleString('en-US')} contact
                      {segment.count === 1 ? '' : 's'})
                    </option>
                  ))}
                  {campaign?.audience.segment_id &&
                  segments.data &&
                  !segments.data.data.some((s) => s.id === campaign.audience.segment_id) ? (
                    <option value={campaign.audience.segment_id}>
                      {campaign.audience.segment_name ?? 'Segment'} (deleted)
                    </option>
                  ) : null}
                </Select>
              )}
            </Field>
            <div className="grid gap-3 sm:grid-cols-2" hidden={Boolean(values.segment_id)}>
              <Field label="Contacts tagged" hint="Leave empty for every contact.">
                {(control) => <Input {...control} {...register('tag')} autoComplete="off" />}
              </Field>
              <Field label="With a lead that is" hint="Leave at any for every contact.">
                {(control) => (
                  <Select {...control} {...register('lead_status')}>
                    <option value="">Any (or no lead)</option>
                    {LEAD_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {LEAD_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field
                label="Seen in the last (days)"
                hint="Leave empty for any time."
                {...(errors.last_seen_days?.message
                  ? { error: errors.last_seen_days.message }
                  : {})}
              >
                {(control) => (
                  <Input {...control} {...register('last_seen_days')} inputMode="numeric" />
                )}
              </Field>
            </div>
          </fieldset>
        )}
        {kind === 'website' ? null : kind === 'whatsapp' ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-sm">Message</legend>
            <Field
              label="Template"
              required
              hint={
                templates.data?.data.length === 0
                  ? 'No approved template yet: sync them in Integrations, WhatsApp.'
                  : undefined
              }
              {...(errors.template_id?.message ? { error: errors.template_id.message } : {})}
            >
              {(control) => (
                <Select {...control} {...register('template_id')}>
                  <option value="">Choose a template</option>
                  {(templates.data?.data ?? []).map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} ({t.language})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {template ? (
              <p className="rounded-card bg-surface-muted p-3 text-sm">{template.body}</p>
            ) : null}
            {variables.fields.map((item, index) => (
              <div key={item.id} className="grid gap-3 sm:grid-cols-2">
                <Field label={`Variable {{${index + 1}}}`}>
                  {(control) => (
                    <Select {...control} {...register(`variables.${index}.source`)}>
                      {CONTACT_FIELDS.map((field) => (
                        <option key={field} value={field}>
                          Contact: {FIELD_LABELS[field]}
                        </option>
                      ))}
                      <option value="text">Fixed text</option>
                    </Select>
                  )}
                </Field>
                {values.variables?.[index]?.source === 'text' ? (
                  <Field label={`Text for {{${index + 1}}}`}>
                    {(control) => <Input {...control} {...register(`variables.${index}.text`)} />}
                  </Field>
                ) : null}
              </div>
            ))}
          </fieldset>
        ) : (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold text-sm">Email</legend>
            <Field
              label="Subject"
              required
              {...(errors.subject?.message ? { error: errors.subject.message } : {})}
            >
              {(control) => <Input {...control} {...register('subject')} />}
            </Field>
            <Field
              label="Message"
              required
              hint="Markdown. {{first_name}} and other contact fields are filled in; an unsubscribe link is added."
              {...(errors.body?.message ? { error: errors.body.message } : {})}
            >
              {(control) => <Textarea {...control} {...register('body')} rows={8} />}
            </Field>
          </fieldset>
        )}
        {kind === 'website' ? null : (
          <Field
            label="Messages per second"
            hint="Up to 80. Slower is kinder to your number's quality rating."
            {...(errors.rate_per_second?.message ? { error: errors.rate_per_second.message } : {})}
          >
            {(control) => (
              <Input {...control} {...register('rate_per_second')} inputMode="numeric" />
            )}
          </Field>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {campaign ? 'Save changes' : 'Save draft'}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      {kind === 'website' ? null : <AudiencePanel request={debounced} />}
    </div>
  );
}
