import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@lisa/contracts/accounts';
import { acceptInviteRequestSchema } from '@lisa/contracts/team';
import { Button } from '@lisa/ui/button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toApiFailure } from '../../../../lib/api-failure.ts';
import { FormField } from '../../../auth/components/form-field.tsx';
import { FormMessage } from '../../../forms/components/form-message.tsx';
import { useServerFailure } from '../../../forms/hooks/use-server-failure.ts';
import { useFinishJoining } from '../../hooks/use-finish-joining.ts';
import { useInviteApi } from '../../hooks/use-invite-api.ts';

/** The contract's accept request as a newcomer sends it: name and password both needed. */
const newAccountSchema = acceptInviteRequestSchema.omit({ token: true }).required();
type NewAccount = z.input<typeof newAccountSchema>;

/** No account yet: name and password create one (the invited address counts as verified). */
export function InviteSignUpForm({
  token,
  email,
  businessName,
  onClosed,
}: {
  token: string;
  email: string;
  businessName: string;
  /** The server said the invite can no longer be used: reload what it is. */
  onClosed: () => void;
}) {
  const inviteApi = useInviteApi();
  const finish = useFinishJoining(businessName);
  const form = useForm<NewAccount>({
    defaultValues: { name: '', password: '' },
    resolver: zodResolver(newAccountSchema),
  });
  const server = useServerFailure(form, 'You could not join yet. Please try again.');
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await server.run(async () => {
      try {
        await finish(await inviteApi.accept({ token, ...values }, null));
      } catch (error) {
        // Used, expired, revoked, or an account exists by now: show what the invite is.
        if (toApiFailure(error, '').status === 409) onClosed();
        throw error;
      }
    });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormMessage>{server.alert}</FormMessage>
      <p className="mb-4 text-ink-muted text-sm">
        Your account: <strong className="text-ink">{email}</strong>
      </p>
      <FormField
        label="Your name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="mt-2 w-full" loading={isSubmitting} loadingLabel="Joining">
        Join {businessName}
      </Button>
    </form>
  );
}
