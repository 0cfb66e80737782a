import { zodResolver } from '@hookform/resolvers/zod';
import { Button, IconButton } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { Spinner } from '@lisa/ui/spinner';
import { toast } from '@lisa/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { useFormDraft } from '../../agent-studio/hooks/use-form-draft.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { teamQueries } from '../api/team-queries.ts';
import { INVITE_FAILED_TEXT, useSendInvite } from '../hooks/use-send-invite.ts';
import { useTeamApi } from '../hooks/use-team-api.ts';
import { EMPTY_INVITE_ROW, type InviteRows, inviteRowsSchema } from '../lib/invite-rows.ts';
import { canManageTeam } from '../lib/team-permissions.ts';
import { InviteFields } from './invite-fields.tsx';

/** /onboarding/team-member: invite teammates now, or skip to the dashboard. */
export function OnboardingTeamScreen() {
  const api = useTeamApi();
  const me = useQuery(teamQueries.me(api));

  return (
    <main className="flex min-h-screen justify-center bg-surface-muted px-4 py-12">
      <Card as="section" padding="lg" className="w-full max-w-2xl self-start">
        <h1 className="font-semibold text-2xl">Invite your team</h1>
        <p className="mt-2 text-ink-muted text-sm">
          Add the people who answer your customers with you. Each gets an email with a link to join.
        </p>
        <div className="mt-6">
          {me.isPending ? (
            <Spinner label="Loading your team" />
          ) : canManageTeam(me.data?.role) ? (
            <InviteRowsForm />
          ) : (
            <p className="text-sm">
              Only the owner or an admin of this business can invite teammates.
            </p>
          )}
        </div>
        <Link
          className="mt-6 inline-block font-medium text-brand-ink text-sm hover:underline"
          to="/dashboard"
        >
          Skip for now
        </Link>
      </Card>
    </main>
  );
}

const NO_INVITES: InviteRows = { invites: [{ ...EMPTY_INVITE_ROW }] };

function InviteRowsForm() {
  const sendInvite = useSendInvite();
  const navigate = useNavigate();
  const form = useForm<InviteRows>({
    defaultValues: NO_INVITES,
    resolver: zodResolver(inviteRowsSchema),
  });
  // Emails typed and not sent yet come back after a reload or a trip away (this tab).
  const forget = useFormDraft(form, 'onboarding-team.invites', null, NO_INVITES);
  const rows = useFieldArray({ control: form.control, name: 'invites' });
  const { errors, isSubmitting } = form.formState;

  // Invites go one by one; the rows that were sent leave the form, the refused ones stay
  // with the server's message beside their email.
  const onSubmit = form.handleSubmit(async ({ invites }) => {
    const refused: { row: InviteRows['invites'][number]; message: string }[] = [];
    for (const row of invites) {
      try {
        await sendInvite(row);
      } catch (error) {
        const failure = toApiFailure(error, INVITE_FAILED_TEXT);
        refused.push({ row, message: failure.fields.email ?? failure.message });
      }
    }
    const sent = invites.length - refused.length;
    if (refused.length === 0) {
      forget();
      toast.success(sent === 1 ? 'Invite sent.' : `${sent} invites sent.`);
      navigate('/dashboard', { replace: true });
      return;
    }
    if (sent > 0) toast.success(sent === 1 ? 'Invite sent.' : `${sent} invites sent.`);
    rows.replace(refused.map(({ row }) => row));
    refused.forEach(({ message }, index) => {
      form.setError(`invites.${index}.email`, { type: 'server', message });
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormMessage>{errors.invites?.root?.message ?? errors.invites?.message}</FormMessage>
      {rows.fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <InviteFields
              email={form.register(`invites.${index}.email`)}
              role={form.register(`invites.${index}.role`)}
              errors={{
                email: errors.invites?.[index]?.email?.message,
                role: errors.invites?.[index]?.role?.message,
              }}
              labels={{ email: `Teammate ${index + 1} email`, role: `Teammate ${index + 1} role` }}
              showHint={index === rows.fields.length - 1}
            />
          </div>
          {rows.fields.length > 1 ? (
            <IconButton
              className="mt-7"
              label={`Remove teammate ${index + 1}`}
              icon={<Trash2 />}
              onClick={() => rows.remove(index)}
            />
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="secondary"
          leadingIcon={<Plus />}
          onClick={() => rows.append({ ...EMPTY_INVITE_ROW })}
        >
          Add another teammate
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Sending">
          Send invites
        </Button>
      </div>
    </form>
  );
}
