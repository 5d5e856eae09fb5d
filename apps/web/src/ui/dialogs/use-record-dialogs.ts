import { useState } from 'react';

export interface RecordDialogs<Row> {
  /** undefined: the form dialog is closed; null: creating; a row: editing it. */
  editing: Row | null | undefined;
  create: () => void;
  edit: (row: Row) => void;
  closeForm: () => void;
  /** The row whose delete waits for confirmation. */
  deleting: Row | null;
  askDelete: (row: Row) => void;
  closeDelete: () => void;
}

/** Which row a table's create/edit dialog and delete confirmation are about. */
export function useRecordDialogs<Row>(): RecordDialogs<Row> {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Row | null>(null);
  return {
    editing,
    create: () => setEditing(null),
    edit: setEditing,
    closeForm: () => setEditing(undefined),
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
  };
}
