import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cx('flex gap-1 overflow-x-auto border-line border-b', className)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cx(
        '-mb-px whitespace-nowrap border-transparent border-b-2 px-3 py-2 font-medium text-ink-muted text-sm hover:text-ink disabled:opacity-50 data-[state=active]:border-brand-600 data-[state=active]:text-ink',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx('pt-4', className)} {...rest} />;
}
