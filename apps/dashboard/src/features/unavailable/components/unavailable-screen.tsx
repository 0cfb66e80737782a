import { Construction } from 'lucide-react';
import { TEXTS } from '../../../lib/texts.ts';
import { ScreenNotice } from '../../shell/components/screen-notice.tsx';

/** Stands in for a screen a later release builds; says so plainly instead of faking it. */
export function UnavailableScreen({ title }: { title: string }) {
  return (
    <ScreenNotice icon={Construction} tone="brand" title={title}>
      {TEXTS.notAvailableYet}
    </ScreenNotice>
  );
}
