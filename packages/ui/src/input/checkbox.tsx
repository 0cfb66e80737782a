import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';

export interface CheckboxProps
  extends Omit<ComponentProps<typeof RadixCheckbox.Root>, 'checked' | 'onCheckedChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label?: ReactNode;
}

/** A controlled checkbox (Radix); fits react-hook-form's Controller (value / onChange). */
export function Checkbox({
  checked,
  onCheckedChange,
  label,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const box = (
    <RadixCheckbox.Root
      id={controlId}
      checked={checked}
      onCheckedChange={(next) => onCheckedChange(next === true)}
      className={cx(
        'inline-flex h-4 w-4 shrink-0 items-center justify-center rounded border border-ink-muted bg-surface-raised text-white disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger-ink data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600',
        label ? undefined : className,
      )}
      {...rest}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden="true" className="h-3 w-3" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      {box}
      <label htmlFor={controlId} className="text-ink text-sm">
        {label}
      </label>
    </span>
  );
}
