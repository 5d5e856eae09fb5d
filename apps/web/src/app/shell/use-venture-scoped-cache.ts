import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRequiredSession } from '../session/use-session';

/**
 * Cached data belongs to the venture it was read in. When the venture changes, by the selector here or
 * in another tab, every query is reset: cached data is dropped and what is on screen loads again.
 */
export function useVentureScopedCache(): void {
  const { venture } = useRequiredSession();
  const queryClient = useQueryClient();
  const previous = useRef(venture.id);

  useEffect(() => {
    if (previous.current === venture.id) return;
    previous.current = venture.id;
    void queryClient.resetQueries();
  }, [venture.id, queryClient]);
}
