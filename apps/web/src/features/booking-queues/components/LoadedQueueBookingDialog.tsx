import { Loader, Modal, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { showErrorToast } from '../../../ui/toasts';
import { useQueueEntry } from '../api';
import { QUEUE_DIALOG_TITLES } from '../queue-form';
import { QueueBookingDialog } from './QueueBookingDialog';

export interface LoadedQueueBookingDialogProps {
  entryId: string;
  mode: 'edit' | 'book';
  onClose: () => void;
}

/** The queue booking dialog of an entry known by its id (a row of the event-day dialog's queue). */
export function LoadedQueueBookingDialog({ entryId, mode, onClose }: LoadedQueueBookingDialogProps) {
  const entry = useQueueEntry(entryId);
  useEffect(() => {
    if (!entry.error) return;
    showErrorToast(
      'Falha ao carregar dados',
      entry.error,
      'Ocorreu um erro ao carregar os dados da reserva na fila, tente novamente.',
    );
    onClose();
  }, [entry.error, onClose]);

  if (entry.data) return <QueueBookingDialog target={{ mode, entry: entry.data }} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={QUEUE_DIALOG_TITLES[mode]} centered size="lg">
      <Stack align="center" py="xl" aria-busy>
        <Loader aria-label="Carregando..." />
      </Stack>
    </Modal>
  );
}
