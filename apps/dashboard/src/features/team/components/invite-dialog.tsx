import { zodResolver } from '@hookform/resolvers/zod';
import { INVITE_TTL_DAYS, type InviteRequest, inviteRequestSchema } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { toast } from '@lisa/ui/toast';
import { useForm } from 'react-hook-form';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { useServerFailure } from '../../forms/hooks/use-server-failure.ts';
import { INVITE_FAILED_TEXT, useSendInvite } from '../hooks/use-send-invite.ts';
import { InviteFields } from './invite-fields.tsx';

/** "Invite a teammate": what was typed stays after a refusal and after closing. */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sendInvite = useSendInvite();
  const form = useForm<InviteRequest>({
    defaultValues: { email: '', role: 'agent' },
    resolver: zodResolver(inviteRequestSchema),
  });
  const server = useServerFailure(form, INVITE_FAILED_TEXT);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const sent = await server.run(async () => {
      const invite = await sendInvite(values);
      toast.success(`Invite sent to ${invite.email}.`);
    });
    if (sent) {
      form.reset();
      onOpenChange(false);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a teammate"
      description={`We email them a link to join this business. It is valid for ${INVITE_TTL_DAYS} days.`}
    >
      <form noValidate onSubmit={onSubmit}>
        <FormMessage>{server.alert}</FormMessage>
        <InviteFields
          email={form.register('email')}
          role={form.register('role')}
          errors={{ email: errors.email?.message, role: errors.role?.message }}
        />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingLabel="Sending">
            Send invite
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
