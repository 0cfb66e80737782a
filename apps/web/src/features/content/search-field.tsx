import { useId } from 'react';

/** A rounded search box with its label (visually hidden unless `showLabel`), controlled. */
export function SearchField({
  label,
  showLabel = false,
  value,
  onChange,
  placeholder,
  className = '',
}: {
  label: string;
  showLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className={showLabel ? 'mb-2 block font-semibold text-ink text-sm' : 'sr-only'}
      >
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className={`w-full rounded-full border border-line bg-surface-raised px-5 py-3 text-ink placeholder:text-ink-muted focus:border-brand-500 ${className}`}
      />
    </>
  );
}
