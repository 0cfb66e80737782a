import type { ReactNode } from 'react';
import { FormAlert } from './form-alert.tsx';

/** The notice carried over from the previous screen, replaced by the error once there is one. */
export function FormAlerts({ notice, error }: { notice?: string | null; error: ReactNode }) {
  return (
    <>
      {notice && !error ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
    </>
  );
}
