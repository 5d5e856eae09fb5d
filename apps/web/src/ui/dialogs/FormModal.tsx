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

export interface FormModalProps {
  opened: boolean;
  title: string;
  /** While saving the dialog cannot be closed. */
  saving: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  /**
   * The form. Mantine mounts a modal's content only while it is open, so a form that reads its
   * default values from the record starts from it (or empty) on every opening.
   */
  children: ReactNode;
}

/** A centred dialog around a create/edit form. */
export function FormModal({ opened, title, saving, onClose, size, children }: FormModalProps) {
  return (
    <Modal opened={opened} onClose={() => !saving && onClose()} title={title} centered size={size}>
      {children}
    </Modal>
  );
}
