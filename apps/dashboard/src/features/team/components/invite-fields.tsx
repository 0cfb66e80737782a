import { INVITABLE_ROLES } from '@lisa/contracts/team';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

const ROLE_NAMES = { admin: 'Admin', agent: 'Agent' } as const;
const ROLE_HINT = 'Admins manage the team and settings; agents work the inbox, contacts and leads.';

/** The email and role of one invite, as the dialog and onboarding both ask for them. */
export function InviteFields({
  email,
  role,
  errors,
  labels = { email: 'Email', role: 'Role' },
  showHint = true,
}: {
  email: UseFormRegisterReturn;
  role: UseFormRegisterReturn;
  errors: { email?: string | undefined; role?: string | undefined };
  labels?: { email: string; role: string };
  showHint?: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
      <Field label={labels.email} required error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            placeholder="name@company.com"
            {...email}
          />
        )}
      </Field>
      <Field label={labels.role} error={errors.role}>
        {(control) => (
          <Select {...control} {...role}>
            {INVITABLE_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_NAMES[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {showHint ? <p className="text-ink-muted text-xs sm:col-span-2">{ROLE_HINT}</p> : null}
    </div>
  );
}
