import { useFormContext } from 'react-hook-form';
import { TextField } from './field.tsx';

/** The fields PersonFields draws, as both the contact and the RSVP schemas name them. */
interface PersonValues {
  name: string;
  email: string;
  company?: string | undefined;
}

interface PersonFieldsProps {
  /** 'Name' on the contact form, 'Full name' on the RSVP. */
  nameLabel: string;
}

/**
 * Who is writing: name and email (required) and company, registered as `name`, `email`
 * and `company` as both the contact and the RSVP schemas of @lisa/contracts/forms expect,
 * on the form of the surrounding `FormProvider`.
 */
export function PersonFields({ nameLabel }: PersonFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PersonValues>();
  return (
    <>
      <TextField
        label={nameLabel}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Company"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
    </>
  );
}
