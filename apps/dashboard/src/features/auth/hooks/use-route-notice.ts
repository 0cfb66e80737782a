import { useLocation } from 'react-router';

/** The confirmation a previous screen passed along in the navigation state, if any. */
export function useRouteNotice(): string | null {
  const location = useLocation();
  return (location.state as { message?: string } | null)?.message ?? null;
}
