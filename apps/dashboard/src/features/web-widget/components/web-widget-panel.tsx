import { zodResolver } from '@hookform/resolvers/zod';
import { maskBusinessKey } from '@lisa/catalogue/integrations';
import {
  allowedDomainSchema,
  BUSINESS_KEY_GRACE_HOURS,
  MAX_ALLOWED_DOMAINS,
  PRECHAT_FIELD_MODES,
  type PrechatFieldMode,
  prechatSettingsSchema,
  type WidgetSettings,
} from '@lisa/contracts/widget';
import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Field } from '@lisa/ui/field';
import { Checkbox, Input, Select, Textarea } from '@lisa/ui/input';
import { toast } from '@lisa/ui/toast';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { env } from '../../../env.ts';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { LoadError } from '../../integrations/components/load-error.tsx';
import { ConfirmDialog } from '../../team/components/confirm-dialog.tsx';
import { widgetQueries } from '../api/widget-api.ts';
import { useWidgetApi } from '../hooks/use-widget-api.ts';
import { domainLines, type WidgetPlacement, widgetSnippet } from '../lib/snippet.ts';
import { AppearanceCard } from './appearance-card.tsx';

async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied.`);
  } catch {
    toast.error('Copying is blocked here: select the text and copy it yourself.');
  }
}

/** /dashboard/integrations/web-widget: key and snippet, allowed domains, identity, pre-chat. */
export function WebWidgetPanel() {
  const api = useWidgetApi();
  const settings = useQuery(widgetQueries.settings(api));
  const [placement, setPlacement] = useState<WidgetPlacement>({
    position: 'right',
    theme: 'light',
  });
  if (settings.isPending) return <p className="text-ink-muted text-sm">Loading the widget…</p>;
  if (settings.isError)
    return (
      <LoadError
        error={settings.error}
        fallback="Could not load the widget settings."
        onRetry={() => void settings.refetch()}
      />
    );
  const data = settings.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <KeyCard settings={data} placement={placement} />
      <AppearanceCard placement={placement} onPlacement={setPlacement} />
      <DomainsCard settings={data} />
      <IdentityCard settings={data} />
      <PrechatCard settings={data} />
    </div>
  );
}

function useSave() {
  const api = useWidgetApi();
  const queryClient = useQueryClient();
  return (next: WidgetSettings) =>
    queryClient.setQueryData(widgetQueries.settings(api).queryKey, next);
}

function KeyCard({
  settings,
  placement,
}: {
  settings: WidgetSettings;
  placement: WidgetPlacement;
}) {
  const api = useWidgetApi();
  const save = useSave();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const key = settings.business_key;

  async function rotate() {
    setPending(true);
    try {
      save(await api.rotateKey());
      toast.success(key ? 'New business key ready.' : 'Business key generated.');
      setConfirming(false);
    } catch (error) {
      toast.error(toApiFailure(error, 'Could not make a business key.').message);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="widget-key-title">
      <h2 id="widget-key-title" className="font-semibold text-lg">
        Business key and snippet
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        The business key tells Lisa which business a website’s widget belongs to. It is not a
        secret: it appears in your pages’ HTML.
      </p>
      {key ? (
        <div className="mt-4 flex flex-col gap-4">
          <div className="flex items-center gap-2">
            <Input
              readOnly
              aria-label="Business key"
              value={key}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button variant="secondary" size="sm" onClick={() => copyText(key, 'Business key')}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy key
            </Button>
          </div>
          <div>
            <p className="font-medium text-sm">Embed snippet</p>
            <p className="text-ink-muted text-sm">
              Paste it just before the closing &lt;/body&gt; tag of every page that should show the
              widget.
            </p>
            <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-surface-muted p-3 font-mono text-xs">
              {widgetSnippet(env.apiUrl, key, true, placement)}
            </pre>
            <Button
              className="mt-2"
              size="sm"
              onClick={() => copyText(widgetSnippet(env.apiUrl, key, false, placement), 'Snippet')}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy snippet
            </Button>
          </div>
          {settings.previous_key && settings.previous_key_expires_at ? (
            <p className="text-ink-muted text-sm" role="status">
              The previous key {maskBusinessKey(settings.previous_key)} keeps working until{' '}
              {formatDateTime(settings.previous_key_expires_at)}.
            </p>
          ) : null}
          <div>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              Regenerate key
            </Button>
          </div>
        </div>
      ) : (
        <Button className="mt-4" onClick={rotate} disabled={pending}>
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          Generate Business Key
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Regenerate the business key?"
        confirmLabel="Regenerate key"
        pending={pending}
        onConfirm={rotate}
      >
        The current key keeps working for {BUSINESS_KEY_GRACE_HOURS} hours, then stops. Put the new
        snippet on your site before then.
      </ConfirmDialog>
    </Card>
  );
}

const domainsFormSchema = z.object({
  domains: z.string().superRefine((text, ctx) => {
    const lines = domainLines(text);
    if (lines.length > MAX_ALLOWED_DOMAINS)
      ctx.addIssue({ code: 'custom', message: `At most ${MAX_ALLOWED_DOMAINS} domains` });
    for (const line of lines) {
      const parsed = allowedDomainSchema.safeParse(line);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `“${line}”: ${parsed.error.issues[0]?.message}` });
        return;
      }
    }
  }),
});
type DomainsForm = z.infer<typeof domainsFormSchema>;

function DomainsCard({ settings }: { settings: WidgetSettings }) {
  const api = useWidgetApi();
  const save = useSave();
  const form = useForm<DomainsForm>({
    resolver: zodResolver(domainsFormSchema),
    values: { domains: settings.allowed_domains.join('\n') },
  });
  const server = useServerFailure(form, 'Could not save the allowed domains.');
  const onSubmit = form.handleSubmit((values) =>
    server.run(async () => {
      save(await api.update({ allowed_domains: domainLines(values.domains) }));
      toast.success('Allowed domains saved.');
    }),
  );
  return (
    <Card as="section" aria-labelledby="widget-domains-title">
      <h2 id="widget-domains-title" className="font-semibold text-lg">
        Allowed domains
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        Only these websites may show your widget; Lisa refuses its calls from anywhere else. Write
        one host a line: shop.example.com, localhost:3000, or *.example.com for every subdomain.
      </p>
      {settings.allowed_domains.length === 0 ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-warning-ink/30 bg-warning-surface px-3 py-2 text-sm text-warning-ink"
        >
          No domain listed: any website can show your widget and chat as your business.
        </p>
      ) : null}
      <form className="mt-4 flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        <FormMessage>{server.alert}</FormMessage>
        <Field label="Domains" error={form.formState.errors.domains?.message}>
          {(control) => <Textarea {...control} rows={4} {...form.register('domains')} />}
        </Field>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Save domains
          </Button>
        </div>
      </form>
    </Card>
  );
}

function IdentityCard({ settings }: { settings: WidgetSettings }) {
  const api = useWidgetApi();
  const save = useSave();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  async function rotate() {
    setPending(true);
    try {
      save(await api.rotateIdentitySecret());
      toast.success('New identity secret ready.');
      setConfirming(false);
    } catch (error) {
      toast.error(toApiFailure(error, 'Could not replace the identity secret.').message);
    } finally {
      setPending(false);
    }
  }
  return (
    <Card as="section" aria-labelledby="widget-identity-title">
      <h2 id="widget-identity-title" className="font-semibold text-lg">
        Identity verification
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        When your visitors are signed in to your site, call{' '}
        <code>Lisa.identify(&#123; user_id, email, name, phone, user_hash &#125;)</code>. Your
        server computes <code>user_hash</code> as the hex HMAC-SHA256 of <code>user_id</code> with
        this secret. A wrong hash is always refused. Keep the secret on your server: never put it in
        a page.
      </p>
      <RequireVerification settings={settings} />
      <div className="mt-4 flex items-center gap-2">
        <Input
          readOnly
          aria-label="Identity secret"
          value={settings.identity_secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => copyText(settings.identity_secret, 'Identity secret')}
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          Copy secret
        </Button>
      </div>
      <Button className="mt-3" variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Replace secret
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace the identity secret?"
        confirmLabel="Replace secret"
        danger
        pending={pending}
        onConfirm={rotate}
      >
        Hashes made with the current secret stop verifying at once: update your server first.
      </ConfirmDialog>
    </Card>
  );
}

/** Saved as soon as it is ticked: refuses identify() calls that carry no user_hash. */
function RequireVerification({ settings }: { settings: WidgetSettings }) {
  const api = useWidgetApi();
  const save = useSave();
  const [pending, setPending] = useState(false);
  async function change(next: boolean) {
    setPending(true);
    try {
      save(await api.update({ require_identity_verification: next }));
      toast.success(
        next
          ? 'Identity verification required: unsigned identities are refused.'
          : 'Unsigned identities are kept again, as unverified details.',
      );
    } catch (error) {
      toast.error(toApiFailure(error, 'Could not change identity verification.').message);
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="mt-4 flex flex-col gap-1">
      <Checkbox
        checked={settings.require_identity_verification}
        onCheckedChange={(next) => void change(next)}
        disabled={pending}
        label="Require identity verification"
      />
      <p className="max-w-2xl text-ink-muted text-sm">
        {settings.require_identity_verification
          ? 'On: identify() without a correct user_hash is refused, and the visitor stays anonymous.'
          : 'Off: identify() without a user_hash keeps the name, email and phone as the visitor’s own unverified details (like the pre-chat form). Turn it on once your server signs every call.'}
      </p>
    </div>
  );
}

const MODE_LABELS: Record<PrechatFieldMode, string> = {
  off: 'Not asked',
  optional: 'Optional',
  required: 'Required',
};

function PrechatCard({ settings }: { settings: WidgetSettings }) {
  const api = useWidgetApi();
  const save = useSave();
  const form = useForm<z.infer<typeof prechatSettingsSchema>>({
    resolver: zodResolver(prechatSettingsSchema),
    values: settings.prechat,
  });
  const server = useServerFailure(form, 'Could not save the pre-chat form.');
  const onSubmit = form.handleSubmit((values) =>
    server.run(async () => {
      save(await api.update({ prechat: values }));
      toast.success('Pre-chat form saved.');
    }),
  );
  return (
    <Card as="section" aria-labelledby="widget-prechat-title">
      <h2 id="widget-prechat-title" className="font-semibold text-lg">
        Pre-chat form
      </h2>
      <p className="mt-1 max-w-2xl text-ink-muted text-sm">
        Ask visitors for their name or email before their first message. Answers are added to their
        contact.
      </p>
      <form className="mt-4 flex flex-wrap items-end gap-4" onSubmit={onSubmit} noValidate>
        <FormMessage>{server.alert}</FormMessage>
        {(['name', 'email'] as const).map((field) => (
          <Field key={field} label={field === 'name' ? 'Name' : 'Email'}>
            {(control) => (
              <Select {...control} {...form.register(field)}>
                {PRECHAT_FIELD_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {MODE_LABELS[mode]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save form
        </Button>
      </form>
    </Card>
  );
}
