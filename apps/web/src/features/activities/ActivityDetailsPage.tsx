import { Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useRequiredSession } from '../../app/session/use-session';
import { ContentLoader } from '../../ui/ContentLoader';
import { DeleteButton, EditButton } from '../../ui/details/RecordButtons';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { usePendingBookingsConfirm } from '../../ui/dialogs/use-pending-bookings-confirm';
import { PageHeader } from '../../ui/PageHeader';
import { useLoadErrorToast } from '../../ui/use-load-error-toast';
import { useStateId } from '../../ui/use-state-id';
import { HistoryLink } from '../audit/HistoryLink';
import { BookingsTable } from '../bookings/components/BookingsTable';
import { AgendaTab } from '../schedules/components/AgendaTab';
import { SchedulesTab } from '../schedules/components/SchedulesTab';
import { useActivity, useDeleteActivity } from './api';
import { ActivityItemsTab } from './components/ActivityItemsTab';
import { ActivitySummaryCard } from './components/ActivitySummaryCard';

/** /activities/details with `activityId` in the navigation state (spec 002 s.2, Activities). */
export function ActivityDetailsPage() {
  const activityId = useStateId('activityId');
  const navigate = useNavigate();
  const { can } = useRequiredSession();
  const activity = useActivity(activityId);
  const remove = useDeleteActivity();
  const pending = usePendingBookingsConfirm();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  useLoadErrorToast(activity.error, 'Ocorreu um erro ao carregar a atividade, tente novamente.');

  if (!activityId || activity.isError) return <Navigate to="/activities" replace />;
  if (!activity.data) {
    return <ContentLoader />;
  }

  const deleteActivity = async () => {
    const deleted = await pending
      .run(async (isVerified) => {
        try {
          await remove.mutateAsync({ id: activityId, isVerified });
          return true;
        } finally {
          // Spec 002 s.4: on a delete failure the confirm dialog closes (and so it does on the others).
          setConfirmingDelete(false);
        }
      })
      .catch(() => undefined); // the mutation's own toast told the user
    if (deleted) navigate('/activities', { replace: true });
  };

  return (
    <>
      <PageHeader
        title={activity.data.name}
        backTo="/activities"
        actions={
          <>
            <HistoryLink subjectType="activity" subjectId={activityId} name={activity.data.name} />
            {can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS') && (
              <EditButton onClick={() => navigate('/activities/update', { state: { activityId } })} />
            )}
            {can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_DELETE_ACCESS') && (
              <DeleteButton onClick={() => setConfirmingDelete(true)} />
            )}
          </>
        }
      />
      <Stack gap="lg">
        <ActivitySummaryCard activity={activity.data} />
        <Paper withBorder p="md" radius="md">
          <Tabs defaultValue="agenda" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="agenda">Agenda</Tabs.Tab>
              <Tabs.Tab value="schedules">Horários dos eventos</Tabs.Tab>
              <Tabs.Tab value="items">Opcionais disponíveis</Tabs.Tab>
              <Tabs.Tab value="bookings">Reservas</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="agenda">
              <AgendaTab
                activityId={activityId}
                ventureId={activity.data.spot.venture.id}
                isLivingArea={activity.data.spot.isLivingArea}
              />
            </Tabs.Panel>
            <Tabs.Panel value="schedules">
              <SchedulesTab
                activityId={activityId}
                place={{
                  spotId: activity.data.spotId,
                  ventureId: activity.data.spot.venture.id,
                  isLivingArea: activity.data.spot.isLivingArea,
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="items">
              <ActivityItemsTab activityId={activityId} items={activity.data.items} />
            </Tabs.Panel>
            <Tabs.Panel value="bookings">
              <BookingsTable activityId={activityId} pageSize={20} label="Reservas da atividade" />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={confirmingDelete}
        loading={remove.isPending}
        onConfirm={() => void deleteActivity()}
        onClose={() => setConfirmingDelete(false)}
      />
      {pending.dialog}
    </>
  );
}
