import { ActionIcon, Button, Checkbox, Group } from '@mantine/core';
import { waveSideLabel, weekdaysLabel } from '@reserva/shared/schedules/schedules.rules';
import type { ScheduleInput, ScheduleView } from '@reserva/shared/schedules/schedules.schemas';
import { whoMayBook } from '@reserva/shared/ventures/experience-levels.rules';
import {
  IconCalendarPlus,
  IconLink,
  IconListDetails,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRequiredSession } from '../../../app/session/use-session';
import { YesNo } from '../../../ui/details/YesNo';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { useRecordDialogs } from '../../../ui/dialogs/use-record-dialogs';
import { useVerifiedRecordActions } from '../../../ui/dialogs/use-verified-record-actions';
import { formatDate, formatLimit, formatMoney, formatTime } from '../../../ui/format';
import { hint } from '../../../ui/hint/hint';
import { DataTable, type DataTableColumn } from '../../../ui/list/DataTable';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts';
import { useLoadErrorToast } from '../../../ui/use-load-error-toast';
import { bookableSchedule } from '../../bookings/bookable-event';
import { BOOKING_KEYS } from '../../bookings/booking-rules';
import { CreateBookingDialog } from '../../bookings/components/CreateBookingDialog';
import { useExperienceLevels } from '../../ventures/api';
import type { VentureLevels } from '../../ventures/components/LevelTexts';
import { useCreateSchedule, useDeleteSchedule, useScheduleList, useUpdateSchedule } from '../api';
import { ScheduleItemsModal } from './ScheduleItemsModal';
import { type EventPlace, ScheduleModal } from './ScheduleModal';

const period = (schedule: ScheduleView) =>
  schedule.endDate
    ? `${formatDate(schedule.startDate)} a ${formatDate(schedule.endDate)}`
    : `A partir de ${formatDate(schedule.startDate)}`;

/** An event's time of day, 08:00 - 09:30. */
export const timeRange = (item: { startTime: string; endTime: string }) =>
  `${formatTime(item.startTime)} - ${formatTime(item.endTime)}`;

/** `levels`: the activity's venture's, which say who may book each event. */
const baseColumns = (levels: VentureLevels): DataTableColumn<ScheduleView>[] => [
  { key: 'isActive', header: 'Ativo', width: 80, render: (schedule) => <YesNo value={schedule.isActive} /> },
  { key: 'period', header: 'Período', render: period },
  { key: 'time', header: 'Horário', render: timeRange },
  { key: 'days', header: 'Dias', render: (schedule) => weekdaysLabel(schedule.daysOfWeek) },
  { key: 'vacancies', header: 'Vagas', render: (schedule) => formatLimit(schedule.totalVacancies) },
  { key: 'modality', header: 'Modalidade', render: (schedule) => schedule.modalityTitle ?? '—' },
  { key: 'waveSide', header: 'Lado da onda', render: (schedule) => waveSideLabel(schedule.waveSide) },
  {
    key: 'experience',
    header: 'Quem pode reservar',
    render: (schedule) => whoMayBook(schedule.minUserExperience, levels),
  },
  {
    key: 'price',
    header: 'Preço',
    render: (schedule) =>
      `${formatMoney(schedule.bookingPrice)}${schedule.allowPartialTimeBookings ? ' / hora' : ''}`,
  },
];

