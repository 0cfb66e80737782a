import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { toast } from '@lisa/ui/toast';
import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { AccountApiError } from '../../auth/api/account-error.ts';
import { FormAlert } from '../../auth/components/form-alert.tsx';
import { FormField } from '../../auth/components/form-field.tsx';
import { SubmitButton } from '../../auth/components/submit-button.tsx';
import { useSession, useSessionStore } from '../../session/hooks/use-session.ts';
import { QrCode } from './qr-code.tsx';

async function copySetupKey(secret: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(secret);
    toast.success('Setup key copied.');
  } catch {
    toast.error('Copying is blocked here: select the key and copy it yourself.');
  }
}

type Step =
  | { kind: 'idle' }
  | { kind: 'scan'; secret: string; otpauthUrl: string }
  | { kind: 'recovery'; codes: string[] };

/** Turns two-factor sign-in (TOTP + recovery codes) on or off for the signed-in user. */
export function TwoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { authApi } = useServices();
  const session = useSessionStore();
  const { token, user } = useSession();
  const enabled = user?.two_factor_enabled === true;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function reset(nextOpen: boolean) {
    if (!nextOpen) {
      setStep({ kind: 'idle' });
      setCode('');
      setPassword('');
      setError(null);
    }
    onOpenChange(nextOpen);
  }

  async function run(action: () => Promise<void>) {
    if (!token) return;
    setError(null);
    setPending(true);
    try {
      await action();
    } catch (caught) {
      if (
        caught instanceof AccountApiError &&
        caught.status === 401 &&
        caught.code === 'unauthorized'
      ) {
        session.invalidate();
        return;
      }
      setError(
        caught instanceof AccountApiError
          ? caught.message
          : 'The request failed. Please try again.',
      );
    } finally {
      setPending(false);
    }
  }

  const start = () =>
    run(async () => {
      const setup = await authApi.twoFactorSetup(token ?? '');
      setStep({ kind: 'scan', secret: setup.secret, otpauthUrl: setup.otpauth_url });
    });

  const enable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return run(async () => {
      const answer = await authApi.twoFactorEnable(token ?? '', code.trim());
      session.updateUser({ two_factor_enabled: true });
      setCode('');
      setStep({ kind: 'recovery', codes: answer.recovery_codes });
    });
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return run(async () => {
      await authApi.twoFactorDisable(token ?? '', { password, code: code.trim() });
      session.updateUser({ two_factor_enabled: false });
      toast.success('Two-factor sign-in is off.');
      reset(false);
    });
  };

  return (
    <Dialog open={open} onOpenChange={reset} title="Two-factor sign-in">
      <div className="mt-4 text-sm">
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        {step.kind === 'recovery' ? (
          <>
            <p>
              Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one signs you
              in once if you lose your authenticator.
            </p>
            <ul aria-label="Recovery codes" className="my-4 grid grid-cols-2 gap-2 font-mono">
              {step.codes.map((recovery) => (
                <li key={recovery} className="rounded bg-surface-muted px-2 py-1">
                  {recovery}
                </li>
              ))}
            </ul>
            <Button onClick={() => reset(false)}>Done</Button>
          </>
        ) : step.kind === 'scan' ? (
          <form noValidate onSubmit={enable}>
            <p>
              Scan this QR code with your authenticator app, or add the setup key by hand, then
              enter the 6-digit code it shows.
            </p>
            <QrCode
              value={step.otpauthUrl}
              label="QR code to add Lisa to your authenticator app"
              className="mx-auto my-3 size-44 rounded"
            />
            <p className="mt-3 font-medium" id="setup-key-label">
              Setup key
            </p>
            <div className="mb-3 flex items-center gap-2">
              <code className="block min-w-0 flex-1 break-all rounded bg-surface-muted px-3 py-2">
                {step.secret}
              </code>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => copySetupKey(step.secret)}
                aria-label="Copy the setup key"
              >
                <Copy aria-hidden="true" className="h-4 w-4" />
                Copy
              </Button>
            </div>
            <p className="mb-4">
              <a className="text-brand-ink underline" href={step.otpauthUrl}>
                Open in an authenticator app
              </a>
            </p>
            <FormField
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <SubmitButton pending={pending}>Turn on</SubmitButton>
          </form>
        ) : enabled ? (
          <form noValidate onSubmit={disable}>
            <p className="mb-4">
              Two-factor sign-in is on. To turn it off, confirm your password and a current code.
            </p>
            <FormField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormField
              label="Authentication or recovery code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <SubmitButton pending={pending}>Turn off</SubmitButton>
          </form>
        ) : (
          <>
            <p className="mb-4">
              Two-factor sign-in is off. Turn it on to ask for a code from your authenticator app at
              every sign-in.
            </p>
            <Button loading={pending} onClick={() => void start()}>
              Set up two-factor sign-in
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
