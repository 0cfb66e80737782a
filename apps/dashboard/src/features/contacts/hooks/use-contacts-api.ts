import { useMemo } from 'react';
import { useServices } from '../../../lib/services-context.ts';
import { type ContactsApi, createContactsApi } from '../api/contacts-api.ts';

/** The contacts calls on the app's api-client. */
export function useContactsApi(): ContactsApi {
  const { apiClient } = useServices();
  return useMemo(() => createContactsApi(apiClient), [apiClient]);
}
