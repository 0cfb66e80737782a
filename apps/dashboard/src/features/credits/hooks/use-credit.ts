import { useContext } from 'react';
import { TEXTS } from '../../../lib/texts.ts';
import { CreditContext, type CreditContextValue } from '../components/credit-context.ts';

/** The credit of the CreditProvider above; a developer error anywhere else (SPEC §8). */
export function useCredit(): CreditContextValue {
  const value = useContext(CreditContext);
  if (!value) throw new Error(TEXTS.useCreditOutsideProvider);
  return value;
}
