// The website campaign's part of the campaign form: the message the widget shows and its
// rules (page URL contains or equals, seconds on the page, new or returning visitors, business
// hours, once per visitor, an end date).

import { WEBSITE_VISITORS } from '@lisa/contracts/campaigns';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input, Select, Textarea } from '@lisa/ui/input';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { type CampaignFormValues, VISITOR_LABELS } from '../lib/campaign-labels.ts';

export function WebsiteFields({ form }: { form: UseFormReturn<CampaignFormValues> }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-sm">Website message</legend>
      <Field
        label="Message"
        required
        hint="Shown next to the chat button. Plain text; a reply starts a conversation."
        {...(errors.body?.message ? { error: errors.body.message } : {})}
      >
        {(control) => <Textarea {...control} {...register('body')} rows={4} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Page URL contains" hint="Leave empty for every page.">
          {(control) => <Input {...control} {...register('url_contains')} autoComplete="off" />}
        </Field>
        <Field
          label="Page URL equals"
          hint="One page: /pricing or https://shop.com/pricing."
          {...(errors.url_equals?.message ? { error: errors.url_equals.message } : {})}
        >
          {(control) => <Input {...control} {...register('url_equals')} autoComplete="off" />}
        </Field>
        <Field label="Visitors">
          {(control) => (
            <Select {...control} {...register('visitors')}>
              {WEBSITE_VISITORS.map((value) => (
                <option key={value} value={value}>
                  {VISITOR_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Seconds on the page"
          hint="0 to 600."
          {...(errors.delay_seconds?.message ? { error: errors.delay_seconds.message } : {})}
        >
          {(control) => <Input {...control} {...register('delay_seconds')} inputMode="numeric" />}
        </Field>
        <Field label="Ends" hint="Leave empty to keep it running.">
          {(control) => <Input {...control} {...register('ends_at')} type="datetime-local" />}
        </Field>
      </div>
      <Controller
        control={form.control}
        name="business_hours"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onCheckedChange={field.onChange}
            label="Only during business hours"
          />
        )}
      />
      <Controller
        control={form.control}
        name="once_per_visitor"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onCheckedChange={field.onChange}
            label="Show once per visitor"
          />
        )}
      />
    </fieldset>
  );
}
