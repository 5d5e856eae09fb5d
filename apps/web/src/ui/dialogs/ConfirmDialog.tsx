import { Button, Group, type MantineColor, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: the buttons wait and the dialog stays open. */
  loading?: boolean;
  /** The confirm button waits, e.g. until the message has loaded what the action takes. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirm button's colour; red, for deletions, unless told. */
  color?: MantineColor;
}

/** A yes/no question before an action; by default the delete confirmation of spec 000, section 2. */
export function ConfirmDialog({
  opened,
  title = 'Confirmar exclusão',
  message = 'Deseja realmente excluir?',
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
  color = 'red',
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !loading && onClose()}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" gap="sm" mt="lg">
        {/* Focus starts on the safe choice: Enter right after opening must not delete. */}
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
