import type { ReactNode } from 'react';
import { usePendingBookingsConfirm } from './use-pending-bookings-confirm';
import type { RecordDialogs } from './use-record-dialogs';

export interface VerifiedRecordCalls<Row, Values> {
  create: (values: Values) => Promise<unknown>;
  update: (row: Row, values: Values, isVerified: boolean) => Promise<unknown>;
  remove: (row: Row, isVerified: boolean) => Promise<unknown>;
  /** The pending-bookings question of an edit and of a delete, when not the default one. */
  updateMessage?: string;
  removeMessage?: string;
}

export interface VerifiedRecordActions<Row, Values> {
  save: (values: Values) => void;
  confirmDelete: (row: Row) => void;
  /** The pending-bookings question: render it once beside the table. */
  dialog: ReactNode;
}

/**
 * Save and delete of a table's records that pending bookings may use (spec 001 s.4 and s.8): an
 * edit or delete answered `has-bookings-pending` asks, then repeats verified. A failure has shown its
 * toast already; the form stays open to try again, the delete confirmation closes.
 */
export function useVerifiedRecordActions<Row, Values>(
  dialogs: RecordDialogs<Row>,
  calls: VerifiedRecordCalls<Row, Values>,
): VerifiedRecordActions<Row, Values> {
  const pending = usePendingBookingsConfirm();

  const save = async (values: Values) => {
    const row = dialogs.editing;
    const saved = row
      ? await pending
          .run((isVerified) => calls.update(row, values, isVerified), calls.updateMessage)
          .catch(() => undefined)
      : await calls.create(values).catch(() => undefined);
    if (saved !== undefined) dialogs.closeForm();
  };

  const confirmDelete = async (row: Row) => {
    await pending
      .run(async (isVerified) => {
        try {
          return await calls.remove(row, isVerified);
        } finally {
          dialogs.closeDelete(); // success, failure or the pending question: this dialog's part is done
        }
      }, calls.removeMessage)
      .catch(() => undefined);
  };

  return {
    save: (values) => void save(values),
    confirmDelete: (row) => void confirmDelete(row),
    dialog: pending.dialog,
  };
}
