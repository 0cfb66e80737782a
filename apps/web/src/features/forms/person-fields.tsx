import { TextField } from './field.tsx';

interface PersonFieldsProps {
  /** 'Name' on the contact form, 'Full name' on the RSVP. */
  nameLabel: string;
  errors: Readonly<Record<string, string | undefined>>;
}

/**
 * Who is writing: name and email (required) and company, posted as `name`, `email` and
 * `company` as both the contact and the RSVP schemas of @lisa/contracts/forms expect.
 */
export function PersonFields({ nameLabel, errors }: PersonFieldsProps) {
  return (
    <>
      <TextField label={nameLabel} name="name" autoComplete="name" required error={errors.name} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label="Company"
        name="company"
        autoComplete="organization"
        error={errors.company}
      />
    </>
  );
}
