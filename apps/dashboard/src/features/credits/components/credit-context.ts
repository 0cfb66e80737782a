import type { CreditState } from '@lisa/api-client';
import { createContext } from 'react';

export interface CreditContextValue {
  credit: CreditState | undefined;
  isLoading: boolean;
  refresh: () => Promise<unknown>;
}

export const CreditContext = createContext<CreditContextValue | null>(null);
