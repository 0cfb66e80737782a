import type { IntegrationCategory } from './types.ts';

/** SPEC §3 categories, in the order the integrations page lists them. */
export const integrationCategories: readonly IntegrationCategory[] = [
  { key: 'widgets', label: 'Web Widget' },
  { key: 'api', label: 'API' },
  { key: 'messaging', label: 'Messaging' },
  { key: 'collaboration', label: 'Collaboration' },
  { key: 'productivity', label: 'Productivity' },
  { key: 'crm', label: 'CRM' },
  // No app yet: email arrives as a channel later, the category is shown so it can be found.
  { key: 'email', label: 'Email' },
];
