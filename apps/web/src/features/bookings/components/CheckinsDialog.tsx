import { ActionIcon, Button, Group, Modal, Text } from '@mantine/core';
import type { Checkin } from '@reserva/shared/bookings/bookings.schemas';
import { IconTrash, IconUserCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useRequiredSession } from '../../../app/session/use-session';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { formatDateTime } from '../../../ui/format';
import { hint } from '../../../ui/hint/hint';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { useCheckins, useCreateCheckin, useDeleteCheckin } from '../api';
import { BOOKING_KEYS, type BookingActionTarget, checkinsLocked } from '../booking-rules';

export interface CheckinsDialogProps {
  target: BookingActionTarget;
  onClose: () => void;
}

/** A booking's check-ins (spec 001 s.2): the list, a new check-in and removing one, while the booking is live. */
export function CheckinsDialog({ target, onClose }: CheckinsDialogProps) {
  const { can } = useRequiredSession();
  const checkins = useCheckins(target.id);
  const create = useCreateCheckin();
  const remove = useDeleteCheckin();
  const [removing, setRemoving] = useState<Checkin | null>(null);
  // Set at the first click, before React renders the button disabled: a double click sends one call.
  const checkingIn = useRef(false);
  const checkIn = () => {
    if (checkingIn.current) return;
    checkingIn.current = true;
    create.mutate(target.id, {
      onError: () => {
        checkingIn.current = false;
      },
    });
  };
  useLoadErrorToast(checkins.error, 'Ocorreu um erro ao carregar os check-ins, tente novamente.');

  const locked = checkinsLocked(target);
  const canCreate = !locked && can(...BOOKING_KEYS.checkinWrite);
  const canRemove = !locked && can(...BOOKING_KEYS.checkinDelete);
  const columns: DataTableColumn<Checkin>[] = [
    { key: 'createdAt', header: 'Data', render: (checkin) => formatDateTime(checkin.createdAt) },
    { key: 'user', header: 'Usuário', render: (checkin) => checkin.user.name },
  ];
  if (canRemove) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      width: 80,
      render: (checkin) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Excluir check-in de ${formatDateTime(checkin.createdAt)}`}
          onClick={() => setRemoving(checkin)}
          {...hint('Excluir')}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ),
    });
  }

  return (
    <>
      <Modal opened onClose={onClose} title={`Check-ins · ${target.userName}`} centered size="lg">
        {locked && (
          <Text size="sm" c="dimmed" mb="sm">
            Reserva cancelada ou expirada: os check-ins não podem ser alterados.
          </Text>
        )}
        {canCreate && (
          <Group justify="flex-end" mb="sm">
            <Button
              leftSection={<IconUserCheck size={18} aria-hidden />}
              loading={create.isPending}
              // Done once per opening of the dialog; the server folds a repeat within minutes anyway.
              disabled={create.isSuccess}
              onClick={checkIn}
            >
              Fazer check-in
            </Button>
          </Group>
        )}
        <DataTable
          label="Check-ins"
          columns={columns}
          rows={checkins.data}
          loading={checkins.isPending}
          error={checkins.error}
          onRetry={() => void checkins.refetch()}
          rowKey={(checkin) => checkin.id}
          emptyText="Nenhum check-in realizado"
          minWidth={360}
        />
      </Modal>
      <ConfirmDialog
        opened={removing !== null}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
