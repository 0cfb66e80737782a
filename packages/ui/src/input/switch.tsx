import * as RadixSwitch from '@radix-ui/react-switch';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../class-names.ts';

export interface SwitchProps
  extends Omit<ComponentProps<typeof RadixSwitch.Root>, 'checked' | 'onCheckedChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label?: ReactNode;
}

/** A controlled on/off switch (Radix, role="switch"); fits react-hook-form's Controller. */
export function Switch({ checked, onCheckedChange, label, id, className, ...rest }: SwitchProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const control = (
    <RadixSwitch.Root
      id={controlId}
      checked={checked}
      onCheckedChange={onCheckedChange}
      className={cx(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line bg-surface-muted transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600',
        label ? undefined : className,
      )}
      {...rest}
    >
      <RadixSwitch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow ring-1 ring-line transition-transform data-[state=checked]:translate-x-5" />
    </RadixSwitch.Root>
  );
  if (!label) return control;
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      {control}
      <label htmlFor={controlId} className="text-ink text-sm">
        {label}
      </label>
    </span>
  );
}
