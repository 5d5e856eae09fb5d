import { useLocation } from 'react-router';

/** An id the page received under `key` in the navigation state (links carry ids there, not in the URL). */
export function useStateId(key: string): string | undefined {
  return (useLocation().state as Record<string, string | undefined> | null)?.[key];
}
