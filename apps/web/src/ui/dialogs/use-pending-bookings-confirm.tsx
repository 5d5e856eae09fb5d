import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { runWithPendingBookingsCheck, type VerifiedCall } from './pending-bookings';

const DEFAULT_MESSAGE = 'Existem reservas pendentes, confirmar ação?';

export interface PendingBookingsConfirm {
  /**
   * Calls `call(false)`; on `has-bookings-pending` asks the user and, on confirm, returns `call(true)`.
   * Undefined when the user declines. Other errors, and a failure of the verified call, are thrown
   * (the dialog closes first).
   */
  run: <T>(call: VerifiedCall<T>, message?: string) => Promise<T | undefined>;
  /** Render it once in the component that calls `run`. */
  dialog: ReactNode;
}

interface Question {
  message: string;
  answer: (confirmed: boolean) => void;
}

export function usePendingBookingsConfirm(): PendingBookingsConfirm {
  const [question, setQuestion] = useState<Question | null>(null);
  const [loading, setLoading] = useState(false);

  const run = useCallback(async <T,>(call: VerifiedCall<T>, message?: string) => {
    const ask = () =>
      new Promise<boolean>((resolve) =>
        setQuestion({ message: message ?? DEFAULT_MESSAGE, answer: resolve }),
      );
    const verified: VerifiedCall<T> = async (isVerified) => {
      if (!isVerified) return call(false);
      setLoading(true);
      try {
        return await call(true);
      } finally {
        setLoading(false);
        setQuestion(null);
      }
    };
    return runWithPendingBookingsCheck(verified, ask);
  }, []);

  const dialog = (
    <ConfirmDialog
      opened={question !== null}
      title="Reservas pendentes"
      message={question?.message}
      loading={loading}
      color="orange"
      // The dialog stays open, loading, until the verified call settles.
      onConfirm={() => question?.answer(true)}
      onClose={() => {
        question?.answer(false);
        setQuestion(null);
      }}
    />
  );

  return { run, dialog };
}
