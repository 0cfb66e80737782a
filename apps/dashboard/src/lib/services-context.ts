import type { ApiClient } from '@lisa/api-client';
import { createContext, useContext } from 'react';
import type { AuthApi } from '../features/auth/api/auth-api.ts';
import type { RealtimeConnection } from '../features/realtime/lib/realtime-connection.ts';

/** The dashboard's network services, created once in main.tsx (tests pass their own). */
export interface AppServices {
  authApi: AuthApi;
  apiClient: ApiClient;
  /** HEAD /api/health-check: true when the API answered within 5 s. */
  checkHealth: () => Promise<boolean>;
  realtime: RealtimeConnection;
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used within a ServicesContext provider');
  return services;
}
