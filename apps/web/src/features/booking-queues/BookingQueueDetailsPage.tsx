import { Alert, Button, Stack } from '@mantine/core';
import { IconCalendarPlus, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { ContentLoader } from '../../ui/ContentLoader';
import { DeleteButton, EditButton } from '../../ui/details/RecordButtons';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { BookingItemsTabs, OPTIONAL_NAME_COLUMN } from '../bookings/components/BookingItemsTabs';
import { useDeleteQueueEntry, useLiveQueues, useQueueEntry } from './api';
import { QueueBookingDialog } from './components/QueueBookingDialog';
import { QueueEntrySummaryCard } from './components/QueueEntrySummaryCard';
import { QueueEntryUserCard } from './components/QueueEntryUserCard';
import { queueEntryActions } from './queue-actions';
import { useQueueEntryId } from './use-queue-entry-id';

/** An entry's extras are only chosen: their cost and provider come with the booking. */
const QUEUE_EXTRA_COLUMNS = [OPTIONAL_NAME_COLUMN];

/** /booking-queues/details with `bookingQueueId` (spec 001 s.2, Booking queue details). */
export function BookingQueueDetailsPage() {
  const entryId = useQueueEntryId();
  const navigate = useNavigate();
  const { can } = useRequiredSession();
  const entry = useQueueEntry(entryId);
  const remove = useDeleteQueueEntry();
  const [dialog, setDialog] = useState<'edit' | 'book' | 'delete' | null>(null);
  useLiveQueues();
  useLoadErrorToast(entry.error, 'Ocorreu um erro ao carregar os dados da reserva na fila, tente novamente.');

  if (!entryId || entry.isError) return <Navigate to="/booking-queues" replace />;
  const { data } = entry;
  if (!data) return <ContentLoader />;

  const offered = queueEntryActions(data, can);
  const confirmDelete = () =>
    remove.mutate(data.id, {
      onSuccess: () => navigate('/booking-queues', { replace: true }),
      onSettled: () => setDialog(null),
    });

  return (
    <>
      <PageHeader
        title="Detalhes da reserva na fila"
        backTo="/booking-queues"
        actions={
          <>
            {offered.edit && <EditButton onClick={() => setDialog('edit')} />}
            {offered.book && (
              <Button
                variant="light"
                leftSection={<IconCalendarPlus size={18} aria-hidden />}
                onClick={() => setDialog('book')}
              >
                Reservar
              </Button>
            )}
            {offered.remove && (
              <DeleteButton onClick={() => setDialog('delete')} loading={remove.isPending} />
            )}
          </>
        }
      />
      <Stack gap="lg">
        {data.deletedAt !== null ? (
          <Alert
            color="gray"
            icon={<IconInfoCircle size={20} aria-hidden />}
            title="Reserva na fila encerrada"
          >
            A reserva na fila foi convertida em reserva ou excluída e não pode mais ser alterada.
          </Alert>
        ) : (
          data.isExpired && (
            <Alert
              color="yellow"
              icon={<IconInfoCircle size={20} aria-hidden />}
              title="Reserva na fila expirada"
            >
              A data da reserva na fila já passou: ela não pode mais ser editada nem reservada.
            </Alert>
          )
        )}
        <QueueEntryUserCard entry={data} />
        <QueueEntrySummaryCard entry={data} />
        <BookingItemsTabs
          items={data.items}
          extras={data.scheduleItems}
          extraColumns={QUEUE_EXTRA_COLUMNS}
          minWidths={{ items: 360, extras: 240 }}
        />
      </Stack>
      {(dialog === 'edit' || dialog === 'book') && (
        <QueueBookingDialog target={{ mode: dialog, entry: data }} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
