import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a record's create/edit dialog takes. */
export interface RecordDialogProps<Rec, Values> {
  opened: boolean;
  /** The record being edited; null to create one. */
  record: Rec | null;
  saving: boolean;
  onSave: (values: Values) => void;
  onClose: () => void;
}

/** What the form inside such a dialog takes. */
export type RecordFormProps<Rec, Values> = Omit<RecordDialogProps<Rec, Values>, 'opened'>;

/** A dialog's title when it creates a record and when it edits one ('Nova modalidade' / 'Editar modalidade'). */
export interface RecordTitles {
  create: string;
  edit: string;
}

/** Takes the dialog's own props as they are (`{...props}`); the record chooses the title. */
export interface FormModalProps extends Omit<RecordDialogProps<unknown, never>, 'onSave'> {
  titles: RecordTitles;
  size?: ModalProps['size'];
  /**
   * The form. Mantine mounts a modal's content only while it is open, so a form that reads its
   * default values from the record starts from it (or empty) on every opening.
   */
  children: ReactNode;
}

/** A centred dialog around a create/edit form, titled for what it does. */
export function FormModal({ opened, titles, record, saving, onClose, size, children }: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title={record === null ? titles.create : titles.edit}
      centered
      size={size}
    >
      {children}
    </Modal>
  );
}
