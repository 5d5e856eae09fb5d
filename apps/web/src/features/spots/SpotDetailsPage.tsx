import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
import { useDeleteSpot, useSpot } from './api';
import { SpotActivitiesTab } from './components/SpotActivitiesTab';
import { SpotModalitiesTab } from './components/SpotModalitiesTab';
import { SpotSummary } from './components/SpotSummary';

/** /spots/details with `spotId` in the navigation state. */
export function SpotDetailsPage() {
  const spotId = useStateId('spotId');
  const navigate = useNavigate();
  const { can } = useRequiredSession();
  const spot = useSpot(spotId);
  const remove = useDeleteSpot();
  const pending = usePendingBookingsConfirm();
  const [confirming, setConfirming] = useState(false);
  useLoadErrorToast(spot.error, 'Ocorreu um erro ao carregar o local, tente novamente.');

  if (!spotId || spot.isError) return <Navigate to="/spots" replace />;
  if (!spot.data) {
    return <ContentLoader />;
  }

  const deleteSpot = async () => {
    setConfirming(false);
    const done = await pending
      .run(async (isVerified) => {
        await remove.mutateAsync({ id: spotId, isVerified });
        return true;
      })
      .catch(() => undefined);
    if (done) navigate('/spots', { replace: true });
  };

  return (
    <>
      <PageHeader
        title={spot.data.name}
        backTo="/spots"
        actions={
          <>
            <HistoryLink subjectType="spot" subjectId={spotId} name={spot.data.name} />
            {can('ACTIVITY_FULL_ACCESS', 'ACTIVITY_WRITE_ACCESS') && (
              <Button
                variant="light"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => navigate('/activities/register', { state: { spotId } })}
              >
                Nova atividade
              </Button>
            )}
            {can('SPOT_FULL_ACCESS', 'SPOT_WRITE_ACCESS') && (
              <EditButton onClick={() => navigate('/spots/update', { state: { spotId } })} />
            )}
            {can('SPOT_FULL_ACCESS', 'SPOT_DELETE_ACCESS') && (
              <DeleteButton onClick={() => setConfirming(true)} loading={remove.isPending} />
            )}
          </>
        }
      />
      <Stack gap="lg">
        <SpotSummary spot={spot.data} />
        <Paper withBorder p="md" radius="md">
          <Tabs defaultValue="activities" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="activities">Atividades</Tabs.Tab>
              <Tabs.Tab value="modalities">Modalidades</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="activities">
              <SpotActivitiesTab activities={spot.data.activities} />
            </Tabs.Panel>
            <Tabs.Panel value="modalities">
              <SpotModalitiesTab spotId={spotId} modalities={spot.data.modalities} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onConfirm={() => void deleteSpot()}
        onClose={() => setConfirming(false)}
      />
      {pending.dialog}
    </>
  );
}
