import { useEffect } from 'react';
import { showErrorToast } from './toasts';

/** Spec 002, section 8: a failed load shows 'Falha ao carregar dados' with the server's reason. */
export function useLoadErrorToast(error: unknown, fallback: string): void {
  useEffect(() => {
    if (error) showErrorToast('Falha ao carregar dados', error, fallback);
  }, [error, fallback]);
}