async function copyBookingLink(schedule: ScheduleView): Promise<void> {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}${schedule.bookingUrl}`);
    showSuccessToast('Copiado com sucesso');
  } catch (error) {
    // No clipboard outside secure contexts (plain http) or without the browser's permission.
    showErrorToast('Falha ao copiar', error, 'Ocorreu um erro ao copiar o link, tente novamente.');
  }
}

/** 'Horários dos eventos': the activity's events (spec 001, Event schedule list). */
export function SchedulesTab({ activityId, place }: { activityId: string; place: EventPlace }) {
  const { can } = useRequiredSession();
  const navigate = useNavigate();
  const [showExpired, setShowExpired] = useState(false);
  const schedules = useScheduleList(activityId, showExpired);
  const levels = useExperienceLevels(place.ventureId);
  const dialogs = useRecordDialogs<ScheduleView>();
  const [extrasOf, setExtrasOf] = useState<ScheduleView | null>(null);
  const [bookingOf, setBookingOf] = useState<ScheduleView | null>(null);
  const create = useCreateSchedule(activityId);
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const records = useVerifiedRecordActions<ScheduleView, ScheduleInput>(dialogs, {
    create: (body) => create.mutateAsync(body),
    update: (schedule, body, isVerified) => update.mutateAsync({ id: schedule.id, body, isVerified }),
    remove: (schedule, isVerified) => remove.mutateAsync({ id: schedule.id, isVerified }),
    // Spec 001 s.8: events ask about changes and deletions in their own words.
    updateMessage: 'Existem reservas pendentes, confirmar alterações?',
    removeMessage: 'Existem reservas pendentes, confirmar exclusão?',
  });
  useLoadErrorToast(schedules.error, 'Ocorreu um erro ao carregar os eventos, tente novamente.');

  const canWrite = can('ACTIVITY_SCHEDULE_FULL_ACCESS', 'ACTIVITY_SCHEDULE_WRITE_ACCESS');
  const canDelete = can('ACTIVITY_SCHEDULE_FULL_ACCESS', 'ACTIVITY_SCHEDULE_DELETE_ACCESS');
  const canOpenQueue = can('BOOKING_QUEUE_FULL_ACCESS', 'BOOKING_QUEUE_READ_ACCESS');
  const canBook = can(...BOOKING_KEYS.write);

  const action = (label: string, icon: ReactNode, onClick: () => void, color?: string) => (
    <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} {...hint(label)}>
      {icon}
    </ActionIcon>
  );
  const when = (schedule: ScheduleView) => timeRange(schedule);

  const actionsColumn: DataTableColumn<ScheduleView> = {
    key: 'actions',
    header: 'Ações',
    width: 190,
    render: (schedule) => (
      <Group gap={2} wrap="nowrap">
        {canOpenQueue &&
          action(`Fila de espera ${when(schedule)}`, <IconUsersGroup size={18} />, () =>
            navigate('/booking-queues', { state: { activityId, activityScheduleId: schedule.id } }),
          )}
        {canBook &&
          schedule.isActive &&
          !schedule.isExpired &&
          action(`Reservar ${when(schedule)}`, <IconCalendarPlus size={18} />, () => setBookingOf(schedule))}
        {schedule.allowLinkBookings &&
          action(
            `Copiar link de reserva ${when(schedule)}`,
            <IconLink size={18} />,
            () => void copyBookingLink(schedule),
          )}
        {action(`Opcionais ${when(schedule)}`, <IconListDetails size={18} />, () => setExtrasOf(schedule))}
        {canWrite &&
          action(`Editar ${when(schedule)}`, <IconPencil size={18} />, () => dialogs.edit(schedule))}
        {canDelete &&
          action(
            `Excluir ${when(schedule)}`,
            <IconTrash size={18} />,
            () => dialogs.askDelete(schedule),
            'red',
          )}
      </Group>
    ),
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Checkbox
          label="Exibir expirados"
          checked={showExpired}
          onChange={(event) => setShowExpired(event.currentTarget.checked)}
        />
        {canWrite && (
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={dialogs.create}>
            Novo horário
          </Button>
        )}
      </Group>
      <DataTable
        label="Horários dos eventos"
        columns={[...baseColumns(levels), actionsColumn]}
        rows={schedules.data}
        loading={schedules.isPending}
        error={schedules.error}
        onRetry={() => void schedules.refetch()}
        rowKey={(schedule) => schedule.id}
        emptyText="Nenhum horário cadastrado"
        minWidth={980}
      />
      <ScheduleModal
        opened={dialogs.editing !== undefined}
        record={dialogs.editing ?? null}
        place={place}
        saving={create.isPending || update.isPending}
        onSave={records.save}
        onClose={dialogs.closeForm}
      />
      <ConfirmDialog
        opened={dialogs.deleting !== null}
        loading={remove.isPending}
        onConfirm={() => dialogs.deleting && records.confirmDelete(dialogs.deleting)}
        onClose={dialogs.closeDelete}
      />
      {extrasOf && <ScheduleItemsModal schedule={extrasOf} onClose={() => setExtrasOf(null)} />}
      {bookingOf && (
        <CreateBookingDialog event={bookableSchedule(bookingOf)} onClose={() => setBookingOf(null)} />
      )}
      {records.dialog}
    </>
  );
}
