// Every message the dashboard shows that SPEC §8 fixes, in one place.
export const TEXTS = {
  userUpdateFailed: 'Failed to update user data. Please try again.',
  refreshFailed: 'Failed to refresh application data. Please try again.',
  authLoadFailed: 'Error loading authentication. Please refresh the page.',
  storedUserUnreadable: 'Failed to load user data. Please try again.',
  creditDisabled: 'Credit endpoint temporarily disabled',
  useCreditOutsideProvider: 'useCredit must be used within a CreditProvider',
  notAvailableYet: 'This screen is not available yet.',
} as const;
